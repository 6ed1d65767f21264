#!/usr/bin/env python3
"""Generate reference vectors for CalcKit's elementary functions.

Run from any directory:

    python3 scripts/make-function-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/functions.tsv, read by
Tests/CalcKitTests/Vectors/FunctionVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

About 2,500 vectors: sqrt, exp, ln, log10 and non-integer powers `x^y` (the
bulk), then sin cos tan asin acos atan (radians), cbrt, log2, log(x, b) and
the constants pi and e, at precisions 1 to 100 (a few at 200 and 500) and all
seven rounding modes.  They include exact results (`sqrt(6.25)`, `8^(1/3)`,
`log(8, 4)`), exact ties at low precision (`sqrt(6.25)` at precision 1 is
2 / 3 / 2 / 3 / 2 / 3 / 2 in the seven modes), exact non-terminating rationals
(`2.25^-1.5` = 8/27) and "deep" cases whose digits after the last shown one
start with a long run of zeros or nines (`exp(1e-30)`, `cos(1e-15)`,
`ln(1.00000000000000000001)`), which a calculator can only round correctly by
working far beyond the requested precision.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
Nothing here is derived from CalcKit.

* Exact results (the value is rational) are computed with `fractions.Fraction`
  and integer roots only, and verified by raising back (r**d == x**n,
  b**r == x, ...).  For the functions here a rational argument gives a
  rational result only in the cases that code recognises (sqrt/cbrt/x^(n/d) of
  perfect powers, exp(0), ln(1), log10/log2 of exact powers, log(x, b) with
  x**n == b**m, and sin/tan/atan/asin of 0, cos(0), acos(1)); every other value
  is irrational, so it is never exactly on a rounding boundary.

* Irrational results are computed with mpmath at p+50 and p+100 significant
  digits.  The approximation is converted to an exact Fraction (no float
  anywhere) and rounded once with the requested mode by make-vectors.py's
  `expected` (Python's decimal module, cross-checked by integer rounding) and
  printed by its `format_rounded`, so the text follows exactly the same output
  rules as the other fixtures.  Both approximations must round the same, and
  must lie at least 1e-35 units in the last place away from a rounding
  boundary (a tie point or a representable number).  If not, the value is
  recomputed at p+300 and p+350 digits, and then it must be at least 1e-200
  units in the last place away from the boundary; otherwise the script stops.

* Every inexact vector is then recomputed by a second, unrelated method at
  p+60 digits (plus however many digits the boundary distance needs), and must
  round to the same string:
    - sqrt, cbrt and x^(n/d) (d <= 12): exact integer d-th roots of
      x^n * 10^(d*G) (pure integer arithmetic);
    - exp, ln, log10, and x^y with a large denominator: Python's decimal
      module; log2(x) and log(x, b) as decimal ln(x) / ln(b); e = exp(1);
    - sin cos tan asin acos atan and pi: fixed-point integer Taylor series
      (argument halving for atan, Machin's formula for pi).
  On top of that, every half-even vector of sqrt, exp, ln and log10 must equal
  Python's decimal `sqrt`/`exp`/`ln`/`log10` evaluated directly at precision p
  in a half-even context (documented as correctly rounded).

* Every expression is re-parsed (function name, arguments through
  make-vectors.py's independent parser) and must give back the arguments the
  value was computed from.

The output is deterministic (fixed seed).  Needs mpmath (pip install mpmath).
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections import Counter
from decimal import (
    MAX_EMAX,
    MIN_EMIN,
    ROUND_HALF_EVEN,
    Context,
    Decimal,
)
from fractions import Fraction
from pathlib import Path

try:
    import mpmath
except ImportError:  # pragma: no cover
    sys.exit("make-function-vectors.py needs mpmath: pip install mpmath")

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "functions.tsv"

# The formatter, the two roundings and the literal parser of the arithmetic
# vectors, so that both fixtures follow exactly the same output rules.
_spec = importlib.util.spec_from_file_location("make_vectors", ROOT / "scripts" / "make-vectors.py")
mv = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mv)

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20240923
MODE_NAMES = list(mv.MODES)  # half-even half-up half-down up down ceiling floor
PRECISIONS = [1, 2, 3, 5, 10, 20, 38, 50, 100, 200]
PRECISION_WEIGHTS = [10, 10, 10, 11, 12, 12, 13, 10, 9, 3]
MAX_P500 = 28  # precision-500 vectors are slow-ish for the Swift side: keep them few

TEN = Fraction(10)


class Unsettled(Exception):
    """The value is too close to a rounding boundary to be decided here."""


# ---------------------------------------------------------------------------
# Exact helpers
# ---------------------------------------------------------------------------


def iroot(n: int, d: int) -> int:
    """floor(n ** (1/d)) for an integer n >= 0 (Newton's method on integers)."""
    if n < 0:
        raise ValueError(n)
    if n < 2 or d == 1:
        return n
    if d >= n.bit_length():  # 1 <= root < 2
        return 1
    x = 1 << ((n.bit_length() + d - 1) // d)  # >= the root
    while True:
        y = ((d - 1) * x + n // x ** (d - 1)) // d
        if y >= x:
            break
        x = y
    while x**d > n:
        x -= 1
    while (x + 1) ** d <= n:
        x += 1
    return x


def exact_root(x: Fraction, d: int) -> Fraction | None:
    """The rational d-th root of x >= 0, or None when it is irrational."""
    rn, rd = iroot(x.numerator, d), iroot(x.denominator, d)
    if rn**d == x.numerator and rd**d == x.denominator:
        return Fraction(rn, rd)
    return None


def exact_log(x: Fraction, b: Fraction) -> Fraction | None:
    """The rational r with b**r == x (x, b > 0, b != 1), or None."""
    if x == 1:
        return Fraction(0)
    with mpmath.workdps(60):
        ratio = mpmath.log(mpf_of(x)) / mpmath.log(mpf_of(b))
        for n in range(1, 41):
            m = int(mpmath.nint(ratio * n))
            if m != 0 and abs(ratio * n - m) < mpmath.mpf(10) ** -30:
                if x**n == b**m:
                    return Fraction(m, n)
    return None


def power_of(x: Fraction, r: Fraction) -> Fraction:
    """x ** r for a rational r where the result is known to be rational."""
    root = exact_root(x, r.denominator)
    assert root is not None
    return root**r.numerator


def terminating(v: Fraction) -> bool:
    return mv.is_terminating(v)


def dec_exact(v: Fraction) -> Decimal:
    """A terminating Fraction as an exact Decimal."""
    c, e = mv.decompose(v)
    return Decimal(f"{c}E{e}")


def to_fraction(v) -> Fraction:
    """An mpf as the exact Fraction it stands for."""
    v = mpmath.mpf(v)
    if v == 0:
        return Fraction(0)
    sign, man, exp, _ = v._mpf_  # (sign bit, odd mantissa, binary exponent, bit count)
    assert man > 0, v
    if sign:
        man = -man
    return Fraction(man * 2**exp) if exp >= 0 else Fraction(man, 2**-exp)


def mpf_of(v: Fraction):
    return mpmath.mpf(v.numerator) / v.denominator


def boundary_distance(a: Fraction, p: int) -> Fraction:
    """Distance of |a| from the nearest rounding boundary at p digits, in units
    of the p-th digit: boundaries are the p-digit numbers and the midpoints."""
    x = abs(a)
    adj = mv.adjusted_exponent(x)
    y = x * TEN ** (p - 1 - adj)
    f = y - (y.numerator // y.denominator)
    return min(f, abs(f - Fraction(1, 2)), 1 - f)


def digits_of(dist: Fraction) -> int:
    """About -log10(dist): how many extra digits a check needs."""
    if dist >= 1:
        return 0
    return max(0, len(str(dist.denominator // max(1, dist.numerator))))


def format_decimal(d: Decimal, p: int) -> str:
    parts = mv.decimal_parts(d)
    return "0" if parts is None else mv.format_rounded(parts, p)


# ---------------------------------------------------------------------------
# The functions: exact value, mpmath value, second independent value
# ---------------------------------------------------------------------------

TRIG = ["sin", "cos", "tan", "asin", "acos", "atan"]
UNARY = ["sqrt", "cbrt", "exp", "ln", "log10", "log2"] + TRIG


def exact_value(kind: str, args: tuple) -> Fraction | None:
    if kind in ("pi", "e"):
        return None
    x = args[0]
    if kind == "sqrt":
        return exact_root(x, 2)
    if kind == "cbrt":
        r = exact_root(abs(x), 3)
        return None if r is None else (r if x >= 0 else -r)
    if kind == "pow":
        y = args[1]
        if x == 0:
            return Fraction(0) if y > 0 else None
        r = exact_root(x, y.denominator)
        return None if r is None else r**y.numerator
    if kind == "exp":
        return Fraction(1) if x == 0 else None
    if kind == "ln":
        return Fraction(0) if x == 1 else None
    if kind in ("log10", "log2", "log"):
        b = {"log10": Fraction(10), "log2": Fraction(2)}.get(kind) or args[1]
        return exact_log(x, b)
    if kind in ("sin", "tan", "atan", "asin"):
        return Fraction(0) if x == 0 else None
    if kind == "cos":
        return Fraction(1) if x == 0 else None
    if kind == "acos":
        return Fraction(0) if x == 1 else None
    raise ValueError(kind)


def verify_exact(kind: str, args: tuple, v: Fraction) -> None:
    """Check an exact value by raising it back, independently of how it was found."""
    if kind in ("sqrt",):
        assert v >= 0 and v * v == args[0]
    elif kind == "cbrt":
        assert v**3 == args[0]
    elif kind == "pow":
        x, y = args
        if x == 0:
            assert v == 0 and y > 0
        else:
            assert v > 0 and v ** y.denominator == x ** y.numerator
    elif kind == "exp":
        assert args[0] == 0 and v == 1
    elif kind == "ln":
        assert args[0] == 1 and v == 0
    elif kind in ("log10", "log2", "log"):
        b = {"log10": Fraction(10), "log2": Fraction(2)}.get(kind) or args[1]
        assert b ** v.numerator == args[0] ** v.denominator
    elif kind in ("sin", "tan", "atan", "asin", "acos"):
        assert v == 0 and args[0] == (1 if kind == "acos" else 0)
    elif kind == "cos":
        assert v == 1 and args[0] == 0
    else:
        raise AssertionError(kind)


def mp_value(kind: str, args: tuple, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        if kind == "pi":
            return to_fraction(+mpmath.pi)
        if kind == "e":
            return to_fraction(+mpmath.e)
        x = mpf_of(args[0])
        if kind == "sqrt":
            v = mpmath.sqrt(x)
        elif kind == "cbrt":
            v = mpmath.cbrt(abs(x)) * (1 if x >= 0 else -1)
        elif kind == "exp":
            v = mpmath.exp(x)
        elif kind == "ln":
            v = mpmath.ln(x)
        elif kind == "log10":
            v = mpmath.log10(x)
        elif kind == "log2":
            v = mpmath.log(x, 2)
        elif kind == "log":
            v = mpmath.ln(x) / mpmath.ln(mpf_of(args[1]))
        elif kind == "pow":
            v = mpmath.power(x, mpf_of(args[1]))
        elif kind in TRIG:
            v = getattr(mpmath, kind)(x)
        else:
            raise ValueError(kind)
        return to_fraction(v)


# --- integer fixed-point series (second method for trig and pi) ------------


def _div(a: int, b: int) -> int:
    """a / b rounded toward zero (symmetric for negative a)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def fixed_sin_cos(x: Fraction, G: int) -> tuple[int, int]:
    """(sin x, cos x) * 10**G, |x| <= ~10, by Taylor series with 30 guard digits."""
    H = G + 30
    S = 10**H
    X = _div(x.numerator * S, x.denominator)
    X2 = _div(X * X, S)
    s, t, k = 0, X, 1
    while t:
        s += t
        t = _div(-t * X2, S * (k + 1) * (k + 2))
        k += 2
    c, t, k = 0, S, 0
    while t:
        c += t
        t = _div(-t * X2, S * (k + 1) * (k + 2))
        k += 2
    return _div(s, 10**30), _div(c, 10**30)


def fixed_atan(X: int, S: int) -> int:
    """atan(X/S) * S by argument halving and the Taylor series."""
    halvings = 0
    while abs(X) * 10 > S:
        X = _div(X * S, S + isqrt(S * S + X * X))
        halvings += 1
    X2 = _div(X * X, S)
    s, pw, k = 0, X, 0
    while pw:
        s += _div(pw, 2 * k + 1)
        pw = _div(-pw * X2, S)
        k += 1
    return s * 2**halvings


def isqrt(n: int) -> int:
    return iroot(n, 2)


def fixed_pi(S: int) -> int:
    """pi * S by Machin's formula, 16 atan(1/5) - 4 atan(1/239)."""
    def acot(n: int) -> int:
        s, t, k = 0, S // n, 0
        while t:
            s += t // (2 * k + 1) if k % 2 == 0 else -(t // (2 * k + 1))
            t //= n * n
            k += 1
        return s
    return 16 * acot(5) - 4 * acot(239)


def series_value(kind: str, x: Fraction, G: int) -> Fraction:
    """sin cos tan asin acos atan of x, or pi, with absolute error ~1e-(G-5)."""
    H = G + 30
    S = 10**H
    if kind == "pi":
        return Fraction(fixed_pi(S), S)
    if kind in ("sin", "cos", "tan"):
        s, c = fixed_sin_cos(x, H)
        if kind == "sin":
            return Fraction(s, S)
        if kind == "cos":
            return Fraction(c, S)
        return Fraction(s, c)
    X = _div(x.numerator * S, x.denominator)
    if kind == "atan":
        return Fraction(fixed_atan(X, S), S)
    # asin(x) = atan(x / sqrt(1 - x^2)), asin(+-1) = +-pi/2; acos = pi/2 - asin
    assert abs(x) <= 1
    if abs(x) == 1:
        half_pi = fixed_pi(S) // 2
        a = half_pi if x > 0 else -half_pi
    else:
        one_minus = (1 - x * x)
        root = iroot(one_minus.numerator * S * S // one_minus.denominator, 2)
        a = fixed_atan(_div(X * S, root), S)
    if kind == "asin":
        return Fraction(a, S)
    assert kind == "acos"
    return Fraction(fixed_pi(S) // 2 - a, S)


def root_value(x: Fraction, n: int, d: int, G: int) -> Fraction:
    """x ** (n/d), x > 0, to within 10**-G absolutely, with integers only."""
    y = x**n
    N = (y.numerator * 10 ** (d * G)) // y.denominator
    return Fraction(iroot(N, d), 10**G)


def second_value(kind: str, args: tuple, digits: int, magnitude: int) -> Fraction:
    """An independent approximation with about `digits` correct significant
    digits; `magnitude` is the adjusted exponent of the value."""
    G = digits - magnitude + 5  # digits after the decimal point
    if kind in TRIG or kind == "pi":
        return series_value(kind, args[0] if args else Fraction(0), digits + abs(magnitude) + 20)
    if kind == "sqrt":
        return root_value(args[0], 1, 2, G)
    if kind == "cbrt":
        x = args[0]
        v = root_value(abs(x), 1, 3, G)
        return v if x >= 0 else -v
    if kind == "pow" and args[1].denominator <= 12:
        y = args[1]
        return root_value(args[0], y.numerator, y.denominator, G)
    ctx = Context(prec=digits + 5, rounding=ROUND_HALF_EVEN, Emax=MAX_EMAX, Emin=MIN_EMIN)
    if kind == "e":
        return Fraction(ctx.exp(Decimal(1)))
    x = dec_exact(args[0])
    if kind == "exp":
        return Fraction(ctx.exp(x))
    if kind == "ln":
        return Fraction(ctx.ln(x))
    if kind == "log10":
        return Fraction(ctx.log10(x))
    if kind == "log2":
        return Fraction(ctx.divide(ctx.ln(x), ctx.ln(Decimal(2))))
    if kind == "log":
        return Fraction(ctx.divide(ctx.ln(x), ctx.ln(dec_exact(args[1]))))
    if kind == "pow":
        y = args[1]
        yd = dec_exact(y) if terminating(y) else ctx.divide(Decimal(y.numerator), Decimal(y.denominator))
        return Fraction(ctx.power(x, yd))
    raise ValueError(kind)


DECIMAL_DIRECT = {"sqrt": "sqrt", "exp": "exp", "ln": "ln", "log10": "log10"}


def reference(kind: str, args: tuple, p: int, mode: str) -> tuple[str, str]:
    """(expected text, category) for kind(args) at precision p with mode."""
    ex = exact_value(kind, args)
    if ex is not None:
        verify_exact(kind, args, ex)
        text = mv.expected(ex, p, mode)
        category = "exact"
    else:
        approx = [mp_value(kind, args, p + g) for g in (50, 100)]
        dist = min(boundary_distance(a, p) for a in approx)
        category = "inexact"
        if dist < Fraction(1, 10**35):
            approx = [mp_value(kind, args, p + g) for g in (300, 350)]
            dist = min(boundary_distance(a, p) for a in approx)
            if dist < Fraction(1, 10**200):
                raise Unsettled(f"{kind}{args} at {p}: within 1e-200 ulp of a boundary")
            category = "deep"
        texts = {mv.expected(a, p, mode) for a in approx}
        assert len(texts) == 1, (kind, args, p, mode, texts)
        text = texts.pop()
        # the second, unrelated method
        extra = digits_of(dist)
        magnitude = mv.adjusted_exponent(abs(approx[-1]))
        second = second_value(kind, args, p + 60 + extra, magnitude)
        other = mv.expected(second, p, mode)
        assert other == text, ("second method disagrees", kind, args, p, mode, text, other)
    if mode == "half-even" and kind in DECIMAL_DIRECT:
        ctx = Context(prec=p, rounding=ROUND_HALF_EVEN, Emax=MAX_EMAX, Emin=MIN_EMIN)
        d = getattr(ctx, DECIMAL_DIRECT[kind])(dec_exact(args[0]))
        assert format_decimal(d, p) == text, ("decimal disagrees", kind, args, p, text, str(d))
    return text, category


# ---------------------------------------------------------------------------
# Rendering and re-parsing expressions
# ---------------------------------------------------------------------------


def literal(v: Fraction) -> str:
    """A decimal literal for a terminating v >= 0: plain (`123.456`, `0.0005`)
    unless it is very large or very small (`1e-20`, `7.5e30`)."""
    assert v >= 0 and terminating(v)
    if v == 0:
        return "0"
    c, e = mv.decompose(v)
    digits = str(c)
    adj = e + len(digits) - 1
    if -7 <= adj <= 15:
        return mv.format_rounded((1, c, e), 10**6)
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{mant}e{adj}"


def signed_literal(v: Fraction) -> str:
    return "-" + literal(-v) if v < 0 else literal(v)


def exponent_text(y: Fraction, rng: random.Random) -> str:
    """The right operand of ^: `0.5`, `-1.5`, `(-1.5)`, `(1/3)`, `-(2/3)`, `(-2/3)`."""
    if terminating(y):
        if y < 0:
            return rng.choice([signed_literal(y), signed_literal(y), f"({signed_literal(y)})"])
        return literal(y) if rng.random() < 0.85 else f"({literal(y)})"
    n, d = y.numerator, y.denominator
    if n < 0:
        return rng.choice([f"-({-n}/{d})", f"(-{-n}/{d})"])
    return f"({n}/{d})"


def base_text(x: Fraction, rng: random.Random) -> str:
    t = literal(x)
    if "e" in t or rng.random() < 0.2:
        return f"({t})"
    return t


def render(kind: str, args: tuple, rng: random.Random) -> str:
    if kind in ("pi", "e"):
        return kind
    if kind == "pow":
        return f"{base_text(args[0], rng)}^{exponent_text(args[1], rng)}"
    if kind == "log":
        return f"log({signed_literal(args[0])}, {signed_literal(args[1])})"
    return f"{kind}({signed_literal(args[0])})"


_CALL = re.compile(r"^([a-z][a-z0-9]*)\((.*)\)$")


def reparse(expr: str) -> tuple[str, tuple]:
    """(kind, args) read back from an expression, with make-vectors' parser."""
    if expr in ("pi", "e"):
        return expr, ()
    m = _CALL.match(expr)
    if m and m.group(1) in UNARY + ["log"]:
        parts = [mv.parse_value(s.strip()) for s in m.group(2).split(",")]
        return m.group(1), tuple(parts)
    base, _, exponent = expr.partition("^")
    return "pow", (mv.parse_value(base), mv.parse_value(exponent))


# ---------------------------------------------------------------------------
# Collection
# ---------------------------------------------------------------------------


def family(kind: str) -> str:
    return "power" if kind == "pow" else kind


class Collector:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[tuple[str, int, str, str, str]] = []
        self.seen: set[tuple[str, int, str]] = set()
        self.categories: Counter = Counter()
        self.modes: list[str] = []
        self.skipped = 0

    def next_mode(self) -> str:
        """Modes in shuffled blocks of seven: an even spread."""
        if not self.modes:
            self.modes = MODE_NAMES[:]
            self.rng.shuffle(self.modes)
        return self.modes.pop()

    def p500(self) -> int:
        return sum(1 for r in self.rows if r[1] == 500)

    def add(self, kind: str, args: tuple, p: int, mode: str | None = None, expr: str | None = None) -> bool:
        if p == 500 and self.p500() >= MAX_P500:
            return False
        if mode is None:
            mode = self.next_mode()
        if expr is None:
            expr = render(kind, args, self.rng)
        assert "\t" not in expr
        assert reparse(expr) == (kind, args), (expr, reparse(expr), kind, args)
        key = (expr, p, mode)
        if key in self.seen:
            return False
        try:
            text, category = reference(kind, args, p, mode)
        except Unsettled:
            self.skipped += 1
            return False
        self.seen.add(key)
        self.rows.append((expr, p, mode, text, family(kind)))
        self.categories[category] += 1
        return True

    def add_all_modes(self, kind: str, args: tuple, p: int) -> None:
        expr = render(kind, args, self.rng)
        for m in MODE_NAMES:
            self.add(kind, args, p, m, expr)


def rand_precision(rng: random.Random) -> int:
    return rng.choices(PRECISIONS, PRECISION_WEIGHTS)[0]


def rand_sig(rng: random.Random) -> int:
    x = rng.random()
    if x < 0.35:
        return rng.randint(1, 2)
    if x < 0.75:
        return rng.randint(3, 6)
    if x < 0.95:
        return rng.randint(7, 12)
    return rng.randint(13, 30)


def rand_dec(rng: random.Random, adj_lo: int, adj_hi: int, sig: int | None = None) -> Fraction:
    """A positive decimal with `sig` significant digits, leading digit at 10**adj."""
    s = sig or rand_sig(rng)
    c = rng.randint(10 ** (s - 1), 10**s - 1) if s > 1 else rng.randint(1, 9)
    if c % 10 == 0:
        c += rng.randint(1, 9)
    adj = rng.randint(adj_lo, adj_hi)
    return Fraction(c) * TEN ** (adj - (len(str(c)) - 1))


def in_range(rng: random.Random, lo: Fraction, hi: Fraction, sig: int | None = None) -> Fraction:
    """A short decimal in [lo, hi]."""
    s = sig or rand_sig(rng)
    width = hi - lo
    adj = mv.adjusted_exponent(width)
    step = TEN ** (adj - s + 1)
    n = int(width / step)
    return lo + step * rng.randint(0, n)


def gen_random(col: Collector, kind: str, count: int, make_args) -> None:
    """count vectors of kind with random arguments and precisions."""
    rng = col.rng
    added = 0
    guard = 0
    while added < count:
        guard += 1
        assert guard < count * 20, kind
        args = make_args(rng)
        if args is None:
            continue
        if col.add(kind, args, rand_precision(rng)):
            added += 1


# --- argument makers --------------------------------------------------------


def positive_wide(rng: random.Random):
    x = rng.random()
    if x < 0.6:
        return (rand_dec(rng, -4, 8),)
    if x < 0.85:
        return (rand_dec(rng, -30, 30),)
    if x < 0.95:  # close to 1
        k = rng.randint(2, 25)
        d = rand_dec(rng, -k, -k, rng.randint(1, 3))
        return (1 + d if rng.random() < 0.5 else 1 - d,)
    return (rand_dec(rng, -60, 60),)


def exp_args(rng: random.Random):
    x = rng.random()
    if x < 0.55:
        v = in_range(rng, Fraction(-20), Fraction(20))
    elif x < 0.85:
        v = in_range(rng, Fraction(-200), Fraction(200))
    else:
        v = rand_dec(rng, -12, -1)
        v = v if rng.random() < 0.5 else -v
    return (v,)


POWER_EXPONENTS = [Fraction(s) for s in [
    "0.5", "-0.5", "1.5", "-1.5", "2.5", "2.25", "0.25", "-0.25", "0.75", "0.1", "-0.1",
    "-0.7", "0.3", "3.7", "-2.75", "1.2", "0.05", "-3.5", "4.5", "0.125", "7.5", "-0.01",
    "1.001", "0.999",
]] + [Fraction(1, 3), Fraction(2, 3), Fraction(-1, 3), Fraction(-2, 3), Fraction(1, 7),
      Fraction(5, 3), Fraction(4, 3), Fraction(-5, 6), Fraction(3, 11), Fraction(1, 9)]


def power_args(rng: random.Random):
    y = rng.choice(POWER_EXPONENTS)
    if rng.random() < 0.2:  # any short decimal exponent
        y = in_range(rng, Fraction(-8), Fraction(8), rng.randint(1, 4))
        if y.denominator == 1:
            return None
    x = rng.random()
    if x < 0.5:
        b = rand_dec(rng, 0, 2)
    elif x < 0.8:
        b = rand_dec(rng, -3, -1)
    else:
        b = in_range(rng, Fraction(1, 10**6), Fraction(1000))
    if b == 0 or b > 1000 or b == 1:
        return None
    return (b, y)


def trig_args(rng: random.Random):
    v = in_range(rng, Fraction(-10), Fraction(10))
    return None if v == 0 else (v,)


def unit_args(rng: random.Random):
    x = rng.random()
    if x < 0.8:
        v = in_range(rng, Fraction(-1), Fraction(1))
    else:  # close to +-1
        k = rng.randint(2, 12)
        v = 1 - rand_dec(rng, -k, -k, rng.randint(1, 2))
        v = v if rng.random() < 0.5 else -v
    return None if v == 0 or abs(v) == 1 else (v,)


def atan_args(rng: random.Random):
    x = rng.random()
    if x < 0.6:
        v = in_range(rng, Fraction(-10), Fraction(10))
    else:
        v = rand_dec(rng, -8, 6)
        v = v if rng.random() < 0.5 else -v
    return None if v == 0 else (v,)


def cbrt_args(rng: random.Random):
    (v,) = positive_wide(rng)
    return (v if rng.random() < 0.6 else -v,)


LOG_BASES = [Fraction(s) for s in ["2", "3", "10", "0.5", "1.5", "7", "16", "100", "0.1", "2.5", "1000", "1.01"]]


def log_args(rng: random.Random):
    (x,) = positive_wide(rng)
    b = rng.choice(LOG_BASES) if rng.random() < 0.7 else rand_dec(rng, -2, 2, rng.randint(1, 4))
    if b == 1 or x == 1:
        return None
    return (x, b)


# --- hand-picked vectors ----------------------------------------------------


def gen_exact(col: Collector) -> None:
    rng = col.rng
    F = Fraction
    named = [
        ("sqrt", (F(16),)), ("sqrt", (F("0.25"),)), ("sqrt", (F("2.25"),)), ("sqrt", (F(0),)),
        ("sqrt", (F(1),)), ("sqrt", (F("1e-20"),)), ("sqrt", (F("1.44e40"),)), ("sqrt", (F(10**6),)),
        ("pow", (F(8), F(1, 3))), ("pow", (F(4), F("1.5"))), ("pow", (F(27), F(2, 3))),
        ("pow", (F("0.25"), F("0.5"))), ("pow", (F(32), F("0.2"))), ("pow", (F(32), F("-0.4"))),
        ("pow", (F(16), F("0.75"))), ("pow", (F(1000), F(2, 3))), ("pow", (F("0.001"), F(1, 3))),
        ("pow", (F("2.25"), F("-1.5"))), ("pow", (F(8), F(-1, 3))), ("pow", (F(27), F(-2, 3))),
        ("pow", (F("1e-6"), F("0.5"))), ("pow", (F("0.36"), F("1.5"))), ("pow", (F(1024), F("0.1"))),
        ("pow", (F(1), F("0.37"))), ("pow", (F(81), F("-0.25"))), ("pow", (F(343), F(4, 3))),
        ("exp", (F(0),)), ("ln", (F(1),)), ("log10", (F(1000),)), ("log10", (F("0.001"),)),
        ("log10", (F(1),)), ("log10", (F("1e-30"),)), ("log10", (F(10),)),
        ("log2", (F(1024),)), ("log2", (F("0.125"),)), ("log2", (F(1),)), ("log2", (F(2**40),)),
        ("log", (F(8), F(2))), ("log", (F(8), F(4))), ("log", (F(2), F(8))), ("log", (F(1), F(7))),
        ("log", (F("0.125"), F(4))), ("log", (F(4), F(8))), ("log", (F(100), F("0.1"))),
        ("log", (F(1000), F(10))), ("log", (F("2.25"), F("1.5"))), ("log", (F(9), F(27))),
        ("cbrt", (F(-27),)), ("cbrt", (F(8),)), ("cbrt", (F("0.001"),)), ("cbrt", (F(0),)),
        ("cbrt", (F("-0.125"),)), ("cbrt", (F("3.375"),)), ("cbrt", (F("1e30"),)),
        ("sin", (F(0),)), ("cos", (F(0),)), ("tan", (F(0),)), ("atan", (F(0),)),
        ("asin", (F(0),)), ("acos", (F(1),)),
    ]
    for kind, args in named:
        for _ in range(2):
            col.add(kind, args, rng.choice([1, 2, 3, 5, 10, 38, 50]))

    # Exact ties: t has k significant digits ending in 5; shown at k-1 digits.
    def tie_base(k: int) -> Fraction:
        c = rng.randint(10 ** (k - 2), 10 ** (k - 1) - 1) * 10 + 5 if k > 1 else 5
        return Fraction(c) * TEN ** rng.randint(-k - 2, 2)

    for k in [2, 2, 2, 3, 3, 4, 5, 7, 12]:
        t = tie_base(k)
        col.add_all_modes("sqrt", (t * t,), k - 1)  # sqrt(6.25) at 1 digit
        col.add("sqrt", (t * t,), k)  # the exact value itself
    for k in [2, 2, 3, 4, 6]:
        t = tie_base(k) * rng.choice([1, -1])
        col.add_all_modes("cbrt", (t**3,), k - 1)
    for k, y in [(2, F("0.5")), (2, F("1.5")), (3, F("1.5")), (2, F(1, 3)), (2, F(2, 3)),
                 (2, F("2.5")), (3, F("0.25")), (2, F(-1, 3)), (2, F("-1.5")), (2, F("0.75"))]:
        while True:
            if y > 0:
                t = tie_base(k)
            else:  # 1/t must terminate: t = 5**j * 10**s, so x = (1/t)**d and x^y = t**|n|
                t = Fraction(5 ** rng.randint(1, 4)) * TEN ** rng.randint(-4, 1)
                t = 1 / t
            x = t ** y.denominator
            v = t ** y.numerator
            if x <= 1000 and terminating(v) and mv.decompose(v)[0] % 10 == 5 and mv.decompose(v)[0] > 10 and v >= Fraction(1, 10**6):
                break
        digits = len(str(mv.decompose(v)[0]))
        col.add_all_modes("pow", (x, y), digits - 1)
    # logarithms with tie results: log10(1e25) = 25 at 1 digit, log(8, 4) = 1.5, ...
    for kind, args, p in [("log10", (F("1e25"),), 1), ("log10", (F("1e-35"),), 1),
                          ("log2", (F(2**15),), 1), ("log2", (F(1, 2**45),), 1),
                          ("log", (F(8), F(4)), 1), ("log", (F("0.125"), F(4)), 1),
                          ("log", (F(2**25), F(16)), 2), ("log", (F(32), F(4)), 1),
                          ("log10", (F(10**125),), 2)]:
        col.add_all_modes(kind, args, p)
    # exact non-terminating rationals in every mode
    for kind, args, p in [("pow", (F("2.25"), F("-1.5")), 5), ("pow", (F(27), F(-2, 3)), 3),
                          ("log", (F(2), F(8)), 10), ("log", (F(4), F(8)), 2)]:
        col.add_all_modes(kind, args, p)


def gen_deep(col: Collector) -> None:
    """Values whose digits after position p begin with a long run of 0s or 9s."""
    F = Fraction
    cases = [
        ("exp", F("1e-30"), [10, 20, 30]), ("exp", F("-1e-25"), [10, 20, 25]),
        ("exp", F("1e-45"), [5, 38]), ("exp", F("-1e-60"), [20, 50]),
        ("exp", F("2e-20"), [20, 21]),
        ("ln", 1 + F("1e-20"), [10, 20]), ("ln", 1 - F("1e-30"), [5, 38]),
        ("ln", 1 + F("1e-50"), [38]),
        ("log10", 1 + F("1e-25"), [10]), ("log2", 1 - F("1e-22"), [10]),
        ("sqrt", 1 + F("1e-30"), [10, 20, 31]), ("sqrt", 1 - F("1e-40"), [20, 38]),
        ("sqrt", F(10**40 + 1), [20, 38]), ("sqrt", F(10**60 - 1), [20, 30]),
        ("cbrt", 1 + F("3e-30"), [20]), ("cbrt", -(F(10**45) + 1), [10]),
        ("sin", F("1e-20"), [10, 20, 38]), ("sin", F("-1e-15"), [10]),
        ("cos", F("1e-15"), [20, 30]), ("cos", F("-1e-25"), [38]),
        ("tan", F("1e-20"), [10, 38]), ("atan", F("1e-20"), [10, 38]),
        ("asin", F("1e-18"), [10, 30]), ("acos", F("1e-40"), [38]),
        ("atan", F("1e25"), [20]),
    ]
    for kind, x, ps in cases:
        for p in ps:
            for _ in range(2):
                col.add(kind, (x,), p)
    for x, y, ps in [(F(2), F("1e-30"), [10, 20]), (F("0.5"), F("1e-25"), [10, 20]),
                     (F(10), F("-1e-40"), [38]), (F("1.000000000000000000001"), F("0.5"), [20])]:
        for p in ps:
            for _ in range(2):
                col.add("pow", (x, y), p)


def gen_constants(col: Collector) -> None:
    for kind in ("pi", "e"):
        for p in [1, 2, 3, 5, 10, 20, 38, 50, 100, 200]:
            for m in MODE_NAMES:
                col.add(kind, (), p, m)
        for m in ["half-even", "down", "ceiling"]:
            col.add(kind, (), 500, m)


def gen_p500(col: Collector) -> None:
    """A few of the other functions at precision 500."""
    F = Fraction
    for kind, args in [("sqrt", (F(2),)), ("sqrt", (F("123.456"),)), ("exp", (F(1),)),
                       ("exp", (F("-123.5"),)), ("ln", (F(2),)), ("ln", (F("1e-30"),)),
                       ("log10", (F(7),)), ("pow", (F(2), F("0.5"))), ("pow", (F("0.3"), F(1, 3))),
                       ("pow", (F("1.5"), F("2.25"))), ("sin", (F(1),)), ("cos", (F("-2.5"),)),
                       ("atan", (F(1),)), ("asin", (F("0.5"),)), ("cbrt", (F(2),)),
                       ("log2", (F(3),)), ("log", (F(5), F(3))), ("tan", (F("0.7"),)),
                       ("acos", (F("-0.25"),)), ("sqrt", (F("6.25"),))]:
        col.add(kind, args, 500)


def gen_named_inexact(col: Collector) -> None:
    """The examples of the brief, and a few classics, at random settings."""
    rng = col.rng
    F = Fraction
    for kind, args in [("sqrt", (F(2),)), ("sqrt", (F(3),)), ("sqrt", (F("0.5"),)), ("sqrt", (F(10),)),
                       ("exp", (F(1),)), ("exp", (F(-1),)), ("exp", (F("-3.5"),)), ("exp", (F(100),)),
                       ("ln", (F(2),)), ("ln", (F(10),)), ("ln", (F("0.5"),)), ("log10", (F(2),)),
                       ("log10", (F(3),)), ("pow", (F(2), F("0.5"))), ("pow", (F(10), F("-1.5"))),
                       ("pow", (F("1.5"), F("2.25"))), ("pow", (F("0.3"), F(1, 3))),
                       ("pow", (F(2), F(1, 3))), ("pow", (F(10), F("0.1"))),
                       ("sin", (F(1),)), ("cos", (F(1),)), ("tan", (F(1),)), ("atan", (F(1),)),
                       ("asin", (F(1),)), ("acos", (F(-1),)), ("asin", (F("0.5"),)), ("acos", (F("0.5"),)),
                       ("asin", (F(-1),)), ("acos", (F(0),)), ("atan", (F(-1),)),
                       ("cbrt", (F(2),)), ("log2", (F(10),)), ("log", (F(10), F(2))), ("log", (F(3), F(10)))]:
        for _ in range(3):
            col.add(kind, args, rand_precision(rng))


def gen_log_one_argument(col: Collector) -> None:
    """log(x) with one argument is log10(x)."""
    rng = col.rng
    added = 0
    while added < 12:
        (x,) = positive_wide(rng)
        expr = f"log({literal(x)})"
        p = rand_precision(rng)
        mode = col.next_mode()
        assert mv.parse_value(expr[4:-1]) == x, expr
        key = (expr, p, mode)
        if key in col.seen:
            continue
        text, category = reference("log10", (x,), p, mode)
        col.seen.add(key)
        col.rows.append((expr, p, mode, text, "log"))
        col.categories[category] += 1
        added += 1


def main() -> None:
    rng = random.Random(SEED)
    col = Collector(rng)

    gen_exact(col)
    gen_deep(col)
    gen_constants(col)
    gen_p500(col)
    gen_named_inexact(col)
    gen_log_one_argument(col)

    gen_random(col, "sqrt", 250, positive_wide)
    gen_random(col, "exp", 270, exp_args)
    gen_random(col, "ln", 230, positive_wide)
    gen_random(col, "log10", 190, positive_wide)
    gen_random(col, "pow", 360, power_args)
    gen_random(col, "cbrt", 60, cbrt_args)
    gen_random(col, "log2", 55, positive_wide)
    gen_random(col, "log", 60, log_args)
    gen_random(col, "sin", 65, trig_args)
    gen_random(col, "cos", 65, trig_args)
    gen_random(col, "tan", 65, trig_args)
    gen_random(col, "atan", 55, atan_args)
    gen_random(col, "asin", 50, unit_args)
    gen_random(col, "acos", 50, unit_args)

    rows = col.rows
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-function-vectors.py, do not edit\n")
        for expr, p, mode, text, _ in rows:
            f.write(f"{expr}\t{p}\t{mode}\t{text}\n")

    print(f"{FIXTURE.relative_to(ROOT)}: {len(rows)} vectors", file=sys.stderr)
    print("  by family:", dict(sorted(Counter(r[4] for r in rows).items())), file=sys.stderr)
    print("  by kind of value:", dict(sorted(col.categories.items())), file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(r[2] for r in rows).items())), file=sys.stderr)
    print("  by precision:", dict(sorted(Counter(r[1] for r in rows).items())), file=sys.stderr)
    if col.skipped:
        print(f"  skipped {col.skipped} undecidable candidates", file=sys.stderr)


if __name__ == "__main__":
    main()
