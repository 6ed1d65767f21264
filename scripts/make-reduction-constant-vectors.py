#!/usr/bin/env python3
"""Reference values of the argument reductions' constants (issue 40) in fixed point:
ln 2, ln 3, ln 5, ln 7 (`PrimeLogarithms`, Sources/CalcNumber/Elementary/PrimeLogarithms.swift) and
the arguments θ of the Gaussian primes 2+i, 3+2i, 4+i, 5+2i, 6+i, that is atan(1/2),
atan(2/3), atan(1/4), atan(2/5), atan(1/6) (`GaussianArguments`,
Sources/CalcNumber/Elementary/ArctangentReduction.swift): floor(c · 2^bits) in hexadecimal,
from mpmath's log and atan at 128 bits more than asked (mpmath's own code, independent of
calc's Machin-like formulas). Each floor is checked to be certain at that precision: the
fractional part of c · 2^bits must be far from 0 and 1. Writes
Tests/CalcNumberTests/Fixtures/reduction-constants.tsv: constant, bits, floor in hexadecimal.

    python3 scripts/make-reduction-constant-vectors.py
"""
import sys
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SIZES = [0, 1, 2, 10, 63, 64, 65, 200, 500, 1000, 3000, 4500, 10_000, 40_000]
MARGIN = 128
CONSTANTS = {
    "ln2": lambda: mpmath.log(2), "ln3": lambda: mpmath.log(3), "ln5": lambda: mpmath.log(5), "ln7": lambda: mpmath.log(7),
    "theta5": lambda: mpmath.atan(mpmath.mpf(1) / 2), "theta13": lambda: mpmath.atan(mpmath.mpf(2) / 3),
    "theta17": lambda: mpmath.atan(mpmath.mpf(1) / 4), "theta29": lambda: mpmath.atan(mpmath.mpf(2) / 5),
    "theta37": lambda: mpmath.atan(mpmath.mpf(1) / 6),
}


def floor_scaled(name: str, bits: int) -> int:
    mpmath.mp.prec = bits + MARGIN
    scaled = mpmath.ldexp(CONSTANTS[name](), bits)
    whole = int(mpmath.floor(scaled))
    fraction = scaled - whole
    limit = mpmath.ldexp(1, -(MARGIN // 2))
    assert limit < fraction < 1 - limit, (name, bits)
    return whole


def main() -> None:
    lines = ["# made by scripts/make-reduction-constant-vectors.py: constant, bits, floor(c * 2^bits) in hexadecimal"]
    for name in CONSTANTS:
        for bits in SIZES:
            lines.append(f"{name}\t{bits}\t{floor_scaled(name, bits):x}")
    out = ROOT / "Tests" / "CalcNumberTests" / "Fixtures" / "reduction-constants.tsv"
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} lines to {out}")


if __name__ == "__main__":
    main()
