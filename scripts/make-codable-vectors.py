#!/usr/bin/env python3
"""Generate the reference vectors for Number's Codable conformance.

Run from the repository root:

    python3 scripts/make-codable-vectors.py

It (re)writes two files in Tests/CalcKitTests/Fixtures, read by
Tests/CalcKitTests/NumberAPI/NumberJSONTests.swift:

* codable.tsv, `decode <TAB> json <TAB> expected`: json is one JSON value (a
  number, a string, `true`, ...); expected is the exact value `JSONDecoder` must
  give as a fraction in lowest terms (`n` or `n/d`), or `error`.
* codable-encode.tsv, `n/d <TAB> text <TAB> number`: an exact fraction in lowest
  terms; text is the string the default style writes (without the JSON quotes),
  number the JSON text the `.number` style writes (a bare number, or a quoted
  string when the value does not fit `Decimal` exactly).

Why this is independent of the Swift code
-----------------------------------------

The values come from Python's `fractions.Fraction` (exact) and the decimal text
from `decimal.Decimal` at a precision large enough to be exact; the rules
(plain below 10^-6 only for integers, JavaScript's exponent form `1.5e-7`
otherwise; `Decimal` holds at most 38 significant digits and exponents -128 to
127; a JSON number whose decoded significand reaches floor((2^128 - 1) / 10) is
refused, since Foundation may have cut it) are written out here from their
statement in Number+Codable.swift, not from the Swift code.
"""

import decimal
import json
from fractions import Fraction

decimal.getcontext().prec = 10000
CUT = (2**128 - 1) // 10
MAX_DIGITS = 1_000_000


def frac_text(f):
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def terminating(f):
    d = f.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def digits_and_scale(f):
    """|f| = m / 10^k with k minimal (f terminating)."""
    k = 0
    while (abs(f) * 10**k).denominator != 1:
        k += 1
    return int(abs(f) * 10**k), k


def text(f):
    if not terminating(f):
        return frac_text(f)
    if f.denominator == 1:
        return str(f.numerator)
    m, k = digits_and_scale(f)
    sign = "-" if f < 0 else ""
    if abs(f) >= Fraction(1, 10**6):
        return sign + format(decimal.Decimal(m).scaleb(-k), "f")
    s = str(m)
    exponent = len(s) - 1 - k
    mantissa = s[0] + ("." + s[1:] if len(s) > 1 else "")
    return f"{sign}{mantissa}e{exponent}"


def json_number(f):
    """What the .number style writes, as JSON text."""
    if terminating(f):
        m, k = digits_and_scale(f)
        e = -k
        while k == 0 and m != 0 and m % 10 == 0:
            m //= 10
            e += 1
        if len(str(m)) <= 38 and -128 <= e <= 127:
            return ("-" if f < 0 else "") + format(decimal.Decimal(m).scaleb(e), "f")
    return json.dumps(text(f))


def decode_expected(json_text):
    value = json.loads(json_text, parse_float=decimal.Decimal, parse_int=decimal.Decimal)
    if isinstance(value, decimal.Decimal):
        t = value.as_tuple()
        significand = int("".join(map(str, t.digits)) or "0")
        # Foundation's Decimal: significand without trailing zeros, exponent within its range.
        e = t.exponent
        while significand and significand % 10 == 0:
            significand //= 10
            e += 1
        if significand >= CUT or (significand and not -128 <= e <= 127):
            return "error"
        return frac_text(Fraction(value))
    if isinstance(value, str):
        return decode_string(value)
    return "error"


