#!/usr/bin/env python3
"""Tables of elementary-function values at the points k/256 for the fixed-width kernels
(Sources/CalcNumber/Elementary/ElementaryTables+Values.swift): each entry is floor(f(k/256) · 2^512)
in eight 64-bit words, least significant first, from mpmath at 640 bits (mpmath's own
code, independent of calc's). Each floor is checked to be certain at that precision: the
fractional part of f(k/256) · 2^512 must be far from 0 and 1, or exactly 0 at k = 0 (f(0) is 0,
or 1/4 for the quarter exponentials).

A kernel at a scale of g <= 509 bits reduces its argument to within 1/256 of a table
point and takes floor(entry / 2^(512 - g)), within one unit below f(k/256) · 2^g.

    pip install mpmath
    python3 scripts/make-elementary-tables.py
"""
import sys
from pathlib import Path

import mpmath

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources" / "CalcNumber" / "Elementary" / "ElementaryTables+Values.swift"
SCALE = 512
WORDS = SCALE // 64
POINTS = 256  # the table points are k / POINTS for k = 0 ... POINTS
MARGIN = 128

# name, function, doc comment
TABLES = [
    ("arctangents", mpmath.atan, "`atan(k/256)`"),
    ("logarithms", lambda x: mpmath.log(1 + x), "`ln(1 + k/256)`"),
    ("sines", mpmath.sin, "`sin(k/256)`"),
    # 1 − cos rather than cos: cos 0 = 1 would need a 513th bit.
    ("versines", lambda x: 1 - mpmath.cos(x), "`1 − cos(k/256)`"),
    # A quarter: e^(k/256) reaches e, e/4 stays below 1 (read at 2 bits more, it is ⌊e^(k/256) · 2^g⌋).
    ("quarterExponentials", lambda x: mpmath.exp(x) / 4, "`e^(k/256) / 4`"),
]


def floor_scaled(f, k: int) -> int:
    mpmath.mp.prec = SCALE + MARGIN
    value = f(mpmath.mpf(k) / POINTS)
    scaled = mpmath.ldexp(value, SCALE)
    whole = int(mpmath.floor(scaled))
    fraction = scaled - whole
    if k == 0 and fraction == 0:
        return whole  # f(0) is exact: 0, or 1/4 for e^0 / 4
    limit = mpmath.ldexp(1, -(MARGIN // 2))
    assert limit < fraction < 1 - limit, (f, k)
    assert 0 <= whole < 1 << SCALE, (f, k)
    return whole


def main() -> None:
    out = [
        "// Made by scripts/make-elementary-tables.py; do not edit by hand.",
        "",
        "/// Values of elementary functions at the points `k/256` (`k = 0...256`), each",
        "/// `⌊f(k/256) · 2^512⌋` in eight 64-bit words, least significant first, from mpmath.",
        "/// ``ElementaryTables/entry(_:_:scale:)`` reads one at a smaller scale.",
        "extension ElementaryTables {",
    ]
    for name, f, doc in TABLES:
        out.append(f"  /// {doc} for `k = 0...256`, {WORDS} words each.")
        out.append(f"  static let {name}: [UInt64] = [")
        for k in range(POINTS + 1):
            v = floor_scaled(f, k)
            words = [(v >> (64 * i)) & ((1 << 64) - 1) for i in range(WORDS)]
            out.append("    " + ", ".join(f"0x{w:016x}" for w in words) + ",")
        out.append("  ]")
    out.append("}")
    OUT.write_text("\n".join(out) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
