#!/usr/bin/env python3
"""Generate reference vectors for zeta, beta, digamma and polygamma.

Run from any directory:

    python3 scripts/make-zeta-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/zeta.tsv, read by
Tests/CalcKitTests/Vectors/ZetaVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

At least 200 arguments per function at 38 digits (random arguments from 1e-30 to 1e6 in
magnitude and of both signs, plus the neighbourhoods of the poles, the trivial zeros of
zeta, s near 1, large s where zeta(s) - 1 is tiny, and the exact cases), all seven
rounding modes, and 20 arguments per function at 1,000 digits.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value is computed twice, by two libraries: mpmath (mpmath.zeta, mpmath.beta,
  mpmath.digamma, mpmath.polygamma) at p + 40 digits, and python-flint's Arb
  (arb.zeta, arb.gamma for beta, arb.digamma, acb.polygamma) at p + 40 digits' bits with
  the argument as an exact rational ball. Arb's ball must round to a single text (both
  its ends), and mpmath's value must round to that same text, for the row to be kept.
  A candidate whose Arb ball straddles a rounding boundary is dropped (never guessed).
* Exact values (zeta at 0 and the negative integers, -B_2k/(2k) from sympy's Bernoulli
  numbers; beta with a whole-number argument, (n-1)!/(a)_n; beta's zeros) are Fractions,
  and mpmath must agree with them to 1e-(p+30).
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
import sympy

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "zeta.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261128
MODES = list(mv.MODES)
F = Fraction


class Unsettled(Exception):
    pass


def mpf(x: Fraction):
    return mpmath.mpf(x.numerator) / x.denominator


def arb_of(x: Fraction):
    return flint.arb(flint.fmpq(x.numerator, x.denominator))


# ---------------------------------------------------------------------------
# Exact values
# ---------------------------------------------------------------------------


def rising(a: Fraction, n: int) -> Fraction:
    r = Fraction(1)
    for i in range(n):
        r *= a + i
    return r


def exact_value(kind: str, args: tuple[Fraction, ...]) -> Fraction | None:
    if kind == "zeta":
        (s,) = args
        if s == 0:
            return F(-1, 2)
        if s < 0 and s.denominator == 1:
            k = -s.numerator
            if k % 2 == 0:
                return F(0)
            two_k = k + 1
            b = sympy.bernoulli(two_k)
            return -F(int(b.p), int(b.q)) / two_k
        return None
    if kind == "beta":
        a, b = args
        for x, y in ((a, b), (b, a)):
            # (n − 1)!/(a)_n; a long product is left to the two libraries (same value).
            if y.denominator == 1 and 1 <= y <= 2000:
                n = int(y)
                r = rising(x, n)
                assert r != 0
                fact = 1
                for i in range(1, n):
                    fact *= i
                return Fraction(fact) / r
        s = a + b
        if s.denominator == 1 and s <= 0 and a.denominator != 1 and b.denominator != 1:
            return F(0)
        return None
    return None


# ---------------------------------------------------------------------------
# The two libraries
# ---------------------------------------------------------------------------


def to_fraction(v) -> Fraction:
    """An mpf as the exact Fraction it stands for (plain ints: the gmpy backend's are not)."""
    v = mpmath.mpf(v)
    if v == 0:
        return Fraction(0)
    sign, man, exp, _ = v._mpf_
    man, exp = int(man), int(exp)
    if sign:
        man = -man
    return Fraction(man * 2**exp) if exp >= 0 else Fraction(man, 2**-exp)


def mp_value(kind: str, args, dps: int):
    # zeta(s) is 1 + 2^-s + ...: its digits beyond the 1 need s bits more.
    extra = min(5000, max(0, int(args[0] * 0.302))) if kind in ("zeta", "zeta-1") else 0
    with mpmath.workdps(dps + extra):
        xs = [mpf(a) for a in args]
        if kind == "zeta":
            return to_fraction(mpmath.zeta(xs[0]))
        if kind == "zeta-1":
            return to_fraction(mpmath.zeta(xs[0]) - 1)
        if kind == "beta":
            return to_fraction(mpmath.beta(xs[0], xs[1]))
        if kind == "digamma":
            return to_fraction(mpmath.digamma(xs[0]))
        if kind == "polygamma":
            return to_fraction(mpmath.polygamma(int(args[0]), xs[1]))
    raise ValueError(kind)


def arb_value(kind: str, args, dps: int):
    old = flint.ctx.prec
    # zeta(s) - 1 is about 2^-s: the subtraction cancels s bits.
    extra = min(17000, max(0, int(args[0]))) if kind in ("zeta", "zeta-1") else 0
    flint.ctx.prec = int(dps * 3.33) + 64 + extra
    try:
        if kind == "zeta":
            return arb_of(args[0]).zeta()
        if kind == "zeta-1":
            return arb_of(args[0]).zeta() - 1
        if kind == "beta":
            a, b = arb_of(args[0]), arb_of(args[1])
            return a.gamma() * b.gamma() * (a + b).rgamma()
        if kind == "digamma":
            return arb_of(args[0]).digamma()
        if kind == "polygamma":
            v = flint.acb(arb_of(args[1])).polygamma(flint.acb(int(args[0])))
            return v.real
    finally:
        flint.ctx.prec = old
    raise ValueError(kind)


def arb_ends(v) -> tuple[Fraction, Fraction]:
    if not v.is_finite():
        raise Unsettled
    mid, rad = arb_fraction(v.mid()), arb_fraction(v.rad())
    return (mid - rad, mid + rad)


def arb_fraction(x) -> Fraction:
    """An exact arb (a midpoint or a radius) as a Fraction."""
    if x.is_zero():
        return Fraction(0)
    m, e = x.man_exp()
    m, e = int(m), int(e)
    return Fraction(m * 2**e) if e >= 0 else Fraction(m, 2**-e)


def reference(kind: str, args, p: int, mode: str) -> str:
    ex = exact_value(kind, args)
    if ex is not None:
        approx = mp_value(kind, args, p + 40)
        assert abs(approx - ex) <= abs(ex) * F(1, 10 ** (p + 30)) + F(1, 10 ** (p + 300)), (kind, args)
        return mv.expected(ex, p, mode)
    lo, hi = arb_ends(arb_value(kind, args, p + 40))
    if lo == 0 or hi == 0 or (lo < 0) != (hi < 0):
        raise Unsettled
    texts = {mv.expected(lo, p, mode), mv.expected(hi, p, mode)}
    if len(texts) != 1:
        raise Unsettled
    text = texts.pop()
    m = mp_value(kind, args, p + 40)
    other = mv.expected(m, p, mode)
    assert other == text, ("mpmath and Arb disagree", kind, args, p, mode, text, other)
    return text


# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------


def lit(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    exponent = 0
    while x.denominator != 1:
        x *= 10
        exponent -= 1
        assert exponent > -200, x
    return f"{sign}{x.numerator}e{exponent}"


def expression(kind: str, args) -> str:
    if kind == "zeta-1":
        return f"zeta({lit(args[0])}) - 1"
    if kind == "polygamma":
        return f"polygamma({args[0].numerator}, {lit(args[1])})"
    return f"{kind}({', '.join(lit(a) for a in args)})"


def family(kind: str) -> str:
    return "zeta" if kind == "zeta-1" else kind


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    modes: list[str] = []

    def add(kind: str, args, p: int = 38, mode: str | None = None) -> bool:
        nonlocal modes
        if mode is None:
            if not modes:
                modes = MODES[:]
                rng.shuffle(modes)
            mode = modes.pop()
        args = tuple(F(a) for a in args)
        expr = expression(kind, args)
        if (expr, p, mode) in seen:
            return False
        try:
            text = reference(kind, args, p, mode)
        except Unsettled:
            return False
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, text))
        return True

    def rand(lo: int, hi: int, negative: float = 0.0) -> Fraction:
        x = fv.rand_dec(rng, lo, hi, rng.randint(1, 12))
        return -x if rng.random() < negative else x

    # Exact values in every mode.
    for s in [0, -1, -2, -3, -5, -7, -13, -21, -50, -99]:
        for m in MODES:
            add("zeta", [s], 38, m)
    for a, b in [(2, 3), (1, 1), (F("0.5"), 2), (F("-2.5"), 3), (-2, 1), (5, F("1e-5")), (F("0.5"), F("-1.5"))]:
        for m in MODES:
            add("beta", [a, b], 38, m)

    # zeta: special places.
    for s in ["2", "3", "4", "5", "0.5", "1.5", "-0.5", "-1.5", "10", "20", "38.5", "100", "100.5", "1000",
              "1.000000000000000000000000000001", "0.999999999999999999999999999999", "1.0000000001",
              "0.9999999999", "1e-30", "-1e-30", "1e-10", "-2.00000000000000000001", "-1.99999999999999999999",
              "-4.000001", "-3.9999", "-6.5", "-10.5", "-33.3", "-101.5", "-250.25", "60", "75.25", "300", "12345",
              "0.001", "2.5", "7", "8", "16", "-0.999", "-2.717"]:
        add("zeta", [F(s)])
    for s in ["1000", "100", "60", "250.5", "3", "2", "1.5", "38"]:
        add("zeta-1", [F(s)])
    # digamma: poles' neighbourhoods, the positive zero, huge and tiny.
    for x in ["1", "2", "0.5", "1.4616321449683623412626595", "1.46163214", "1e-30", "-1e-30", "1e-10",
              "-0.5", "-1.5", "-2.000000001", "-0.999999999999", "-100.25", "-12345.5", "1e6", "123456.789",
              "1e15", "3", "10", "0.25", "-3.75", "7.5"]:
        add("digamma", [F(x)])
    # polygamma: orders 0 to 30, poles' neighbourhoods, negative x.
    for n in [0, 1, 2, 3, 4, 5, 10, 20, 30]:
        for x in ["1", "0.5", "2", "1e-10", "-0.5", "-1.25", "10", "1e4", "-7.9", "3.3"]:
            add("polygamma", [n, F(x)])
    # beta: poles' neighbourhoods, zeros, large, mixed signs.
    for a, b in [("0.5", "0.5"), ("1e-10", "1"), ("1e-10", "2.5"), ("-0.5", "0.25"), ("-1.5", "-0.25"),
                 ("-2.000001", "3.5"), ("100.5", "200.25"), ("1e4", "0.5"), ("1e5", "1e5"), ("0.001", "0.002"),
                 ("3.5", "-1.25"), ("-0.3", "-0.4"), ("1234.5", "0.1")]:
        add("beta", [F(a), F(b)])

    # Random arguments: at least 200 per function at 38 digits.
    def count(fam: str, p: int = 38) -> int:
        return sum(1 for r in rows if r[1] == p and r[0].startswith(fam + "("))

    while count("zeta") < 210:
        r = rng.random()
        if r < 0.45:
            s = rand(-3, 2)
        elif r < 0.7:
            s = -rand(-2, 2)
        elif r < 0.85:
            s = 1 + rand(-30, -1, 0.5)
        else:
            s = rand(-1, 3, 0.3)
        if s == 1 or (s.denominator == 1 and s <= 0):
            continue
        if s < -300:
            continue
        add("zeta", [s])
    while count("digamma") < 210:
        r = rng.random()
        x = rand(-30, 6, 0.4) if r < 0.8 else (-rng.randint(1, 50) + rand(-20, -1, 0.5))
        if x.denominator == 1 and x <= 0:
            continue
        add("digamma", [x])
    while count("polygamma") < 210:
        n = rng.choice([0, 1, 1, 2, 2, 3, 4, 5, 6, 8, 12, 17, 25, 40])
        r = rng.random()
        x = rand(-12, 5, 0.3) if r < 0.8 else (-rng.randint(1, 30) + rand(-12, -1, 0.5))
        if x.denominator == 1 and x <= 0:
            continue
        add("polygamma", [n, x])
    while count("beta") < 210:
        a = rand(-4, 3, 0.25)
        b = rand(-4, 3, 0.25)
        if rng.random() < 0.15:
            b = F(rng.randint(1, 20))
        if any(x.denominator == 1 and x <= 0 for x in (a, b)):
            continue
        add("beta", [a, b])

    # 1,000 digits: twenty per function, chosen cheap enough for a debug build's test: ζ
    # at the integers (Borwein's sum), large arguments (few terms), ψ^(n) at the integers and
    # half-integers (γ, ln 2 and ζ at the integers); the Euler-Maclaurin sums at 1,000 digits
    # cost seconds there, so only a few of them.
    for s in ["3", "5000.5", "2000", "-3001.5", "-7", "2", "4", "5", "6", "7", "8", "9", "10", "11", "13",
              "17", "25", "50", "100", "-21", "-3", "-11", "1000"]:
        if count("zeta", 1000) < 20:
            add("zeta", [F(s)], 1000)
    for x in ["0.3", "1e30", "-1e40", "123456789.5", "1e100", "1", "2", "0.5", "1.5", "3", "10", "100", "7.5",
              "1000", "12.5", "-2.5", "-0.5", "-10.5", "50", "2.5"]:
        x = F(x) - F(1, 2) if x == "-1e40" else F(x)
        add("digamma", [x], 1000)
    for n, x in [(1, "1e30"), (3, "1e20"), (2, "-1e25"), (5, "1e10"), (1, "0.5"), (4, "123456.75"), (2, "1e50"),
                 (1, "1"), (2, "1"), (3, "2"), (2, "0.5"), (4, "3.5"), (1, "10"), (5, "1"), (1, "-0.5"),
                 (3, "-2.5"), (6, "4"), (1, "2.5"), (2, "7"), (3, "0.5"), (1, "30"), (2, "-1.5")]:
        x = F(x) - F(1, 2) if x == "-1e25" else F(x)
        if count("polygamma", 1000) < 20:
            add("polygamma", [n, x], 1000)
    for a, b in [("0.5", "0.25"), ("2.5", "3.5"), ("0.3", "7"), ("-2.5", "4"), ("1e20", "0.5"), ("2", "3"),
                 ("0.5", "0.5"), ("1.5", "2.5"), ("0.5", "3"), ("7", "0.25"), ("10", "11"), ("0.5", "1.5"),
                 ("2.5", "2.5"), ("-0.5", "1"), ("1e20", "3"), ("100.5", "0.5"), ("3", "4.5"), ("0.25", "0.75"),
                 ("20", "0.5"), ("-1.5", "2.5")]:
        add("beta", [F(a), F(b)], 1000)

    # Issue 35 counts distinct arguments (scripts/count-function-vectors.py; beta's only where
    # an argument is not whole), and the exact cases above take seven rows each: more random
    # arguments at 38 digits, one row each, until every function has 210 distinct ones. A
    # generator of their own keeps the rows above as they were.
    top = random.Random(SEED + 35)

    def distinct(fam: str, p: int = 38) -> int:
        return len({r[0] for r in rows if r[1] == p and r[0].startswith(fam + "(")
                    and not (fam == "beta" and all("e" not in a and "." not in a
                                                  for a in r[0][5:-1].split(", ")))})

    def trand(lo: int, hi: int, negative: float = 0.0) -> Fraction:
        x = fv.rand_dec(top, lo, hi, top.randint(1, 20))
        return -x if top.random() < negative else x

    for s in ["1e-150", "-1e-150", "1.000000000000000000000000000000000000001", "-19.99999999999999", "-0.5e-20",
              "200.5", "-200.5", "1e4", "33.3333"]:
        add("zeta", [F(s)])
    for a, b in [("1e-150", "0.5"), ("1e6", "1e-6"), ("-3.5", "1e-20"), ("0.5", "1e10"), ("1e4", "1e4"),
                 ("-5.000000000000001", "2.5")]:
        add("beta", [F(a), F(b)])
    while distinct("zeta") < 210:
        r = top.random()
        if r < 0.4:
            s = trand(-6, 2, 0.2)
        elif r < 0.6:
            s = -trand(-3, 2)
        elif r < 0.8:
            s = 1 + trand(-35, -1, 0.5)
        else:
            s = trand(-1, 3, 0.3)
        if s == 1 or (s.denominator == 1 and s <= 0) or s < -300:
            continue
        add("zeta", [s])
    while distinct("beta") < 210:
        a = trand(-6, 4, 0.25)
        b = trand(-6, 4, 0.25) if top.random() < 0.85 else F(top.randint(1, 30))
        if top.random() < 0.5:
            a, b = b, a
        if any(x.denominator == 1 and x <= 0 for x in (a, b)) or a.denominator == b.denominator == 1:
            continue
        add("beta", [a, b])

    order = ["zeta", "beta", "digamma", "polygamma"]
    rows.sort(key=lambda r: (order.index(r[0].split("(")[0]), r[1], r[0], r[2]))
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-zeta-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    for fam in order:
        print(fam, count(fam), count(fam, 1000), "distinct at 38 digits:", distinct(fam))
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
