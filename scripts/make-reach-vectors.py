#!/usr/bin/env python3
"""Generate the high-precision reference vectors of the special functions' reach (issue 35).

Run from any directory:

    python3 scripts/make-reach-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/reach.tsv, read by
Tests/CalcKitTests/Vectors/ReachVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

A few arguments per function at 4,000 to 12,000 digits, past the fixed caps calc had
(erf and erfinv 10,000 digits, Ei 10,000, digamma 3,000; bessely's 20,000 is passed in the
benchmark): erfinv, erf of an inexact
argument below 1/2, Ei, besselj, bessely and digamma. Sized for a debug build; the 100,000-digit
checks are in Benchmarks/peers/reach.py.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from mpmath's own function (erfinv, erf, ei, besselj, digamma; for bessely,
  whose mpmath function takes a limit too slow at thousands of digits, DLMF 10.8.1's series in
  mpmath arithmetic, with mpmath's besselj and Euler's constant) at
  p+30 and p+60 digits; both must round the same and lie at least 1e-20 units in the last
  place from a rounding boundary (a closer candidate is an error here: pick another).
* It is checked against python-flint (Arb, a separate implementation with rigorous
  error bounds) at p+40 digits: Arb's ball must lie inside one rounding interval, the same.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked
  by integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "reach.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

# (expression, precision, rounding, mpmath value at dps, Arb value at prec bits)
F = Fraction
CASES = [
    ("erfinv(0.3)", 10000, "half-even", lambda: mpmath.erfinv(mpmath.mpf(3) / 10), lambda: flint.arb(3) / 10, "erfinv"),
    ("erfinv(-0.45)", 6000, "floor", lambda: mpmath.erfinv(-mpmath.mpf(45) / 100), lambda: -flint.arb(45) / 100, "erfinv"),
    ("erfinv(1/7)", 5000, "up", lambda: mpmath.erfinv(mpmath.mpf(1) / 7), lambda: flint.arb(1) / 7, "erfinv"),
    ("erf(sqrt(2)/4)", 11000, "half-up", lambda: mpmath.erf(mpmath.sqrt(2) / 4), lambda: flint.arb(2).sqrt() / 4, "erf"),
    ("Ei(2)", 12000, "half-even", lambda: mpmath.ei(2), lambda: flint.arb(2), "ei"),
    ("Ei(-3/2)", 11000, "ceiling", lambda: mpmath.ei(-mpmath.mpf(3) / 2), lambda: -flint.arb(3) / 2, "ei"),
    ("Ei(1/3)", 5000, "down", lambda: mpmath.ei(mpmath.mpf(1) / 3), lambda: flint.arb(1) / 3, "ei"),
    ("besselj(0, 1)", 10000, "half-even", lambda: mpmath.besselj(0, 1), lambda: flint.arb(1), ("j", 0)),
    ("besselj(3, 5/2)", 5000, "half-down", lambda: mpmath.besselj(3, mpmath.mpf(5) / 2), lambda: flint.arb(5) / 2, ("j", 3)),
    ("besselj(1, -7)", 5000, "floor", lambda: mpmath.besselj(1, -7), lambda: flint.arb(-7), ("j", 1)),
    ("bessely(1, 5/2)", 5000, "half-even", lambda: bessely_series(1, mpmath.mpf(5) / 2), lambda: flint.arb(5) / 2, ("y", 1)),
    ("bessely(0, 3)", 4000, "floor", lambda: bessely_series(0, mpmath.mpf(3)), lambda: flint.arb(3), ("y", 0)),
    ("bessely(4, 1/3)", 4000, "up", lambda: bessely_series(4, mpmath.mpf(1) / 3), lambda: flint.arb(1) / 3, ("y", 4)),
    ("digamma(1/3)", 5000, "half-even", lambda: mpmath.digamma(mpmath.mpf(1) / 3), lambda: flint.arb(1) / 3, "digamma"),
    ("digamma(7/4)", 5000, "up", lambda: mpmath.digamma(mpmath.mpf(7) / 4), lambda: flint.arb(7) / 4, "digamma"),
    ("digamma(25/6)", 4000, "down", lambda: mpmath.digamma(mpmath.mpf(25) / 6), lambda: flint.arb(25) / 6, "digamma"),
    ("digamma(3/64)", 4000, "ceiling", lambda: mpmath.digamma(mpmath.mpf(3) / 64), lambda: flint.arb(3) / 64, "digamma"),
]


def bessely_series(n, x):
    """Y_n(x) by DLMF 10.8.1 in mpmath arithmetic (mpmath.bessely of a whole order takes a
    limit and is far too slow at thousands of digits); Arb's bessel_y checks it."""
    mp = mpmath
    half = x / 2
    r = half * half
    finite = mp.mpf(0)
    for k in range(n):
        finite += mp.factorial(n - k - 1) / mp.factorial(k) * r**k
    total = mp.mpf(0)
    c = 1 / mp.factorial(n)
    hk, hnk = mp.mpf(0), mp.harmonic(n)
    k = 0
    eps = mp.mpf(2) ** (-mp.mp.prec - 20)
    while True:
        term = (hk + hnk) * c
        total += term
        k += 1
        c = -c * r / (k * (n + k))
        hk += mp.mpf(1) / k
        hnk += mp.mpf(1) / (n + k)
        if abs(c) * (hk + hnk) < eps and k > 4 * r:
            break
    j = mp.besselj(n, x)
    return (-(half ** -n) * finite + 2 * (mp.log(half) + mp.euler) * j - half**n * total) / mp.pi