def decode_string(s):
    # The saved form: n, n/d (d > 0), or bounds (not among these vectors).
    if "/" in s:
        n, _, d = s.partition("/")
        if is_int(n, sign=True) and is_int(d, sign=False) and int(d) != 0:
            return frac_text(Fraction(int(n), int(d)))
        return "error"
    # A plain decimal: [+-] digits [. digits] [e [+-] digits], a digit somewhere before e.
    body = s[1:] if s[:1] in ("+", "-") else s
    mantissa, e_mark, exponent = body.replace("E", "e").partition("e")
    if e_mark and not is_int(exponent, sign=True, plus=True):
        return "error"
    whole, point, fraction = mantissa.partition(".")
    if not (whole + fraction) or not (whole + fraction).isdigit() or not (whole + fraction).isascii():
        return "error"
    if not all(c.isdigit() for c in whole) or not all(c.isdigit() for c in fraction):
        return "error"
    # The limits, checked on the digits before any arithmetic: a numerator or denominator
    # of at most MAX_DIGITS digits.
    digits = (whole + fraction).lstrip("0").rstrip("0")
    if not digits:
        return "0"
    scale = (int(exponent) if e_mark else 0) - len(fraction) + (len((whole + fraction).lstrip("0")) - len(digits))
    if scale >= 0 and len(digits) + scale > MAX_DIGITS or scale < 0 and 1 - scale > MAX_DIGITS:
        return "error"
    value = Fraction(decimal.Decimal(s))
    return frac_text(value)


def is_int(s, sign, plus=False):
    if sign and s[:1] == "-" or plus and s[:1] == "+":
        s = s[1:]
    return s.isascii() and s.isdigit()


DECODE = [
    "19.99", "0.1", "1e-7", "1E-7", "123456789012345678901234567890", "-0", "-0.0", "0", "2.5e+3", "-1.5",
    "12345678901234567890123456789012345678", "99999999999999999999999999999999999999999",
    "340282366920938463463374607431768211455", "1e127", "1e-127",
    '"19.99"', '"-0.5"', '".5"', '"5."', '"+3"', '"1e-7"', '"2.5E+3"', '"1999/100"', '"-2/4"', '"0.000"',
    '"-0"', '"007.50"', '"123456789012345678901234567890123456789012345678901234567890.5"',
    '"1e-999"', '"-1.5e400"',
    '"abc"', '"1/0"', '""', '" 1"', '"1 "', '"1_000.5"', '"1,5"', '"0x10"', '"1e"', '"e5"', '"."', '"-"',
    '"1.5/2"', '"NaN"', '"Infinity"', '"1e+"', '"--1"', '"1e-1000000"', '"1e999999999"', '"1e99999999999999999999"',
    "true", "false", "null", "{}", "[]",
]

ENCODE = [
    Fraction(1999, 100), Fraction(-7), Fraction(1, 1000), Fraction(1, 3), Fraction(-1, 3), Fraction(1, 10**6),
    Fraction(1, 10**7), Fraction(-3, 2 * 10**7), Fraction(10**40), Fraction(1, 2**100), Fraction(0), Fraction(1, 2),
    Fraction(5, 4), Fraction(-1, 8), Fraction(123456789012345678901234567890),
    Fraction(12345678901234567890123456789012345678, 100), Fraction(123456789012345678901234567890123456789, 1000),
    Fraction(1, 10**128), Fraction(1, 10**129), Fraction(10**127), Fraction(10**128), Fraction(5997, 100),
    Fraction(3, 2**70), Fraction(7, 5**60), Fraction(22, 7), Fraction(1, 6), Fraction(-10**6 - 1, 10**6),
    Fraction(123456789, 10**14),
]


def main():
    lines = [
        "# Number's Codable: written by scripts/make-codable-vectors.py (Python fractions and",
        "# decimal); do not edit by hand. See the script for the format.",
    ]
    for j in DECODE:
        lines.append(f"decode\t{j}\t{decode_expected(j)}")
    with open("Tests/CalcKitTests/Fixtures/codable.tsv", "w") as out:
        out.write("\n".join(lines) + "\n")
    lines = lines[:2]
    for f in ENCODE:
        lines.append(f"{frac_text(f)}\t{text(f)}\t{json_number(f)}")
    with open("Tests/CalcKitTests/Fixtures/codable-encode.tsv", "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
