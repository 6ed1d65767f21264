#!/usr/bin/env python3
"""Reference results for the big-integer gcd of the number core (Lehmer's algorithm,
Sources/CalcNumber/Integers/BigUInt+GCD.swift), through the calculator: `gcd`, `lcm`,
fractions reduced to lowest terms, sums of fractions and `floor` of quotients of large
integers, computed by Python's `math.gcd`, `math.lcm`, `fractions.Fraction` and `//`.

Writes Tests/CalcKitTests/Fixtures/gcd.tsv: expression, length of the expected text,
SHA-256 of the text. The text is the exact value in lowest terms as `n` or `n/d` (the
calculator's `Number.fraction`), recorded by length and digest rather than spelled out.

    python3 scripts/make-gcd-vectors.py
"""
import hashlib
import math
import re
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

# Operands are written as powers and products the calculator evaluates exactly; `^` is
# Python's `**`. Sizes run from a few words to beyond the old 100,000-bit cap.
G1 = "(3^2000+7)"          # 3,170 bits
G2 = "(7^9000+11)"         # 25,266 bits
X1 = "(11^3000+1)"         # 10,379 bits
Y1 = "(13^2500+3)"         # 9,251 bits
X2 = "(17^10000+4)"        # 40,876 bits
Y2 = "(19^9000+6)"         # 38,231 bits

CASES = [
    # gcd and lcm of small and mid-sized values
    "gcd(12345678901234567890123456789, 98765432109876543210987654321)",
    "gcd(2^200-1, 2^120-1)",
    "gcd(2^3000-1, 2^2310-1)",
    "gcd(2^30030-1, 2^20020-1)",
    "gcd(3^5000-1, 3^3500-1)",
    "gcd(10^500+1, 10^300+1)",
    "gcd(2^5000*3^700, 2^4000*7^900*3^100)",
    f"gcd({G1}*{X1}, {G1}*{Y1})",
    f"gcd({G2}*{X1}, {G2}*{Y1})",
    f"gcd({G1}*{X2}, {G1}*{Y2})",
    f"gcd({G2}*{X2}, {G2}*{Y2})",
    f"gcd({G2}*{X2}*{Y1}, {G2}*{Y2}*{X1})",
    f"gcd({X2}, {Y2})",
    f"gcd({X2}*{Y2}, {Y2})",
    f"gcd({X2}, {X2})",
    f"gcd({X2}, 0)",
    f"gcd({X2}, 1)",
    f"gcd({X2}*2^500, {Y2}*2^700*{G1})",
    f"lcm({G1}*{X1}, {G1}*{Y1})",
    f"lcm({G2}*{X2}, {G2}*{Y2})",
    # fractions reduced, and sums and products that reduce
    f"({G1}*{X1})/({G1}*{Y1})",
    f"({G2}*{X2})/({G2}*{Y2})",
    f"({G2}*{X2})/({G2}*{Y2}) + 1/{G1}",
    f"1/({G2}*{X2}) + 1/({G2}*{Y2})",
    f"({G1}*{X2})/({G2}*{Y2}) * ({G2}*{Y1})/({G1}*{X1})",
    f"{X2}/{Y2} - {Y2}/{X2}",
    # gcd of numbers over the old cap of 100,000 bits (the operands have no factor 2 or 5)
    "gcd(3^80000+2, 7^40000+4)",
    f"gcd(3^70000*{X1}+{G1}*{X1}, 7^38000*{X1}+{Y1}*{X1})",
    "(3^80000+2)/(7^40000+4)",
    # floor of quotients whose operands are over the old cap
    "floor((3^80000+2)/(7^40000+6))",
    "floor((7^43000+2)/(3^76000+4))",
    "floor((3^120000+2)/(7^36000+4))",
]


def evaluate(expression: str):
    text = re.sub(r"\^", "**", expression)
    text = re.sub(r"(\d+)", r"Fraction(\1)", text)
    names = {
        "Fraction": Fraction,
        "gcd": lambda a, b: Fraction(math.gcd(int(a), int(b))),
        "lcm": lambda a, b: Fraction(math.lcm(int(a), int(b))),
        "floor": lambda x: Fraction(math.floor(x)),
    }
    # Powers of Fractions are slow; integer powers are exact either way.
    text = re.sub(r"Fraction\((\d+)\)\*\*Fraction\((\d+)\)", r"Fraction(\1**\2)", text)
    return eval(text, names)  # noqa: S307 - our own expressions


def main() -> None:
    lines = [
        "# made by scripts/make-gcd-vectors.py: expression, length of the exact value's text "
        "(n or n/d in lowest terms), SHA-256 of the text"
    ]
    for expression in CASES:
        value = evaluate(expression)
        text = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
        digest = hashlib.sha256(text.encode()).hexdigest()
        lines.append("\t".join([expression, str(len(text)), digest]))
    path = ROOT / "Tests/CalcKitTests/Fixtures/gcd.tsv"
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path} ({len(CASES)} cases)")


if __name__ == "__main__":
    main()
