#!/usr/bin/env python3
"""Reference values for lines whose refinement reuses the exact value of a costly part
(Tests/CalcKitTests/Fixtures/exact-parts.tsv, read by
Tests/CalcKitTests/Evaluation/ExactPartTests.swift).

Each line holds an exact part of thousands of digits (`2^7000 % 3^4000`) combined with an
irrational (a remainder by π, a product by √2): calc decides it only after rounds at more
and more digits, and keeps the exact part's value from its first round (ExactMemo). The
lines cover the places where a kept value must not be reused: the two branches of `if`, the
terms of Σ (whose variable changes), a part used twice.

    expression <TAB> precision <TAB> rounding <TAB> expected

Why the expected strings are right, and independent of CalcKit: the exact parts are Python
integers; the rest is mpmath at two working precisions (digits of the exact part plus 60 and
plus 120), which must round alike and lie at least 1e-30 units in the last place from a
rounding boundary; the remainders and floors are taken of those values in Python. Rounding
and printing are make-vectors.py's `expected` (Python decimal, cross-checked by integer
rounding), as for the other fixtures.

    python3 scripts/make-exact-part-vectors.py
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "exact-parts.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

sys.set_int_max_str_digits(0)

A = 2**7000 % 3**4000  # 1,909 digits
B = 10**3000 % 7**3000
C = 3**5000 % 10**1500


def mod(x, y):
    """x − y·floor(x/y) in mpmath (x an integer or mpf, y > 0)."""
    return x - y * mpmath.floor(x / y)


def frac(v) -> Fraction:
    f = fv.to_fraction(v)
    return Fraction(int(f.numerator), int(f.denominator))


# Each case: the expression and a function of mpmath (working at the precision set) giving
# its value; or an exact Fraction.
CASES = [
    ("(2^7000 % 3^4000) % pi", lambda: mod(mpmath.mpf(A), mpmath.pi)),
    ("(10^3000 % 7^3000) % (pi/7)", lambda: mod(mpmath.mpf(B), mpmath.pi / 7)),
    ("fract((3^5000 % 10^1500) * sqrt(2))", lambda: mod(C * mpmath.sqrt(2), 1)),
    ("(2^7000 % 3^4000) % 4296°", lambda: mod(mpmath.mpf(A), 4296 * mpmath.pi / 180)),
    (
        "if(2^7000 % 3^4000 > 3^3999, (2^7000 % 3^4000) % pi, (2^7000 % 3^4000) % e)",
        lambda: mod(mpmath.mpf(A), mpmath.pi if A > 3**3999 else mpmath.e),
    ),
    (
        "if(2^7000 % 3^4000 < 3^3999, (2^7000 % 3^4000) % pi, (2^7000 % 3^4000) % e)",
        lambda: mod(mpmath.mpf(A), mpmath.pi if A < 3**3999 else mpmath.e),
    ),
    (
        "Σ((2^7000 % 3^(4000 + k)) % pi, k, 1, 3)",
        lambda: sum(mod(mpmath.mpf(2**7000 % 3 ** (4000 + k)), mpmath.pi) for k in (1, 2, 3)),
    ),
    (
        "if(2^7000 % 3^4000 > 3^3999, 2^7000 % 3^4000, 1) % pi + if(2^7000 % 3^4000 < 3^3999, 1, 2^7000 % 3^4000) % e",
        lambda: mod(mpmath.mpf(A if A > 3**3999 else 1), mpmath.pi) + mod(mpmath.mpf(1 if A < 3**3999 else A), mpmath.e),
    ),
    ("(2^7000 % 3^4000) % sqrt(2)", lambda: mod(mpmath.mpf(A), mpmath.sqrt(2))),
    ("(2^7000 % 3^4000) % ln(2)", lambda: mod(mpmath.mpf(A), mpmath.log(2))),
    ("(2^7000 % 3^4000) % pi + (2^7000 % 3^4000) % e", lambda: mod(mpmath.mpf(A), mpmath.pi) + mod(mpmath.mpf(A), mpmath.e)),
    ("floor((3^5000 % 10^1500) * sqrt(2)) % 10^40", lambda: mpmath.floor(C * mpmath.sqrt(2)) % 10**40),
    ("floor((2^7000 % 3^4000)/pi) % 10^30", lambda: mpmath.floor(A / mpmath.pi) % 10**30),
]

DIGITS = 3100  # beyond the widest exact part (3,001 digits of 10^3000)


def value(make, guard: int) -> Fraction:
    with mpmath.workdps(DIGITS + guard):
        return frac(make())


def main() -> None:
    # mpmath's digits must reach past the integer part of the widest value involved, or both
    # precisions lose the fraction alike (and agree on a wrong value).
    assert DIGITS > max(len(str(n)) for n in (2**7000, 10**3000, 3**5000, A, B, C)) + 50
    rows = []
    for expression, make in CASES:
        approx = [value(make, g) for g in (60, 120)]
        for p in (38, 60):
            if any(a.denominator != 1 for a in approx):
                assert min(fv.boundary_distance(a, p) for a in approx) > Fraction(1, 10**30), expression
            for mode in mv.MODES:
                texts = {mv.expected(a, p, mode) for a in approx}
                assert len(texts) == 1, (expression, p, mode, texts)
                rows.append(f"{expression}\t{p}\t{mode}\t{texts.pop()}")
    FIXTURE.write_text("".join(row + "\n" for row in rows))
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
