#!/usr/bin/env python3
"""Generate reference vectors for exp, ln, atan, asin and acos in the middle band (issue 40).

Run from any directory:

    python3 scripts/make-middle-band-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/middle-band.tsv, read by
Tests/CalcKitTests/Vectors/MiddleBandVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The precisions are those where the kernels reduce the argument before a series summed by
blocks: exp from the fixed-width loops (about 150 digits) to the bit-burst threshold (about
1,200) and ln to about 4,500, by 7-smooth ratios and the logarithms of 2, 3, 5, 7; atan, asin and acos up to about 12,000 digits, by Gaussian
integers. Arguments: the benchmark's k/(11+k), small and large magnitudes, values near 1
and near the reduction's table angles, negative ones.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from mpmath's own function (exp, log, atan, asin, acos) at p+50 and p+100
  digits; both must round alike and lie at least 1e-35 units in the last place from a
  rounding boundary (a closer candidate is dropped).
* It is decided again by python-flint's Arb: both ends of the proven ball, at p+40 digits
  and more until they round alike, must give the same text.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked by
  integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "middle-band.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261128
MODES = list(mv.MODES)
MP = {"exp": mpmath.exp, "ln": mpmath.log, "atan": mpmath.atan, "asin": mpmath.asin, "acos": mpmath.acos}
ARB = {"exp": "exp", "ln": "log", "atan": "atan", "asin": "asin", "acos": "acos"}


class Unsettled(Exception):
    pass


def arb_fraction(v) -> Fraction:
    if v.is_zero():
        return Fraction(0)
    m, e = v.man_exp()
    m, e = int(m), int(e)
    return Fraction(m * 2**e) if e >= 0 else Fraction(m, 2**-e)


def arb_text(kind: str, x: Fraction, p: int, mode: str) -> str:
    bits = int((p + 40) * 3.33) + 64
    for _ in range(5):
        old = flint.ctx.prec
        flint.ctx.prec = bits
        try:
            ball = getattr(flint.arb(flint.fmpq(x.numerator, x.denominator)), ARB[kind])()
        finally:
            flint.ctx.prec = old
        mid, rad = arb_fraction(ball.mid()), arb_fraction(ball.rad())
        lo, hi = mid - rad, mid + rad
        if lo != 0 and hi != 0 and (lo < 0) == (hi < 0):
            texts = {mv.expected(lo, p, mode), mv.expected(hi, p, mode)}
            if len(texts) == 1:
                return texts.pop()
        bits *= 2
    raise Unsettled


def value(kind: str, x: Fraction, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        v = fv.to_fraction(MP[kind](mpmath.mpf(x.numerator) / x.denominator))
    return Fraction(int(v.numerator), int(v.denominator))


def reference(kind: str, x: Fraction, p: int, mode: str) -> str:
    # Digits the argument's smallness (or nearness to 1 for ln) cancels.
    extra = 0
    if x != 0:
        extra += max(0, -mv.adjusted_exponent(abs(x)))
        if kind == "ln" and x != 1:
            extra += max(0, -mv.adjusted_exponent(abs(x - 1)))
    approx = [value(kind, x, p + g + extra) for g in (50, 100)]
    if min(fv.boundary_distance(a, p) for a in approx) < Fraction(1, 10**35):
        raise Unsettled
    texts = {mv.expected(a, p, mode) for a in approx}
    assert len(texts) == 1, (kind, x, p, mode, texts)
    text = texts.pop()
    ball = arb_text(kind, x, p, mode)
    assert ball == text, ("Arb disagrees", kind, x, p, mode, text, ball)
    return text


def literal(x: Fraction, as_fraction: bool) -> str:
    if as_fraction and x.denominator != 1:
        sign = "-" if x < 0 else ""
        return f"{sign}{abs(x.numerator)}/{x.denominator}"
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    exponent = 0
    while x.denominator != 1:
        x *= 10
        exponent -= 1
    return f"{sign}{x.numerator}e{exponent}"


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    F = Fraction

    def add(kind: str, x: Fraction, p: int, mode: str, as_fraction: bool = False) -> None:
        expr = f"{kind}({literal(x, as_fraction)})"
        if (expr, p, mode) in seen:
            return
        try:
            text = reference(kind, x, p, mode)
        except Unsettled:
            return
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, text))

    benchmark = [F(k, 11 + k) for k in range(1, 11)]
    ln_args = benchmark + [F("0.3"), F("7") / 3, F("1e-5"), F("0.9999"), F("1.0001"), F("123456.789"),
                           F("1e30"), F(4375, 4374), F(225, 224), F("2.5"), F(2**40 + 1, 2**40)]
    inverse_args = [F("0.3"), F("-0.7"), F("1e-5"), F("0.9999"), F("0.41421356"), F("0.5"), F(1, 268),
                    F(1, 18543), F(2, 3), F("-0.05")]
    atan_args = inverse_args + [F("7") / 3, F("1e30"), F("-123.456"), F(355, 113)]
    modes = []

    def next_mode() -> str:
        nonlocal modes
        if not modes:
            modes = MODES[:]
            rng.shuffle(modes)
        return modes.pop()

    for p in [160, 300, 700, 1000, 1190]:
        for x in ln_args:
            add("ln", x, p, next_mode(), as_fraction=x.denominator > 10**6 or x in benchmark or x.denominator in (3, 4374, 224))
    # ln keeps the reduced series up to about 4,500 digits: a few rows above 1,200 (and one
    # beyond, on the binary splitting again).
    for p, xs in [(2000, [F(3, 14), F("123456.789")]), (4000, [F(10, 21), F("0.9999")]), (9000, [F(5, 16)])]:
        for x in xs:
            add("ln", x, p, next_mode(), as_fraction=x.denominator in (14, 21, 16))
    exp_args = benchmark + [F("0.3"), F("7") / 3, F("1e-5"), F("100.5"), F("700.25"), F("-3.5"), F("-0.001"),
                            F("1023.9"), F("1.6094379124341")]
    for p in [160, 300, 700, 1000, 1190]:
        for x in exp_args:
            add("exp", x, p, next_mode(), as_fraction=x in benchmark or x.denominator == 3)
    for p in [160, 300, 1000, 2500]:
        for x in atan_args:
            add("atan", x, p, next_mode(), as_fraction=x.denominator in (3, 113, 268, 18543))
        for kind in ("asin", "acos"):
            for x in inverse_args:
                add(kind, x, p, next_mode(), as_fraction=x.denominator in (3, 268, 18543))
    # Every mode at 1,000 digits for a few arguments of each.
    for m in MODES:
        for kind, x in [("exp", F(5, 16)), ("ln", F(3, 14)), ("ln", F("0.9999")), ("atan", F(5, 16)), ("asin", F(1, 12)),
                        ("acos", F("0.3"))]:
            add(kind, x, 1000, m, as_fraction=True)
    # Random decimals at random middle precisions.
    for kind in MP:
        for _ in range(6):
            adj = rng.randint(-4, 1 if kind in ("exp", "ln", "atan") else -1)
            x = fv.rand_dec(rng, adj, adj)
            if kind not in ("ln",) and rng.random() < 0.5:
                x = -x
            add(kind, x, rng.choice([200, 450, 800, 1100]), next_mode())

    with open(FIXTURE, "w") as f:
        f.write("# made by scripts/make-middle-band-vectors.py (mpmath %s, python-flint %s): "
                "expression, precision, rounding, expected\n" % (mpmath.__version__, flint.__version__))
        for r in rows:
            f.write("\t".join(str(c) for c in r) + "\n")
    print(f"{len(rows)} rows to {FIXTURE}")


if __name__ == "__main__":
    main()
