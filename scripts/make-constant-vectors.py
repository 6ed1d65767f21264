#!/usr/bin/env python3
"""Reference values of π and ln 2 in fixed point for `Constants.pi(bits:stop:)` and
`Constants.ln2(bits:stop:)` (Sources/CalcNumber/Elementary/Constants.swift): floor(c · 2^bits)
in hexadecimal, from mpmath at 128 bits more than asked (mpmath computes its constants with
its own code, independent of calc's). Each floor is checked to be certain at that precision:
the fractional part of c · 2^bits must be far from 0 and 1. Writes
Tests/CalcNumberTests/Fixtures/constants.tsv: constant, bits, hexadecimal floor(c · 2^bits).

    pip install mpmath
    python3 scripts/make-constant-vectors.py
"""
import sys
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SIZES = list(range(0, 201)) + [255, 256, 257, 500, 1000, 3000, 10_000, 33_300, 100_000]
MARGIN = 128


def floor_scaled(name: str, bits: int) -> int:
    mpmath.mp.prec = bits + MARGIN
    value = mpmath.pi if name == "pi" else mpmath.ln2
    scaled = mpmath.ldexp(+value, bits)  # exact: a power-of-two scaling
    whole = int(mpmath.floor(scaled))
    fraction = scaled - whole
    # The value is within 2^-(bits + MARGIN - 2) · 2^bits = 2^-(MARGIN - 2) of c · 2^bits.
    limit = mpmath.ldexp(1, -(MARGIN // 2))
    assert limit < fraction < 1 - limit, (name, bits)
    return whole


def main() -> None:
    lines = ["# made by scripts/make-constant-vectors.py: constant, bits, floor(c * 2^bits) in hexadecimal"]
    for name in ("pi", "ln2"):
        for bits in SIZES:
            lines.append(f"{name}\t{bits}\t{floor_scaled(name, bits):x}")
    out = ROOT / "Tests" / "CalcNumberTests" / "Fixtures" / "constants.tsv"
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} lines to {out}")


if __name__ == "__main__":
    main()
