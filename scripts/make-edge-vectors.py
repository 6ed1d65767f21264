#!/usr/bin/env python3
"""Generate edge-case reference vectors for CalcKit (issue 12: never a wrong digit,
even at the edges).

Run from any directory:

    python3 scripts/make-edge-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/edges.tsv, read by
Tests/CalcKitTests/Vectors/EdgeVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> angle <TAB> expected

`angle` is `radians` or `degrees`; `expected` is the correctly rounded value as calc
prints it (Grammar.md, "How a result is written", produced by make-vectors.py's own
`expected`/`format_rounded`, imported, not rewritten), or `too-small`.  Lines whose
expression starts with `?` (`?exp(-1e-2500)`) are in a section of their own: the value
there is right, but deciding its last digit needs the true value to more than 1,800
significant digits beyond the leading one (its distance from the nearest rounding
boundary of that mode is below 1e-1800 relative), so calc may instead answer
`indeterminate`.

What is covered
---------------
* tiny arguments, 1e-5 down to 1e-6000, random significands, both signs: sin, tan,
  asin, atan (radians and degrees), exp, ln(1 +- t) (written `ln(0.99999)`,
  `ln(1.0001)` when t is moderate, `ln(1 - 1e-3335)` otherwise), acos(1 - t),
  cos(t), sqrt(1 + t);
* all seven rounding modes, about two thirds directed (up down ceiling floor); the
  arguments are mostly short decimals, so that the true value lies just beside a
  number representable at the precision (sin x < x, tan x > x, exp(t) vs 1, ...);
* x^y with x^r exact and y = r +- t (`16^(7/2 - 1e-50)`);
* results beyond the cap: an exact value needing more than 65,536 bits
  (`2^-65536`), an approximate `exp` below 1e-19728.4 (`exp(-45428.77)`,
  `exp(-50000)`) are `too-small` (calc bounds e^-x by reciprocals of bounds on
  e^x, which hold while e^x fits the cap); nothing is generated between 1e-19728.4
  and 1e-19718;
* the examples of issue 12, at their precisions and modes.

How each expected value is known (nothing comes from CalcKit)
------------------------------------------------------------
1. Rational bounds.  For every case the true value is enclosed in an interval
   [lo, hi] of exact `fractions.Fraction`s:
   - sin, cos, atan, exp(x < 0), ln(1 + t > 0): alternating series whose terms
     decrease, so the value lies between two consecutive partial sums
     (sin x in [x - x^3/6, x - x^3/6 + x^5/120], ...); terms are added until the
     interval is as narrow as needed;
   - asin, exp(x > 0), ln(1 - s): positive series, remainder bounded by a geometric
     series (next term / (1 - x^2), ...); tan = sin / cos from their intervals;
   - sqrt(1 + t): exact integer square roots (r <= sqrt(y)*10^K < r + 1);
     acos(1 - t) = 2 asin(sqrt(t/2)) from those two;
   - degrees: pi from Machin's formula in integers (make-function-vectors.py's
     `fixed_pi`) with a generous error margin, the argument x*pi/180 taken as an
     interval and the functions' monotonicity;
   - x^(r +- t) = x^r * exp(+-t ln x) with x^r exact (checked by raising back),
     ln x from mpmath at two precisions widened by 1e-(W-5) relative, and the
     exp series above.
   The interval alone decides the answer: its two ends must round to the same text
   at the precision in the mode (rounding is monotone, so every value between
   rounds the same); otherwise more terms are taken, and a case still undecided is
   dropped.  That is the proof that the value lies on one side of every rounding
   boundary.  The distance from the interval to the nearest boundary of the mode
   (the p-digit numbers for up/down/ceiling/floor, the midpoints for half-*)
   gives the depth D: the number of digits beyond the leading one that decide.
2. Two mpmath computations.  The value is computed again with mpmath at
   p + D + 60 significant digits (plus the digits needed to hold an argument such as
   1 - 1e-3335 exactly), and with a different formula at p + D + 97 digits
   (2 sin(x/2) cos(x/2), sinpi, expm1, log1p, 2 asin(sqrt(t/2)), exp(log1p(t)/2),
   x^r exp(y' ln x), ...).  Both must round to the same text as the interval and
   lie inside it (to within their own precision); the script stops otherwise.
3. Every expression is read back with make-vectors.py's parser (the function's
   argument, or base and exponent of a power) and must give the exact argument
   the value was computed from.
4. too-small: exact powers by the bit length of numerator and denominator;
   exp(-a) by log10 of the value from mpmath and from a = -x / ln 10 bounds.

The output is deterministic (fixed seed).  Needs mpmath.
"""

from __future__ import annotations

import functools
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

try:
    import mpmath
