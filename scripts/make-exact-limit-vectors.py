#!/usr/bin/env python3
"""Reference vectors for a lowered exact-size limit (`Calculator.maximumExactDigits`):
an exact value whose numerator or denominator has more digits than the limit becomes an
approximation, and the result is the true value correctly rounded at precision 38
(half-even), whether it stayed exact or not.

Values are Python's exact integers and fractions; the text is make-vectors.py's rounding
(Python's `decimal` and integer arithmetic, which must agree) and its plain text. Whether a
result stays exact is worked out here from the sizes of every intermediate value, listed
with each case. (calc also knows a value exactly when an approximation's bounds meet, as
`2^400/2^399`'s do, so no case here divides or multiplies powers of two beyond the limit.)
A result that went through an approximation is exact again when the identity rule
(Grammar.md) settles it: its value is a decimal of at most 39 significant digits (precision
38 + 1) and within the limit, as `3^300/3^299` is 3. Writes Tests/CalcKitTests/Fixtures/exact-limit.tsv:
expression, maximumExactDigits, expected text, exact or approximate.

    python3 scripts/make-exact-limit-vectors.py
"""
import sys
from fractions import Fraction as F
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)


def digits(v: F) -> int:
    """The most decimal digits of the numerator or the denominator."""
    return max(len(str(abs(v.numerator))), len(str(v.denominator)))


def short_decimal(v: F, most: int) -> bool:
    """Whether v is a terminating decimal of at most `most` significant digits."""
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    if d != 1:
        return False
    n = v
    while n.denominator != 1:
        n *= 10
    c = abs(n.numerator)
    while c and c % 10 == 0:
        c //= 10
    return len(str(c)) <= most


# (expression, limit, value, the intermediate values in evaluation order)
CASES = [
    ("2^100000", 1000, F(2) ** 100000, [F(2), F(100000), F(2) ** 100000]),
    ("2^400", 100, F(2) ** 400, [F(2), F(400), F(2) ** 400]),
    ("2^300", 100, F(2) ** 300, [F(2), F(300), F(2) ** 300]),
    ("1/3^250", 100, 1 / F(3) ** 250, [F(1), F(3), F(250), F(3) ** 250, 1 / F(3) ** 250]),
    ("10^150", 100, F(10) ** 150, [F(10), F(150), F(10) ** 150]),
    ("10^99", 100, F(10) ** 99, [F(10), F(99), F(10) ** 99]),
    ("12345678901234567890^6", 100, F(12345678901234567890) ** 6,
     [F(12345678901234567890), F(6), F(12345678901234567890) ** 6]),
    ("1.0001^100000", 1000, F("1.0001") ** 100000, [F("1.0001"), F(100000), F("1.0001") ** 100000]),
    ("3^300/3^299", 100, F(3), [F(3), F(300), F(3) ** 300, F(3), F(299), F(3) ** 299, F(3)]),
    ("7^200 + 1/7", 150, F(7) ** 200 + F(1, 7), [F(7), F(200), F(7) ** 200, F(1), F(7), F(1, 7), F(7) ** 200 + F(1, 7)]),
    ("12 * 34", 1, F(408), [F(12), F(34), F(408)]),
    ("123/7", 3, F(123, 7), [F(123), F(7), F(123, 7)]),
]

rows = []
for expr, limit, value, steps in CASES:
    assert steps[-1] == value, expr
    settled = short_decimal(value, 39) and digits(value) <= limit
    exact = all(digits(v) <= limit for v in steps) or settled
    rows.append((expr, limit, mv.expected(value, 38, "half-even"), "exact" if exact else "approximate"))

out = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "exact-limit.tsv"
with open(out, "w") as fh:
    fh.write("# made by scripts/make-exact-limit-vectors.py: expression, maximumExactDigits, expected at 38 digits half-even, exactness\n")
    for r in rows:
        fh.write("\t".join(str(x) for x in r) + "\n")
print(len(rows), "rows ->", out)
