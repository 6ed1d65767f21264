#!/usr/bin/env python3
"""Generate reference vectors for the reciprocal and co-functions and the near-zero forms.

Run from any directory:

    python3 scripts/make-reciprocal-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/reciprocal.tsv, read by
Tests/CalcKitTests/Vectors/ReciprocalVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The families: sec csc cot, asec acsc acot, sech csch coth, asech acsch acoth (radians),
and log1p expm1, at precisions 1 to 100 and all seven rounding modes, with arguments
from 1e-30 to 1e6.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from mpmath's own function (mpmath.sec, mpmath.acot, mpmath.log1p,
  mpmath.expm1, ...) at p+50 and p+100 digits; both must round the same and lie at
  least 1e-35 units in the last place from a rounding boundary (a closer candidate is
  dropped).
* It is recomputed by a second formula at p+60 digits plus the digits the argument's
  smallness cancels: 1/cos, 1/sin, cos/sin, acos(1/x), asin(1/x), atan(1/x) (pi/2 at 0),
  1/cosh, 1/sinh, cosh/sinh, log((1 + sqrt(1 - x^2))/x), asinh(1/x), log((x+1)/(x-1))/2,
  log(1 + x) and exp(x) - 1; the two must round to the same text.
* Exact values (sec(0) = sech(0) = 1, log1p(0) = expm1(0) = 0, asec(1) = asech(1) = 0)
  are Fractions.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked
  by integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "reciprocal.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261127
MODES = list(mv.MODES)
PRECISIONS = [1, 2, 3, 5, 10, 20, 38, 50, 100]

FIRST = {
    "sec": mpmath.sec, "csc": mpmath.csc, "cot": mpmath.cot,
    "asec": mpmath.asec, "acsc": mpmath.acsc, "acot": mpmath.acot,
    "sech": mpmath.sech, "csch": mpmath.csch, "coth": mpmath.coth,
    "asech": mpmath.asech, "acsch": mpmath.acsch, "acoth": mpmath.acoth,
    "log1p": mpmath.log1p, "expm1": mpmath.expm1,
}


def second(kind: str, x):
    m = mpmath
    return {
        "sec": lambda: 1 / m.cos(x), "csc": lambda: 1 / m.sin(x), "cot": lambda: m.cos(x) / m.sin(x),
        "asec": lambda: m.acos(1 / x), "acsc": lambda: m.asin(1 / x),
        "acot": lambda: m.pi / 2 if x == 0 else m.atan(1 / x),
        "sech": lambda: 1 / m.cosh(x), "csch": lambda: 1 / m.sinh(x), "coth": lambda: m.cosh(x) / m.sinh(x),
        "asech": lambda: m.log((1 + m.sqrt(1 - x * x)) / x), "acsch": lambda: m.asinh(1 / x),
        "acoth": lambda: m.log((x + 1) / (x - 1)) / 2,
        "log1p": lambda: m.log(1 + x), "expm1": lambda: m.exp(x) - 1,
    }[kind]()


class Unsettled(Exception):
    pass


def exact_value(kind: str, x: Fraction) -> Fraction | None:
    if x == 0 and kind in ("log1p", "expm1"):
        return Fraction(0)
    if x == 0 and kind in ("sec", "sech"):
        return Fraction(1)
    if x == 1 and kind in ("asec", "asech"):
        return Fraction(0)
    return None


def mpf(x: Fraction):
    return mpmath.mpf(x.numerator) / x.denominator


def value(function, x: Fraction, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        return fv.to_fraction(function(mpf(x)))


def reference(kind: str, x: Fraction, p: int, mode: str) -> str:
    ex = exact_value(kind, x)
    if ex is not None:
        return mv.expected(ex, p, mode)
    approx = [value(FIRST[kind], x, p + g) for g in (50, 100)]
    if min(fv.boundary_distance(a, p) for a in approx) < Fraction(1, 10**35):
        raise Unsettled
    texts = {mv.expected(a, p, mode) for a in approx}
    assert len(texts) == 1, (kind, x, p, mode, texts)
    text = texts.pop()
    # The second formula cancels about as many digits as the argument is small.
    small = 0 if x == 0 else max(0, -mv.adjusted_exponent(abs(x)))
    other = mv.expected(value(lambda t: second(kind, t), x, p + 60 + 2 * small), p, mode)
    assert other == text, ("second formula disagrees", kind, x, p, mode, text, other)
    return text


def _lit(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    # A short decimal: every argument here is one.
    exponent = 0
    while x.denominator != 1:
        x *= 10
        exponent -= 1
    return f"{sign}{x.numerator}e{exponent}"


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    modes: list[str] = []

    def add(kind: str, x: Fraction, p: int | None = None, mode: str | None = None) -> None:
        nonlocal modes
        p = p or rng.choice(PRECISIONS)
        if mode is None:
            if not modes:
                modes = MODES[:]
                rng.shuffle(modes)
            mode = modes.pop()
        expr = f"{kind}({_lit(x)})"
        if (expr, p, mode) in seen:
            return
        try:
            text = reference(kind, x, p, mode)
        except Unsettled:
            return
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, text))

    F = Fraction
    # Exact values and every mode at a few points.
    for kind, x in [("sec", 0), ("sech", 0), ("log1p", 0), ("expm1", 0), ("asec", 1), ("asech", 1)]:
        for m in MODES:
            add(kind, F(x), 1, m)
    ordinary = ["0.5", "-0.5", "1", "2", "-3", "10", "1e-10", "-1e-10", "123.456"]
    for kind in ["sec", "csc", "cot", "sech", "csch", "coth"]:
        for x in ordinary:
            add(kind, F(x), 38, "half-even")
    for kind in ["asec", "acsc", "acoth"]:
        for x in ["1.5", "-1.5", "2", "-7", "1e6", "-1e6", "1.0000001"]:
            add(kind, F(x), 38, "half-even")
    for x in ["0", "0.5", "-0.5", "2", "-2", "1e-10", "1e6"]:
        add("acot", F(x), 38, "half-even")
    for x in ["0.5", "0.999", "1e-10", "0.25"]:
        add("asech", F(x), 38, "half-even")
    for x in ["0.5", "-0.5", "2", "1e-10", "-1e6"]:
        add("acsch", F(x), 38, "half-even")
    # Near zero, where log(1 + x) and exp(x) - 1 would cancel.
    for x in ["1e-30", "-1e-30", "1e-20", "3e-15", "-2.5e-8", "0.001", "-0.5", "1", "10", "-0.999"]:
        for kind in ["log1p", "expm1"]:
            add(kind, F(x), 38, "half-even")
    for x in ["1e-30", "-1e-300", "7e-100"]:
        for kind in ["log1p", "expm1"]:
            add(kind, F(x), 100, "half-even")
    # Random arguments at random precisions and modes.
    for kind in FIRST:
        for _ in range(40):
            adj = rng.randint(-6, 2)
            x = fv.rand_dec(rng, adj, adj)
            if rng.random() < 0.5:
                x = -x
            if kind in ("asec", "acsc") and abs(x) < 1:
                x = 1 / x if x != 0 else F(2)
                x = F(str(round(float(x), 6)))
                if abs(x) < 1:
                    continue
            if kind == "acoth" and abs(x) <= 1:
                x = x + (2 if x > 0 else -2)
            if kind == "asech":
                x = abs(x)
                if x > 1 or x == 0:
                    x = F(1, 2)
            if kind == "log1p" and x <= -1:
                x = -x
            if kind in ("csc", "cot", "csch", "coth", "acsch") and x == 0:
                continue
            add(kind, x)

    rows.sort(key=lambda r: (list(FIRST).index(r[0].split("(")[0]), r[0], r[1], r[2]))
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-reciprocal-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