except ImportError:  # pragma: no cover
    sys.exit("make-edge-vectors.py needs mpmath: pip install mpmath")

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "edges.tsv"


sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402


mv = _load("make_vectors", "make-vectors.py")  # rounding, formatting, parser
mfv = _load("make_function_vectors", "make-function-vectors.py")  # fixed_pi, iroot, ...

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20250612
MODES = list(mv.MODES)  # half-even half-up half-down up down ceiling floor
NEAREST = ["half-even", "half-up", "half-down"]
DIRECTED = ["up", "down", "ceiling", "floor"]
TEN = Fraction(10)
CAP_DIGITS = 1000000  # exact values: 3,321,928 bits
CAP_BITS = 3321928
# Every nonzero value lies between 2^-(2^62) and 2^(2^62).
RANGE_LOG10 = 2**62 * 0.30102999566398120
INDETERMINATE_DEPTH = 1800  # deeper than this: a `?` line
GREY = (1780, 1820)  # depths too close to that line to promise either: not generated
MAX_QUESTION = 8  # `?` lines per function: the slowest for calc, keep them few
MAX_DEEP = 10  # regular lines deciding beyond 600 digits, per function, likewise

PRECISIONS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 38, 50, 64, 80, 100]
PRECISION_WEIGHTS = [10, 7, 7, 4, 6, 4, 8, 5, 6, 4, 12, 6, 4, 3, 5]
HIGH_PRECISIONS = [120, 150, 200, 250, 300, 400, 500, 750, 1000]
HIGH_WEIGHTS = [14, 12, 10, 6, 4, 2, 1, 0.5, 0.25]


class Undecided(Exception):
    """The bounds could not decide the rounding: the case is dropped."""


# ---------------------------------------------------------------------------
# Exact helpers
# ---------------------------------------------------------------------------


def adj(x: Fraction) -> int:
    return mv.adjusted_exponent(abs(x))


def floor_div(n: int, d: int) -> int:
    return n // d