def arb_value(kind, x):
    if kind == "erfinv":
        return x.erfinv()
    if kind == "erf":
        return x.erf()
    if kind == "ei":
        return x.ei()
    if kind == "digamma":
        return x.digamma()
    if isinstance(kind, tuple) and kind[0] == "j":
        return x.bessel_j(kind[1])
    if isinstance(kind, tuple) and kind[0] == "y":
        return x.bessel_y(kind[1])
    raise ValueError(kind)


def to_fraction(v) -> Fraction:
    """An mpf as the exact Fraction it stands for (its mantissa as a Python int)."""
    v = mpmath.mpf(v)
    if v == 0:
        return Fraction(0)
    sign, man, exp, _ = v._mpf_
    man, exp = int(man), int(exp)
    if sign:
        man = -man
    return Fraction(man * 2**exp) if exp >= 0 else Fraction(man, 2**-exp)


def exact(e) -> Fraction:
    """An exact arb (a ball of radius 0) as a Fraction."""
    m, ex = e.man_exp()
    m, ex = int(m), int(ex)
    return Fraction(m * 2**ex) if ex >= 0 else Fraction(m, 2**-ex)


def reference(expr, p, mode, mp, arbx, kind) -> str:
    texts = set()
    for g in (30, 60):
        with mpmath.workdps(p + g):
            a = to_fraction(mp())
        assert fv.boundary_distance(a, p) > Fraction(1, 10**20), (expr, p)
        texts.add(mv.expected(a, p, mode))
    assert len(texts) == 1, (expr, p, mode)
    text = texts.pop()
    # Arb: the ball at p+40 digits must round to the same text at both ends.
    old = flint.ctx.prec
    flint.ctx.prec = int((p + 40) * 3.33) + 64
    try:
        v = arb_value(kind, arbx())
        ends = {mv.expected(exact(e), p, mode) for e in (v.lower(), v.upper())}
        assert ends == {text}, ("Arb disagrees", expr, p, mode)
    finally:
        flint.ctx.prec = old
    return text


def main() -> None:
    lines = [
        "# Generated by scripts/make-reach-vectors.py: mpmath at p+30 and p+60 digits, checked against Arb",
        "# (python-flint) at p+40. Do not edit by hand.",
    ]
    for expr, p, mode, mp, arbx, kind in CASES:
        lines.append(f"{expr}\t{p}\t{mode}\t{reference(expr, p, mode, mp, arbx, kind)}")
        print(expr, p, mode, "ok", file=sys.stderr)
    FIXTURE.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
