#!/usr/bin/env python3
"""Reference values of the elementary functions above the bit-burst threshold
(Sources/CalcNumber/Elementary/BitBurst.swift: from about 1,200 digits the kernels sum
their series by binary splitting) for Tests/CalcKitTests/Vectors/HighPrecisionTests.swift.

Each value comes from mpmath (1.3.0, its pure-Python backend; its own exp/log/sin/atan, independent
of calc's) at p+200 and p+260 digits; the two must agree to p+95 digits and lie far from
every rounding boundary at p digits, and the text calc prints is made by make-vectors.py's
rounding and formatting. The long texts are stored as their SHA-256 (and first 24
characters, for reading). Writes Tests/CalcKitTests/Fixtures/highprecision.tsv:
expression, precision, rounding, SHA-256 of the expected text, its start.

    pip install mpmath gmpy2
    python3 scripts/make-highprecision-vectors.py
"""
import hashlib
import os
import sys
from fractions import Fraction
from pathlib import Path

# The pure-Python backend: make-function-vectors.py's Fraction arithmetic does not take
# gmpy2's integers.
os.environ["MPMATH_NOGMPY"] = "1"
import mpmath  # noqa: E402
from mpmath import mpf  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")
mfv = _load("make_function_vectors", "make-function-vectors.py")
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

M = mpmath.mp
# expression, mpmath formula; small rationals, general arguments, tiny and large ones, near
# multiples of π/2 and near 1 for ln, and functions that go through the same kernels.
CASES = [
    ("exp(1)", lambda: M.e),
    ("exp(-1/3)", lambda: M.exp(mpf(-1) / 3)),
    ("exp(sqrt(2))", lambda: M.exp(M.sqrt(2))),
    ("exp(100.5)", lambda: M.exp(mpf(201) / 2)),
    ("exp(-1234.5678)", lambda: M.exp(mpf(-12345678) / 10000)),
    ("exp(1e-20)", lambda: M.exp(mpf(10) ** -20)),
    ("ln(3)", lambda: M.log(3)),
    ("ln(pi)", lambda: M.log(M.pi)),
    ("ln(1.0000001)", lambda: M.log(mpf(10000001) / 10**7)),
    ("ln(1+1e-20)", lambda: M.log1p(mpf(10) ** -20)),
    ("ln(0.9999999)", lambda: M.log(mpf(9999999) / 10**7)),
    ("ln(12345678901234567890.123)", lambda: M.log(mpf(12345678901234567890123) / 1000)),
    ("ln(sqrt(3))", lambda: M.log(M.sqrt(3))),
    ("sin(1)", lambda: M.sin(1)),
    ("cos(1)", lambda: M.cos(1)),
    ("sin(pi/7+1/3)", lambda: M.sin(M.pi / 7 + mpf(1) / 3)),
    ("cos(pi/7+1/3)", lambda: M.cos(M.pi / 7 + mpf(1) / 3)),
    ("sin(100)", lambda: M.sin(100)),
    ("cos(355)", lambda: M.cos(355)),
    ("sin(-2.5)", lambda: M.sin(mpf(-5) / 2)),
    ("cos(1.5707963)", lambda: M.cos(mpf(15707963) / 10**7)),
    ("sin(3.14159265358979)", lambda: M.sin(mpf(314159265358979) / 10**14)),
    ("tan(1.5)", lambda: M.tan(mpf(3) / 2)),
    ("sin(3e-20)", lambda: M.sin(3 * mpf(10) ** -20)),
    ("atan(0.5)", lambda: M.atan(mpf(1) / 2)),
    ("atan(7)", lambda: M.atan(7)),
    ("atan(-sqrt(2))", lambda: M.atan(-M.sqrt(2))),
    ("atan(1e-7)", lambda: M.atan(mpf(10) ** -7)),
    ("atan(1e30)", lambda: M.atan(mpf(10) ** 30)),
    ("asin(0.3)", lambda: M.asin(mpf(3) / 10)),
    ("acos(0.9)", lambda: M.acos(mpf(9) / 10)),
    ("sinh(2)", lambda: M.sinh(2)),
    ("tanh(0.5)", lambda: M.tanh(mpf(1) / 2)),
    ("atanh(0.3)", lambda: M.atanh(mpf(3) / 10)),
    ("2^sqrt(2)", lambda: mpf(2) ** M.sqrt(2)),
    ("1.5^(1/3)", lambda: M.cbrt(mpf(3) / 2)),
]
PRECISIONS = [1_300, 2_500]
LONG = {"exp(sqrt(2))": [5_000], "ln(pi)": [5_000], "sin(pi/7+1/3)": [5_000], "atan(-sqrt(2))": [5_000],
        "ln(3)": [5_000], "exp(1)": [5_000], "sin(1)": [5_000]}
MODES = ["half-even", "down", "up", "floor", "ceiling"]


def reference(formula, p: int, mode: str) -> str | None:
    vals = []
    for extra in (200, 260):
        with mpmath.workdps(p + extra):
            vals.append(mfv.to_fraction(formula()))
    a, b = vals
    if a == 0 or abs(a - b) > abs(a) * Fraction(10) ** -(p + 95):
        return None
    if any(mfv.boundary_distance(v, p) < Fraction(10) ** -61 for v in vals):
        return None
    texts = {mv.expected(v, p, mode) for v in vals}
    assert len(texts) == 1, texts
    return texts.pop()


def main() -> None:
    lines = [
        f"# made by scripts/make-highprecision-vectors.py (mpmath {mpmath.__version__}, backend "
        f"{mpmath.libmp.BACKEND}): expression, precision, rounding, SHA-256 of the text, its start"
    ]
    for i, (expression, formula) in enumerate(CASES):
        for p in PRECISIONS + LONG.get(expression, []):
            mode = MODES[(i + p) % len(MODES)]
            text = reference(formula, p, mode)
            assert text is not None, (expression, p)
            digest = hashlib.sha256(text.encode()).hexdigest()
            lines.append(f"{expression}\t{p}\t{mode}\t{digest}\t{text[:24]}")
    out = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "highprecision.tsv"
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} lines to {out}")


if __name__ == "__main__":
    main()
