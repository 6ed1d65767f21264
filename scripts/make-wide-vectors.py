#!/usr/bin/env python3
"""Generate reference vectors for calc's wide range: big exact values and huge magnitudes.

Run from the repository root (or any directory):

    python3 scripts/make-wide-vectors.py

It (re)writes two files:

* Tests/CalcKitTests/Fixtures/wide.tsv, read by Tests/CalcKitTests/Vectors/WideRangeVectorTests.swift:

      expression <TAB> precision <TAB> rounding <TAB> expected <TAB> group

  About 1,200 vectors at precisions 1 to 100, in all seven rounding modes, in four groups:
  `must-show` (the named examples: `1.0001^100000`, `exp(100000)`, `9^9^9`,
  `asin(cos(pi))`, ... each in all seven modes at precisions 10, 38 and 60), `powers`
  (x^n with exact forms from ~20,000 to ~450,000 digits, and far beyond the 1,000,000-digit
  exact-size cap up to magnitudes of about 10^(10^15); quotients and products of big
  powers, `1e-300000 * 3`, `x * 10^-500000`), `exp` (exp(+-x) for x from 46,000 to
  10^15, `e^k`, and ln, log10 and sqrt of huge and tiny values) and `compositions`
  (asin and acos at +-1 reached through cos(pi), sin(pi/2), ...; random compositions of
  two or three functions whose inner value lands near the edge of the outer one's domain).

* Tests/calcTests/WideRangeExpected.swift: Swift constants for WideRangeCLITests.swift
  (calc's one-shot output of 10000!, 2^100000 and 3^50000, every digit: length, first and
  last 40 characters, SHA-256), and the one-shot outputs of the must-show expressions
  (1.0001^100000, exactly 400,001 digits, is shown rounded to 38 like any value that is not
  an integer and needs more than 1,000 digits).  The script also prints these.

How the expected strings are known (nothing comes from CalcKit)
--------------------------------------------------------------
Exact values (only + - * / and integer powers, every numerator and denominator of every
intermediate at most EXACT_MAX_DIGITS digits, well inside calc's 1,000,000-digit cap):
  1. GMP (gmpy2.mpz): the exact numerator and denominator, then floor(|v| * 10^s) with
     p + 2 digits and whether a remainder is left; the surrogate (q + 1/2 if a remainder)
     * 10^-s rounds exactly like v at p digits in every mode, and is rounded and printed
     by make-vectors.py's `round_with_decimal` / `round_with_integers` (which must agree)
     and `format_rounded`.
  2. libmpdec (Python's decimal): the exact numerator and denominator as Decimals in a
     context too wide to round (the Inexact flag must stay clear), then one correctly
     rounded division at p digits in the requested mode.  Must give the same text.

Everything else (a function, a constant, or an exact form too big for calc to keep):
  1. mpmath at D1 = 3p + 60 and at D2 = 6p + 120 significant digits (plus 30 guard digits
     inside, for the digits that an exponent of up to 10^15 costs); the value is scaled to
     M * 10^E with M near 1 (E may be ~10^15: the rounding is done on M, the exponent
     added after), rounded and printed as above.  Both must give the same text, and M must
     be at least 1e-20 units in the last place away from every rounding boundary (every
     p-digit number and every midpoint) -- far more than the error at D1, so the rounding
     is settled; closer cases are skipped (and none of the must-show cases is).
  2. MPFR through gmpy2 at D1 digits (+100 bits).  gmpy2 builds here cap the binary
     exponent at 2^30 (~1e+-323,000,000) even with a wider context, so values are carried
     as (MPFR mantissa, decimal exponent): products add exponents, x^n and exp(x) go
     through n*log10(x) and x/ln(10) at extra precision, ln adds E*ln(10).  Same text.
  3. Arb (python-flint) ball arithmetic at D1 digits: a rigorous enclosure; both ends of
     the ball, scaled the same way, must round to the same text.  This is the proof that
     the text is right whatever the condition of the expression.
  Compositions that reach a domain edge exactly (asin(cos(pi)) = -pi/2) are evaluated
  through their known value (-pi/2 for all three methods), and mpmath's direct evaluation
  of the expression as written must agree with it to D1/3 digits (a check of the claim).
  Random compositions never put a function right after its own inverse, nor a
  trigonometric or hyperbolic function after an inverse of the same kind (sin(acos x) is
  algebraic, maybe rational), so no value is exactly a short decimal; the boundary
  distance check would drop one anyway.

The output is deterministic (fixed seed).  Needs mpmath, gmpy2 and python-flint.
"""

from __future__ import annotations

import hashlib
import math
import random
import sys
import time
from collections import Counter
from decimal import Context, Decimal, Inexact, MAX_EMAX, MIN_EMIN
from fractions import Fraction
from pathlib import Path

try:
    import gmpy2
    import mpmath
    from flint import arb, fmpq
    from flint import ctx as flint_ctx
except ImportError:  # pragma: no cover
    sys.exit("make-wide-vectors.py needs mpmath, gmpy2 and python-flint: pip install mpmath gmpy2 python-flint")

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "wide.tsv"
SWIFT_EXPECTED = ROOT / "Tests" / "calcTests" / "WideRangeExpected.swift"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")  # rounding (two ways) and calc's plain text
mfv = _load("make_function_vectors", "make-function-vectors.py")  # literal(), to_fraction, boundary_distance

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20260612
MODES = list(mv.MODES)  # half-even half-up half-down up down ceiling floor
PRECISIONS = [1, 2, 3, 5, 10, 20, 38, 50, 60, 80, 100]
PRECISION_WEIGHTS = [4, 4, 4, 6, 10, 10, 30, 8, 8, 6, 6]
# Expressions left out of wide.tsv because a debug build of calc takes over a second and a
# half on them (big exact powers with BigInt unoptimised, and ln of 100,000-digit exact
# values); the must-show ones among them are checked once by the CLI tests.
SLOW_IN_DEBUG = {
    '(-1.0001)^100001',
    '(2 / 3)^1000000',
    '(22 / 7)^-600000',
    '0.5^1000000 * 3^600000',
    '1.0001^100000',
    '1.0001^100000 / 1.0002^50000',
    '1e-300000 / 7',
    '2^-1000000',
    '2^1000000',
    '7^200000 / 11^190000',
    '7^300000 / 3^400000',
    'ln(0.0584668^4683)',
    'ln(1.54183 * 10^-271165)',
    'ln(1.635 * 10^-291585)',
    'ln(2.0681 * 10^-274810)',
    'ln(2.5 * 10^-269150)',
    'ln(3 * 10^-120151)',
    'ln(3.256 * 10^-318587)',
    'ln(3.3306 * 10^-164370)',
    'ln(3.776 * 10^-244500)',
    'ln(5.0178 * 10^-220468)',
    'ln(5.4438 * 10^-386760)',
    'ln(5.877 * 10^-300150)',
    'ln(6 * 10^-55397)',
    'ln(6.03792 * 10^-241521)',
    'ln(7.5 * 10^-192091)',
    'ln(7.534 * 10^-64916)',
    'ln(7.8 * 10^-118803)',
    'sqrt(6.3918 * 10^-61943)',
    'sqrt(6.99 * 10^62047)',
}

EXACT_MAX_DIGITS = 60_000  # random exact values stay below this (calc's cap: 1,000,000; debug-build speed)
APPROX_MIN_DIGITS = 2_000_000  # random "beyond the cap" exact forms are at least this big
MIN_DISTANCE = Fraction(1, 10**20)  # in units of the last shown digit
GUARD = 30  # guard digits for the floating references
TEN = Fraction(10)


class Skip(Exception):
    """Not a case whose answer can be promised (too close to a boundary, out of domain)."""


# ---------------------------------------------------------------------------
# Expression trees
#   ("lit", Fraction[, text])  a decimal literal (written as make-function-vectors' literal)
#   ("int", n)                 a whole number written in full (exponents)
#   ("const", "pi" | "e")
#   ("neg", a)
#   ("bin", op, a, b)          op in + - * /
#   ("pow", a, b)              b exact and whole
#   ("fn", name, a)
#   ("paren", a)               a in parentheses, as written: 1.000001^(10^6)
# ---------------------------------------------------------------------------

def lit(v, text: str | None = None) -> tuple:
    """A literal; `text`, if given, is how it is written (`45688.2247992930`), and must read
    back (make-vectors.py's parser) as v."""
    v = Fraction(v)
    if v < 0:
        return ("neg", lit(-v, text))
    if text is not None:
        assert mv.parse_value(text) == v, (text, v)
        return ("lit", v, text)
    return ("lit", v)