def round_sig(v: Fraction, w: int, up: bool) -> Fraction:
    """v rounded to w significant digits toward +inf (up) or -inf: keeps bounds small."""
    if v == 0:
        return v
    s = w - 1 - adj(v)
    if s >= 0:
        scale = 10**s
        n = v.numerator * scale
        q = -((-n) // v.denominator) if up else n // v.denominator
        return Fraction(q, scale)
    scale = 10 ** (-s)
    n = v.numerator
    d = v.denominator * scale
    q = -((-n) // d) if up else n // d
    return Fraction(q * scale)


def outward(lo: Fraction, hi: Fraction, w: int) -> tuple[Fraction, Fraction]:
    return round_sig(lo, w, False), round_sig(hi, w, True)


def text(v: Fraction, p: int, mode: str) -> str:
    return mv.expected(v, p, mode)


def rel_distance(v: Fraction, p: int, mode: str) -> Fraction:
    """Distance of v from the nearest rounding boundary of the mode at p digits,
    relative to |v|: p-digit numbers for the directed modes, midpoints for half-*."""
    x = abs(v)
    y = x * TEN ** (p - 1 - adj(x))  # 10^(p-1) <= y < 10^p
    f = y - (y.numerator // y.denominator)
    d = abs(f - Fraction(1, 2)) if mode in NEAREST else min(f, 1 - f)
    return d / y


def depth_of(d: Fraction) -> int:
    """floor(-log10(d)) for 0 < d < 1, about."""
    if d >= 1:
        return 0
    return len(str(d.denominator // max(1, d.numerator))) - 1


def decide(lo: Fraction, hi: Fraction, p: int, mode: str) -> tuple[str, int] | None:
    """(text, depth) when every value in [lo, hi] rounds the same, else None."""
    assert lo <= hi, (lo, hi)
    if lo == 0 or hi == 0 or (lo < 0) != (hi < 0):
        return None
    a, b = text(lo, p, mode), text(hi, p, mode)
    if a != b:
        return None
    d = min(rel_distance(lo, p, mode), rel_distance(hi, p, mode))
    if d == 0:  # an end on a boundary proves nothing about the side: narrow further
        return None
    return a, depth_of(d)


# ---------------------------------------------------------------------------
# Rational bounds (series), x > 0 unless said otherwise; W: wanted relative width
# ---------------------------------------------------------------------------


def small(v: Fraction, s: Fraction, w: int) -> bool:
    """|v| < |s| * 10^-w."""
    return abs(v) * TEN**w < abs(s)


def sin_b(x: Fraction, w: int):
    assert 0 < x <= Fraction(1, 2)
    s, t, k = Fraction(0), x, 1
    x2 = x * x
    while True:
        s += t
        t = -t * x2 / ((k + 1) * (k + 2))
        k += 2
        if k >= 5 and small(t, s, w):  # at least two terms: never a bare x or 1
            return tuple(sorted((s, s + t)))


def cos_b(x: Fraction, w: int):
    assert 0 < x <= Fraction(1, 2)
    s, t, k = Fraction(0), Fraction(1), 0
    x2 = x * x
    while True:
        s += t
        t = -t * x2 / ((k + 1) * (k + 2))
        k += 2
        if k >= 4 and small(t, s, w):
            return tuple(sorted((s, s + t)))


def tan_b(x: Fraction, w: int):
    slo, shi = sin_b(x, w + 2)
    clo, chi = cos_b(x, w + 2)
    return slo / chi, shi / clo


def atan_b(x: Fraction, w: int):
    assert 0 < x <= Fraction(1, 2)
    s, pw, n = Fraction(0), x, 0
    x2 = x * x
    while True:
        s += (-1) ** n * pw / (2 * n + 1)
        pw *= x2
        n += 1
        t = (-1) ** n * pw / (2 * n + 1)
        if n >= 2 and small(t, s, w):
            return tuple(sorted((s, s + t)))


def asin_b(x: Fraction, w: int):
    assert 0 < x <= Fraction(1, 2)
    s = Fraction(0)
    coef, pw, n = Fraction(1), x, 0  # coef_n = (2n)! / (4^n n!^2), term = coef_n x^(2n+1)/(2n+1)
    x2 = x * x
    while True:
        s += coef * pw / (2 * n + 1)
        coef = coef * (2 * n + 1) / (2 * n + 2)
        pw *= x2
        n += 1
        nxt = coef * pw / (2 * n + 1)
        if n >= 2 and small(nxt, s, w):
            # later terms shrink by less than x^2 each: remainder <= nxt / (1 - x^2)
            return s, s + nxt / (1 - x2)


def exp_b(x: Fraction, w: int):
    """exp(x) for |x| <= 1/2 (any sign)."""
    assert abs(x) <= Fraction(1, 2)
    if x == 0:
        return Fraction(1), Fraction(1)
    s, t, k = Fraction(0), Fraction(1), 0
    while True:
        s += t
        k += 1
        t = t * x / k
        if k >= 3 and small(t, s, w):
            if x < 0:
                return tuple(sorted((s, s + t)))
            return s, s + t / (1 - x)


def ln1p_b(t: Fraction, w: int):
    """ln(1 + t) for 0 < |t| <= 1/2."""
    assert 0 < abs(t) <= Fraction(1, 2)
    if t > 0:
        s, pw, n = Fraction(0), t, 1
        while True:
            s += (-1) ** (n + 1) * pw / n
            pw *= t
            n += 1
            nxt = (-1) ** (n + 1) * pw / n
            if n >= 3 and small(nxt, s, w):
                return tuple(sorted((s, s + nxt)))
    u = -t  # ln(1 - u) = -(u + u^2/2 + ...)
    s, pw, n = Fraction(0), u, 1
    while True:
        s += pw / n
        pw *= u
        n += 1
        nxt = pw / n
        if n >= 3 and small(nxt, s, w):
            return -(s + nxt / (1 - u)), -s


def sqrt_b(y: Fraction, w: int):
    """sqrt(y), y > 0, by integer square roots."""
    k = w + 5 - adj(y) // 2 + 2
    scale = 10**k
    r = mfv.iroot(y.numerator * scale * scale // y.denominator, 2)
    return Fraction(r, scale), Fraction(r + 1, scale)


@functools.lru_cache(maxsize=None)
def pi_b(w: int):
    k = w + 12
    scale = 10**k
    pi_int = mfv.fixed_pi(scale)
    margin = 100 * k  # each of the ~1.5k floor divisions is off by less than 1 unit
    return Fraction(pi_int - margin, scale), Fraction(pi_int + margin, scale)


def acos1m_b(t: Fraction, w: int):
    """acos(1 - t), 0 < t <= 1/4: 2 asin(sqrt(t / 2))."""
    a_lo, a_hi = sqrt_b(t / 2, w + 5)
    lo = asin_b(a_lo, w + 5)[0]
    hi = asin_b(a_hi, w + 5)[1]
    return 2 * lo, 2 * hi


def odd(fn, x: Fraction, w: int):
    """An odd increasing function's bounds for either sign of x."""
    lo, hi = fn(abs(x), w)
    return (lo, hi) if x > 0 else (-hi, -lo)


def degrees_arg(x: Fraction, w: int):
    """x * pi / 180 for x > 0, as bounds."""
    plo, phi = pi_b(w + 5)
    return outward(x * plo / 180, x * phi / 180, w + 10)


def bounds(case: dict, w: int):
    """Rational bounds on the case's value with relative width about 10^-w."""
    kind, x, deg = case["kind"], case["x"], case["angle"] == "degrees"
    if kind in ("sin", "tan"):
        fn = {"sin": sin_b, "tan": tan_b}[kind]
        if not deg:
            return odd(fn, x, w)

        def fdeg(ax, ww):
            ulo, uhi = degrees_arg(ax, ww + 5)
            return fn(ulo, ww + 5)[0], fn(uhi, ww + 5)[1]

        return odd(fdeg, x, w)
    if kind in ("asin", "atan"):
        fn = {"asin": asin_b, "atan": atan_b}[kind]
        if not deg:
            return odd(fn, x, w)

        def fdeg(ax, ww):
            lo, hi = fn(ax, ww + 5)
            plo, phi = pi_b(ww + 5)
            return outward(lo * 180 / phi, hi * 180 / plo, ww + 10)

        return odd(fdeg, x, w)
    if kind == "cos":  # cos(t), radians; even
        return cos_b(abs(x), w)
    if kind == "exp":
        return exp_b(x, w)
    if kind == "ln1p":
        return ln1p_b(x, w)
    if kind == "acos1m":
        return acos1m_b(x, w)
    if kind == "sqrt1p":
        return sqrt_b(1 + x, w)
    if kind == "pow":
        base, r, t = case["base"], case["r"], x  # base^(r + t)
        exact = case["exact"]
        lnlo, lnhi = ln_bounds(base, w + 10)
        ends = sorted((t * lnlo, t * lnhi))
        ulo, uhi = outward(ends[0], ends[1], w + 10)
        return exact * exp_b(ulo, w + 5)[0], exact * exp_b(uhi, w + 5)[1]
    raise ValueError(kind)


def ln_bounds(base: Fraction, w: int):
    """ln(base) from mpmath at two precisions, widened well beyond their error."""
    vals = []
    for extra in (15, 40):
        with mpmath.workdps(w + extra):
            vals.append(mfv.to_fraction(mpmath.ln(mfv.mpf_of(base))))
    a, b = vals
    assert abs(a - b) <= abs(a) * TEN ** -(w + 10), base
    m = abs(a) * TEN ** -(w + 5)
    return min(a, b) - m, max(a, b) + m


# ---------------------------------------------------------------------------
# The two mpmath computations
# ---------------------------------------------------------------------------


def mp_values(case: dict, dps: int) -> list[Fraction]:
    """The value by a direct formula at dps (plus the digits the argument needs),
    and by a different formula at dps + 37."""
    kind, x, deg = case["kind"], case["x"], case["angle"] == "degrees"
    F = mfv.to_fraction
    k = max(0, -adj(x)) if x != 0 else 0  # digits to hold 1 +- x, y = r +- x exactly
    out = []
    with mpmath.workdps(dps):
        X = mfv.mpf_of(x)
        if kind in ("sin", "tan", "asin", "atan", "cos"):
            if deg and kind in ("sin", "tan"):
                out.append(F(getattr(mpmath, kind)(X * mpmath.pi / 180)))
            elif deg:
                out.append(F(getattr(mpmath, kind)(X) * 180 / mpmath.pi))
            else:
                out.append(F(getattr(mpmath, kind)(X)))
        elif kind == "exp":
            out.append(F(mpmath.exp(X)))
    if kind in ("ln1p", "acos1m", "sqrt1p", "pow"):
        with mpmath.workdps(dps + k + 10):
            X = mfv.mpf_of(x)
            if kind == "ln1p":
                out.append(F(mpmath.ln(mfv.mpf_of(1 + x))))
            elif kind == "acos1m":
                out.append(F(mpmath.acos(mfv.mpf_of(1 - x))))
            elif kind == "sqrt1p":
                out.append(F(mpmath.sqrt(mfv.mpf_of(1 + x))))
            else:
                out.append(F(mpmath.power(mfv.mpf_of(case["base"]), mfv.mpf_of(case["r"] + x))))
    with mpmath.workdps(dps + 37):
        X = mfv.mpf_of(x)
        if kind == "sin":
            v = mpmath.sinpi(X / 180) if deg else 2 * mpmath.sin(X / 2) * mpmath.cos(X / 2)
            out.append(F(v))
        elif kind == "tan":
            v = mpmath.sinpi(X / 180) / mpmath.cospi(X / 180) if deg else mpmath.sin(X) / mpmath.cos(X)
            out.append(F(v))
        elif kind == "asin":
            v = mpmath.atan(X / mpmath.sqrt(1 - X * X))
            out.append(F(mpmath.degrees(v) if deg else v))
        elif kind == "atan":
            v = mpmath.asin(X / mpmath.sqrt(1 + X * X))
            out.append(F(mpmath.degrees(v) if deg else v))
        elif kind == "cos":
            s = F(mpmath.sin(X / 2))
            out.append(1 - 2 * s * s)
        elif kind == "exp":
            out.append(1 + F(mpmath.expm1(X)))
        elif kind == "ln1p":
            out.append(F(mpmath.log1p(X)))
        elif kind == "acos1m":
            out.append(F(2 * mpmath.asin(mpmath.sqrt(X / 2))))
        elif kind == "sqrt1p":
            out.append(F(mpmath.exp(mpmath.log1p(X) / 2)))
        elif kind == "pow":
            out.append(case["exact"] * F(mpmath.exp(X * mpmath.ln(mfv.mpf_of(case["base"])))))
    return out


# ---------------------------------------------------------------------------
# A case's reference
# ---------------------------------------------------------------------------


def reference(case: dict) -> tuple[str, int]:
    """(expected text, depth) for the case, proven by the bounds and checked twice."""
    want, depth, lo, hi = decided_by_bounds(case)
    check_with_mpmath(case, want, depth, lo, hi)
    return want, depth


def decided_by_bounds(case: dict):
    """(text, depth, lo, hi) from the rational bounds alone."""
    p, mode = case["p"], case["mode"]
    got = None
    for w in (p + 60, p + 400, p + 2200, p + 13000):
        lo, hi = bounds(case, w)
        got = decide(lo, hi, p, mode)
        if got is not None:
            break
    if got is None:
        raise Undecided(case["expr"])
    return got[0], got[1], lo, hi


def check_with_mpmath(case: dict, want: str, depth: int, lo: Fraction, hi: Fraction) -> None:
    """Both mpmath computations must round to `want` and lie in [lo, hi]."""
    p, mode = case["p"], case["mode"]
    dps = p + depth + 60
    for i, v in enumerate(mp_values(case, dps)):
        t = text(v, p, mode)
        assert t == want, ("mpmath disagrees with the bounds", case["expr"], p, mode, i, want, t)
        tol = abs(lo) * TEN ** -(dps - 8)
        assert lo - tol <= v <= hi + tol, ("mpmath value outside the bounds", case["expr"], p, mode, i)


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------


def lit(v: Fraction) -> str:
    return mfv.signed_literal(v)


def render(case: dict, rng: random.Random) -> str:
    kind, x = case["kind"], case["x"]
    if kind in ("sin", "tan", "asin", "atan", "cos", "exp"):
        return f"{kind}({lit(x)})"
    if kind in ("ln1p", "sqrt1p", "acos1m"):
        name = {"ln1p": "ln", "sqrt1p": "sqrt", "acos1m": "acos"}[kind]
        arg = 1 - x if kind == "acos1m" else 1 + x
        t = -x if kind == "acos1m" else x  # arg = 1 + t
        if -adj(t) <= 25 and rng.random() < 0.6:
            return f"{name}({mfv.literal(arg)})"
        return f"{name}(1 {'+' if t > 0 else '-'} {lit(abs(t))})"
    if kind == "pow":
        r, t = case["r"], x
        rt = f"{r.numerator}/{r.denominator}" if r.denominator != 1 else str(r.numerator)
        base = mfv.literal(case["base"])
        return f"{base}^({rt} {'+' if t > 0 else '-'} {lit(abs(t))})"
    raise ValueError(kind)


def reparse_check(case: dict, expr: str) -> None:
    """Read the argument back with make-vectors.py's parser."""
    kind, x = case["kind"], case["x"]
    if kind == "pow":
        base, _, exponent = expr.partition("^")
        assert mv.parse_value(base) == case["base"], expr
        assert mv.parse_value(exponent) == case["r"] + x, expr
        return
    name, _, rest = expr.partition("(")
    assert rest.endswith(")")
    arg = mv.parse_value(rest[:-1])
    want = {"ln1p": 1 + x, "sqrt1p": 1 + x, "acos1m": 1 - x}.get(kind, x)
    assert arg == want, (expr, arg, want)
    assert name == {"ln1p": "ln", "sqrt1p": "sqrt", "acos1m": "acos"}.get(kind, kind)


# ---------------------------------------------------------------------------
# Collection
# ---------------------------------------------------------------------------


class Collector:
    def __init__(self) -> None:
        self.rows: dict[str, list[tuple[str, int, str, str, str]]] = {}
        self.question: list[tuple[str, int, str, str, str, str]] = []
        self.seen: set = set()
        self.deep = 0
        self.deep_count = Counter()  # by function
        self.question_count = Counter()
        self.dropped = Counter()

    def add_case(self, section: str, case: dict, rng: random.Random, force: bool = False) -> bool:
        expr = case.get("expr") or render(case, rng)
        case["expr"] = expr
        key = (expr, case["p"], case["mode"], case["angle"])
        if key in self.seen:
            return False
        reparse_check(case, expr)
        try:
            want, depth, lo, hi = decided_by_bounds(case)
        except Undecided:
            self.dropped["undecided"] += 1
            return False
        if GREY[0] <= depth <= GREY[1] and not force:
            self.dropped["grey depth"] += 1
            return False
        group = section.split()[0]
        if depth > INDETERMINATE_DEPTH and not force and self.question_count[group] >= MAX_QUESTION:
            self.dropped["too many ?"] += 1
            return False
        if 600 < depth <= INDETERMINATE_DEPTH and not force and self.deep_count[group] >= MAX_DEEP:
            self.dropped["too many deep"] += 1
            return False
        check_with_mpmath(case, want, depth, lo, hi)
        if depth > INDETERMINATE_DEPTH:
            self.question_count[group] += 1
            self.question.append((section, "?" + expr, case["p"], case["mode"], case["angle"], want))
        else:
            if depth > 600:
                self.deep_count[group] += 1
                self.deep += 1
            self.rows.setdefault(section, []).append((expr, case["p"], case["mode"], case["angle"], want))
        self.seen.add(key)
        return True

    def add_row(self, section: str, expr: str, p: int, mode: str, angle: str, want: str) -> None:
        key = (expr, p, mode, angle)
        assert key not in self.seen, key
        self.seen.add(key)
        self.rows.setdefault(section, []).append((expr, p, mode, angle, want))


def rand_p(rng: random.Random, high_share: float = 0.045) -> int:
    if rng.random() < high_share:
        return rng.choices(HIGH_PRECISIONS, HIGH_WEIGHTS)[0]
    return rng.choices(PRECISIONS, PRECISION_WEIGHTS)[0]


def rand_mode(rng: random.Random) -> str:
    return rng.choice(DIRECTED) if rng.random() < 0.65 else rng.choice(NEAREST)


def rand_k(rng: random.Random) -> int:
    """The decimal exponent of a tiny argument: 5 .. 6000, most below 400."""
    u = rng.random()
    if u < 0.50:
        return rng.randint(5, 60)
    if u < 0.82:
        return rng.randint(61, 400)
    if u < 0.97:
        return rng.randint(401, 1800)
    return rng.randint(1801, 6000)


def rand_tiny(rng: random.Random, p: int, k: int | None = None, short: float = 0.75) -> Fraction:
    """c * 10^-k with a random significand; usually no longer than the precision,
    so that the argument itself is representable (the directed-mode edge)."""
    k = rand_k(rng) if k is None else k
    if rng.random() < short:
        s = rng.randint(1, max(1, min(p, 12)))
    else:
        s = rng.randint(1, 25)
    c = rng.randint(10 ** (s - 1), 10**s - 1)
    while c % 10 == 0:
        c = rng.randint(10 ** (s - 1), 10**s - 1) if s > 1 else rng.randint(1, 9)
    return Fraction(c) / TEN ** (k + s - 1)  # leading digit at 10^-k


def base_case(kind: str, x: Fraction, p: int, mode: str, angle: str = "radians", **extra) -> dict:
    return dict(kind=kind, x=x, p=p, mode=mode, angle=angle, **extra)


def gen_tiny(col: Collector, rng: random.Random, kind: str, count: int, angles=("radians",),
             signs=(1, -1), kmin: int = 5, kmax: int = 6000) -> None:
    added = tries = 0
    while added < count and tries < count * 6:
        tries += 1
        p = rand_p(rng)
        k = max(kmin, rand_k(rng))
        if k > kmax:  # arguments such as 1 - t carry all k digits: keep them cheaper
            k = rng.randint(kmin, kmax)
        x = rand_tiny(rng, p, k) * rng.choice(signs)
        angle = rng.choice(angles)
        section = f"{kind} {angle}" if kind in ("sin", "tan", "asin", "atan") else kind
        if col.add_case(section, base_case(kind, x, p, rand_mode(rng), angle), rng):
            added += 1


POWERS = [  # (base, r): base^r is exact
    ("16", "7/2"), ("4", "1/2"), ("8", "1/3"), ("27", "2/3"), ("2", "10"), ("9", "3/2"),
    ("0.25", "1/2"), ("1.5", "2"), ("10", "3"), ("100", "-1/2"), ("2", "-3"), ("0.001", "1/3"),
    ("6.25", "1/2"), ("32", "3/5"), ("3", "1"), ("1.21", "1/2"),
]


def gen_powers(col: Collector, rng: random.Random, count: int) -> None:
    added = tries = 0
    while added < count and tries < count * 6:
        tries += 1
        b, r = rng.choice(POWERS)
        base, r = Fraction(b), Fraction(r)
        exact = mfv.power_of(base, r)
        assert exact > 0 and exact ** r.denominator == base ** r.numerator, (b, r)
        p = rand_p(rng)
        k = max(5, rand_k(rng))
        if k > 2500:
            k = rng.randint(5, 2500)
        t = rand_tiny(rng, p, k, short=0.9) * rng.choice((1, -1))
        case = base_case("pow", t, p, rand_mode(rng), base=base, r=r, exact=exact)
        if col.add_case("power", case, rng):
            added += 1


def gen_issue(col: Collector, rng: random.Random) -> None:
    """The examples once reported with a wrong digit, at their settings."""
    F = Fraction
    cases = [
        ("sin(1e-700)", base_case("sin", F(1, 10**700), 38, "half-even")),
        ("ln(1 - 1e-3335)", base_case("ln1p", -F(1, 10**3335), 55, "half-even")),
        ("asin(2.85e-393)", base_case("asin", F(285, 10**395), 1, "half-even")),
        ("atan(1e-605)", base_case("atan", F(1, 10**605), 38, "half-even", "degrees")),
        ("acos(1 - 1e-3064)", base_case("acos1m", F(1, 10**3064), 38, "half-even")),
        ("atan(5.06862294161e-203)", base_case("atan", F(506862294161, 10**214), 38, "floor")),
        ("tan(2.87475e-198)", base_case("tan", F(287475, 10**203), 38, "ceiling")),
        ("exp(-3.28e-929)", base_case("exp", -F(328, 10**931), 38, "floor")),
        ("16^(7/2 - 1e-2442)", base_case("pow", -F(1, 10**2442), 35, "down",
                                         base=F(16), r=F(7, 2), exact=F(16384))),
        ("exp(-1e-2500)", base_case("exp", -F(1, 10**2500), 38, "down")),
        ("exp(-1e-2500)", base_case("exp", -F(1, 10**2500), 38, "half-even")),
    ]
    # the same expressions in the other modes too
    for expr, case in list(cases):
        for m in MODES:
            if m != case["mode"]:
                cases.append((expr, dict(case, mode=m)))
    for expr, case in cases:
        case["expr"] = expr
        col.add_case("reported examples", case, rng, force=True)


def exact_too_small(v: Fraction) -> bool:
    return v.numerator.bit_length() > CAP_BITS or v.denominator.bit_length() > CAP_BITS


def approx_class(log10v, p: int) -> str:
    """`too-small`, `value` or `grey` for an approximate result of magnitude 10^log10v."""
    # Below 2^-(2^62) the result is too small, above it a value.
    if log10v < -RANGE_LOG10 * (1 + 1e-9):
        return "too-small"
    if log10v < -RANGE_LOG10 * (1 - 1e-9):
        return "grey"
    return "value"


def gen_magnitudes(col: Collector, rng: random.Random) -> None:
    """Results near and beyond the cap on tiny values."""
    # exact powers: decided by the size of numerator and denominator
    for expr, v in [
        ("2^-65536", Fraction(1, 2**65536)),
        ("-2^-65536", -Fraction(1, 2**65536)),
        ("0.5^65537", Fraction(1, 2**65537)),
        ("10^-19729", Fraction(1, 10**19729)),
        ("3^-41400", Fraction(1, 3**41400)),
        ("2^-65535", Fraction(1, 2**65535)),
        ("2^-65000", Fraction(1, 2**65000)),
        ("10^-19700", Fraction(1, 10**19700)),
    ]:
        assert mv.parse_value(expr) == v, expr
        for p, m in [(38, "half-even"), (5, "floor"), (1, "up"), (60, "down")]:
            want = "too-small" if exact_too_small(v) else text(v, p, m)
            col.add_row("too small", expr, p, m, "radians", want)
    # exp of large negative numbers: approximate
    for arg in ["-45428.77", "-50000", "-46000", "-45500", "-45300.5", "-4000.5", "-45000",
                "-44000.25", "-20000", "-700.125", "-12345.678"]:
        a = Fraction(arg)
        for p, m in [(38, "half-even"), (3, "floor"), (20, "ceiling"), (1, "up"), (50, "down")]:
            with mpmath.workdps(60):
                lg = mfv.mpf_of(a) / mpmath.ln(10)  # log10 of the value
                lg2 = mpmath.log10(mpmath.exp(mfv.mpf_of(a)))
                assert abs(lg - lg2) < 1e-30
            cls = approx_class(lg, p)
            if cls == "grey":
                col.dropped["grey magnitude"] += 1
                continue
            expr = f"exp({arg})"
            if cls == "too-small":
                col.add_row("too small", expr, p, m, "radians", "too-small")
                continue
            # a value: exp(a) = exp(n) * exp(f) with exact checks at two precisions
            vals = []
            for extra in (60, 97):
                with mpmath.workdps(p + extra):
                    vals.append(mfv.to_fraction(mpmath.exp(mfv.mpf_of(a))))
            with mpmath.workdps(p + 80):
                n = int(a)
                vals.append(mfv.to_fraction(mpmath.exp(n)) * mfv.to_fraction(mpmath.exp(mfv.mpf_of(a - n))))
            texts = {text(v, p, m) for v in vals}
            assert len(texts) == 1, (expr, p, m, texts)
            d = min(mfv.boundary_distance(v, p) for v in vals)
            assert d > Fraction(1, 10**30), (expr, p, m)
            col.add_row("too small", expr, p, m, "radians", texts.pop())
    # 2^-65536.5 (approximate: e^(y ln 2)), a value now, and results beyond the exponent
    # range, which are too small.
    for expr, y in [("2^-65536.5", Fraction(-131073, 2)), ("2^-65600.25", Fraction(-262401, 4))]:
        for p, m in [(38, "half-even"), (10, "down")]:
            vals = []
            for extra in (60, 97):
                with mpmath.workdps(p + extra):
                    vals.append(mfv.to_fraction(mpmath.power(2, mfv.mpf_of(y))))
            texts = {text(v, p, m) for v in vals}
            assert len(texts) == 1, (expr, p, m, texts)
            assert min(mfv.boundary_distance(v, p) for v in vals) > Fraction(1, 10**30), (expr, p, m)
            col.add_row("too small", expr, p, m, "radians", texts.pop())
    for expr in ["exp(-4e18)", "exp(-10^19)", "2^-(2^63)", "(1/3)^(2^62)", "0.5^(2^62+1)"]:
        for p, m in [(38, "half-even"), (10, "down")]:
            col.add_row("too small", expr, p, m, "radians", "too-small")


def gen_directed_short(col: Collector, rng: random.Random, count: int) -> None:
    """Short decimal arguments in the four directed modes, all four trig functions,
    both signs: the value sits just beside the argument."""
    added = tries = 0
    while added < count and tries < count * 6:
        tries += 1
        kind = rng.choice(["sin", "tan", "asin", "atan"])
        p = rand_p(rng)
        k = rng.randint(5, 400) if rng.random() < 0.85 else rng.randint(400, 900)
        x = rand_tiny(rng, p, k, short=1.0) * rng.choice((1, -1))
        for m in DIRECTED:
            if col.add_case(f"{kind} radians", base_case(kind, x, p, m), rng):
                added += 1


def main() -> None:
    rng = random.Random(SEED)
    col = Collector()
    gen_issue(col, rng)
    gen_magnitudes(col, rng)
    for kind in ("sin", "tan", "asin", "atan"):
        gen_tiny(col, rng, kind, 330, angles=("radians", "radians", "degrees"))
    gen_directed_short(col, rng, 480)
    gen_tiny(col, rng, "exp", 330)
    gen_tiny(col, rng, "ln1p", 330, kmax=2500)
    gen_tiny(col, rng, "acos1m", 200, signs=(1,), kmax=2000)
    gen_tiny(col, rng, "cos", 220, signs=(1,))
    gen_tiny(col, rng, "sqrt1p", 220, kmax=2500)
    gen_powers(col, rng, 260)

    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    total = sum(len(r) for r in col.rows.values())
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# generated by scripts/make-edge-vectors.py -- do not edit; see its docstring\n")
        f.write("# expression\tprecision\trounding\tangle\texpected (a value as calc prints it, or too-small)\n")
        for section, rows in col.rows.items():
            f.write(f"# --- {section}: {len(rows)}\n")
            for expr, p, m, angle, want in rows:
                f.write(f"{expr}\t{p}\t{m}\t{angle}\t{want}\n")
        f.write(f"# --- value or indeterminate: {len(col.question)} lines whose expression starts with '?':\n")
        f.write("# the value is right, but the digit that decides lies more than 1800 digits deep,\n")
        f.write("# so calc may answer `indeterminate` instead\n")
        for section, expr, p, m, angle, want in col.question:
            f.write(f"{expr}\t{p}\t{m}\t{angle}\t{want}\n")

    print(f"edges.tsv: {total} lines and {len(col.question)} '?' lines", file=sys.stderr)
    for section, rows in col.rows.items():
        print(f"  {section}: {len(rows)}", file=sys.stderr)
    print("  '?' by section:", dict(Counter(q[0] for q in col.question)), file=sys.stderr)
    allrows = [r for rows in col.rows.values() for r in rows]
    print("  by mode:", dict(sorted(Counter(r[2] for r in allrows).items())), file=sys.stderr)
    print("  precision > 100:", sum(1 for r in allrows if r[1] > 100), file=sys.stderr)
    print("  deciding beyond 600 digits:", col.deep, file=sys.stderr)
    print("  dropped:", dict(col.dropped), file=sys.stderr)


if __name__ == "__main__":
    main()
