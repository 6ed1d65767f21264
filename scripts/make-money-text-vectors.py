#!/usr/bin/env python3
"""Reference vectors for the text of amounts of money (issue 22, item 4): the exact value
with Python's fractions and the ECB's daily file of 2017-03-08 (the test fixture), and the
text in the currency's minor units, from ISO 4217's list.

    pip install iso4217==1.16.20260101; python3 scripts/make-money-text-vectors.py

Writes Tests/CalcKitTests/Fixtures/money-text.tsv:

    expression <TAB> exact value p/q <TAB> currency code <TAB> text

The text is the value rounded half-even (Python's round() of a Fraction) to the minor
units ISO 4217 gives the currency (2 for USD, 0 for JPY and KRW), written plainly (a
point, no grouping), "≈" before it when the rounding changed the value, a space and the
code: "≈24.74 EUR" (a value that rounds to zero is written without a sign, "≈0.00 EUR",
as NumberFormat writes every number); a line ending in "to fraction" has the fraction instead. Currencies ISO 4217 no longer lists (BGN, HRK) have no minor units and
are left out. Run from the repository root.
"""
import random
import re
from fractions import Fraction

import iso4217

xml = open("Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml").read()
rates = {c: Fraction(r) for c, r in re.findall(r"currency=['\"]([A-Z]{3})['\"]\s+rate=['\"]([0-9.]+)['\"]", xml)}
rates["EUR"] = Fraction(1)
minor = {}
for code in rates:
    units = iso4217.raw_table.get(code, {}).get("CcyMnrUnts")
    if units is not None and units.isdigit():
        minor[code] = int(units)
codes = sorted(minor)
symbols = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₩": "KRW"}
rng = random.Random(22)


def convert(v, source, target):
    return v * rates[target] / rates[source]


def amount():
    whole = rng.randint(0, 10 ** rng.randint(0, 7))
    cents = rng.randint(0, 99)
    return Fraction(whole) + Fraction(cents, 100), "%d.%02d" % (whole, cents)


def frac(v):
    # As Number.fractionString writes it: an integer without "/1".
    return "%d" % v.numerator if v.denominator == 1 else "%d/%d" % (v.numerator, v.denominator)


def text(v, code):
    m = minor[code]
    scaled = v * 10 ** m
    n = round(scaled)  # half-even for a Fraction
    mark = "" if n == scaled else "≈"
    digits = str(abs(n)).rjust(m + 1, "0")
    number = digits[: len(digits) - m] + ("." + digits[len(digits) - m :] if m else "")
    sign = "-" if n < 0 else ""  # a value that rounds to zero has no sign: "≈0.00"
    return "%s%s%s %s" % (mark, sign, number, code)


rows = []


def add(source, value, code):
    rows.append((source, frac(value), code, text(value, code)))


# The example, and each symbol.
add("€20 + $5", Fraction(20) + convert(Fraction(5), "USD", "EUR"), "EUR")
for symbol, code in symbols.items():
    add("%s1000 to USD" % symbol, convert(Fraction(1000), code, "USD"), "USD")
for _ in range(150):
    v, t = amount()
    a, b = rng.choice(codes), rng.choice(codes)
    add("%s %s to %s" % (t, a, b), convert(v, a, b), b)
for _ in range(100):
    (v, t), (w, u) = amount(), amount()
    a, b, c = rng.choice(codes), rng.choice(codes), rng.choice(codes)
    add("%s %s + %s %s in %s" % (t, a, u, b, c), convert(v + convert(w, b, a), a, c), c)
    add("%s %s - %s %s" % (t, a, u, b), v - convert(w, b, a), a)
    n = rng.randint(1, 12)
    add("%s %s / %d" % (t, a, n), v / n, a)
    p = rng.randint(1, 30)
    add("%s %s * 3 + %d%%" % (t, a, p), v * 3 * (1 + Fraction(p, 100)), a)
# Exactly half a minor unit: rounded half-even, to the even digit.
add("0.125 USD", Fraction(1, 8), "USD")
add("0.135 USD", Fraction(27, 200), "USD")
add("2.5 JPY", Fraction(5, 2), "JPY")
add("-0.001 EUR", Fraction(-1, 1000), "EUR")
# A line that asks for another form keeps it: the exact fraction, no minor units.
for source, value, code in [
    ("100 USD / 3 to fraction", Fraction(100, 3), "USD"),
    ("€20 + $5 to fraction", Fraction(20) + convert(Fraction(5), "USD", "EUR"), "EUR"),
]:
    rows.append((source, frac(value), code, "%s %s" % (frac(value), code)))

with open("Tests/CalcKitTests/Fixtures/money-text.tsv", "w") as out:
    out.write("# expression\texact value\tcurrency\ttext; rates of 2017-03-08; scripts/make-money-text-vectors.py\n")
    for row in rows:
        out.write("\t".join(row) + "\n")
print(len(rows), "rows")
