#!/usr/bin/env python3
"""Reference vectors for comparisons, `not` and `if(c, a, b)`.

    python3 scripts/make-condition-vectors.py     (needs mpmath: pip install mpmath)

It (re)writes Tests/CalcKitTests/Fixtures/conditions.tsv, read by
Tests/CalcKitTests/Evaluation/ConditionVectorTests.swift:

    expression <TAB> expected

`expected` is `1` or `0` for a comparison, the value of the branch taken for `if`
(written as calc shows it at precision 38, half-even: make-vectors.py's `expected`, of
the exact value or of 110 of mpmath's digits of an irrational one), or `error: KIND`
for an input calc must refuse.

Why the expected values are right, and independent of CalcKit:
- Exact operands (decimals, fractions) are compared with `fractions.Fraction`.
- Irrational operands (square roots, pi, e, logarithms) against nearby decimals are
  compared with mpmath at 120 digits; every pair is at least 10^-30 apart relative, so
  the order is certain at that precision.
- Identities (sqrt(a)^2 == a, exp(ln(a)) == a, sin(pi) == 0): equal by mathematics;
  mpmath at 120 digits confirms |lhs - rhs| < 10^-100.
- `not`, `and`, `or` of comparisons: Python's own `not`, `and`, `or` on the 0/1 results.
- `if`: the branch Python's conditional expression picks; the branch not taken is an
  error when evaluated (1/0, ln(0), sqrt(-1)), so a wrong evaluation fails the vector.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "conditions.tsv"
sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

expected = _load("make_vectors", "make-vectors.py").expected

mpmath.mp.dps = 120
rng = random.Random(24)
rows: list[tuple[str, str]] = []

OPS = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "≠": lambda a, b: a != b,
    "≤": lambda a, b: a <= b,
    "≥": lambda a, b: a >= b,
}


def add(expression: str, result: str) -> None:
    rows.append((expression, result))


def decimal_text(x: Fraction, places: int) -> str:
    """A terminating decimal written in full (x has a denominator 10^places)."""
    n = x * 10**places
    assert n.denominator == 1
    sign = "-" if n < 0 else ""
    digits = str(abs(n.numerator)).rjust(places + 1, "0")
    return sign + (digits[:-places] + "." + digits[-places:] if places else digits)


def random_decimal() -> tuple[str, Fraction]:
    places = rng.randint(0, 6)
    n = rng.randint(-10**7, 10**7)
    x = Fraction(n, 10**places)
    return decimal_text(x, places), x


def random_operand() -> tuple[str, Fraction]:
    kind = rng.randrange(3)
    if kind == 0:
        return random_decimal()
    if kind == 1:
        p, q = rng.randint(-500, 500), rng.randint(1, 60)
        return "(%d/%d)" % (p, q), Fraction(p, q)
    # A sum that is exactly equal to a decimal: 0.1*3 against 0.3 and kin.
    a = Fraction(rng.randint(1, 99), 10)
    k = rng.randint(2, 9)
    return "(%s*%d)" % (decimal_text(a, 1), k), a * k


# Exact comparisons, with equal pairs on purpose.
for _ in range(240):
    text_a, a = random_operand()
    if rng.random() < 0.3:
        b = a
        text_b = decimal_text(b, 6) if (b * 10**6).denominator == 1 else "(%d/%d)" % (b.numerator, b.denominator)
    else:
        text_b, b = random_operand()
    op = rng.choice(list(OPS))
    add("%s %s %s" % (text_a, op, text_b), "1" if OPS[op](a, b) else "0")

# Irrational values against decimals cut from their own digits (just below or above).
IRRATIONAL = {
    "sqrt(2)": mpmath.sqrt(2),
    "sqrt(3)": mpmath.sqrt(3),
    "pi": mpmath.pi,
    "e": mpmath.e,
    "ln(2)": mpmath.log(2),
    "cbrt(10)": mpmath.cbrt(10),
    "sin(1)": mpmath.sin(1),
    "atan(1/3)": mpmath.atan(mpmath.mpf(1) / 3),
}
for _ in range(160):
    name = rng.choice(list(IRRATIONAL))
    value = IRRATIONAL[name]
    digits = rng.randint(3, 30)
    scale = mpmath.mpf(10) ** digits
    cut = Fraction(int(mpmath.floor(value * scale)) + rng.choice([0, 1]), 10**digits)
    gap = abs(value - mpmath.mpf(cut.numerator) / cut.denominator)
    assert gap > mpmath.mpf(10) ** (-digits - 30)
    op = rng.choice(list(OPS))
    truth = OPS[op](value, mpmath.mpf(cut.numerator) / cut.denominator)
    add("%s %s %s" % (name, op, decimal_text(cut, digits)), "1" if truth else "0")

# Two irrational values.
names = list(IRRATIONAL)
for _ in range(60):
    a, b = rng.sample(names, 2)
    op = rng.choice(list(OPS))
    add("%s %s %s" % (a, op, b), "1" if OPS[op](IRRATIONAL[a], IRRATIONAL[b]) else "0")

# Identities: equal by mathematics, decided by the identity rule.
for k in rng.sample(range(2, 200), 20):
    for op in ("==", "!=", "<=", ">=", "<", ">"):
        lhs = mpmath.sqrt(k) ** 2
        assert abs(lhs - k) < mpmath.mpf(10) ** -100
        add("sqrt(%d)^2 %s %d" % (k, op, k), "1" if OPS[op](0, 0) else "0")
for k in rng.sample(range(2, 60), 10):
    lhs = mpmath.exp(mpmath.log(k))
    assert abs(lhs - k) < mpmath.mpf(10) ** -100
    add("exp(ln(%d)) == %d" % (k, k), "1")
    add("sin(%d*pi) == 0" % k, "1")
    add("cos(%d*pi) == %d" % (k, (-1) ** k), "1")

# not, and, or of comparisons.
for _ in range(80):
    a, b, c, d = (rng.randint(-20, 20) for _ in range(4))
    op1, op2 = rng.choice(["<", "<=", "==", "!="]), rng.choice([">", ">=", "==", "!="])
    c1, c2 = OPS[op1](a, b), OPS[op2](c, d)
    form = rng.randrange(4)
    if form == 0:
        add("%d %s %d and %d %s %d" % (a, op1, b, c, op2, d), str(int(c1 and c2)))
    elif form == 1:
        add("%d %s %d or %d %s %d" % (a, op1, b, c, op2, d), str(int(c1 or c2)))
    elif form == 2:
        add("not %d %s %d" % (a, op1, b), str(int(not c1)))
    else:
        add("not (%d %s %d) or %d %s %d" % (a, op1, b, c, op2, d), str(int((not c1) or c2)))
for _ in range(20):
    x = rng.randint(-5, 5)
    add("not %d" % x, str(int(not x)))
    add("not not %d" % x, str(int(not (not x))))

# Arithmetic binds tighter than the comparison, the shifts too.
for _ in range(60):
    a, b, c, d = (rng.randint(-50, 50) for _ in range(4))
    op = rng.choice(list(OPS))
    add("%d + %d*%d %s %d - %d" % (a, b, c, op, d, a), "1" if OPS[op](a + b * c, d - a) else "0")
    k = rng.randint(0, 8)
    add("%d shl %d %s %d" % (abs(a), k, op, abs(d) * 16), "1" if OPS[op](abs(a) << k, abs(d) * 16) else "0")

# if: only the branch taken is evaluated; the other is an error when evaluated.
TRAPS = ["1/0", "ln(0)", "sqrt(-1)", "asin(2)", "0^-1"]
for _ in range(120):
    text_a, a = random_decimal()
    text_b, b = random_decimal()
    op = rng.choice(list(OPS))
    holds = OPS[op](a, b)
    value_text, value = random_decimal()
    trap = rng.choice(TRAPS)
    if holds:
        expression = "if(%s %s %s, %s, %s)" % (text_a, op, text_b, value_text, trap)
    else:
        expression = "if(%s %s %s, %s, %s)" % (text_a, op, text_b, trap, value_text)
    add(expression, expected(value, 38, "half-even"))
# numbat's form, if c then a else b, the else branch as long as an expression reaches.
for _ in range(60):
    text_a, a = random_decimal()
    text_b, b = random_decimal()
    op = rng.choice(list(OPS))
    holds = OPS[op](a, b)
    value_text, value = random_decimal()
    k = rng.randint(1, 9)
    trap = rng.choice(TRAPS)
    if holds:
        add("if %s %s %s then %s else %s" % (text_a, op, text_b, value_text, trap), expected(value, 38, "half-even"))
    else:
        add("if (%s %s %s) then %s else %s + %d" % (text_a, op, text_b, trap, value_text, k),
            expected(value + k, 38, "half-even"))
# A value as the condition: any value but 0 is true.
for _ in range(40):
    text_c, c = random_decimal()
    text_a, a = random_decimal()
    text_b, b = random_decimal()
    add("if(%s, %s, %s)" % (text_c, text_a, text_b), expected(a if c != 0 else b, 38, "half-even"))
# A branch with an irrational value: mpmath's digits, rounded half-even to 38.
for _ in range(30):
    k = rng.randint(2, 99)
    root = mpmath.sqrt(k)
    expression = "if(%d > 50, sqrt(%d), -sqrt(%d))" % (k, k, k)
    value = root if k > 50 else -root
    # 110 digits of an irrational value: its 38-digit rounding is that of the 110 digits.
    add(expression, expected(Fraction(mpmath.nstr(value, 110)), 38, "half-even"))

# Refusals.
for expression, kind in [
    ("1 < 2 < 3", "syntax"),
    ("1 == 1 == 1", "syntax"),
    ("if(1, 2)", "wrong-argument-count"),
    ("if(1, 2, 3, 4)", "wrong-argument-count"),
    ("if 1", "syntax"),
    ("if 1 then 2", "syntax"),
    ("then = 2", "invalid-assignment"),
    ("2 * not 1", "syntax"),
]:
    add(expression, "error: " + kind)

with open(FIXTURE, "w", encoding="utf-8") as out:
    out.write("# expression\texpected (1/0, a value at precision 38 half-even, or error: kind); scripts/make-condition-vectors.py\n")
    for expression, result in rows:
        out.write("%s\t%s\n" % (expression, result))
print("%d rows" % len(rows))
