#!/usr/bin/env python3
"""Generate reference vectors for erf, erfc, erfinv, Ei and li.

Run from any directory:

    python3 scripts/make-error-function-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/error-functions.tsv, read by
Tests/CalcKitTests/Vectors/ErrorFunctionVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

At least 200 arguments per function at 38 digits in the seven rounding modes (random
arguments over many magnitudes and both signs, the domain edges, tiny and huge ones), and
twenty per function at 1,000 digits.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value is computed twice by two unrelated libraries: mpmath (erf, erfc, erfinv, ei,
  li) at p + 40 digits and more for long arguments, and python-flint's Arb (arb.erf, erfc,
  erfinv, ei, li), whose ball is a proven enclosure, at p + 40 digits. The Arb ball must
  contain mpmath's value, be narrower than 10^-(p+20) relative to it, and the value must
  lie at least 10^-15 units in the last place from a rounding boundary (a closer candidate
  is dropped); the two must then round to the same text.
* Exact values (erf(0) = erfinv(0) = li(0) = 0, erfc(0) = 1) are Fractions.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked
  by integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "error-functions.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261128
MODES = list(mv.MODES)
KINDS = ["erf", "erfc", "erfinv", "Ei", "li"]

MPMATH = {"erf": mpmath.erf, "erfc": mpmath.erfc, "erfinv": mpmath.erfinv, "Ei": mpmath.ei, "li": mpmath.li}


def arb_value(kind: str, x: Fraction):
    a = flint.arb(flint.fmpq(x.numerator, x.denominator))
    return {"erf": a.erf, "erfc": a.erfc, "erfinv": a.erfinv, "Ei": a.ei, "li": a.li}[kind]()


class Unsettled(Exception):
    pass


def exact_value(kind: str, x: Fraction) -> Fraction | None:
    if x == 0:
        return {"erf": Fraction(0), "erfc": Fraction(1), "erfinv": Fraction(0), "li": Fraction(0)}.get(kind)
    return None


def arf_fraction(v) -> Fraction:
    man, exp = v.man_exp()
    man, exp = int(man), int(exp)
    return Fraction(man * 2**exp) if exp >= 0 else Fraction(man, 2**-exp)


def extra_digits(x: Fraction) -> int:
    """Digits beyond p that hold x exactly (and 1 - x for erfinv near 1)."""
    return len(str(x.numerator)) + len(str(x.denominator))


def reference(kind: str, x: Fraction, p: int, mode: str) -> str:
    ex = exact_value(kind, x)
    if ex is not None:
        return mv.expected(ex, p, mode)
    dps = p + 40 + extra_digits(x)
    # Values as far out as erfc(1000) ~ 1e-434298 are scaled by 10^-E (E about their decimal
    # exponent) before they become Fractions: rounding to p digits commutes with the
    # scaling, and the exponent is put back after (a Fraction of 434,000 digits would make
    # the decimal rounding crawl).
    with mpmath.workdps(dps):
        value = MPMATH[kind](fv.mpf_of(x))
        if value == 0:
            raise Unsettled
        e = int(mpmath.floor(mpmath.log10(abs(value))))
        scaled = fv.to_fraction(value / mpmath.mpf(10) ** e)
    mp = Fraction(int(scaled.numerator), int(scaled.denominator))
    flint.ctx.dps = dps
    try:
        ball = arb_value(kind, x) / flint.arb(10) ** e
    finally:
        flint.ctx.dps = 15
    if not ball.is_finite():
        raise Unsettled
    mid, rad = arf_fraction(ball.mid()), arf_fraction(ball.rad())
    assert abs(mp - mid) <= rad + abs(mp) * Fraction(1, 10 ** (p + 30)), (kind, x, p, float(mp), float(mid))
    if rad > abs(mp) / 10 ** (p + 20):
        raise Unsettled
    if fv.boundary_distance(mp, p) < Fraction(1, 10**15):
        raise Unsettled
    texts = set()
    for v in (mp, mid):
        r1 = mv.round_with_decimal(v, p, mode)
        r2 = mv.round_with_integers(v, p, mode)
        assert r1 == r2, (kind, x, p, mode, r1, r2)
        sign, c, q = r1
        texts.add(mv.format_rounded((sign, c, q + e), p))
    assert len(texts) == 1, ("mpmath and Arb disagree", kind, x, p, mode, texts)
    return texts.pop()


def literal(x: Fraction) -> str:
    """A short decimal as calc reads it, or n/d."""
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    y = abs(x)
    exponent = 0
    while y.denominator != 1 and exponent > -400:
        y *= 10
        exponent -= 1
    if y.denominator == 1:
        return f"{sign}{y.numerator}e{exponent}"
    return f"{sign}{abs(x.numerator)}/{x.denominator}"


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    modes: list[str] = []

    def add(kind: str, x: Fraction, p: int = 38, mode: str | None = None, text: str | None = None) -> bool:
        nonlocal modes
        if mode is None:
            if not modes:
                modes = MODES[:]
                rng.shuffle(modes)
            mode = modes.pop()
        expr = f"{kind}({text or literal(x)})"
        if (expr, p, mode) in seen:
            return False
        try:
            value = reference(kind, x, p, mode)
        except Unsettled:
            return False
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, value))
        if len(rows) % 100 == 0:
            print(f"{len(rows)} rows, last {expr} at {p}", file=sys.stderr, flush=True)
        return True

    F = Fraction
    one = F(1)
    # Exact values in every mode.
    for kind, x in [("erf", 0), ("erfc", 0), ("erfinv", 0), ("li", 0)]:
        for m in MODES:
            add(kind, F(x), 38, m)
    # Edges in every mode: tiny, huge, near the ends of the domain.
    edges = {
        "erf": ["1e-30", "-1e-30", "1e-300", "3e-12", "0.5", "-2", "6", "-9.5", "12", "30", "-100", "400"],
        "erfc": ["1e-30", "-1e-30", "0.5", "-2", "6", "9.5", "-9.5", "27", "30", "100", "1000", "-30", "-400"],
        "erfinv": ["1e-30", "-1e-30", "0.5", "-0.5", "0.9", "0.999", "-0.999999", "0.1", "2/3"],
        "Ei": ["1e-30", "-1e-30", "0.3725", "0.3726", "-1", "1", "2", "10", "-10", "50", "-50", "200", "-200",
               "700", "-700", "1000", "-1000", "1e4", "-5000"],
        "li": ["1e-30", "1e-300", "0.5", "0.9999", "1.0001", "1.4513", "1.4514", "2", "10", "1e6", "1e10", "1e100",
               "1e1000", "3/7"],
    }
    for kind, xs in edges.items():
        for x in xs:
            for m in MODES:
                add(kind, F(x), 38, m)
    for k in [1, 2, 5, 10, 20, 30, 50, 100, 300]:
        for m in MODES:
            add("erfinv", one - F(1, 10**k), 38, m, f"1 - 1e-{k}")
        add("erfinv", F(1, 10**k) - one, 38, None, f"1e-{k} - 1")
    # Random arguments at 38 digits, until each function has at least 200.
    def count(kind: str) -> int:
        return sum(1 for r in rows if r[0].startswith(kind + "(") and r[1] == 38)

    attempts = 0
    for kind in KINDS:
        while count(kind) < 230 and attempts < 100_000:
            attempts += 1
            r = rng.random()
            if kind in ("erf", "erfc"):
                x = fv.rand_dec(rng, -8, 1) if r < 0.8 else fv.rand_dec(rng, -40, -9)
                if kind == "erfc" and r > 0.9:
                    x = fv.in_range(rng, F(5), F(200))
                if rng.random() < 0.4:
                    x = -x
            elif kind == "erfinv":
                if r < 0.6:
                    x = fv.in_range(rng, F(-999, 1000), F(999, 1000))
                elif r < 0.8:
                    x = one - fv.rand_dec(rng, -40, -3)
                else:
                    x = fv.rand_dec(rng, -30, -2) * rng.choice([1, -1])
                if abs(x) >= 1:
                    continue
            elif kind == "Ei":
                x = fv.rand_dec(rng, -10, 2) if r < 0.85 else fv.in_range(rng, F(100), F(3000))
                if rng.random() < 0.45:
                    x = -x
            else:
                x = fv.rand_dec(rng, -20, 30) if r < 0.7 else fv.in_range(rng, F(1, 100), F(20))
                if x == 1:
                    continue
            if x == 0:
                continue
            add(kind, x)
    # A few other precisions.
    for kind, x in [("erf", "0.75"), ("erfc", "3"), ("erfinv", "0.25"), ("Ei", "-2.5"), ("li", "100")]:
        for p in [1, 5, 10, 20, 50, 100]:
            add(kind, F(x), p)
    # 1,000 digits: twenty per function (small and large, both signs, near the ends).
    for kind, xs in {
        "erf": ["0.5", "-3", "1e-30", "40", "1", "2", "0.1", "-0.25", "5", "10", "-7", "0.001", "1.5", "3.75",
                "20", "-1e-5", "0.7", "25", "60", "100", "0.3", "-12", "4.25"],
        "erfc": ["2", "-1.5", "30", "1000", "0.5", "1", "5", "10", "-3", "0.1", "50", "100", "-0.5", "3", "7.5",
                 "20", "200", "15", "1e-10", "-1e-10"],
        "erfinv": ["0.5", "-0.9", "0.1", "0.25", "0.75", "-0.3", "0.99", "0.2", "1e-10", "-0.6", "0.01",
                   "0.95", "2/3", "-0.125", "0.3", "0.8", "-0.05", "-0.15", "1e-30"],
        "Ei": ["1", "-20", "3000", "0.3725", "2", "-1", "10", "-5", "0.5", "100", "-100", "50", "1e-10", "-1e-10",
               "5", "0.1", "25", "-0.5", "500", "1e4"],
        "li": ["2", "1e6", "0.5", "1e100", "3", "10", "100", "0.1", "1.5", "1e10", "1e20", "4", "0.99", "1.01",
               "1000", "7", "1e-10", "50", "0.3", "1e50"],
    }.items():
        for x in xs:
            add(kind, F(x), 1000)
    for text, x in [("1 - 1e-30", one - F(1, 10**30))]:
        add("erfinv", x, 1000, None, text)

    # Issue 35 counts distinct arguments (scripts/count-function-vectors.py), and the edges
    # above take seven rows each: more random arguments at 38 digits, one row each, until
    # every function has 210 distinct ones. A generator of their own keeps the rows above.
    top = random.Random(SEED + 35)

    def distinct(kind: str, p: int = 38) -> int:
        return len({r[0] for r in rows if r[1] == p and r[0].startswith(kind + "(")})

    for kind, xs in {
        "erf": ["1e-300", "-1e-100", "5.9", "-26.5", "1e4", "0.4769362762044699"],
        "erfc": ["1e-300", "-1e-100", "26.5", "-6", "1e4", "0.4769362762044699", "105.25"],
        "erfinv": ["1e-300", "-1e-100", "0.8427007929497149", "-0.9999999999999999999999999",
                   "0.99999999999999999999999999999999999999"],
        "Ei": ["1e-300", "-1e-300", "0.37250741078136663446", "-0.37250741078136663446", "2000.5", "-2000.5",
               "3e3"],
        "li": ["1e-100", "1.45136923488338105028", "1.000000000000000000000000000001",
               "0.999999999999999999999999999999", "1e300", "2.5e500", "1e-5"],
    }.items():
        for x in xs:
            add(kind, F(x), 38)
    for kind in KINDS:
        tries = 0
        while distinct(kind) < 210 and tries < 20_000:
            tries += 1
            r = top.random()
            sig = top.randint(1, 20)
            if kind in ("erf", "erfc"):
                x = fv.rand_dec(top, -6, 1, sig) if r < 0.8 else fv.rand_dec(top, -60, -7, sig)
                if kind == "erfc" and r > 0.9:
                    x = fv.in_range(top, F(5), F(300))
                if top.random() < 0.4:
                    x = -x
            elif kind == "erfinv":
                if r < 0.5:
                    x = fv.in_range(top, F(-9999, 10000), F(9999, 10000), sig)
                elif r < 0.75:
                    x = one - fv.rand_dec(top, -45, -3, sig)
                else:
                    x = fv.rand_dec(top, -40, -2, sig)
                if top.random() < 0.4:
                    x = -x
                if abs(x) >= 1:
                    continue
            elif kind == "Ei":
                x = fv.rand_dec(top, -30, 2, sig) if r < 0.85 else fv.in_range(top, F(100), F(3000))
                if top.random() < 0.45:
                    x = -x
            else:
                if r < 0.4:
                    x = fv.rand_dec(top, -30, 0, sig)
                elif r < 0.8:
                    x = fv.rand_dec(top, 0, 60, sig)
                else:
                    x = one + fv.rand_dec(top, -30, -1, sig) * top.choice([1, -1])
                if x == 1 or x <= 0:
                    continue
            if x == 0:
                continue
            add(kind, x)

    rows.sort(key=lambda r: (KINDS.index(r[0].split("(")[0]), r[1], r[0], r[2]))
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-error-function-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    per = {k: distinct(k) for k in KINDS}
    thousand = {k: sum(1 for r in rows if r[1] == 1000 and r[0].startswith(k + "(")) for k in KINDS}
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}; at 38 digits {per}; at 1000 digits {thousand}")


if __name__ == "__main__":
    main()
