#!/usr/bin/env python3
"""Reference decimal texts for the fast integer routines of the number core
(Sources/CalcNumber/Integers: `BigUInt.decimalDigits`, `BigUInt(decimalDigits:)`,
`raised(to:)`): Python's `str()` of exact integers `base^exponent + offset`, recorded by
length, first and last 20 digits and SHA-256 rather than spelled out. Writes
Tests/CalcNumberTests/Fixtures/integer-text.tsv: expression, digits, first 20, last 20,
SHA-256 of the text.

    python3 scripts/make-integer-vectors.py
"""
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

# (base, exponent, offset): sizes around the 19-digit chunks and their powers 10^(19·2^i),
# a word, and large values whose text takes many levels of splitting.
CASES = [
    (2, 63, 0), (2, 64, -1), (2, 64, 0), (2, 128, -1), (10, 19, -1), (10, 19, 0), (10, 38, -1),
    (10, 38, 0), (10, 76, 0), (10, 152, -1), (10, 1216, 0), (10, 1216, -1), (10, 1217, 1),
    (2, 4096, -1), (3, 2000, 0), (10, 9728, -1), (10, 9728, 0), (12345678901234567891, 500, 0),
    (99, 9999, 0), (10, 50000, -1), (10, 50000, 0), (10, 50000, 1), (2, 100000, 1), (7, 123457, 0),
    (3, 200000, 0), (5, 300000, -1), (2, 1000000, -1), (2, 3321927, -1), (2, 3321927, 0),
]

# Chunk counts just above and between powers of two (2^k + 1, 2^k + 15, 2^k + 40, 3·2^(k-1)),
# where the top split by 10^(19·2^k) leaves a quotient much shorter than the divisor:
# powers of 3 with 10 digits in the top chunk.
for k in (5, 9, 10, 13):
    for extra in (1, 15, 40, 1 << (k - 1)):
        chunks = (1 << k) + extra
        exponent = -(-(19 * (chunks - 1) + 10) * 1_000_000_000 // 477_121_254)  # ⌈digits / log10 3⌉
        CASES.append((3, exponent, 0))
        CASES.append((3, exponent, -1))


def expression(base: int, exponent: int, offset: int) -> str:
    text = f"{base}^{exponent}"
    return text if offset == 0 else f"{text}{offset:+d}"


def main() -> None:
    lines = [
        "# made by scripts/make-integer-vectors.py: expression, digits, first 20, last 20, "
        "SHA-256 of Python's str()"
    ]
    for base, exponent, offset in CASES:
        text = str(base**exponent + offset)
        digest = hashlib.sha256(text.encode()).hexdigest()
        lines.append("\t".join([expression(base, exponent, offset), str(len(text)), text[:20], text[-20:], digest]))
    path = ROOT / "Tests/CalcNumberTests/Fixtures/integer-text.tsv"
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path} ({len(CASES)} cases)")


if __name__ == "__main__":
    main()
