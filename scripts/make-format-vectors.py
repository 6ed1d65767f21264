#!/usr/bin/env python3
"""Generate reference vectors for CalcKit's fixed-digit formatting.

Run from the repository root:

    python3 scripts/make-format-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/formatting.tsv, read by
Tests/CalcKitTests/Formatting/FormattingVectorTests.swift:

    expression <TAB> style <TAB> fraction digits <TAB> rounding <TAB> locale <TAB> expected

`style` is `decimal`, `percent` or a currency code (USD, EUR, KRW, JPY, BHD, CLF);
`fraction digits` is `-` for a currency's own minor units.  Values are random
decimals of 1 to 30 digits and random fractions, both signs, many of them
exact ties at the rounding position.

Independence: each value is an exact `fractions.Fraction`; it is rounded once
to a multiple of 10^-f with integer arithmetic in the requested GDA mode,
cross-checked against `decimal.Decimal.quantize` with the same rounding, and
grouped by Python's own `format(n, ',')`.  de_DE text swaps the separators of
the en_US text.  Nothing is derived from CalcKit.  Deterministic (fixed seed),
standard library only.
"""

from __future__ import annotations

import random
from decimal import (Context, Decimal, ROUND_CEILING, ROUND_DOWN, ROUND_FLOOR, ROUND_HALF_DOWN,
                     ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_UP, localcontext)
from fractions import Fraction
from pathlib import Path

MODES = {
    "half-even": ROUND_HALF_EVEN, "half-up": ROUND_HALF_UP, "half-down": ROUND_HALF_DOWN,
    "up": ROUND_UP, "down": ROUND_DOWN, "ceiling": ROUND_CEILING, "floor": ROUND_FLOOR,
}
CURRENCIES = {"USD": (2, "$"), "EUR": (2, "\u20ac"), "KRW": (0, "\u20a9"), "JPY": (0, "\u00a5"),
              "BHD": (3, "BHD\u00a0"), "CLF": (4, "CLF\u00a0")}


def round_fixed(x: Fraction, f: int, mode: str) -> int:
    """x rounded to an integer multiple of 10^-f; returns that integer."""
    scaled = x * 10**f
    negative = scaled < 0
    m = abs(scaled)
    q, r = divmod(m.numerator, m.denominator)
    if r:
        twice = 2 * r
        half = (twice > m.denominator) - (twice < m.denominator)
        up = {
            "half-even": half > 0 or (half == 0 and q % 2 == 1),
            "half-up": half >= 0,
            "half-down": half > 0,
            "up": True,
            "down": False,
            "ceiling": not negative,
            "floor": negative,
        }[mode]
        q += up
    return -q if negative else q


def cross_check(x: Fraction, f: int, mode: str, q: int) -> None:
    with localcontext(Context(prec=200)):
        d = Decimal(x.numerator) / Decimal(x.denominator)
    exact_decimal = Fraction(d) == x
    if exact_decimal:
        quantized = d.quantize(Decimal(1).scaleb(-f), rounding=MODES[mode], context=Context(prec=400))
        assert Fraction(quantized) * 10**f == q, (x, f, mode, q, quantized)


def text(q: int, f: int) -> str:
    sign = "-" if q < 0 else ""
    digits = str(abs(q)).rjust(f + 1, "0")
    integer, fraction = digits[: len(digits) - f], digits[len(digits) - f:]
    out = format(int(integer), ",")
    if f:
        out += "." + fraction
    if q == 0:
        sign = ""
    return sign + out


def localise(en: str, locale: str) -> str:
    if locale == "en_US":
        return en
    return en.replace(",", "\0").replace(".", ",").replace("\0", ".")


def random_value(rng: random.Random) -> tuple[str, Fraction]:
    kind = rng.random()
    sign = rng.choice(["", "-"])
    if kind < 0.5:
        whole = str(rng.randint(0, 10 ** rng.randint(0, 15)))
        frac = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 12)))
        if rng.random() < 0.4 and frac:
            frac = frac[:-1] + "5"  # a tie at some position
        source = whole + ("." + frac if frac else "")
        return sign + source, Fraction(sign + source)
    if kind < 0.8:
        n, d = rng.randint(0, 10**rng.randint(1, 12)), rng.randint(1, 10**rng.randint(1, 6))
        return f"{sign}{n}/{d}", Fraction(int(sign + str(n)), d)
    # exactly halfway at a chosen position
    f = rng.randint(0, 6)
    q = rng.randint(0, 10**rng.randint(1, 9))
    value = Fraction(2 * q + 1, 2 * 10**f)
    return f"{sign}{2 * q + 1}/{2 * 10**f}", -value if sign else value


def main() -> None:
    rng = random.Random(4)
    rows = []
    for _ in range(1500):
        source, x = random_value(rng)
        mode = rng.choice(list(MODES))
        locale = rng.choice(["en_US", "en_US", "de_DE"])
        style = rng.choice(["decimal", "decimal", "percent", "currency"])
        if style == "decimal":
            f = rng.randint(0, 8)
            q = round_fixed(x, f, mode)
            cross_check(x, f, mode, q)
            rows.append((source, "decimal", str(f), mode, locale, localise(text(q, f), locale)))
        elif style == "percent":
            f = rng.randint(0, 4)
            q = round_fixed(x * 100, f, mode)
            cross_check(x * 100, f, mode, q)
            spacing = "\u00a0" if locale == "de_DE" else ""
            rows.append((source, "percent", str(f), mode, locale, localise(text(q, f), locale) + spacing + "%"))
        else:
            code = rng.choice(list(CURRENCIES))
            f, symbol = CURRENCIES[code]
            q = round_fixed(x, f, mode)
            cross_check(x, f, mode, q)
            body = localise(text(q, f), locale)
            negative = body.startswith("-")
            body = body.lstrip("-")
            if locale == "en_US":
                amount = symbol + body
            else:
                amount = body + "\u00a0" + symbol.strip("\u00a0")
            rows.append((source, code, "-", mode, locale, ("-" if negative else "") + amount))
    out = Path("Tests/CalcKitTests/Fixtures/formatting.tsv")
    with out.open("w", encoding="utf-8") as fh:
        fh.write("# expression\tstyle\tfraction digits\trounding\tlocale\texpected"
                 " -- generated by scripts/make-format-vectors.py, do not edit\n")
        for row in rows:
            fh.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} vectors to {out}")


if __name__ == "__main__":
    main()
