#!/usr/bin/env python3
"""Generate reference vectors for the reciprocal and co-functions and the near-zero forms.

Run from any directory:

    python3 scripts/make-reciprocal-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/reciprocal.tsv, read by
Tests/CalcKitTests/Vectors/ReciprocalVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The families: sec csc cot, asec acsc acot, sech csch coth, asech acsch acoth (radians),
and log1p expm1, at precisions 1 to 100 and all seven rounding modes, with arguments
from 1e-30 to 1e6.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from mpmath's own function (mpmath.sec, mpmath.acot, mpmath.log1p,
  mpmath.expm1, ...) at p+50 and p+100 digits; both must round the same and lie at
  least 1e-35 units in the last place from a rounding boundary (a closer candidate is
  dropped).
* It is recomputed by a second formula at p+60 digits plus the digits the argument's
  smallness cancels: 1/cos, 1/sin, cos/sin, acos(1/x), asin(1/x), atan(1/x) (pi/2 at 0),
  1/cosh, 1/sinh, cosh/sinh, log((1 + sqrt(1 - x^2))/x), asinh(1/x), log((x+1)/(x-1))/2,
  log(1 + x) and exp(x) - 1; the two must round to the same text.
* It is decided a third time by python-flint's Arb (arb.sec, csc, cot, sech, csch, coth,
  log1p, expm1; acos, asin, atan, acosh, asinh, atanh of 1/x for the inverses): both ends
  of the proven ball, at p+40 digits and more until they round alike, must give the text.
* Issue 35's count: at least 200 distinct arguments per function at 38 digits and 20 at
  1,000 digits (poles and zeros to 37 digits of pi/2 and pi, the ends of each domain, 1e-300
  to 1e300, random decimals), from a generator of their own after the rows above
  (scripts/count-function-vectors.py counts them).
* Exact values (sec(0) = sech(0) = 1, log1p(0) = expm1(0) = 0, asec(1) = asech(1) = 0)
  are Fractions.
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
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "reciprocal.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261127
MODES = list(mv.MODES)
PRECISIONS = [1, 2, 3, 5, 10, 20, 38, 50, 100]

FIRST = {
    "sec": mpmath.sec, "csc": mpmath.csc, "cot": mpmath.cot,
    "asec": mpmath.asec, "acsc": mpmath.acsc, "acot": mpmath.acot,
    "sech": mpmath.sech, "csch": mpmath.csch, "coth": mpmath.coth,
    "asech": mpmath.asech, "acsch": mpmath.acsch, "acoth": mpmath.acoth,
    "log1p": mpmath.log1p, "expm1": mpmath.expm1,
}


def second(kind: str, x):
    m = mpmath
    return {
        "sec": lambda: 1 / m.cos(x), "csc": lambda: 1 / m.sin(x), "cot": lambda: m.cos(x) / m.sin(x),
        "asec": lambda: m.acos(1 / x), "acsc": lambda: m.asin(1 / x),
        "acot": lambda: m.pi / 2 if x == 0 else m.atan(1 / x),
        "sech": lambda: 1 / m.cosh(x), "csch": lambda: 1 / m.sinh(x), "coth": lambda: m.cosh(x) / m.sinh(x),
        "asech": lambda: m.log((1 + m.sqrt(1 - x * x)) / x), "acsch": lambda: m.asinh(1 / x),
        "acoth": lambda: m.log((x + 1) / (x - 1)) / 2,
        "log1p": lambda: m.log(1 + x), "expm1": lambda: m.exp(x) - 1,
    }[kind]()


class Unsettled(Exception):
    pass


def arb_first(kind: str, x: Fraction):
    """The value as a proven Arb ball: Arb's own function, or the inverse of 1/x."""
    a = flint.arb(flint.fmpq(x.numerator, x.denominator))
    if kind in ("sec", "csc", "cot", "sech", "csch", "coth", "log1p", "expm1"):
        return getattr(a, kind)()
    if kind == "acot" and x == 0:
        return flint.arb.pi() / 2
    inverse = {"asec": "acos", "acsc": "asin", "acot": "atan", "asech": "acosh", "acsch": "asinh", "acoth": "atanh"}
    return getattr(1 / a, inverse[kind])()


