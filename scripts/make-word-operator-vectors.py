#!/usr/bin/env python3
"""Reference vectors for the word operators: `plus minus times per div rem` (qalc's) and
`choose permute nCr nPr` between two operands (fend's), and for the functions people type
under other names (`comb`, `perm`, `fact`, `ceiling`, `truncate`, `frac`, `sgn`, `avg`,
`nthroot`) with `pow` and `product`.

    python3 scripts/make-word-operator-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/words.tsv, read by
Tests/CalcKitTests/Syntax/WordOperatorTests.swift:

    expression <TAB> expected (Calculator.format at precision 38, half-even)

Why the expected values are right, and independent of CalcKit: each is worked out with
Python's `fractions.Fraction` and integers: `div` is floor division (`//`, so that
`a == b*(a div b) + (a mod b)` as for calc's floored `mod`), `rem` the remainder with the
sign of the dividend (a - b*trunc(a/b), qalc's and C's `%`), `choose`/`nCr` `math.comb`,
`permute`/`nPr` `math.perm`; precedence as Grammar.md states (plus/minus at the level of
+ -, the others at that of * /, all left-associative), computed by Python on the same
tree.
"""

from __future__ import annotations

import math
import random
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "words.tsv"
sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

expected = _load("make_vectors", "make-vectors.py").expected

rng = random.Random(2405)
rows: list[tuple[str, str]] = []


def text(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator) if x >= 0 else "(%d)" % x.numerator
    return "(%d/%d)" % (x.numerator, x.denominator)


def trunc(x: Fraction) -> int:
    return math.floor(x) if x >= 0 else math.ceil(x)


def random_value() -> Fraction:
    if rng.random() < 0.6:
        return Fraction(rng.randint(-1000, 1000))
    return Fraction(rng.randint(-1000, 1000), rng.randint(1, 40))


def nonzero() -> Fraction:
    while True:
        v = random_value()
        if v != 0:
            return v


ARITHMETIC = {
    "plus": lambda a, b: a + b,
    "minus": lambda a, b: a - b,
    "times": lambda a, b: a * b,
    "per": lambda a, b: a / b,
    "div": lambda a, b: Fraction(a // b),
    "rem": lambda a, b: a - b * trunc(a / b),
}
for _ in range(300):
    word = rng.choice(list(ARITHMETIC))
    a = random_value()
    b = nonzero() if word in ("per", "div", "rem") else random_value()
    rows.append(("%s %s %s" % (text(a), word, text(b)), expected(ARITHMETIC[word](a, b), 38, "half-even")))

for _ in range(120):
    n = rng.randint(0, 60)
    k = rng.randint(0, n + 2)
    word = rng.choice(["choose", "nCr", "permute", "nPr"])
    value = math.comb(n, k) if word in ("choose", "nCr") else math.perm(n, k)
    rows.append(("%d %s %d" % (n, word, k), expected(Fraction(value), 38, "half-even")))

# Precedence: plus/minus loosest, the others with * and /, left to right.
for _ in range(120):
    a, b, c = (Fraction(rng.randint(1, 50)) for _ in range(3))
    form = rng.randrange(5)
    if form == 0:
        e, v = "%s plus %s times %s" % (text(a), text(b), text(c)), a + b * c
    elif form == 1:
        e, v = "%s times %s minus %s" % (text(a), text(b), text(c)), a * b - c
    elif form == 2:
        e, v = "%s per %s times %s" % (text(a), text(b), text(c)), a / b * c
    elif form == 3:
        e, v = "%s div %s plus %s" % (text(a), text(b), text(c)), Fraction(a // b) + c
    else:
        e, v = "%s minus %s minus %s" % (text(a), text(b), text(c)), a - b - c
    rows.append((e, expected(v, 38, "half-even")))

# Functions people type under other names (Function.aliases), and pow and product:
# Python's own arithmetic, `math.comb`, `math.perm`, `math.factorial`.
for _ in range(60):
    a = random_value()
    k = rng.randint(-6, 6)
    if a == 0 and k < 0:
        k = -k
    rows.append(("pow(%s, %d)" % (text(a), k), expected(a ** k, 38, "half-even")))
    values = [random_value() for _ in range(rng.randint(1, 5))]
    p = Fraction(1)
    for v in values:
        p *= v
    rows.append(("product(%s)" % ", ".join(text(v) for v in values), expected(p, 38, "half-even")))
for _ in range(40):
    n = rng.randint(0, 40)
    k = rng.randint(0, n)
    name = rng.choice(["comb", "choose", "ncr"])
    rows.append(("%s(%d, %d)" % (name, n, k), expected(Fraction(math.comb(n, k)), 38, "half-even")))
    name = rng.choice(["perm", "npr"])
    rows.append(("%s(%d, %d)" % (name, n, k), expected(Fraction(math.perm(n, k)), 38, "half-even")))
    m = rng.randint(0, 30)
    rows.append(("fact(%d)" % m, expected(Fraction(math.factorial(m)), 38, "half-even")))
for _ in range(40):
    x = random_value()
    rows.append(("ceiling(%s)" % text(x), expected(Fraction(math.ceil(x)), 38, "half-even")))
    rows.append(("truncate(%s)" % text(x), expected(Fraction(trunc(x)), 38, "half-even")))
    rows.append(("frac(%s)" % text(x), expected(x - trunc(x), 38, "half-even")))
    rows.append(("sgn(%s)" % text(x), str((x > 0) - (x < 0))))
    values = [random_value() for _ in range(rng.randint(1, 4))]
    rows.append(("avg(%s)" % ", ".join(text(v) for v in values), expected(sum(values, Fraction(0)) / len(values), 38, "half-even")))
    r = rng.randint(0, 30)
    n = rng.randint(1, 5)
    rows.append(("nthroot(%d, %d)" % (r ** n, n), str(r)))

with open(FIXTURE, "w", encoding="utf-8") as out:
    out.write("# expression\texpected (Calculator.format at precision 38, half-even); scripts/make-word-operator-vectors.py\n")
    for e, x in rows:
        out.write("%s\t%s\n" % (e, x))
print("%d rows" % len(rows))
