#!/usr/bin/env python3
"""Generate reference vectors for lambertw, besselj, bessely and agm.

Run from any directory:

    python3 scripts/make-lambert-bessel-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/lambert-bessel.tsv, read by
Tests/CalcKitTests/Vectors/LambertBesselVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value is computed twice, by two independent libraries: mpmath (lambertw, besselj,
  bessely, agm at p + 40 digits) and python-flint's Arb (arb.lambertw, arb.bessel_j,
  arb.bessel_y, arb.agm at (p + 40) * 3.33 + 64 bits). Arb's result is a ball: both its
  ends must round to the same text (a ball that does not decide is computed again with
  more bits, and a value within 1e-30 units in the last place of a rounding boundary is
  dropped), and mpmath's value must round to that same text.
* Exact values (lambertw(0) = 0, lambertw(e) = 1, lambertw(-1/e) = -1 on both branches,
  besselj(0, 0) = 1, besselj(n, 0) = 0, agm(a, a) = a, agm(0, b) = 0) are Fractions.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked by
  integer rounding), as for the other fixtures.

The arguments: random decimals over many magnitudes (1e-300 to 1e1000 for lambertw, to
1e3 for the Bessel functions (a debug build's test takes seconds for each beyond 100), 1e-300 to 1e300 for agm), the branch point -1/e and points
within 1e-30 of it on both branches, zeros of J_n and Y_n (mpmath's besseljzero and
besselyzero, rounded to 40 digits), negative orders and arguments; 38 digits in every
rounding mode, and 20 of each function at 1,000 digits.
"""

from __future__ import annotations

import random
import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath
from flint import arb, ctx, fmpq

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "lambert-bessel.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261128
MODES = list(mv.MODES)
F = Fraction


class Unsettled(Exception):
    pass


# An argument: its calc text, and its value for mpmath and for Arb (at the current
# precision of each).
class Arg:
    def __init__(self, text: str, mp, ab, exact: Fraction | None):
        self.text, self.mp, self.ab, self.exact = text, mp, ab, exact