def arb_text(kind: str, x: Fraction, p: int, mode: str) -> str:
    """Arb's rounding of the value: both ends of its ball must round alike (more bits if not)."""
    bits = int((p + 40) * 3.33) + 64
    for _ in range(5):
        old = flint.ctx.prec
        flint.ctx.prec = bits
        try:
            ball = arb_first(kind, x)
        finally:
            flint.ctx.prec = old
        if ball.is_finite():
            mid, rad = fv_arb_fraction(ball.mid()), fv_arb_fraction(ball.rad())
            lo, hi = mid - rad, mid + rad
            if lo != 0 and hi != 0 and (lo < 0) == (hi < 0):
                texts = {mv.expected(lo, p, mode), mv.expected(hi, p, mode)}
                if len(texts) == 1:
                    return texts.pop()
        bits *= 2
    raise Unsettled


def fv_arb_fraction(v) -> Fraction:
    """An exact arb (a midpoint or a radius) as a Fraction."""
    if v.is_zero():
        return Fraction(0)
    m, e = v.man_exp()
    m, e = int(m), int(e)
    return Fraction(m * 2**e) if e >= 0 else Fraction(m, 2**-e)


def exact_value(kind: str, x: Fraction) -> Fraction | None:
    if x == 0 and kind in ("log1p", "expm1"):
        return Fraction(0)
    if x == 0 and kind in ("sec", "sech"):
        return Fraction(1)
    if x == 1 and kind in ("asec", "asech"):
        return Fraction(0)
    return None


def mpf(x: Fraction):
    return mpmath.mpf(x.numerator) / x.denominator


