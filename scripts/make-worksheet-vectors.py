#!/usr/bin/env python3
"""Reference results for worksheets (issue 39), with Python's fractions and decimal and the
ECB daily file of 2017-03-08 (the test fixture, also the rates shipped with calc).

Writes Tests/CalcKitTests/Fixtures/worksheets.tsv, records of four fields:

    sheet <TAB> name <TAB> the worksheet's text, lines joined by "\\n" <TAB> input locale, "-" for calc's own
    line  <TAB> name <TAB> line number (1-based) <TAB> the result shown, "-" for none,
                                                     "error:KIND" for an error, then the
                                                     readings it names (3 4) if any

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

# Words around a number (issue 39), in calc's own form and in de_DE: each value is the
# line's one number (with its currency) read by the locale's rules by hand; a line with two
# numbers among words is an error that names both readings ("error:KIND a b"; an
# unknown-name error names the name). Money
# lines and plain lines are in blocks of their own (a plain number and an amount do not add).
# The fourth field of a sheet record is the input locale ("-" for calc's own form).
rent, power = Fraction(1200), Fraction("80.50")
sheets.append(("words", "-", [
    ("Rent: $1,200", money(rent, "USD")),
    ("Utilities: $80.50 a month", money(power, "USD")),
    ("Taxi 30 EUR", money(Fraction(30), "EUR")),
    ("total", money(rent + power + convert(Fraction(30), "EUR", "USD"), "USD")),
    ("", "-"),
    ("Groceries 120", plain(Fraction(120))),
    ("Coffee 4.50 every morning", plain(Fraction("4.50"))),
    ("Café 3.20", plain(Fraction("3.20"))),
    ("rent: 1200 for the flat", plain(Fraction(1200))),
    ("sum", plain(Fraction(120) + Fraction("4.50") + Fraction("3.20") + Fraction(1200))),
    ("", "-"),
    ("3 apples 4 pears", "error:syntax 3 4"),
    ("Bus 2.50 or Train 7", "error:syntax 2.50 7"),
    # An operator alone between a word and the number makes the word an operand, a name:
    # the line is an expression, never the number without the word.
    ("a + 1", "error:unknown-name a"),
    ("5 - deposit", "error:unknown-name deposit"),
    ("Refund -5", plain(Fraction(-5))),
]))
sheets.append(("words_de", "de_DE", [
    ("Miete: 1.200 €", money(Fraction(1200), "EUR")),
    ("Strom: 80,50 € im Monat", money(Fraction("80.50"), "EUR")),
    ("Summe: total", money(Fraction(1200) + Fraction("80.50"), "EUR")),
    ("", "-"),
    ("Lebensmittel 120,50", plain(Fraction("120.50"))),
    ("Müll 30", plain(Fraction(30))),
    ("Bäckerei: 1.234,5 im Jahr", plain(Fraction("1234.5"))),
    ("total", plain(Fraction("120.50") + 30 + Fraction("1234.5"))),
    ("", "-"),
    # 1.5 is not whole groups: 1,5 (the decimal) or 15 (grouped), never a guess.
    ("Miete 1.5", "error:syntax 1,5 15"),
    ("3 Äpfel 4 Birnen", "error:syntax 3 4"),
]))

with open("Tests/CalcKitTests/Fixtures/worksheets.tsv", "w") as out:
    out.write("# sheet/line <TAB> name <TAB> text or line number <TAB> result; scripts/make-worksheet-vectors.py\n")
    for sheet in sheets:
        name, locale, lines = sheet if len(sheet) == 3 else (sheet[0], "-", sheet[1])
        out.write("sheet\t%s\t%s\t%s\n" % (name, "\\n".join(text for text, _ in lines), locale))
        for number, (_, result) in enumerate(lines, 1):
            out.write("line\t%s\t%d\t%s\n" % (name, number, result))
print(sum(len(sheet[-1]) for sheet in sheets), "lines")