def num(n: int) -> tuple:
    return ("int", n) if n >= 0 else ("neg", ("int", -n))


def fn(name: str, a) -> tuple:
    return ("fn", name, a)


def pw(a, b) -> tuple:
    return ("pow", a, b if isinstance(b, tuple) else num(b))


def paren(a) -> tuple:
    return ("paren", a)


def bop(op: str, a, b) -> tuple:
    return ("bin", op, a, b)


PI = ("const", "pi")
E = ("const", "e")

ATOM, POW, UNARY, MUL, ADD = 5, 4, 3, 2, 1


def fast_decompose(v: Fraction) -> tuple[int, int] | None:
    """(c, e) with v = c * 10^e and c without trailing zeros, or None if v does not
    terminate (mv.decompose, without its digit-at-a-time loop on 10^300000)."""
    n, d = v.numerator, v.denominator
    if n == 0:
        return 0, 0
    twos = (d & -d).bit_length() - 1
    fives_part = d >> twos
    fives = 0
    if fives_part > 1:
        fives = round(math.log(fives_part) / math.log(5))
        if 5**fives != fives_part:
            return None
    k = max(twos, fives)
    c = n * 2 ** (k - twos) * 5 ** (k - fives)
    e = -k
    while c % 10 == 0:
        c //= 10
        e += 1
    return c, e


def terminates(v: Fraction) -> bool:
    return fast_decompose(v) is not None


def literal_text(v: Fraction) -> str:
    """make-function-vectors.py's `literal` (plain for -7 <= a <= 15, else `d.ddde-N`), with
    the fast decomposition; checked against it in self_test."""
    assert v >= 0
    if v == 0:
        return "0"
    c, e = fast_decompose(v)
    digits = str(c)
    adj = e + len(digits) - 1
    if -7 <= adj <= 15:
        return mv.format_rounded((1, c, e), 10**6)
    mant = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{mant}e{adj}"


def render(node) -> str:
    return _render(node)[0]


def _child(node, need: int) -> str:
    text, level = _render(node)
    return f"({text})" if level < need else text


def _render(node):
    kind = node[0]
    if kind == "lit":
        return (node[2] if len(node) > 2 else literal_text(node[1])), ATOM
    if kind == "int":
        return str(node[1]), ATOM
    if kind == "const":
        return node[1], ATOM
    if kind == "neg":
        return "-" + _child(node[1], POW), UNARY
    if kind == "bin":
        _, op, a, b = node
        level = ADD if op in "+-" else MUL
        return f"{_child(a, level)} {op} {_child(b, level + 1)}", level
    if kind == "pow":
        _, a, b = node
        base = _child(a, ATOM)
        if a[0] == "lit" and "e" in base:
            base = f"({base})"  # (1e-5)^3, not 1e-5^3
        return f"{base}^{_child(b, UNARY)}", POW
    if kind == "fn":
        return f"{node[1]}({render(node[2])})", ATOM
    if kind == "paren":
        return f"({render(node[1])})", ATOM
    raise ValueError(kind)


def is_exact_tree(node) -> bool:
    if node[0] == "paren":
        return is_exact_tree(node[1])
    kind = node[0]
    if kind in ("lit", "int"):
        return True
    if kind in ("const", "fn"):
        return False
    return all(is_exact_tree(c) for c in node[1:] if isinstance(c, tuple))


def int_value(node) -> int:
    """The value of an exponent subtree (exact, whole, small enough to compute)."""
    if node[0] == "paren":
        return int_value(node[1])
    kind = node[0]
    if kind == "int":
        return node[1]
    if kind == "lit":
        assert node[1].denominator == 1
        return int(node[1])
    if kind == "neg":
        return -int_value(node[1])
    if kind == "pow":
        b, e = int_value(node[1]), int_value(node[2])
        assert e >= 0 and e * max(1, abs(b).bit_length()) < 10**4
        return b**e
    if kind == "bin":
        _, op, a, b = node
        x, y = int_value(a), int_value(b)
        if op == "+":
            return x + y
        if op == "-":
            return x - y
        if op == "*":
            return x * y
        assert y != 0 and x % y == 0
        return x // y
    raise ValueError(node)


def log10_size(v: Fraction) -> float:
    """Digits of the larger of |numerator| and denominator."""
    return max(math.log10(abs(v.numerator)) if v.numerator else 0, math.log10(v.denominator))


def exact_digits(node) -> tuple[float, float]:
    """(log10 |numerator|, log10 denominator) of an exact tree's value, as calc would
    hold it reduced (an estimate: products of coprime parts), and the largest size of any
    intermediate."""
    sizes = []

    def walk(n) -> tuple[float, float]:
        if n[0] == "paren":
            return walk(n[1])
        kind = n[0]
        if kind == "lit" or kind == "int":
            v = Fraction(n[1])
            r = (math.log10(v.numerator) if v.numerator else 0.0, math.log10(v.denominator))
        elif kind == "neg":
            r = walk(n[1])
        elif kind == "pow":
            a = walk(n[1])
            k = int_value(n[2])
            r = (a[0] * k, a[1] * k) if k >= 0 else (a[1] * -k, a[0] * -k)
        elif kind == "bin":
            _, op, x, y = n
            a, b = walk(x), walk(y)
            if op in "+-":
                r = (max(a[0] + b[1], a[1] + b[0]) + 0.31, a[1] + b[1])
            elif op == "*":
                r = (a[0] + b[0], a[1] + b[1])
            else:
                r = (a[0] + b[1], a[1] + b[0])
        else:
            raise ValueError(kind)
        sizes.append(max(r))
        return r

    walk(node)
    return max(sizes)


# ---------------------------------------------------------------------------
# Exact values, two ways
# ---------------------------------------------------------------------------

def gmp_exact(node) -> tuple:
    """(numerator, denominator) as mpz, the sign on the numerator (not reduced)."""
    if node[0] == "paren":
        return gmp_exact(node[1])
    kind = node[0]
    if kind in ("lit", "int"):
        v = Fraction(node[1])
        return gmpy2.mpz(v.numerator), gmpy2.mpz(v.denominator)
    if kind == "neg":
        n, d = gmp_exact(node[1])
        return -n, d
    if kind == "pow":
        n, d = gmp_exact(node[1])
        k = int_value(node[2])
        if k < 0:
            assert n != 0
            n, d, k = d, n, -k
            if d < 0:
                n, d = -n, -d
        return n**k, d**k
    if kind == "bin":
        _, op, x, y = node
        a, b = gmp_exact(x), gmp_exact(y)
        if op == "+":
            return a[0] * b[1] + b[0] * a[1], a[1] * b[1]
        if op == "-":
            return a[0] * b[1] - b[0] * a[1], a[1] * b[1]
        if op == "*":
            return a[0] * b[0], a[1] * b[1]
        assert b[0] != 0
        n, d = a[0] * b[1], a[1] * b[0]
        return (-n, -d) if d < 0 else (n, d)
    raise ValueError(kind)


def at_least_power(n, d, k: int) -> bool:
    """n / d >= 10^k (n, d > 0)."""
    return n >= d * gmpy2.mpz(10) ** k if k >= 0 else n * gmpy2.mpz(10) ** -k >= d


def gmp_text(pair, p: int, mode: str) -> str:
    n, d = pair
    if n == 0:
        return "0"
    sign = -1 if n < 0 else 1
    n = abs(n)
    # a = floor(log10(n/d)), by estimate and exact correction
    a = gmpy2.num_digits(n, 10) - gmpy2.num_digits(d, 10)
    while not at_least_power(n, d, a):
        a -= 1
    while at_least_power(n, d, a + 1):
        a += 1
    s = p + 1 - a  # floor(|v| * 10^s) has p + 2 digits
    if s >= 0:
        q, r = gmpy2.f_divmod(n * gmpy2.mpz(10) ** s, d)
    else:
        q, r = gmpy2.f_divmod(n, d * gmpy2.mpz(10) ** -s)
    assert len(str(q)) == p + 2, (p, a, s)
    m = Fraction(int(q)) + (Fraction(1, 2) if r else 0)
    return scaled_text(sign * m, -s, p, mode)