def value(function, x: Fraction, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        v = fv.to_fraction(function(mpf(x)))
    # Plain ints: the gmpy backend's mpz would make Fraction arithmetic fail.
    return Fraction(int(v.numerator), int(v.denominator))


def reference(kind: str, x: Fraction, p: int, mode: str) -> str:
    ex = exact_value(kind, x)
    if ex is not None:
        return mv.expected(ex, p, mode)
    approx = [value(FIRST[kind], x, p + g) for g in (50, 100)]
    if min(fv.boundary_distance(a, p) for a in approx) < Fraction(1, 10**35):
        raise Unsettled
    texts = {mv.expected(a, p, mode) for a in approx}
    assert len(texts) == 1, (kind, x, p, mode, texts)
    text = texts.pop()
    # The second formula cancels about as many digits as the argument is small.
    # acoth's log((x + 1)/(x - 1)) cancels about twice as many digits as x is large.
    small = 0 if x == 0 else max(0, -mv.adjusted_exponent(abs(x)))
    large = 0 if x == 0 else max(0, mv.adjusted_exponent(abs(x)))
    other = mv.expected(value(lambda t: second(kind, t), x, p + 60 + 2 * small + 2 * large), p, mode)
    assert other == text, ("second formula disagrees", kind, x, p, mode, text, other)
    ball = arb_text(kind, x, p, mode)
    assert ball == text, ("Arb disagrees", kind, x, p, mode, text, ball)
    return text


def _lit(x: Fraction) -> str:
    if x.denominator == 1:
        return str(x.numerator)
    sign = "-" if x < 0 else ""
    x = abs(x)
    # A short decimal: every argument here is one.
    exponent = 0
    while x.denominator != 1:
        x *= 10
        exponent -= 1
    return f"{sign}{x.numerator}e{exponent}"


def main() -> None:
    rng = random.Random(SEED)
    rows: list[tuple[str, int, str, str]] = []
    seen: set[tuple[str, int, str]] = set()
    modes: list[str] = []

    def add(kind: str, x: Fraction, p: int | None = None, mode: str | None = None) -> None:
        nonlocal modes
        p = p or rng.choice(PRECISIONS)
        if mode is None:
            if not modes:
                modes = MODES[:]
                rng.shuffle(modes)
            mode = modes.pop()
        expr = f"{kind}({_lit(x)})"
        if (expr, p, mode) in seen:
            return
        try:
            text = reference(kind, x, p, mode)
        except Unsettled:
            return
        seen.add((expr, p, mode))
        rows.append((expr, p, mode, text))

    F = Fraction
    # Exact values and every mode at a few points.
    for kind, x in [("sec", 0), ("sech", 0), ("log1p", 0), ("expm1", 0), ("asec", 1), ("asech", 1)]:
        for m in MODES:
            add(kind, F(x), 1, m)
    ordinary = ["0.5", "-0.5", "1", "2", "-3", "10", "1e-10", "-1e-10", "123.456"]
    for kind in ["sec", "csc", "cot", "sech", "csch", "coth"]:
        for x in ordinary:
            add(kind, F(x), 38, "half-even")
    for kind in ["asec", "acsc", "acoth"]:
        for x in ["1.5", "-1.5", "2", "-7", "1e6", "-1e6", "1.0000001"]:
            add(kind, F(x), 38, "half-even")
    for x in ["0", "0.5", "-0.5", "2", "-2", "1e-10", "1e6"]:
        add("acot", F(x), 38, "half-even")
    for x in ["0.5", "0.999", "1e-10", "0.25"]:
        add("asech", F(x), 38, "half-even")
    for x in ["0.5", "-0.5", "2", "1e-10", "-1e6"]:
        add("acsch", F(x), 38, "half-even")
    # Near zero, where log(1 + x) and exp(x) - 1 would cancel.
    for x in ["1e-30", "-1e-30", "1e-20", "3e-15", "-2.5e-8", "0.001", "-0.5", "1", "10", "-0.999"]:
        for kind in ["log1p", "expm1"]:
            add(kind, F(x), 38, "half-even")
    for x in ["1e-30", "-1e-300", "7e-100"]:
        for kind in ["log1p", "expm1"]:
            add(kind, F(x), 100, "half-even")
    # Random arguments at random precisions and modes.
    for kind in FIRST:
        for _ in range(40):
            adj = rng.randint(-6, 2)
            x = fv.rand_dec(rng, adj, adj)
            if rng.random() < 0.5:
                x = -x
            if kind in ("asec", "acsc") and abs(x) < 1:
                x = 1 / x if x != 0 else F(2)
                x = F(str(round(float(x), 6)))
                if abs(x) < 1:
                    continue
            if kind == "acoth" and abs(x) <= 1:
                x = x + (2 if x > 0 else -2)
            if kind == "asech":
                x = abs(x)
                if x > 1 or x == 0:
                    x = F(1, 2)
            if kind == "log1p" and x <= -1:
                x = -x
            if kind in ("csc", "cot", "csch", "coth", "acsch") and x == 0:
                continue
            add(kind, x)

    # Issue 35: at least 200 distinct arguments per function at 38 digits and 20 at 1,000 digits
    # (scripts/count-function-vectors.py counts them): the domain edges, poles and zeros, tiny
    # and huge magnitudes, then random arguments. A generator of their own keeps the rows
    # above as they were.
    top = random.Random(SEED + 35)

    def distinct(kind: str, p: int) -> int:
        return len({r[0] for r in rows if r[1] == p and r[0].startswith(kind + "(")})

    def fits(kind: str, x: Fraction) -> bool:
        if kind in ("asec", "acsc"):
            return abs(x) >= 1
        if kind == "acoth":
            return abs(x) > 1
        if kind == "asech":
            return 0 < x <= 1
        if kind == "log1p":
            return x > -1
        if kind in ("csc", "cot", "csch", "coth", "acsch"):
            return x != 0
        return True

    # Near the poles and zeros of the circular functions: decimals of π/2, π, 3π/2 to 6–37 digits.
    near_pi = ["1.5707963", "1.570796326794896619", "1.5707963267948966192313216916397514", "-1.5707963267949",
               "3.1415926", "3.14159265358979323846", "-3.141592653589793238462643383279502884", "6.283185307",
               "4.71238898038469", "-4.712388980384689857693965074919254326"]
    edges = {
        "sec": near_pi + ["1e-30", "-1e-300", "1e20", "-1e100", "123456789.123", "1e6"],
        "csc": near_pi + ["1e-30", "-1e-300", "1e20", "-1e100", "123456789.123", "1e6"],
        "cot": near_pi + ["1e-30", "-1e-300", "1e20", "-1e100", "123456789.123", "1e6"],
        "sech": ["1e-30", "-1e-300", "1e-10", "20", "-45.5", "100", "1000", "-2500", "88.7", "1e4"],
        "csch": ["1e-30", "-1e-300", "1e-10", "20", "-45.5", "100", "1000", "-2500", "88.7", "1e4"],
        "coth": ["1e-30", "-1e-300", "1e-10", "20", "-45.5", "100", "1000", "-2500", "88.7", "1e4"],
        "asec": ["1", "-1", "1.000000000000000000000000000001", "-1.0000000001", "1e300", "-1e20", "1e6"],
        "acsc": ["1", "-1", "1.000000000000000000000000000001", "-1.0000000001", "1e300", "-1e20", "1e6"],
        "acot": ["1e-30", "-1e-300", "1e300", "-1e20", "1", "-1", "0.999999999999", "1e6"],
        "asech": ["1e-300", "1e-30", "0.999999999999999999999999999999", "0.9999999999", "1", "1e-5"],
        "acsch": ["1e-30", "-1e-300", "1e300", "-1e20", "1", "-1", "1e6"],
        "acoth": ["1.000000000000000000000000000001", "-1.00000000000000000001", "1e300", "-1e20", "1.5", "1e6"],
        "log1p": ["-0.999999999999999999999999999999", "-0.9999999999", "1e-300", "-1e-300", "1e300", "1e20",
                  "-1e-30", "1e6", "1.718281828459045"],
        "expm1": ["1e-300", "-1e-300", "1e-30", "-1e-30", "-100", "-1000", "-1e4", "230.5", "1000",
                  "0.6931471805599453"],
    }
    for kind, xs in edges.items():
        for t in xs:
            add(kind, F(t), 38)

    def random_argument(kind: str) -> Fraction:
        r = top.random()
        if r < 0.6:
            x = fv.rand_dec(top, -6, 3, top.randint(1, 20))
        elif r < 0.8:
            x = fv.rand_dec(top, -40, -7, top.randint(1, 20))
        else:
            x = fv.rand_dec(top, 3, 12 if kind in FIRST and kind[-1] != "h" else 4, top.randint(1, 20))
        if kind in ("sech", "csch", "coth", "expm1") and x > 5000:
            # e^x beyond e^5000 is a Fraction of too many digits for the reference.
            x = fv.rand_dec(top, 1, 3, top.randint(1, 20))
        if top.random() < 0.45:
            x = -x
        if kind in ("asec", "acsc", "acoth") and abs(x) <= 1:
            # Just outside ±1, or a magnitude above 1.
            x = (1 + fv.rand_dec(top, -35, -1, top.randint(1, 20))) * (1 if x > 0 else -1)
        if kind == "asech":
            x = abs(x)
            if x > 1:
                x = 1 - fv.rand_dec(top, -35, -1, top.randint(1, 20))
        if kind == "log1p" and x <= -1:
            x = -1 + fv.rand_dec(top, -35, -1, top.randint(1, 20))
        # Only short decimals: calc reads them exactly, and so does the fixture's text.
        if not mv.is_terminating(x) or len(str(x.denominator)) > 45:
            return F(0)
        return x

    for kind in FIRST:
        have = distinct(kind, 38)
        tries = 0
        while have < 210 and tries < 5000:
            tries += 1
            x = random_argument(kind)
            if x == 0 or not fits(kind, x) or f"{kind}({_lit(x)})" in {r[0] for r in rows[-1:]}:
                continue
            before = len(rows)
            add(kind, x, 38)
            if len(rows) > before and rows[-1][0] not in {r[0] for r in rows[:-1] if r[1] == 38}:
                have += 1
        print(f"  {kind}: {have} at 38 digits after {tries} tries", file=sys.stderr, flush=True)
    for kind in FIRST:
        for t in edges[kind][:4]:
            add(kind, F(t), 1000)
        tries = 0
        while distinct(kind, 1000) < 20 and tries < 500:
            tries += 1
            x = random_argument(kind)
            if x == 0 or not fits(kind, x) or abs(x) > 10**6:
                continue
            add(kind, x, 1000)
        print(f"  {kind}: {distinct(kind, 1000)} at 1,000 digits", file=sys.stderr, flush=True)

    rows.sort(key=lambda r: (list(FIRST).index(r[0].split("(")[0]), r[0], r[1], r[2]))
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-reciprocal-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"wrote {len(rows)} rows to {FIXTURE.relative_to(ROOT)}")
    for kind in FIRST:
        print(f"  {kind}: {distinct(kind, 38)} arguments at 38 digits, {distinct(kind, 1000)} at 1,000")


if __name__ == "__main__":
    main()
