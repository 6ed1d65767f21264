#!/usr/bin/env python3
"""Reference vectors for amounts of money in the language (issue 15), with Python's
fractions and the rates of the ECB's daily file of 2017-03-08 (the test fixture).

Writes Tests/CalcKitTests/Fixtures/money.tsv:

    expression <TAB> exact value as a fraction p/q <TAB> currency code ("-" for a plain ratio)

Run from the repository root: python3 scripts/make-money-vectors.py
"""
import random
import re
from fractions import Fraction

xml = open("Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml").read()
rates = {c: Fraction(r) for c, r in re.findall(r"currency=['\"]([A-Z]{3})['\"]\s+rate=['\"]([0-9.]+)['\"]", xml)}
rates["EUR"] = Fraction(1)
codes = sorted(rates)
rng = random.Random(15)
rows = []


def convert(v, source, target):
    return v * rates[target] / rates[source]


def amount():
    whole = rng.randint(0, 10 ** rng.randint(0, 7))
    cents = rng.randint(0, 99)
    return Fraction(whole) + Fraction(cents, 100), "%d.%02d" % (whole, cents)


def frac(v):
    return "%d/%d" % (v.numerator, v.denominator)


for _ in range(300):
    v, text = amount()
    a, b = rng.choice(codes), rng.choice(codes)
    rows.append(("%s %s to %s" % (text, a, b), frac(convert(v, a, b)), b))
for _ in range(200):
    (v, t), (w, u) = amount(), amount()
    a, b, c = rng.choice(codes), rng.choice(codes), rng.choice(codes)
    rows.append(("%s %s + %s %s in %s" % (t, a, u, b, c), frac(convert(v + convert(w, b, a), a, c)), c))
    rows.append(("%s %s - %s %s" % (t, a, u, b), frac(v - convert(w, b, a)), a))
    if w != 0:
        rows.append(("%s %s / %s %s" % (t, a, u, b), frac(v / convert(w, b, a)), "-"))
    n = rng.randint(1, 50)
    p = rng.randint(1, 30)
    rows.append(("(%s %s * %d + %d%%) to %s" % (t, a, n, p, b), frac(convert(v * n * (1 + Fraction(p, 100)), a, b)), b))
    rows.append(("%s %s to %s" % (a, t, b), frac(convert(v, a, b)), b))

with open("Tests/CalcKitTests/Fixtures/money.tsv", "w") as out:
    out.write("# expression\texact value\tcurrency; rates of 2017-03-08; scripts/make-money-vectors.py\n")
    for row in rows:
        out.write("\t".join(row) + "\n")
print(len(rows), "rows")