def lit(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    exponent = 0
    while x.denominator != 1:
        x *= 10
        exponent -= 1
    return f"{sign}{x.numerator}e{exponent}"


def rational(x: Fraction) -> Arg:
    return Arg(lit(x), lambda: mpmath.mpf(x.numerator) / x.denominator,
               lambda: arb(fmpq(x.numerator, x.denominator)), x)


def integer(n: int) -> Arg:
    return rational(F(n))


def minus_inverse_e_plus(delta: Fraction) -> Arg:
    text = "-1/e" if delta == 0 else f"-1/e + {lit(delta)}"
    return Arg(text, lambda: -1 / mpmath.e + mpmath.mpf(delta.numerator) / delta.denominator,
               lambda: -1 / arb.const_e() + arb(fmpq(delta.numerator, delta.denominator)), None)


E = Arg("e", lambda: mpmath.e, lambda: arb.const_e(), None)


def mp_value(kind: str, args: list[Arg]):
    a = [x.mp() for x in args]
    if kind == "lambertw":
        return mpmath.lambertw(a[0], int(args[1].exact) if len(args) > 1 else 0).real
    if kind == "besselj":
        return mpmath.besselj(int(args[0].exact), a[1])
    if kind == "bessely":
        return mpmath.bessely(int(args[0].exact), a[1])
    return mpmath.agm(a[0], a[1])


def arb_value(kind: str, args: list[Arg]):
    a = [x.ab() for x in args]
    if kind == "lambertw":
        return a[0].lambertw(branch=int(args[1].exact) if len(args) > 1 else 0)
    if kind == "besselj":
        return a[1].bessel_j(a[0])
    if kind == "bessely":
        return a[1].bessel_y(a[0])
    return a[0].agm(a[1])


def arb_fraction(x) -> tuple[Fraction, Fraction]:
    mid, rad = x.mid(), x.rad()
    (mm, me), (rm, re) = mid.man_exp(), rad.man_exp()
    m = F(int(mm)) * F(2) ** int(me)
    r = F(int(rm)) * F(2) ** int(re)
    return m - r, m + r


def exact_value(kind: str, args: list[Arg]) -> Fraction | None:
    ex = [a.exact for a in args]
    if kind == "lambertw" and ex[0] == 0:
        return F(0)
    if kind == "lambertw" and args[0].text == "e":
        return F(1)
    if kind == "lambertw" and args[0].text == "-1/e":
        return F(-1)
    if kind == "besselj" and ex[1] == 0:
        return F(1) if ex[0] == 0 else F(0)
    if kind == "agm" and (ex[0] == 0 or ex[1] == 0):
        return F(0)
    if kind == "agm" and ex[0] is not None and ex[0] == ex[1]:
        return ex[0]
    return None


def reference(kind: str, args: list[Arg], p: int, mode: str) -> str:
    ex = exact_value(kind, args)
    if ex is not None:
        return mv.expected(ex, p, mode)
    bits = int((p + 40) * 3.33) + 64
    for _ in range(4):
        ctx.prec = bits
        lo, hi = arb_fraction(arb_value(kind, args))
        if lo != hi and mv.expected(lo, p, mode) == mv.expected(hi, p, mode):
            break
        bits *= 2
    else:
        raise Unsettled
    text = mv.expected(lo, p, mode)
    if fv.boundary_distance((lo + hi) / 2, p) < F(1, 10**30):
        raise Unsettled
    # mpmath works in absolute terms near a zero of J or Y: digits for the value's smallness.
    small = max(0, -mv.adjusted_exponent(abs(lo))) if lo != 0 else 0
    with mpmath.workdps(p + 40 + small):
        v = fv.to_fraction(mp_value(kind, args))
        other = mv.expected(F(int(v.numerator), int(v.denominator)), p, mode)
    assert other == text, ("mpmath and Arb disagree", kind, [a.text for a in args], p, mode, text, other)
    return text


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    modes: list[str] = []

    def add(kind: str, args: list[Arg], p: int = 38, mode: str | None = None) -> None:
        nonlocal modes
        if mode is None:
            if not modes:
                modes = MODES[:]
                rng.shuffle(modes)
            mode = modes.pop()
        expr = f"{kind}({', '.join(a.text for a in args)})"
        if (expr, p, mode) in seen:
            return
        try:
            text = reference(kind, args, p, mode)
        except Unsettled:
            return
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, text))

    def rdec(lo: int, hi: int, sig: int | None = None) -> Fraction:
        return fv.rand_dec(rng, lo, hi, sig or rng.randint(1, 30))

    # Exact values, in every mode.
    for m in MODES:
        add("lambertw", [integer(0)], 38, m)
        add("lambertw", [E], 38, m)
        add("lambertw", [minus_inverse_e_plus(F(0))], 38, m)
        add("lambertw", [minus_inverse_e_plus(F(0)), integer(-1)], 38, m)
        add("besselj", [integer(0), integer(0)], 38, m)
        add("besselj", [integer(3), integer(0)], 38, m)
        add("agm", [rational(F("2.5")), rational(F("2.5"))], 38, m)
        add("agm", [integer(0), integer(7)], 38, m)

    # lambertw: the principal branch over many magnitudes, the branch -1, the branch point.
    for _ in range(120):
        adj = rng.choice([rng.randint(-300, -20), rng.randint(-20, 3), rng.randint(-5, 5), rng.randint(3, 1000)])
        x = rdec(adj, adj)
        if rng.random() < 0.25:
            x = -rdec(-12, -1)
            if x <= F("-0.367879"):
                x = F("-0.3")
        add("lambertw", [rational(x)] + ([integer(0)] if rng.random() < 0.1 else []))
    for _ in range(60):
        adj = rng.choice([rng.randint(-300, -2), rng.randint(-3, -1)])
        x = -rdec(adj, adj)
        if x <= F("-0.367879"):
            x = F("-0.25")
        add("lambertw", [rational(x), integer(-1)])
    for k in [30, 20, 10, 5]:
        for branch in ([], [integer(-1)]):
            add("lambertw", [minus_inverse_e_plus(F(1, 10**k))] + branch)
            add("lambertw", [minus_inverse_e_plus(F(3, 10**k))] + branch)
    for x in ["-0.36787944117144", "-0.3678794411714423", "-0.367879441171442", "-0.36787944"]:
        add("lambertw", [rational(F(x))])
        add("lambertw", [rational(F(x)), integer(-1)])
    for x in ["1", "2", "10", "1e100", "1e1000", "-0.1", "1e-30", "-1e-30"]:
        add("lambertw", [rational(F(x))])

    # besselj and bessely: orders -20 to 60, arguments 1e-30 to 1e3, zeros.
    for kind in ["besselj", "bessely"]:
        for _ in range(200):
            n = rng.choice([0, 1, 2, rng.randint(-20, 20), rng.randint(0, 60)])
            adj = rng.choice([rng.randint(-30, -1), rng.randint(-1, 1), rng.randint(0, 1), 2 if rng.random() < 0.1 else 1])
            x = rdec(adj, adj)
            if kind == "besselj" and rng.random() < 0.3:
                x = -x
            add(kind, [integer(n), rational(x)])
        zero = mpmath.besseljzero if kind == "besselj" else mpmath.besselyzero
        for n in [0, 1, 2, 5]:
            for k in [1, 2, 3, 10]:
                with mpmath.workdps(60):
                    z = F(mpmath.nstr(zero(n, k), 40, min_fixed=-1000, max_fixed=1000))
                add(kind, [integer(n), rational(z)])
        for n, x in [(0, "1000"), (1, "999.5"), (3, "500"), (-3, "7.25"), (-4, "0.5")]:
            add(kind, [integer(n), rational(F(x))])

    # agm: random pairs over many magnitudes.
    for _ in range(200):
        a = rdec(-300, 300) if rng.random() < 0.3 else rdec(-5, 5)
        b = rdec(-5, 5) if rng.random() < 0.7 else rdec(-300, 300)
        add("agm", [rational(a), rational(b)])
    for a, b in [("1", "2"), ("1", "1e-100"), ("1e300", "1e-300"), ("24", "6"), ("1", "1.0000000001")]:
        add("agm", [rational(F(a)), rational(F(b))])

    # 20 of each at 1,000 digits, every mode.
    for kind in ["lambertw", "besselj", "bessely", "agm"]:
        for i in range(20):
            mode = MODES[i % len(MODES)]
            if kind == "lambertw":
                args = [rational(rdec(-30, 30, 20))] if i % 4 else [rational(-rdec(-20, -2, 10)), integer(-1)]
                if i == 1:
                    args = [minus_inverse_e_plus(F(1, 10**40))]
            elif kind == "agm":
                args = [rational(rdec(-10, 10)), rational(rdec(-10, 10))]
            else:
                args = [integer(rng.randint(-5, 10)), rational(rdec(-3, 1, 12))]
            add(kind, args, 1000, mode)

    # Issue 35: at least 200 distinct arguments on each branch of lambertw at 38 digits and 20
    # at 1,000 (scripts/count-function-vectors.py counts them). A generator of their own keeps
    # the rows above as they were.
    top = random.Random(SEED + 35)

    def distinct(branch: int, p: int) -> int:
        exprs = {r[0] for r in rows if r[1] == p and r[0].startswith("lambertw(")}
        return len({e for e in exprs if e.endswith(", -1)") == (branch == -1)})

    def principal() -> Fraction:
        r = top.random()
        adj = top.randint(-300, -20) if r < 0.15 else top.randint(-20, 6) if r < 0.75 else top.randint(6, 3000)
        x = fv.rand_dec(top, adj, adj, top.randint(1, 25))
        if top.random() < 0.25:
            x = -fv.rand_dec(top, -40, -1, top.randint(1, 25))
        return x

    def lower() -> Fraction:
        # -1/e < x < 0: tiny, ordinary, or just above the branch point.
        r = top.random()
        if r < 0.3:
            return -fv.rand_dec(top, -300, -5, top.randint(1, 25))
        if r < 0.8:
            return -fv.in_range(top, F("0.00001"), F("0.3678"), top.randint(1, 20))
        return -F("0.36787944117144232159552377016146086744") + fv.rand_dec(top, -38, -6, top.randint(1, 6))

    for k in [35, 25, 15, 12, 8, 3]:
        for branch in ([], [integer(-1)]):
            add("lambertw", [minus_inverse_e_plus(F(7, 10**k))] + branch)
    tries = 0
    while distinct(0, 38) < 210 and tries < 5000:
        tries += 1
        add("lambertw", [rational(principal())])
    tries = 0
    while distinct(-1, 38) < 210 and tries < 5000:
        tries += 1
        x = lower()
        if -F(1) / F("2.718281828459045235360287471352662497758") < x < 0:
            add("lambertw", [rational(x), integer(-1)])
    i = 0
    while (distinct(0, 1000) < 20 or distinct(-1, 1000) < 20) and i < 200:
        mode = MODES[i % len(MODES)]
        i += 1
        if distinct(0, 1000) < 20:
            add("lambertw", [rational(fv.rand_dec(top, -40, 40, top.randint(1, 20)))], 1000, mode)
        if distinct(-1, 1000) < 20:
            x = lower()
            if -F(1) / F("2.718281828459045235360287471352662497758") < x < 0:
                add("lambertw", [rational(x), integer(-1)], 1000, mode)

    order = ["lambertw", "besselj", "bessely", "agm"]
    rows.sort(key=lambda r: (order.index(r[0].split("(")[0]), r[1], r[0], r[2]))
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-lambert-bessel-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    counts = {k: sum(1 for r in rows if r[0].startswith(k + "(")) for k in order}
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}: {counts}")
    print(f"  distinct lambertw arguments: principal {distinct(0, 38)} at 38 digits, {distinct(0, 1000)} at 1,000;"
          f" branch -1 {distinct(-1, 38)} and {distinct(-1, 1000)}")


if __name__ == "__main__":
    main()