def dec_exact(node, ctx: Context) -> tuple:
    """(numerator, denominator) as exact Decimals (the context must not round)."""
    if node[0] == "paren":
        return dec_exact(node[1], ctx)
    kind = node[0]
    if kind in ("lit", "int"):
        v = Fraction(node[1])
        if terminates(v):  # from the literal's text: no conversion of a huge integer
            return ctx.plus(Decimal(literal_text(v))), Decimal(1)
        return Decimal(v.numerator), Decimal(v.denominator)
    if kind == "neg":
        n, d = dec_exact(node[1], ctx)
        return ctx.minus(n), d
    if kind == "pow":
        n, d = dec_exact(node[1], ctx)
        k = int_value(node[2])
        if k < 0:
            n, d, k = d, n, -k
        return ctx.power(n, k), ctx.power(d, k)
    if kind == "bin":
        _, op, x, y = node
        a, b = dec_exact(x, ctx), dec_exact(y, ctx)
        if op == "+":
            return ctx.add(ctx.multiply(a[0], b[1]), ctx.multiply(b[0], a[1])), ctx.multiply(a[1], b[1])
        if op == "-":
            return ctx.subtract(ctx.multiply(a[0], b[1]), ctx.multiply(b[0], a[1])), ctx.multiply(a[1], b[1])
        if op == "*":
            return ctx.multiply(a[0], b[0]), ctx.multiply(a[1], b[1])
        return ctx.multiply(a[0], b[1]), ctx.multiply(a[1], b[0])
    raise ValueError(kind)


def dec_pair(node) -> tuple:
    big = Context(prec=3 * EXACT_MAX_DIGITS + 1_000_000, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[Inexact])
    return dec_exact(node, big)


def dec_text(pair, p: int, mode: str) -> str:
    n, d = pair
    ctx = Context(prec=p, rounding=mv.MODES[mode], Emax=MAX_EMAX, Emin=MIN_EMIN)
    parts = mv.decimal_parts(ctx.divide(n, d))
    return "0" if parts is None else mv.format_rounded(parts, p)


# ---------------------------------------------------------------------------
# Rounding a value held as M * 10^E (E may be ~10^15)
# ---------------------------------------------------------------------------

def scaled_text(m: Fraction, e: int, p: int, mode: str) -> str:
    """calc's text of m * 10^e rounded to p digits: the rounding is done on m (the same
    digits at every power of ten), by make-vectors.py's two roundings, which must agree."""
    if m == 0:
        return "0"
    r1 = mv.round_with_decimal(m, p, mode)
    r2 = mv.round_with_integers(m, p, mode)
    assert r1 == r2, (m, p, mode, r1, r2)
    sign, c, q = r1
    return mv.format_rounded((sign, c, q + e), p)


# ---------------------------------------------------------------------------
# Floating references
# ---------------------------------------------------------------------------

FUNCS = ["exp", "ln", "log10", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan",
         "sinh", "cosh", "tanh", "asinh", "acosh", "atanh"]


def mp_eval(node):
    if node[0] == "paren":
        return mp_eval(node[1])
    kind = node[0]
    if kind in ("lit", "int"):
        v = Fraction(node[1])
        return mpmath.mpf(v.numerator) / v.denominator
    if kind == "const":
        return +mpmath.pi if node[1] == "pi" else +mpmath.e
    if kind == "neg":
        return -mp_eval(node[1])
    if kind == "pow":
        return mpmath.power(mp_eval(node[1]), int_value(node[2]))
    if kind == "bin":
        _, op, x, y = node
        a, b = mp_eval(x), mp_eval(y)
        return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b}[op]()
    if kind == "fn":
        x = mp_eval(node[2])
        name = node[1]
        f = {"ln": mpmath.ln, "log10": mpmath.log10}.get(name) or getattr(mpmath, name)
        return f(x)
    raise ValueError(kind)


def mp_scaled(node, digits: int) -> tuple[Fraction, int]:
    with mpmath.workdps(digits + GUARD):
        v = mp_eval(node)
        if not isinstance(v, mpmath.mpf) or not mpmath.isfinite(v) or v == 0:
            raise Skip("mpmath: not a finite nonzero real")
    with mpmath.workdps(30):
        a = int(mpmath.floor(mpmath.log10(abs(v))))
    with mpmath.workdps(digits + GUARD + len(str(abs(a))) + 10):
        m = v / mpmath.power(10, a)
        f = mfv.to_fraction(m)  # inside: to_fraction's mpf() rounds to the working precision
    # (mpmath's mantissas may be mpz: plain ints below)
    return Fraction(int(f.numerator), int(f.denominator)), a


def arb_eval(node):
    if node[0] == "paren":
        return arb_eval(node[1])
    kind = node[0]
    if kind in ("lit", "int"):
        v = Fraction(node[1])
        return arb(fmpq(v.numerator, v.denominator))
    if kind == "const":
        return arb.pi() if node[1] == "pi" else arb.const_e()
    if kind == "neg":
        return -arb_eval(node[1])
    if kind == "pow":
        k = int_value(node[2])
        x = arb_eval(node[1])
        return x**k if k >= 0 else 1 / x ** (-k)
    if kind == "bin":
        _, op, x, y = node
        a, b = arb_eval(x), arb_eval(y)
        return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b}[op]()
    if kind == "fn":
        x = arb_eval(node[2])
        name = node[1]
        if name == "ln":
            return x.log()
        if name == "log10":
            return x.log() / arb(10).log()
        return getattr(x, name)()
    raise ValueError(kind)


def arb_fraction(x) -> Fraction:
    m, e = x.man_exp()
    m, e = int(m), int(e)
    return Fraction(m * 2**e) if e >= 0 else Fraction(m, 2**-e)


def arb_scaled(node, digits: int) -> tuple[Fraction, Fraction, int]:
    """(lower, upper, a): the value certainly lies in [lower, upper] * 10^a."""
    flint_ctx.prec = int((digits + GUARD) * 3.33) + 20
    v = arb_eval(node)
    if not v.is_finite() or v.contains(arb(0)):
        raise Skip("arb: not a finite nonzero ball")
    m, e = v.mid().man_exp()
    m, e = int(m), int(e)
    with mpmath.workdps(30):
        a = int(mpmath.floor(mpmath.log10(abs(mpmath.mpf(m))) + e * mpmath.log10(2)))
    flint_ctx.prec = int((digits + GUARD + len(str(abs(a))) + 10) * 3.33)
    s = v / arb(10) ** a if a >= 0 else v * arb(10) ** (-a)
    mid, rad = arb_fraction(s.mid()), arb_fraction(s.rad())
    return mid - rad, mid + rad, a


class XF:
    """m * 10^e with m an MPFR number of moderate size and e a Python int: MPFR (through
    gmpy2, whose exponent range is capped at 2^30 bits here) for magnitudes up to 10^(10^18)."""

    def __init__(self, m, e: int = 0):
        if m == 0:
            self.m, self.e = gmpy2.mpfr(0), 0
            return
        k = int(gmpy2.floor(gmpy2.log10(abs(m))))
        if k:
            m = m / gmpy2.exp10(k)
        self.m, self.e = m, e + k

    def mpfr(self):
        assert abs(self.e) < 10**8, "XF value too large for a direct MPFR function"
        return self.m * gmpy2.exp10(self.e)


def _extra_bits(n: int) -> int:
    return abs(n).bit_length() + 40


def xf_from_log10(t) -> XF:
    """10^t for an MPFR t computed with enough extra bits."""
    fl = gmpy2.floor(t)
    return XF(gmpy2.exp10(t - fl), int(fl))


