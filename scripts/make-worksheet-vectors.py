#!/usr/bin/env python3
"""Reference results for worksheets (issue 39), with Python's fractions and decimal and the
ECB daily file of 2017-03-08 (the test fixture, also the rates shipped with calc).

Writes Tests/CalcKitTests/Fixtures/worksheets.tsv, records of four fields:

    sheet <TAB> name <TAB> the worksheet's text, lines joined by "\\n" <TAB> -
    line  <TAB> name <TAB> line number (1-based) <TAB> the result shown, "-" for none,
                                                     "error:KIND" for an error

Each result is computed here from the line's meaning (the worksheet language's rules
applied by hand: labels, lineN, the block's total and average), not by calc. Money is
shown in minor units (2 digits for USD and EUR), rounded half-even, with "≈" when rounded;
plain numbers with every digit when they terminate, else 38 significant digits.

Run from the repository root: python3 scripts/make-worksheet-vectors.py
"""
import re
from decimal import Decimal, getcontext, ROUND_HALF_EVEN
from fractions import Fraction

xml = open("Tests/CalcKitTests/Fixtures/ecb/eurofxref-daily-2017-03-08.xml").read()
rates = {c: Fraction(r) for c, r in re.findall(r"currency=['\"]([A-Z]{3})['\"]\s+rate=['\"]([0-9.]+)['\"]", xml)}
rates["EUR"] = Fraction(1)


def convert(v, source, target):
    return v * rates[target] / rates[source]


def money(v, code):
    cents = v * 100
    rounded = Fraction(round(cents))  # Python rounds half to even
    mark = "" if rounded == cents else "≈"
    q = Decimal(rounded.numerator) / 100
    return "%s%s %s" % (mark, q.quantize(Decimal("0.01")), code)


def terminates(v):
    d = v.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def plain(v):
    if terminates(v):
        getcontext().prec = 1000
        text = format(Decimal(v.numerator) / Decimal(v.denominator), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    getcontext().prec = 38
    getcontext().rounding = ROUND_HALF_EVEN
    return format(Decimal(v.numerator) / Decimal(v.denominator), "f")


sheets = []

# The Trip worksheet of the issue.
flights = 2 * Fraction(420)
hotel = 3 * Fraction(95)
total_usd = flights + convert(hotel, "EUR", "USD")
sheets.append(("trip", [
    ("## Trip", "-"),
    ("flights: 2 × $420", money(flights, "USD")),
    ("hotel: 3 × 95 EUR", money(hotel, "EUR")),
    ("total in USD", money(total_usd, "USD")),
    ("per person: line4 / 2", money(total_usd / 2, "USD")),
]))

# Labels, words around a number, comments, the block's sum and average, references.
rent, groceries, utilities = Fraction(1200), Fraction(120), Fraction("80.50")
block = [rent, groceries, utilities]
x = Fraction(7)
sheets.append(("budget", [
    ("# Monthly budget", "-"),
    ("rent: 1200", plain(rent)),
    ("Groceries 120   // the weekly shop", plain(groceries)),
    ("utilities: 80.50  # estimated", plain(utilities)),
    ("sum", plain(sum(block))),
    ("average", plain(sum(block) / len(block))),
    ("", "-"),
    ("rent * 12", plain(rent * 12)),
    ("line2 + line3", plain(rent + groceries)),
    ("3 apples 4 pears", "error:syntax"),
    ("line20", "error:unknown-name"),
    ("x = 7", plain(x)),
    ("f(y) = y^2 + x", "f(y) = y^2 + x"),
    ("f(3)", plain(Fraction(3) ** 2 + x)),
    ("7 // 2", plain(Fraction(7 // 2))),
    ("Notes for later", "-"),
    ("## Next", "-"),
    ("total", "error:unknown-name"),
]))

with open("Tests/CalcKitTests/Fixtures/worksheets.tsv", "w") as out:
    out.write("# sheet/line <TAB> name <TAB> text or line number <TAB> result; scripts/make-worksheet-vectors.py\n")
    for name, lines in sheets:
        out.write("sheet\t%s\t%s\t-\n" % (name, "\\n".join(text for text, _ in lines)))
        for number, (_, result) in enumerate(lines, 1):
            out.write("line\t%s\t%d\t%s\n" % (name, number, result))
print(sum(len(lines) for _, lines in sheets), "lines")
