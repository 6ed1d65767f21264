#!/usr/bin/env python3
"""The Taylor coefficients of 1/Γ(1 + t) at t = 0 for calc's Γ at up to about 1,280 digits
(Sources/CalcNumber/Elementary/ReciprocalGammaTable+Values.swift), as Arb's gamma_tab.c
holds them for its arb_hypgeom_gamma_taylor.

1/Γ(1 + t) = Σ_{k≥0} c_k t^k (c_0 = 1, c_1 = γ, c_2 = −0.6558…). Each entry is
E_k = ⌊|c_k| · 2^SCALE⌋ with the sign of c_k, so |c_k| − 2^−SCALE < E_k · 2^−SCALE ≤ |c_k|.
The coefficients are python-flint's (Arb's) power series of rgamma, a ball at 800 bits
more than the scale: each floor is checked to be certain (the ball's two ends have the same
floor). mpmath checks them independently: from ln Γ(1 + t) = −γt + Σ_{k≥2} (−1)^k ζ(k) t^k / k
(DLMF 5.7.3), the exponential of the negated series by the recurrence
n b_n = Σ_{k=1}^{n} k a_k b_{n−k}, at 10,000 bits; every entry must agree within 2 units.

    pip install python-flint mpmath
    python3 scripts/make-reciprocal-gamma-table.py
"""
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Sources" / "CalcNumber" / "Elementary" / "ReciprocalGammaTable+Values.swift"
SCALE = 4352  # the entries' fraction bits: 68 words
COUNT = 720   # the terms kept: the tail past them is below 2^-4400 for |t| <= 1/2


def coefficients():
    flint.ctx.prec = SCALE + 800
    flint.ctx.cap = COUNT  # the series' length (python-flint's default is 10 terms)
    series = flint.arb_series([1, 1], prec=COUNT).rgamma()
    entries = []
    for k in range(COUNT):
        c = series[k]
        scaled = c * flint.arb(2) ** SCALE
        negative = bool(c < 0)
        assert negative or c > 0, k  # the sign is certain
        whole = abs(scaled).floor().unique_fmpz()
        assert whole is not None, k
        entries.append((int(whole), bool(negative)))
    return entries


def check_with_mpmath(entries):
    mpmath.mp.prec = 10_000
    a = [mpmath.mpf(0), +mpmath.euler]
    for k in range(2, COUNT):
        a.append(-((-1) ** k) * mpmath.zeta(k) / k)
    b = [mpmath.mpf(1)]
    for n in range(1, COUNT):
        b.append(mpmath.fsum(k * a[k] * b[n - k] for k in range(1, n + 1)) / n)
    for k, (whole, negative) in enumerate(entries):
        value = mpmath.ldexp(b[k], SCALE)
        mine = -whole if negative else whole
        assert abs(value - mine) < 2, (k, float(value - mine))


def main():
    entries = coefficients()
    check_with_mpmath(entries)
    words_per = []
    flat = []
    for whole, _ in entries:
        count = max(1, (whole.bit_length() + 63) // 64)
        words_per.append(count)
        for i in range(count):
            flat.append((whole >> (64 * i)) & ((1 << 64) - 1))
    offsets = [0]
    for n in words_per:
        offsets.append(offsets[-1] + n)
    out = [
        "// Made by scripts/make-reciprocal-gamma-table.py; do not edit by hand.",
        "",
        "/// The Taylor coefficients of `1/Γ(1 + t)` at 0 from python-flint (Arb), checked against",
        "/// mpmath: entry `k` is `⌊|c_k| · 2^4352⌋`, its 64-bit words least significant first.",
        "extension ReciprocalGammaTable {",
        f"  /// The entries' fraction bits.",
        f"  static let scale = {SCALE}",
        "",
        f"  /// Whether `c_k` is negative, `k = 0..<{COUNT}`.",
        "  static let negative: [Bool] = [",
    ]
    for i in range(0, COUNT, 16):
        out.append("    " + ", ".join("true" if n else "false" for _, n in entries[i:i + 16]) + ",")
    out += ["  ]", "", f"  /// Where entry `k` starts in ``words`` (it ends where entry `k + 1` starts).",
            "  static let offsets: [Int] = ["]
    for i in range(0, len(offsets), 16):
        out.append("    " + ", ".join(str(o) for o in offsets[i:i + 16]) + ",")
    out += ["  ]", "", "  /// The entries' words.", "  static let words: [UInt64] = ["]
    for i in range(0, len(flat), 6):
        out.append("    " + ", ".join(f"0x{w:016x}" for w in flat[i:i + 6]) + ",")
    out += ["  ]", "}", ""]
    OUT.write_text("\n".join(out))
    print(f"{OUT}: {COUNT} entries, {len(flat)} words")


if __name__ == "__main__":
    main()