def xf_eval(node, bits: int) -> XF:
    if node[0] == "paren":
        return xf_eval(node[1], bits)
    kind = node[0]
    if kind in ("lit", "int"):
        v = Fraction(node[1])
        return XF(gmpy2.mpfr(v.numerator) / v.denominator)
    if kind == "const":
        return XF(gmpy2.const_pi() if node[1] == "pi" else gmpy2.exp(1))
    if kind == "neg":
        x = xf_eval(node[1], bits)
        return XF(-x.m, x.e)
    if kind == "pow":
        x = xf_eval(node[1], bits)
        k = int_value(node[2])
        if x.m == 0:
            return XF(gmpy2.mpfr(0))
        sign = -1 if (x.m < 0 and k % 2) else 1
        with gmpy2.context(gmpy2.get_context(), precision=bits + _extra_bits(k) + _extra_bits(x.e)):
            t = gmpy2.log10(abs(x.m)) * k + gmpy2.mpfr(x.e) * k
            r = xf_from_log10(t)
        return XF(sign * (+r.m), r.e)
    if kind == "bin":
        _, op, xn, yn = node
        a, b = xf_eval(xn, bits), xf_eval(yn, bits)
        if op == "*":
            return XF(a.m * b.m, a.e + b.e)
        if op == "/":
            return XF(a.m / b.m, a.e - b.e)
        if op == "-":
            b = XF(-b.m, b.e)
        if a.m == 0:
            return b
        if b.m == 0:
            return a
        if a.e < b.e:
            a, b = b, a
        gap = a.e - b.e
        if gap > bits // 3 + 50:
            return a  # b is below the working precision of a
        return XF(a.m + b.m / gmpy2.exp10(gap), a.e)
    if kind == "fn":
        x = xf_eval(node[2], bits)
        name = node[1]
        if name == "exp":
            xv = x.mpfr()
            with gmpy2.context(gmpy2.get_context(), precision=bits + _extra_bits(int(abs(xv)) + 1)):
                r = xf_from_log10(xv / gmpy2.log(10))
            return XF(+r.m, r.e)
        if name in ("ln", "log10"):
            if x.m <= 0:
                raise Skip("XF: log of a non-positive number")
            with gmpy2.context(gmpy2.get_context(), precision=bits + _extra_bits(x.e)):
                if name == "ln":
                    r = gmpy2.log(x.m) + x.e * gmpy2.log(10)
                else:
                    r = gmpy2.log10(x.m) + x.e
            return XF(+r)
        if name == "sqrt":
            if x.m < 0:
                raise Skip("XF: sqrt of a negative number")
            m, e = (x.m * 10, x.e - 1) if x.e % 2 else (x.m, x.e)
            return XF(gmpy2.sqrt(m), e // 2)
        f = {"asinh": gmpy2.asinh, "acosh": gmpy2.acosh, "atanh": gmpy2.atanh}.get(name) or getattr(gmpy2, name)
        r = f(x.mpfr())
        if not gmpy2.is_finite(r):
            raise Skip("XF: not finite")
        return XF(r)
    raise ValueError(kind)


def xf_scaled(node, digits: int) -> tuple[Fraction, int]:
    bits = int((digits + GUARD) * 3.33) + 100
    with gmpy2.context(gmpy2.get_context(), precision=bits):
        x = xf_eval(node, bits)
        if x.m == 0 or not gmpy2.is_finite(x.m):
            raise Skip("XF: zero or not finite")
        n, d = x.m.as_integer_ratio()
        return Fraction(int(n), int(d)), x.e


# ---------------------------------------------------------------------------
# References
# ---------------------------------------------------------------------------

class Reference:
    """Every check for one expression at one precision; `texts[mode]` for each mode."""

    def __init__(self, node, p: int, value_node=None):
        self.node, self.p = node, p
        vn = value_node or node
        self.exact = is_exact_tree(vn) and exact_digits(vn) <= EXACT_MAX_DIGITS
        self.kind = "exact" if self.exact else "approx"
        if value_node is not None:
            self.check_identity(node, vn, 3 * p + 60)
        if self.exact:
            g, dp = gmp_exact(vn), dec_pair(vn)
            self.texts = {}
            for mode in MODES:
                a, b = gmp_text(g, p, mode), dec_text(dp, p, mode)
                assert a == b, ("exact methods disagree", render(node), p, mode, a, b)
                self.texts[mode] = a
            return
        d1, d2 = 3 * p + 60, 6 * p + 120
        self.mp1 = mp_scaled(vn, d1)
        self.mp2 = mp_scaled(vn, d2)
        self.xf = xf_scaled(vn, d1)
        self.arb = arb_scaled(vn, d1)
        m, e = self.mp2
        if mfv.boundary_distance(m, p) < MIN_DISTANCE:
            raise Skip(f"within 1e-20 ulp of a rounding boundary at {p} digits")
        self.texts = {}
        for mode in MODES:
            lower = scaled_text(self.arb[0], self.arb[2], p, mode)
            upper = scaled_text(self.arb[1], self.arb[2], p, mode)
            if lower != upper:
                raise Skip(f"the Arb ball does not decide {mode} at {p} digits")
            texts = {
                "mpmath D1": scaled_text(*self.mp1, p, mode),
                "mpmath D2": scaled_text(*self.mp2, p, mode),
                "MPFR": scaled_text(*self.xf, p, mode),
                "arb": lower,
            }
            assert len(set(texts.values())) == 1, ("references disagree", render(node), p, mode, texts)
            self.texts[mode] = lower

    @staticmethod
    def check_identity(node, value_node, digits: int) -> None:
        """A claimed exact value (asin(cos(pi)) = -pi/2) against mpmath's direct evaluation
        of the expression as written."""
        with mpmath.workdps(digits + GUARD):
            direct = mpmath.re(mpmath.mpmathify(mp_eval_loose(node)))
            claimed = mp_eval(value_node)
            assert abs(direct - claimed) <= max(abs(claimed), 1) * mpmath.mpf(10) ** -(digits // 3), (
                render(node), direct, claimed)

    def text(self, mode: str) -> str:
        return self.texts[mode]


def mp_eval_loose(node):
    """mp_eval, but a function outside its real domain returns its complex value (for
    asin(cos(pi)), where cos(pi) may come out a hair below -1)."""
    if node[0] == "paren":
        return mp_eval_loose(node[1])
    kind = node[0]
    if kind == "fn":
        x = mp_eval_loose(node[2])
        x = mpmath.re(x) if isinstance(x, mpmath.mpc) else x
        name = node[1]
        f = {"ln": mpmath.ln, "log10": mpmath.log10}.get(name) or getattr(mpmath, name)
        return f(x)
    if kind == "neg":
        return -mp_eval_loose(node[1])
    if kind == "bin":
        _, op, x, y = node
        a, b = mpmath.re(mp_eval_loose(x)), mpmath.re(mp_eval_loose(y))
        return {"+": lambda: a + b, "-": lambda: a - b, "*": lambda: a * b, "/": lambda: a / b}[op]()
    if kind == "pow":
        return mpmath.power(mpmath.re(mp_eval_loose(node[1])), int_value(node[2]))
    return mp_eval(node)


# ---------------------------------------------------------------------------
# Collection
# ---------------------------------------------------------------------------

class Collector:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[tuple[str, int, str, str, str]] = []
        self.seen: set = set()
        self.cache: dict = {}
        self.skipped = Counter()
        self.kinds = Counter()
        self.modes: list[str] = []

    def next_mode(self) -> str:
        if not self.modes:
            self.modes = MODES[:]
            self.rng.shuffle(self.modes)
        return self.modes.pop()

    def reference(self, node, p: int, value_node=None, text: str | None = None) -> Reference:
        key = (text or render(node), p)
        if key not in self.cache:
            self.cache[key] = Reference(node, p, value_node)
        return self.cache[key]

    def add(self, group: str, node, p: int, modes, value_node=None, text: str | None = None,
            required: bool = False) -> int:
        """Vectors of node at precision p in each of `modes`; the number added."""
        expr = text or render(node)
        if text is not None:
            assert text.replace(" ", "") == render(node).replace(" ", ""), (text, render(node))
        assert "\t" not in expr
        try:
            ref = self.reference(node, p, value_node, text=expr)
        except Skip as why:
            if required:
                raise AssertionError(f"required case skipped: {expr} at {p}: {why}")
            self.skipped[group] += 1
            return 0
        added = 0
        for mode in modes:
            key = (expr, p, mode)
            if key in self.seen:
                continue
            self.seen.add(key)
            self.rows.append((expr, p, mode, ref.text(mode), group))
            self.kinds[(group, ref.kind)] += 1
            added += 1
        return added

    def count(self, group: str) -> int:
        return sum(1 for r in self.rows if r[4] == group)


def rand_precision(rng: random.Random) -> int:
    return rng.choices(PRECISIONS, PRECISION_WEIGHTS)[0]


def short_decimal(rng: random.Random, sig: int, adj: int) -> Fraction:
    """A positive decimal with `sig` significant digits (last one nonzero), leading digit at 10^adj."""
    c = rng.randint(10 ** (sig - 1), 10**sig - 1) if sig > 1 else rng.randint(1, 9)
    if c % 10 == 0:
        c += rng.randint(1, 9)
    return Fraction(c) * TEN ** (adj - (len(str(c)) - 1))


def rand_sig(rng: random.Random, hi: int = 15) -> int:
    return rng.choice([1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 10, 12, hi])


# ---------------------------------------------------------------------------
# The must-show cases
# ---------------------------------------------------------------------------

F = Fraction
MUST_SHOW = [
    # (text as written, tree, value tree for an identity or None, {precision: {mode: text}} promised by the brief)
    ("1.0001^100000", pw(lit(F("1.0001")), 100000), None,
     {38: {"half-even": "22015.456048552198645701456581658715521"}}),
    ("0.124876812394 ^ 2396", pw(lit(F("0.124876812394")), 2396), None,
     {38: {"half-even": "1.4804826634157812309455615645346279663e-2165"}}),
    ("exp(100000)", fn("exp", lit(100000)), None,
     {38: {"half-even": "2.8066633604261231793183858185717427085e+43429"}}),
    ("9^9^9", pw(lit(9), pw(lit(9), lit(9))), None,
     {38: {"half-even": "4.2812477317574704803698711593056352134e+369693099"}}),
    ("asin(cos(pi))", fn("asin", fn("cos", PI)), ("neg", bop("/", PI, lit(2))),
     {38: {"half-even": "-1.5707963267948966192313216916397514421"}}),
    ("acos(cos(pi))", fn("acos", fn("cos", PI)), PI,
     {38: {"half-even": "3.1415926535897932384626433832795028842"}}),
    ("asin(sin(pi/2))", fn("asin", fn("sin", bop("/", PI, lit(2)))), bop("/", PI, lit(2)),
     {38: {"half-even": "1.5707963267948966192313216916397514421"}}),
    ("1.000001^(10^6)", pw(lit(F("1.000001")), paren(pw(lit(10), lit(6)))), None, {}),
    ("0.9999999^(10^7)", pw(lit(F("0.9999999")), paren(pw(lit(10), lit(7)))), None, {}),
    ("exp(-100000)", fn("exp", lit(-100000)), None, {}),
    ("exp(45688.2247992930)", fn("exp", lit(F("45688.2247992930"), "45688.2247992930")), None, {}),
    ("10^-30000", pw(lit(10), lit(-30000)), None, {p: {m: "1e-30000" for m in MODES} for p in (10, 38, 60)}),
    ("(1/3)^100000", pw(bop("/", lit(1), lit(3)), 100000), None, {}),
    ("1/7^30000", bop("/", lit(1), pw(lit(7), lit(30000))), None, {}),
]
MUST_SHOW_PRECISIONS = [10, 38, 60]


def gen_must_show(col: Collector) -> None:
    for text, node, value, promised in MUST_SHOW:
        for p in MUST_SHOW_PRECISIONS:
            col.add("must-show", node, p, MODES, value_node=value, text=text, required=True)
            for mode, want in promised.get(p, {}).items():
                got = [r[3] for r in col.rows if r[0] == text and r[1] == p and r[2] == mode]
                assert got == [want], (text, p, mode, got, want)


# ---------------------------------------------------------------------------
# Powers
# ---------------------------------------------------------------------------

def rand_base(rng: random.Random) -> Fraction:
    u = rng.random()
    if u < 0.4:  # near 1: 1.0001, 0.99999, 1.000000123
        k = rng.randint(2, 9)
        d = short_decimal(rng, rng.choice([1, 1, 1, 2, 3]), -k)
        return 1 + d if rng.random() < 0.5 else 1 - d
    if u < 0.85:  # a short decimal, 1e-5 .. 1e5
        while True:
            x = short_decimal(rng, rand_sig(rng), rng.randint(-5, 4))
            if x != 1:
                return x
    while True:  # a small fraction
        a, b = rng.randint(1, 30), rng.randint(2, 30)
        if math.gcd(a, b) == 1 and not terminates(Fraction(a, b)):
            return Fraction(a, b)


def base_node(x: Fraction, rng: random.Random, negative: bool = False):
    node = lit(x) if terminates(x) else bop("/", lit(x.numerator), lit(x.denominator))
    return ("neg", node) if negative else node


def exponent_node(n: int, rng: random.Random):
    """n as the right operand of ^: 123456, -123456, 10^6, -(10^6), 3*10^8."""
    a = abs(n)
    k = len(str(a)) - 1
    if a == 10**k and k >= 3 and rng.random() < 0.8:
        node = paren(pw(lit(10), lit(k)))
    elif a % 10**k == 0 and k >= 6 and rng.random() < 0.7:
        node = paren(bop("*", lit(a // 10**k), pw(lit(10), lit(k))))
    else:
        node = ("int", a)
    return ("neg", node) if n < 0 else node


def gen_random_powers(col: Collector, exact_lines: int, approx_lines: int, huge_lines: int) -> None:
    rng = col.rng
    goals = {"exact": exact_lines, "approx": approx_lines, "huge": huge_lines}
    made = Counter()
    guard = 0
    while any(made[k] < goals[k] for k in goals):
        guard += 1
        assert guard < 20000
        want = rng.choice([k for k in goals if made[k] < goals[k]])
        x = rand_base(rng)
        per = log10_size(x)  # digits per unit of the exponent
        if want == "exact":
            target = rng.uniform(20_000, EXACT_MAX_DIGITS - 10_000)
        elif want == "approx":
            target = rng.uniform(APPROX_MIN_DIGITS, 5e9)
        else:
            target = 10 ** rng.uniform(10, 15)
        n = int(target / per)
        if want == "huge":
            # magnitude |n * log10 x| up to ~10^15
            mag = abs(math.log10(x)) if x != 1 else 0
            n = int(10 ** rng.uniform(10, 15) / max(mag, 1e-12))
            if not 10**3 <= n <= 10**15:
                continue
        elif not 10**3 <= n <= 10**9:
            continue
        if rng.random() < 0.3:  # round exponents such as 10^6 or 3*10^8
            k = len(str(n)) - 1
            n = rng.randint(1, 9) * 10**k if rng.random() < 0.6 else 10**k
        if want == "exact" and not 20_000 <= n * per <= EXACT_MAX_DIGITS:
            continue  # beyond the old 19,728-digit cap, inside the new one
        if want != "exact" and n * per < APPROX_MIN_DIGITS:
            continue
        if rng.random() < 0.25:
            n = -n
        negative = rng.random() < 0.12
        node = pw(base_node(x, rng, negative), exponent_node(n, rng))
        lines = 1 if want != "exact" else rng.choice([1, 1, 2])
        p = rand_precision(rng)
        added = col.add("powers", node, p, [col.next_mode() for _ in range(lines)])
        made[want] += 1 if added else 0


def gen_named_powers(col: Collector) -> None:
    """Powers of 2, 10, e-style magnitudes, towers, quotients and products of big powers."""
    rng = col.rng
    cases = [
        pw(lit(2), 100000), pw(lit(2), 1000000), pw(lit(2), -1000000), pw(lit(2), pw(lit(10), lit(15))),
        pw(lit(2), -(10**15)), pw(lit(2), pw(lit(2), lit(40))), pw(lit(3), 50000), pw(lit(3), -50000),
        pw(lit(3), pw(lit(3), lit(30))), pw(lit(8), pw(lit(8), lit(8))), pw(lit(7), 1234567891),
        pw(lit(10), 400000), pw(lit(10), -400000), bop("/", pw(lit(10), pw(lit(10), lit(15))), lit(7)),
        bop("/", pw(lit(10), lit(1234567890123)), lit(3)), bop("/", lit(2), pw(lit(3), lit(10**12))),
        bop("/", pw(lit(7), lit(300000)), pw(lit(3), lit(400000))),
        bop("/", pw(lit(7), lit(200000)), pw(lit(11), lit(190000))),
        bop("/", pw(lit(2), pw(lit(10), lit(9))), pw(lit(3), bop("*", lit(6), pw(lit(10), lit(8))))),
        bop("/", pw(lit(F("1.5")), pw(lit(10), lit(7))), pw(lit(F("1.4999")), pw(lit(10), lit(7)))),
        bop("*", pw(lit(F("0.5")), lit(1000000)), pw(lit(3), lit(600000))),
        bop("*", lit(F("1e-300000")), lit(3)),
        bop("*", lit(F("1.5")), pw(lit(10), lit(-500000))),
        bop("*", lit(F("7.25")), pw(lit(10), lit(-450000))),
        bop("*", lit(F("2.5e-300000")), lit(F("4e-150000"))),
        bop("/", lit(F("1e-300000")), lit(7)),
        bop("/", pw(lit(F("1.0001")), lit(100000)), pw(lit(F("1.0002")), lit(50000))),
        bop("-", pw(lit(2), lit(100000)), pw(lit(3), lit(60000))),
        bop("+", pw(lit(F("0.999")), lit(1000000)), pw(lit(F("0.998")), lit(500000))),
        pw(("neg", lit(F("1.0001"))), 100001), pw(("neg", lit(F("0.99999"))), 10**7 + 1),
        pw(bop("/", lit(2), lit(3)), 1000000), pw(bop("/", lit(22), lit(7)), -600000),
        pw(lit(F("1e-5")), 60000), pw(lit(F("99999.9")), 10**9), pw(lit(F("0.00007")), 10**9 + 7),
    ]
    for node in cases:
        for p in rng.sample([5, 10, 20, 38, 38, 60, 100], 2):
            modes = MODES if p == 38 and rng.random() < 0.3 else [col.next_mode(), col.next_mode()]
            col.add("powers", node, p, modes)


# ---------------------------------------------------------------------------
# exp, e^k, and ln / log10 / sqrt of huge and tiny values
# ---------------------------------------------------------------------------

def rand_exp_argument(rng: random.Random) -> Fraction:
    """A short decimal from 46,000 (the old limit of exp) to about 10^15."""
    while True:
        mag = rng.uniform(math.log10(46000), 15)
        sig = rng.choice([1, 2, 3, 4, 5, 6, 8, 10, 12, 15])
        x = short_decimal(rng, sig, int(mag))
        if x >= 46000:
            return x


def gen_exp(col: Collector, count: int) -> None:
    rng = col.rng
    made = 0
    guard = 0
    while made < count:
        guard += 1
        assert guard < 20000
        x = rand_exp_argument(rng)
        u = rng.random()
        if u < 0.45:
            node = fn("exp", lit(x))
        elif u < 0.8:
            node = fn("exp", lit(-x))
        elif u < 0.9:
            k = int(x) or 46001
            node = pw(E, num(k if rng.random() < 0.6 else -k))
        elif u < 0.95:
            node = bop("*", lit(short_decimal(rng, rng.randint(1, 4), rng.randint(-3, 3))), fn("exp", lit(x)))
        else:
            node = bop("/", lit(short_decimal(rng, rng.randint(1, 4), rng.randint(-3, 3))), fn("exp", lit(x)))
        p = rand_precision(rng)
        lines = rng.choice([1, 1, 2])
        if col.add("exp", node, p, [col.next_mode() for _ in range(lines)]):
            made += 1


def gen_logs_and_roots(col: Collector, count: int) -> None:
    """ln, log10 and sqrt of huge and tiny values (never an identity such as ln(exp(x)))."""
    rng = col.rng
    made = 0
    guard = 0
    while made < count:
        guard += 1
        assert guard < 20000
        u = rng.random()
        if u < 0.3:  # ln or log10 of x^n far beyond the cap, or of a big exact power
            x = rand_base(rng)
            if x == 1 or (terminates(x) and fast_decompose(x)[0] == 1):
                continue  # log10 of a power of ten would be exact
            n = rng.choice([rng.randint(10**3, 10**5), rng.randint(10**6, 10**9), 10 ** rng.randint(9, 14)])
            if n * log10_size(x) > EXACT_MAX_DIGITS and n * log10_size(x) < APPROX_MIN_DIGITS:
                continue
            node = fn(rng.choice(["ln", "ln", "log10"]), pw(base_node(x, rng), exponent_node(n, rng)))
        elif u < 0.5:  # ln of exp(x) times a number (x + ln c: never exact)
            x = rand_exp_argument(rng)
            c = short_decimal(rng, rng.randint(1, 3), rng.randint(-2, 2))
            if c == 1:
                continue
            node = fn("ln", bop("*", fn("exp", lit(x if rng.random() < 0.5 else -x)), lit(c)))
        elif u < 0.65:  # ln of a tiny exact value
            k = rng.randint(20000, 400000)
            c = short_decimal(rng, rng.randint(1, 6), 0)
            if c == 1:
                continue
            node = fn("ln", bop("*", lit(c), pw(lit(10), lit(-k))))
        elif u < 0.8:  # sqrt of a huge or tiny power (odd exponent: irrational)
            x = rand_base(rng)
            n = rng.choice([rng.randint(10**6, 10**9), rng.randint(10**10, 10**14)]) | 1
            if n * log10_size(x) < APPROX_MIN_DIGITS:
                continue
            node = fn("sqrt", pw(base_node(x, rng), exponent_node(n if rng.random() < 0.7 else -n, rng)))
        elif u < 0.9:  # sqrt of exp
            x = rand_exp_argument(rng)
            node = fn("sqrt", fn("exp", lit(x if rng.random() < 0.5 else -x)))
        else:  # sqrt of c * 10^-k with k odd
            k = rng.randint(10000, 200000) | 1
            c = short_decimal(rng, rng.randint(1, 5), 0)
            node = fn("sqrt", bop("*", lit(c), pw(lit(10), lit(-k if rng.random() < 0.7 else k))))
        p = rand_precision(rng)
        if col.add("exp", node, p, [col.next_mode()]):
            made += 1


# ---------------------------------------------------------------------------
# Compositions at domain edges
# ---------------------------------------------------------------------------

HALF_PI = bop("/", PI, lit(2))
EDGE_CASES = [
    # (expression, its true value)
    (fn("asin", fn("cos", PI)), ("neg", HALF_PI)),
    (fn("acos", fn("cos", PI)), PI),
    (fn("asin", fn("sin", HALF_PI)), HALF_PI),
    (fn("asin", fn("sin", ("neg", HALF_PI))), ("neg", HALF_PI)),
    (fn("asin", ("neg", fn("sin", HALF_PI))), ("neg", HALF_PI)),
    (fn("acos", ("neg", fn("sin", HALF_PI))), PI),
    (fn("acos", fn("sin", bop("/", bop("*", lit(3), PI), lit(2)))), PI),
    (fn("acos", fn("sin", bop("/", ("neg", PI), lit(2)))), PI),
    (fn("asin", fn("cos", bop("*", lit(2), PI))), HALF_PI),
    (fn("asin", fn("cos", bop("*", lit(3), PI))), ("neg", HALF_PI)),
    (fn("acos", fn("cos", bop("*", lit(3), PI))), PI),
    (fn("asin", fn("cos", bop("*", lit(0), PI))), HALF_PI),
    (fn("asin", fn("sin", bop("/", bop("*", lit(5), PI), lit(2)))), HALF_PI),
    (fn("asin", pw(fn("cos", PI), 3)), ("neg", HALF_PI)),
    (bop("*", lit(2), fn("asin", fn("cos", PI))), ("neg", PI)),
    (bop("+", fn("asin", fn("cos", PI)), lit(1)), bop("-", lit(1), HALF_PI)),
    (bop("-", fn("acos", fn("cos", PI)), lit(3)), bop("-", PI, lit(3))),
    (fn("exp", fn("asin", fn("sin", HALF_PI))), fn("exp", HALF_PI)),
    (fn("sqrt", fn("acos", fn("cos", PI))), fn("sqrt", PI)),
    (pw(fn("acos", fn("cos", PI)), 2), pw(PI, 2)),
]


def gen_edge_cases(col: Collector) -> None:
    rng = col.rng
    for node, value in EDGE_CASES:
        col.add("compositions", node, 38, MODES, value_node=value, required=True)
        for p in (10, 60):
            col.add("compositions", node, p, [col.next_mode()], value_node=value, required=True)
    # exact all the way: cosh(0) = 1 exactly, acosh(1) = 0 exactly
    col.add("compositions", fn("acosh", fn("cosh", lit(0))), 38, MODES, value_node=lit(0), required=True)


# inverse pairs and "function of an inverse of the same kind" (algebraic, maybe rational)
TRIG = {"sin", "cos", "tan"}
ATRIG = {"asin", "acos", "atan"}
HYP = {"sinh", "cosh", "tanh"}
AHYP = {"asinh", "acosh", "atanh"}
INVERSE = {("asin", "sin"), ("acos", "cos"), ("atan", "tan"), ("asinh", "sinh"), ("acosh", "cosh"),
           ("atanh", "tanh"), ("ln", "exp"), ("exp", "ln")}


def allowed(outer: str, inner: str) -> bool:
    if (outer, inner) in INVERSE:
        return False
    if outer in TRIG and inner in ATRIG:
        return False
    if (outer in HYP or outer == "exp") and (inner in AHYP or inner == "ln"):
        return False
    return True


def tiny(rng: random.Random, lo: int = 5, hi: int = 40) -> Fraction:
    return short_decimal(rng, rng.randint(1, 4), -rng.randint(lo, hi))


def near(rng: random.Random, target, digits_lo: int = 4, digits_hi: int = 16) -> Fraction:
    """target (an mpf) rounded to a random number of significant digits."""
    d = rng.randint(digits_lo, digits_hi)
    with mpmath.workdps(40):
        t = mpmath.mpf(target)
        a = int(mpmath.floor(mpmath.log10(abs(t))))
        c = int(mpmath.nint(t * mpmath.mpf(10) ** (d - 1 - a)))
    v = Fraction(c) * TEN ** (a - d + 1)
    return v


def edge_composition(rng: random.Random):
    """One random composition whose inner value lands near the edge of the outer function's
    domain (or of its pole, for tan)."""
    u = rng.randrange(12)
    if u == 0:  # asin/acos of tanh(x) ~ +-1
        x = short_decimal(rng, rng.randint(1, 6), 0) * rng.choice([1, 1, 3]) + 2  # tanh(x) = +-(1 - ~1e-2 .. 1e-27)
        x = x if rng.random() < 0.5 else -x
        return fn(rng.choice(["asin", "acos"]), fn("tanh", lit(x)))
    if u == 1:  # acos/atanh of sin(x), x ~ (k + 1/2) pi
        k = rng.randint(-3, 3)
        x = near(rng, (k + mpmath.mpf(1) / 2) * mpmath.pi)
        return fn(rng.choice(["acos", "atanh"]), fn("sin", lit(x)))
    if u == 2:  # asin/atanh of cos(x), x ~ k pi (k != 0) or tiny
        if rng.random() < 0.5:
            k = rng.choice([-3, -2, -1, 1, 2, 3])
            x = near(rng, k * mpmath.pi)
        else:
            x = tiny(rng, 3, 12)
        return fn(rng.choice(["asin", "atanh"]), fn("cos", lit(x)))
    if u == 3:  # acosh just above 1
        inner = rng.choice([fn("exp", lit(tiny(rng, 3, 20))), fn("sqrt", lit(1 + tiny(rng, 3, 20))),
                            fn("cosh", fn("sqrt", lit(tiny(rng, 3, 20))))])
        return fn("acosh", inner)
    if u == 4:  # atanh just inside +-1
        inner = rng.choice([fn("exp", lit(-tiny(rng, 3, 20))), fn("sqrt", lit(1 - tiny(rng, 3, 20))),
                            fn("cos", fn("sqrt", lit(tiny(rng, 3, 20)))),
                            fn("sin", lit(near(rng, mpmath.pi / 2, 4, 14)))])
        return fn("atanh", inner)
    if u == 5:  # ln of a tiny value
        inner_fn = rng.choice(["sin", "tan", "asin", "atan", "sinh", "tanh", "asinh", "atanh", "sqrt"])
        return fn("ln", fn(inner_fn, lit(tiny(rng))))
    if u == 6:  # sqrt of a tiny value
        choice = rng.randrange(3)
        if choice == 0:
            return fn("sqrt", fn(rng.choice(["sin", "tan", "sinh", "asin", "atan", "tanh", "asinh", "atanh"]), lit(tiny(rng))))
        if choice == 1:
            return fn("sqrt", fn("ln", lit(1 + tiny(rng, 3, 25))))
        return fn("sqrt", fn("acos", lit(1 - tiny(rng, 3, 25))))
    if u == 7:  # tan near its pole pi/2
        half = mpmath.pi / 2
        choice = rng.randrange(3)
        if choice == 0:
            return fn("tan", fn("sqrt", lit(near(rng, half**2, 6, 16))))
        if choice == 1:
            return fn("tan", fn("ln", lit(near(rng, mpmath.exp(half), 6, 16))))
        return fn("tan", fn("exp", lit(near(rng, mpmath.ln(half), 6, 16))))
    if u == 8:  # asin(tanh(exp(x))), acos(tanh(sinh(x)))
        x = short_decimal(rng, rng.randint(1, 4), -1) + 1  # 1.01 .. 1.99
        return fn(rng.choice(["asin", "acos"]), fn("tanh", fn(rng.choice(["exp", "sinh", "cosh"]), lit(x))))
    if u == 9:  # atanh(cos(sqrt(tiny))), atanh(sin(...))
        return fn("atanh", fn("cos", fn("sqrt", lit(tiny(rng, 8, 30)))))
    if u == 10:  # ln(acos(tanh(x))): acos of ~1 is small, ln of it
        x = short_decimal(rng, rng.randint(1, 4), rng.randint(0, 1)) + 3  # 4 .. 102
        return fn("ln", fn("acos", fn("tanh", lit(x))))
    # sqrt(ln(cosh(tiny))), asin(sqrt(1 - tiny)), acos(exp(-tiny))
    choice = rng.randrange(3)
    if choice == 0:
        return fn("sqrt", fn("ln", fn("cosh", lit(tiny(rng, 3, 15)))))
    if choice == 1:
        return fn(rng.choice(["asin", "acos"]), fn("sqrt", lit(1 - tiny(rng, 3, 25))))
    return fn(rng.choice(["asin", "acos"]), fn("exp", lit(-tiny(rng, 3, 25))))


def chain_ok(node) -> bool:
    if node[0] != "fn":
        return True
    inner = node[2]
    if inner[0] == "fn" and not allowed(node[1], inner[1]):
        return False
    return chain_ok(inner)


def gen_random_compositions(col: Collector, count: int) -> None:
    rng = col.rng
    made = 0
    guard = 0
    while made < count:
        guard += 1
        assert guard < 20000
        node = edge_composition(rng)
        if not chain_ok(node):
            continue
        p = rand_precision(rng)
        lines = rng.choice([1, 1, 2])
        if col.add("compositions", node, p, [col.next_mode() for _ in range(lines)]):
            made += 1


# ---------------------------------------------------------------------------
# The command line's full outputs (WideRangeExpected.swift)
# ---------------------------------------------------------------------------

def full_text(c, q: int) -> str:
    """calc's one-shot text of the exact integer c * 10^q shown in full (Grammar.md, "Exact
    means exact"): every digit in plain notation when its significant digits do not fit 38,
    else as at a precision of its own digit count (make-vectors.py's format_rounded)."""
    c = gmpy2.mpz(c)
    if c == 0:
        return "0"
    sign = -1 if c < 0 else 1
    c = abs(c)
    while c % 10 == 0:
        c //= 10
        q += 1
    digits = len(str(c))
    if digits > 38 and q >= 0:
        return ("-" if sign < 0 else "") + str(c) + "0" * q
    return mv.format_rounded((sign, c, q), max(38, digits))


def describe(name: str, expression: str, text: str, integer: str | None) -> dict:
    return {
        "name": name, "expression": expression, "length": len(text), "head": text[:40], "tail": text[-40:],
        "sha256": hashlib.sha256(text.encode()).hexdigest(),
        "integer": None if integer is None else {
            "length": len(integer), "head": integer[:40], "tail": integer[-40:],
            "sha256": hashlib.sha256(integer.encode()).hexdigest(),
        },
    }


def cli_constants(col: Collector) -> tuple[list[dict], list[tuple[str, str]], list[tuple[str, str]]]:
    fac = math.factorial(10000)
    fac_digits = str(gmpy2.mpz(fac))
    assert len(fac_digits) == 35660
    two = str(gmpy2.mpz(2) ** 100000)
    three = str(gmpy2.mpz(3) ** 50000)
    assert (len(two), len(three)) == (30103, 23857)
    full = [
        describe("factorial10000", "10000!", full_text(fac, 0), fac_digits),
        describe("twoToThe100000", "2^100000", full_text(2**100000, 0), two),
        describe("threeToThe50000", "3^50000", full_text(3**50000, 0), three),
    ]
    assert full[1]["length"] == 30103 and full[2]["length"] == 23857
    # One-shot texts (no --precision): an approximation or a non-terminating exact value is
    # rounded to 38 digits half-even; an exact terminating value is shown in full.
    def rounded(expr: str) -> str:
        rows = [r[3] for r in col.rows if r[0] == expr and r[1] == 38 and r[2] == "half-even"]
        assert len(rows) == 1, expr
        return rows[0]
    one_shot = [(e, rounded(e)) for e in [
        "exp(100000)", "9^9^9", "asin(cos(pi))", "acos(cos(pi))", "asin(sin(pi/2))", "exp(-100000)",
        "1.000001^(10^6)", "0.9999999^(10^7)", "exp(45688.2247992930)", "(1/3)^100000", "1/7^30000",
        "10^-30000", "1.0001^100000", "0.124876812394 ^ 2396"]]
    at38 = [(e, rounded(e)) for e in ["0.124876812394 ^ 2396"]]
    return full, one_shot, at38


def swift_string(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_swift(full: list[dict], one_shot, at38) -> str:
    out = []
    out.append("// Generated by scripts/make-wide-vectors.py -- do not edit.")
    out.append("// python3 scripts/make-wide-vectors.py rewrites this file and Tests/CalcKitTests/Fixtures/wide.tsv.")
    out.append("")
    out.append("import Testing")
    out.append("")
    out.append("/// What `calc \"EXPRESSION\"` prints for the wide-range examples (see WideRangeCLITests.swift).")
    out.append("///")
    out.append("/// Computed outside Swift: the integers with Python (`math.factorial`) and GMP, the texts by")
    out.append("/// make-vectors.py's `format_rounded` (Grammar.md: an exact terminating value is shown in full,")
    out.append("/// written as at a precision of its own significant-digit count; everything else is rounded")
    out.append("/// to 38 digits, half-even), the rounded values by the references of make-wide-vectors.py.")
    out.append("enum WideRangeExpected {")
    out.append("  /// A long text checked by its length, its ends and its SHA-256 (lowercase hex).")
    out.append("  struct LongText: Sendable, CustomTestStringConvertible {")
    out.append("    var expression: String")
    out.append("    var length: Int")
    out.append("    var head: String")
    out.append("    var tail: String")
    out.append("    var sha256: String")
    out.append("    /// For an integer value: its digits written out in full (no exponent), which the printed")
    out.append("    /// text must denote whatever its notation.")
    out.append("    var integerDigits: Digits?")
    out.append("    var testDescription: String { expression }")
    out.append("  }")
    out.append("")
    out.append("  struct Digits: Sendable {")
    out.append("    var length: Int")
    out.append("    var head: String")
    out.append("    var tail: String")
    out.append("    var sha256: String")
    out.append("  }")
    out.append("")
    out.append("  /// Exact values that `calc \"EXPRESSION\"` shows with every digit.")
    out.append("  static let fullOutputs: [LongText] = [")
    for f in full:
        out.append("    LongText(")
        out.append(f"      expression: {swift_string(f['expression'])}, length: {f['length']},")
        out.append(f"      head: {swift_string(f['head'])},")
        out.append(f"      tail: {swift_string(f['tail'])},")
        out.append(f"      sha256: {swift_string(f['sha256'])},")
        if f["integer"] is None:
            out.append("      integerDigits: nil),")
        else:
            i = f["integer"]
            out.append(f"      integerDigits: Digits(")
            out.append(f"        length: {i['length']}, head: {swift_string(i['head'])},")
            out.append(f"        tail: {swift_string(i['tail'])},")
            out.append(f"        sha256: {swift_string(i['sha256'])})),")
    out.append("  ]")
    out.append("")
    out.append("  /// `calc \"EXPRESSION\"` → this line (approximations and non-terminating values: 38 digits, half-even).")
    out.append("  static let oneShot: [(expression: String, output: String)] = [")
    for e, t in one_shot:
        out.append(f"    ({swift_string(e)}, {swift_string(t)}),")
    out.append("  ]")
    out.append("")
    out.append("  /// `calc --precision 38 \"EXPRESSION\"` → this line (exact values too big to read in full).")
    out.append("  static let atPrecision38: [(expression: String, output: String)] = [")
    for e, t in at38:
        out.append(f"    ({swift_string(e)}, {swift_string(t)}),")
    out.append("  ]")
    out.append("}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------

def self_test() -> None:
    # the scaled rounding agrees with make-vectors' expected on ordinary values
    rng = random.Random(7)
    for _ in range(2000):
        v = Fraction(rng.randint(-10**30, 10**30), rng.randint(1, 10**rng.randint(0, 30)))
        if v == 0:
            continue
        k = rng.randint(-40, 40)
        p = rng.choice(PRECISIONS)
        mode = rng.choice(MODES)
        assert scaled_text(v * TEN**k, 0, p, mode) == mv.expected(v * TEN**k, p, mode)
        assert scaled_text(v, k, p, mode) == mv.expected(v * TEN**k, p, mode)
    # the exact surrogate is right on ties and near-ties
    for expr, p in [("0.125", 2), ("-0.125", 2), ("2.5", 1), ("1/3", 5), ("99.95", 3), ("12345", 3)]:
        node = ("lit", mv.parse_value(expr)) if "/" not in expr else bop("/", lit(1), lit(3))
        if expr.startswith("-"):
            node = ("neg", lit(-mv.parse_value(expr)))
        for mode in MODES:
            want = mv.expected(mv.parse_value(expr), p, mode)
            assert gmp_text(gmp_exact(node), p, mode) == want == dec_text(dec_pair(node), p, mode), (expr, p, mode)
    for _ in range(3000):
        v = short_decimal(rng, rng.randint(1, 15), rng.randint(-40, 40))
        assert literal_text(v) == mfv.literal(v), v
        assert fast_decompose(v) == mv.decompose(v)
        w = Fraction(rng.randint(1, 10**6), rng.randint(1, 10**4))
        assert terminates(w) == mv.is_terminating(w), w
    # the renderer
    assert render(pw(lit(9), pw(lit(9), lit(9)))) == "9^9^9"
    assert render(pw(lit(F("1.000001")), paren(pw(lit(10), lit(6))))) == "1.000001^(10^6)"
    assert render(pw(lit(10), lit(-30000))) == "10^-30000"
    assert render(pw(bop("/", lit(1), lit(3)), 100000)) == "(1 / 3)^100000"
    assert render(bop("/", lit(1), pw(lit(7), lit(30000)))) == "1 / 7^30000"
    assert render(fn("asin", fn("sin", bop("/", PI, lit(2))))) == "asin(sin(pi / 2))"
    assert render(pw(("neg", lit(2)), 3)) == "(-2)^3"
    assert render(pw(lit(F("1e-20")), 3)) == "(1e-20)^3"
    assert render(("neg", pw(lit(2), 2))) == "-2^2"


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def main() -> None:
    start = time.time()
    self_test()
    rng = random.Random(SEED)
    col = Collector(rng)

    gen_must_show(col)
    gen_named_powers(col)
    gen_random_powers(col, exact_lines=60, approx_lines=110, huge_lines=50)
    gen_exp(col, 170)
    gen_logs_and_roots(col, 80)
    gen_edge_cases(col)
    gen_random_compositions(col, 170)

    rows = col.rows
    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\tprecision\trounding\texpected\tgroup -- generated by scripts/make-wide-vectors.py, do not edit\n")
        for expr, p, mode, text, group in rows:
            if expr in SLOW_IN_DEBUG:
                continue
            f.write(f"{expr}\t{p}\t{mode}\t{text}\t{group}\n")

    full, one_shot, at38 = cli_constants(col)
    SWIFT_EXPECTED.parent.mkdir(parents=True, exist_ok=True)
    SWIFT_EXPECTED.write_text(write_swift(full, one_shot, at38), encoding="utf-8")

    print(f"{FIXTURE.relative_to(ROOT)}: {len(rows)} vectors", file=sys.stderr)
    print("  by group:", dict(Counter(r[4] for r in rows)), file=sys.stderr)
    print("  by group and kind of reference:", dict(sorted(col.kinds.items())), file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(r[2] for r in rows).items())), file=sys.stderr)
    print("  by precision:", dict(sorted(Counter(r[1] for r in rows).items())), file=sys.stderr)
    print("  skipped candidates (too close to a boundary, or out of domain):", dict(col.skipped), file=sys.stderr)
    print(f"{SWIFT_EXPECTED.relative_to(ROOT)}: the one-shot outputs", file=sys.stderr)
    for f_ in full:
        print(f"  calc {f_['expression']!r}: {f_['length']} characters, {f_['head']}...{f_['tail']}, sha256 {f_['sha256']}", file=sys.stderr)
        if f_["integer"]:
            i = f_["integer"]
            print(f"      integer: {i['length']} digits, {i['head']}...{i['tail']}, sha256 {i['sha256']}", file=sys.stderr)
    print(f"  done in {time.time() - start:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
