#!/usr/bin/env python3
"""Generate the reference test vectors for CalcKit.

Run from the repository root:

    python3 scripts/make-vectors.py

It (re)writes two fixture files read by Tests/CalcKitTests/Vectors/ReferenceVectorTests.swift:

* Tests/CalcKitTests/Fixtures/arithmetic.tsv
      expression <TAB> precision <TAB> rounding <TAB> expected
  About 5,000 single operations (`a + b`, `a - b`, `a * b`, `a / b`, `a ^ n`)
  on decimal literals of 1 to ~60 significant digits, each with its own
  precision and rounding mode.  A large share are crafted so that the exact
  result is a tie (exactly precision+1 significant digits ending in 5), a
  near tie, or rounds up to the next power of ten, with both signs: those are
  the cases that tell the seven rounding modes apart.

* Tests/CalcKitTests/Fixtures/nested.tsv
      expression <TAB> expected
  About 1,500 random nested expressions (parentheses, unary minus, `^` with
  small integer exponents, precedence and associativity), all printed at
  precision 38, rounding half-even.

Why this is independent of the Swift code
-----------------------------------------
Nothing here is derived from CalcKit.  Every expected value is computed from
an exact `fractions.Fraction` (never a float) and rounded exactly once, by
Python's `decimal` module (a correctly rounded `Decimal(num) / Decimal(den)`
in a context with the requested precision and rounding and unbounded exponent
range).  That rounding is cross-checked, for every vector, against a second
rounding written here with plain integer arithmetic, and the printed form is
produced by the small formatter below, which implements the output rules of
the spec (plain notation when -6 <= adjusted exponent < precision, otherwise
scientific `d.ddde+N`; no trailing zeros; `0` for zero) and is self-checked
against `str(Decimal)` where the two sets of rules coincide.  Every rendered
expression is also re-parsed by an independent little parser (the grammar of
the spec: `^` right-associative and binding tighter than a unary minus on its
left, `* /` over `+ -`, left-associative) and its value compared with the
value it was built from, so a rendering bug cannot slip a wrong vector in.

The output is deterministic (fixed seed); re-running it reproduces the files
byte for byte.  Standard library only (Python 3.11+).
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from decimal import (
    Context,
    Decimal,
    MAX_EMAX,
    MIN_EMIN,
    ROUND_CEILING,
    ROUND_DOWN,
    ROUND_FLOOR,
    ROUND_HALF_DOWN,
    ROUND_HALF_EVEN,
    ROUND_HALF_UP,
    ROUND_UP,
)
from fractions import Fraction
from pathlib import Path

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20240611
FIXTURES = Path(__file__).resolve().parent.parent / "Tests" / "CalcKitTests" / "Fixtures"
ARITHMETIC_COUNT = 5000
NESTED_COUNT = 1500

MODES = {
    "half-even": ROUND_HALF_EVEN,
    "half-up": ROUND_HALF_UP,  # ties away from zero
    "half-down": ROUND_HALF_DOWN,  # ties toward zero
    "up": ROUND_UP,  # away from zero
    "down": ROUND_DOWN,  # toward zero
    "ceiling": ROUND_CEILING,  # toward +infinity
    "floor": ROUND_FLOOR,  # toward -infinity
}
MODE_NAMES = list(MODES)

PRECISIONS = [1, 2, 3, 5, 7, 10, 16, 20, 34, 38, 50, 100, 250, 1000]
PRECISION_WEIGHTS = [9, 9, 9, 8, 7, 6, 5, 5, 5, 22, 5, 4, 2, 1]

MAX_OPERAND_DIGITS = 64  # "~60" significant digits per operand
MAX_RESULT_DIGITS = 5000  # digits of numerator + denominator of a power


# ---------------------------------------------------------------------------
# Rounding and formatting (the spec)
# ---------------------------------------------------------------------------


def round_with_decimal(v: Fraction, p: int, mode: str):
    """Round v to p significant digits with Python's decimal module.

    Returns None for zero, else (sign, c, q): value = sign * c * 10**q with c
    having no trailing zeros.
    """
    ctx = Context(prec=p, rounding=MODES[mode], Emax=MAX_EMAX, Emin=MIN_EMIN)
    return decimal_parts(ctx.divide(Decimal(v.numerator), Decimal(v.denominator)))


def decimal_parts(d: Decimal):
    """None for zero, else (sign, c, q): d = sign * c * 10**q, c without trailing zeros."""
    if d.is_zero():
        return None
    sign, digits, exp = d.as_tuple()
    c = int("".join(map(str, digits)))
    q = exp
    while c % 10 == 0:
        c //= 10
        q += 1
    return (-1 if sign else 1, c, q)


def adjusted_exponent(x: Fraction) -> int:
    """floor(log10(x)) for x > 0, exactly."""
    a = len(str(x.numerator)) - len(str(x.denominator))
    while x < Fraction(10) ** a:
        a -= 1
    while x >= Fraction(10) ** (a + 1):
        a += 1
    return a


def round_with_integers(v: Fraction, p: int, mode: str):
    """Second, independent rounding: plain integer arithmetic, no decimal."""
    if v == 0:
        return None
    s = -1 if v < 0 else 1
    x = abs(v)
    shift = p - 1 - adjusted_exponent(x)
    y = x * Fraction(10) ** shift  # 10**(p-1) <= y < 10**p
    n, rem = divmod(y.numerator, y.denominator)
    frac = Fraction(rem, y.denominator)
    half = Fraction(1, 2)
    if mode == "half-even":
        bump = frac > half or (frac == half and n % 2 == 1)
    elif mode == "half-up":
        bump = frac >= half
    elif mode == "half-down":
        bump = frac > half
    elif mode == "up":
        bump = frac > 0
    elif mode == "down":
        bump = False
    elif mode == "ceiling":
        bump = frac > 0 and s > 0
    elif mode == "floor":
        bump = frac > 0 and s < 0
    else:
        raise ValueError(mode)
    if bump:
        n += 1
    c, q = n, -shift
    while c % 10 == 0:
        c //= 10
        q += 1
    return (s, c, q)


def format_rounded(r, p: int) -> str:
    """The output format of the spec, from (sign, c, q) or None (zero)."""
    if r is None:
        return "0"
    sign, c, q = r
    digits = str(c)
    n = len(digits)
    a = q + n - 1
    if -6 <= a < p:
        if q >= 0:
            body = digits + "0" * q
        else:
            point = n + q
            if point > 0:
                body = digits[:point] + "." + digits[point:]
            else:
                body = "0." + "0" * (-point) + digits
    else:
        body = digits[0]
        if n > 1:
            body += "." + digits[1:]
        body += "e" + ("+" if a >= 0 else "-") + str(abs(a))
    return ("-" if sign < 0 else "") + body


def expected(v: Fraction, p: int, mode: str) -> str:
    r1 = round_with_decimal(v, p, mode)
    r2 = round_with_integers(v, p, mode)
    assert r1 == r2, (v, p, mode, r1, r2)
    return format_rounded(r1, p)


# ---------------------------------------------------------------------------
# Independent parser (the language's grammar), used only to verify renderings
# ---------------------------------------------------------------------------

_NUMBER = re.compile(
    r"(?P<int>[0-9](?:_?[0-9])*)?(?:\.(?P<frac>[0-9](?:_?[0-9])*)?)?"
    r"(?:[eE](?P<exp>[+-]?[0-9]+))?"
)


def tokenize(s: str):
    toks = []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == " ":
            i += 1
        elif s.startswith("**", i):
            toks.append("^")
            i += 2
        elif ch in "+-*/^()":
            toks.append(ch)
            i += 1
        elif ch == "\u2212":
            toks.append("-")
            i += 1
        elif ch == "\u00d7":
            toks.append("*")
            i += 1
        elif ch == "\u00f7":
            toks.append("/")
            i += 1
        else:
            m = _NUMBER.match(s, i)
            if not m or m.end() == i or not (m.group("int") or m.group("frac")):
                raise SyntaxError(f"bad character at {i} in {s!r}")
            ip = (m.group("int") or "").replace("_", "")
            fp = (m.group("frac") or "").replace("_", "")
            ex = int(m.group("exp") or "0")
            val = Fraction(int((ip + fp) or "0")) * Fraction(10) ** (ex - len(fp))
            toks.append(val)
            i = m.end()
    return toks


class Parser:
    def __init__(self, s: str):
        self.toks = tokenize(s)
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self):
        t = self.peek()
        self.i += 1
        return t

    def parse(self) -> Fraction:
        v = self.expr()
        if self.peek() is not None:
            raise SyntaxError("trailing tokens")
        return v

    def expr(self):
        v = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            r = self.term()
            v = v + r if op == "+" else v - r
        return v

    def term(self):
        v = self.unary()
        while self.peek() in ("*", "/"):
            op = self.take()
            r = self.unary()
            if op == "*":
                v = v * r
            else:
                if r == 0:
                    raise ZeroDivisionError
                v = v / r
        return v

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        return self.power()

    def power(self):
        base = self.primary()
        if self.peek() == "^":
            self.take()
            e = self.unary()
            assert e.denominator == 1, "non-integer exponent"
            if base == 0 and e <= 0:
                raise ZeroDivisionError
            return base ** int(e)
        return base

    def primary(self):
        t = self.take()
        if t == "(":
            v = self.expr()
            if self.take() != ")":
                raise SyntaxError("missing )")
            return v
        if isinstance(t, Fraction):
            return t
        raise SyntaxError(f"unexpected {t!r}")


def parse_value(s: str) -> Fraction:
    return Parser(s).parse()


# ---------------------------------------------------------------------------
# Decimal helpers and literal rendering
# ---------------------------------------------------------------------------


def decompose(v: Fraction):
    """(c, e) with v = c * 10**e, c a signed integer without trailing zeros.

    v must be a terminating decimal.  (0, 0) for zero."""
    if v == 0:
        return 0, 0
    num, den = v.numerator, v.denominator
    e = 0
    while den % 10 == 0:
        den //= 10
        e -= 1
    while den % 2 == 0:
        den //= 2
        num *= 5
        e -= 1
    while den % 5 == 0:
        den //= 5
        num *= 2
        e -= 1
    assert den == 1, "not a terminating decimal"
    while num % 10 == 0:
        num //= 10
        e += 1
    return num, e


def is_terminating(v: Fraction) -> bool:
    d = v.denominator
    for f in (2, 5):
        while d % f == 0:
            d //= f
    return d == 1


def sig_digits(v: Fraction) -> int:
    c, _ = decompose(v)
    return len(str(abs(c))) if c else 1


def dec(c: int, e: int) -> Fraction:
    return Fraction(c) * Fraction(10) ** e


def group_underscores(digits: str, rng: random.Random) -> str:
    if len(digits) < 4:
        return digits
    if rng.random() < 0.8:  # groups of three from the right
        head = len(digits) % 3 or 3
        parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
        return "_".join(parts)
    pos = rng.randrange(1, len(digits))  # one underscore between two digits
    return digits[:pos] + "_" + digits[pos:]


def literal(v: Fraction, rng: random.Random, style: str | None = None) -> str:
    """A decimal literal for v >= 0 in one of the forms the language accepts."""
    assert v >= 0
    c, e = decompose(v)
    if c == 0:
        return rng.choice(["0", "0", "0", "0.0", "0.", ".0", "0e5"])
    digits = str(c)
    n = len(digits)
    adj = e + n - 1
    plain_len = max(n, adj + 1, n - e + 1)
    if style is None:
        if plain_len > 60 or abs(adj) > 30:
            style = "sci"
        else:
            style = "sci" if rng.random() < 0.3 else "plain"
    # occasionally keep some trailing zeros (`1.50`, `2.500e3`)
    if rng.random() < 0.08 and n + 2 <= MAX_OPERAND_DIGITS:
        pad = rng.randint(1, 2)
        digits += "0" * pad
        e -= pad
        n += pad
    if style == "plain":
        if e >= 0:
            ip = digits + "0" * e
            if rng.random() < 0.15:
                ip = group_underscores(ip, rng)
            elif rng.random() < 0.03:
                ip = "0" * rng.randint(1, 2) + ip  # leading zeros: `00012`
            if rng.random() < 0.1:
                return ip + "."
            return ip
        point = n + e
        if point > 0:
            ip, fp = digits[:point], digits[point:]
            if rng.random() < 0.15:
                ip = group_underscores(ip, rng)
            if rng.random() < 0.03:
                ip = "0" * rng.randint(1, 2) + ip  # leading zeros: `007.5`
        else:
            ip, fp = ("" if rng.random() < 0.3 else "0"), "0" * (-point) + digits
        if rng.random() < 0.06:
            fp = group_underscores(fp[::-1], rng)[::-1]  # `0.000_001`
        return ip + "." + fp
    # scientific: mantissa digits with an optional point, then e/E and exponent
    if rng.random() < 0.75:
        k = 1  # normalised: one digit before the point
    else:
        k = rng.randint(1, n)  # any number of digits before the point
    mant = digits[:k] + ("." + digits[k:] if k < n else "")
    exp = e + (n - k)
    echar = "e" if rng.random() < 0.75 else "E"
    if exp < 0:
        es = str(exp)
    else:
        es = ("+" if rng.random() < 0.3 else "") + str(exp)
    return mant + echar + es


def operand(v: Fraction, rng: random.Random, style: str | None = None) -> str:
    if v < 0:
        return "(-" + literal(-v, rng, style) + ")"
    if rng.random() < 0.03:
        return "(" + literal(v, rng, style) + ")"
    return literal(v, rng, style)


def op_symbol(op: str, rng: random.Random) -> str:
    x = rng.random()
    if op == "-" and x < 0.12:
        return "\u2212"
    if op == "*" and x < 0.12:
        return "\u00d7"
    if op == "/" and x < 0.12:
        return "\u00f7"
    if op == "^" and x < 0.15:
        return "**"
    return op


def binary_expr(a: Fraction, op: str, b: Fraction, rng: random.Random) -> str:
    return f"{operand(a, rng)} {op_symbol(op, rng)} {operand(b, rng)}"


def power_expr(base: Fraction, n: int, rng: random.Random) -> str:
    if base < 0:
        bs = "(-" + literal(-base, rng) + ")"
    elif rng.random() < 0.2:
        bs = "(" + literal(base, rng) + ")"
    else:
        bs = literal(base, rng)
    if n < 0 and rng.random() < 0.4:
        ns = f"({n})"
    else:
        ns = str(n)
    return f"{bs} {op_symbol('^', rng)} {ns}"


# ---------------------------------------------------------------------------
# Random numbers
# ---------------------------------------------------------------------------


def rand_sig(rng: random.Random, hi: int = 60) -> int:
    x = rng.random()
    if x < 0.3:
        s = rng.randint(1, 3)
    elif x < 0.6:
        s = rng.randint(4, 10)
    elif x < 0.8:
        s = rng.randint(11, 25)
    else:
        s = rng.randint(26, 60)
    return min(s, hi)


def rand_coef(rng: random.Random, n: int) -> int:
    """A random n-digit coefficient (first digit nonzero)."""
    if n == 1:
        return rng.randint(1, 9)
    return rng.randint(10 ** (n - 1), 10**n - 1)


def rand_dec(rng: random.Random, sig: int, adj: int, negative: bool | None = None) -> Fraction:
    c = rand_coef(rng, sig)
    v = dec(c, adj - sig + 1)
    if negative is None:
        negative = rng.random() < 0.5
    return -v if negative else v


def rand_adj(rng: random.Random) -> int:
    x = rng.random()
    if x < 0.55:
        return rng.randint(-8, 12)
    if x < 0.85:
        return rng.randint(-20, 25)
    return rng.randint(-40, 40)


def rand_precision(rng: random.Random) -> int:
    return rng.choices(PRECISIONS, PRECISION_WEIGHTS)[0]


# ---------------------------------------------------------------------------
# Vector collection
# ---------------------------------------------------------------------------


class Collector:
    def __init__(self):
        self.rows: list[tuple[str, int, str, str]] = []
        self.seen: set[tuple[str, int, str]] = set()
        self.categories: Counter = Counter()
        self.mode_cursor = 0

    def next_mode(self) -> str:
        m = MODE_NAMES[self.mode_cursor % 7]
        self.mode_cursor += 1
        return m

    def add(self, expr: str, value: Fraction, p: int, mode: str | None, category: str) -> bool:
        if "\t" in expr:
            raise AssertionError(expr)
        got = parse_value(expr)
        assert got == value, (expr, got, value)
        if mode is None:
            mode = self.next_mode()
        key = (expr, p, mode)
        if key in self.seen:
            return False
        self.seen.add(key)
        self.rows.append((expr, p, mode, expected(value, p, mode)))
        self.categories[category] += 1
        return True


def operands_ok(*vals: Fraction) -> bool:
    for v in vals:
        if not is_terminating(v):
            return False
        if sig_digits(v) > MAX_OPERAND_DIGITS:
            return False
        if v != 0:
            adj = adjusted_exponent(abs(v))
            if adj > 60 or adj < -60:
                return False
    return True


def split_target(r: Fraction, rng: random.Random, ops=("+", "-", "*", "/")):
    """Find a single operation `a op b` whose exact value is r (a decimal).

    Returns (expression, value) or None."""
    c, e = decompose(r)
    D = len(str(abs(c))) if c else 1
    A = e + D - 1
    for _ in range(30):
        op = rng.choice(ops)
        if op in ("+", "-"):
            # the other operand is a multiple of 10**e so the pair stays short
            adj = A + rng.randint(-4, 1)
            maxsig = max(1, adj - e + 1)
            other = rand_dec(rng, rng.randint(1, min(maxsig, 60)), adj)
            if rng.random() < 0.02:
                other = Fraction(0)
            if op == "+":
                a, b = (other, r - other) if rng.random() < 0.5 else (r - other, other)
            else:
                a, b = r + other, other
        elif op == "*":
            if rng.random() < 0.5:
                i, j = rng.randint(0, 6), rng.randint(0, 6)
                b = Fraction(2) ** i * Fraction(5) ** j * Fraction(10) ** rng.randint(-4, 4)
            else:
                divs = [d for d in (3, 7, 9, 11, 12, 13, 25, 37, 99, 125) if c % d == 0]
                if not divs:
                    continue
                b = Fraction(rng.choice(divs)) * Fraction(10) ** rng.randint(-3, 3)
            if rng.random() < 0.4:
                b = -b
            a = r / b
            if rng.random() < 0.5:
                a, b = b, a
        else:  # "/"
            b = rand_dec(rng, rng.randint(1, 3), rng.randint(-3, 3))
            if rng.random() < 0.1:
                b = Fraction(rng.choice([1, -1]))
            a = r * b
        if not operands_ok(a, b):
            continue
        if op == "/" and b == 0:
            continue
        sym = op
        expr = binary_expr(a, sym, b, rng)
        return expr, r
    return None


def sparse_target(p: int, tail: str, rng: random.Random, negative: bool):
    """r = H * 10**X + T * 10**e as `a + b` with short operands: used where a
    p+1-digit target would need operands longer than ~60 digits."""
    h = rng.randint(1, 3)
    H = rand_coef(rng, h)
    T = int(tail)
    # coefficient: H, zeros, then the tail, p + len(tail) digits in all when
    # the tail sits right after the p-th digit.
    total = p + len(tail)
    if h + len(tail) > total:
        return None
    e = rng.randint(-40, 30)
    X = e + total - h
    a = dec(H, X)
    b = dec(T, e)
    if negative:
        a, b = -a, -b
    r = a + b
    x = rng.random()
    if x < 0.6:
        expr = binary_expr(a, "+", b, rng)
    elif x < 0.8:
        expr = binary_expr(b, "+", a, rng)
    else:
        expr = binary_expr(a, "-", -b, rng)
    return expr, r


def tail_pattern(kind: str, rng: random.Random) -> str:
    """The digits that follow the kept p digits."""
    k = rng.choice([0, 0, 1, 2, 3, 5])
    if kind == "tie":
        return "5"
    if kind == "above":
        return "5" + "0" * k + rng.choice("123456789")
    if kind == "below":
        return "4" + "9" * max(1, k) + rng.choice(["", "9", "8"])
    if kind == "low":
        return rng.choice("1234") + "".join(rng.choice("0123456789") for _ in range(k)) + rng.choice("123456789")
    if kind == "high":
        return rng.choice("6789") + "".join(rng.choice("0123456789") for _ in range(k))
    if kind == "exact":
        return ""
    raise ValueError(kind)


def target_adj(p: int, rng: random.Random) -> int:
    x = rng.random()
    if x < 0.45:
        return rng.randint(-6, min(p - 1, 40))
    if x < 0.65:
        return rng.choice([-8, -7, -6, -5, p - 2, p - 1, p, p + 1])
    return rng.randint(-40, 45)


def pattern_vector(col: Collector, rng: random.Random, kind: str, p: int, mode: str | None,
                   head: str | None = None, category: str | None = None) -> bool:
    tail = tail_pattern(kind, rng)
    negative = rng.random() < 0.5
    if p + len(tail) > 56:
        if head is not None and set(head) == {"9"} and tail:
            # 99...9<tail> = 10**k - (10**len(tail) - tail): `1e60 - 0.5`
            e = rng.randint(-40, 20)
            a = dec(10 ** (p + len(tail)), e)
            b = dec(10 ** len(tail) - int(tail), e)
            if negative:
                a, b = -a, -b
            expr = binary_expr(a, "-", b, rng) if rng.random() < 0.7 else binary_expr(-b, "+", a, rng)
            return col.add(expr, a - b, p, mode, category or kind)
        made = sparse_target(p, tail, rng, negative) if tail else None
        if made is None:
            return False
        expr, r = made
        return col.add(expr, r, p, mode, category or kind)
    if head is None:
        head = str(rand_coef(rng, p))
        if kind == "exact" and rng.random() < 0.5:
            head = head[: rng.randint(1, p)]  # shorter than precision
    coef = int(head + tail)
    D = len(head + tail)
    A = target_adj(p, rng)
    r = dec(coef, A - D + 1)
    if negative:
        r = -r
    made = split_target(r, rng)
    if made is None:
        return False
    expr, value = made
    return col.add(expr, value, p, mode, category or kind)


# ---------------------------------------------------------------------------
# Categories of arithmetic vectors
# ---------------------------------------------------------------------------


def gen_random_binary(col: Collector, rng: random.Random, count: int):
    made = 0
    while made < count:
        op = rng.choice(["+", "-", "*", "/"])
        a = rand_dec(rng, rand_sig(rng), rand_adj(rng))
        if rng.random() < 0.5:  # same ballpark
            b = rand_dec(rng, rand_sig(rng), adjusted_exponent(abs(a)) + rng.randint(-3, 3))
        else:
            b = rand_dec(rng, rand_sig(rng), rand_adj(rng))
        if rng.random() < 0.1 and sig_digits(a) <= 20:
            # integer operands
            a = Fraction(rng.randint(-10**20, 10**20))
        if rng.random() < 0.02 and op != "/":
            b = Fraction(0)
        if rng.random() < 0.01:
            a = Fraction(0)
        if op == "/" and b == 0:
            continue
        value = {"+": a + b, "-": a - b, "*": a * b, "/": a / b if b else None}[op]
        expr = binary_expr(a, op, b, rng)
        if col.add(expr, value, rand_precision(rng), None, "random-" + op):
            made += 1


def gen_random_power(col: Collector, rng: random.Random, count: int):
    made = 0
    while made < count:
        sig = rng.randint(1, 6)
        adj = rng.randint(-6, 6) if rng.random() < 0.8 else rng.randint(-20, 20)
        base = rand_dec(rng, sig, adj)
        n = rng.randint(-40, 40)
        if rng.random() < 0.05:
            base = Fraction(rng.choice([1, -1, 10, 2, -2, 0]))
        if rng.random() < 0.05:
            n = rng.choice([0, 1, -1])
        if base == 0 and n <= 0:
            continue
        value = base**n
        if len(str(value.numerator)) + len(str(value.denominator)) > MAX_RESULT_DIGITS:
            continue
        expr = power_expr(base, n, rng)
        if col.add(expr, value, rand_precision(rng), None, "random-^"):
            made += 1


def gen_natural_ties(col: Collector, rng: random.Random, count: int):
    """Short operands whose exact result happens to be a tie at some precision."""
    made = 0
    tries = 0
    while made < count and tries < 2_000_000:
        tries += 1
        op = rng.choice(["+", "-", "*", "*", "/"])
        a = rand_dec(rng, rng.randint(1, 6), rng.randint(-4, 5))
        if op == "/":
            b = Fraction(2) ** rng.randint(0, 5) * Fraction(5) ** rng.randint(0, 3) * Fraction(10) ** rng.randint(-2, 2)
            if rng.random() < 0.5:
                b = -b
        else:
            b = rand_dec(rng, rng.randint(1, 6), rng.randint(-4, 5))
        value = {"+": a + b, "-": a - b, "*": a * b, "/": a / b}[op]
        if value == 0 or not is_terminating(value):
            continue
        c, _ = decompose(value)
        if abs(c) % 10 != 5:
            continue
        p = len(str(abs(c))) - 1
        if p not in PRECISIONS:
            continue
        if col.add(binary_expr(a, op, b, rng), value, p, None, "natural-tie"):
            made += 1


def power_tie_table(rng: random.Random):
    """digits -> list of (base coefficient, n) with coefficient(base**n) ending in 5."""
    table: dict[int, list[tuple[int, int]]] = {}
    for _ in range(20000):
        if rng.random() < 0.6:
            c = rng.randint(0, 10 ** rng.randint(0, 5) - 1) * 10 + 5  # ends in 5
            n = rng.randint(1, 40)
            coef = c**n
        else:
            # c = 2**k * 5**j (k > j): c**-n has coefficient 5**((k-j)*n)
            k = rng.randint(1, 19)
            j = rng.randint(0, min(k - 1, 3))
            c = 2**k * 5**j
            if len(str(c)) > 6:
                continue
            n = -rng.randint(1, 40)
            coef = 5 ** ((k - j) * -n)
        d = len(str(coef))
        table.setdefault(d, []).append((c, n))
    for d in table:
        table[d] = sorted(set(table[d]))
    return table


def gen_power_ties(col: Collector, rng: random.Random, count: int):
    table = power_tie_table(rng)
    usable = [p for p in PRECISIONS if (p + 1) in table]
    made = 0
    while made < count:
        p = rng.choice(usable)
        c, n = rng.choice(table[p + 1])
        shift = rng.randint(-6, 2)
        base = dec(c, shift)
        if rng.random() < 0.5:
            base = -base  # negative result when n is odd
        value = base**n
        if rng.random() < 0.5:
            modes = MODE_NAMES  # same vector under every mode
        else:
            modes = [None]
        for m in modes:
            if col.add(power_expr(base, n, rng), value, p, m, "power-tie"):
                made += 1


def gen_patterns(col: Collector, rng: random.Random, kind: str, count: int, all_modes_share: float,
                 pmax: int = 1000, category: str | None = None, nines: bool = False):
    made = 0
    while made < count:
        p = rand_precision(rng)
        if p > pmax:
            continue
        head = "9" * p if nines else None
        if rng.random() < all_modes_share:
            # the same exact value under all seven modes (fresh rendering each)
            for m in MODE_NAMES:
                if pattern_vector(col, rng, kind, p, m, head, category):
                    made += 1
        elif pattern_vector(col, rng, kind, p, None, head, category):
            made += 1


def gen_integers(col: Collector, rng: random.Random, count: int):
    """Exact integer results with more digits than the precision (and some fewer)."""
    made = 0
    while made < count:
        op = rng.choice(["+", "-", "*", "*"])
        a = Fraction(rand_coef(rng, rng.randint(1, 30)) * 10 ** rng.randint(0, 6))
        b = Fraction(rand_coef(rng, rng.randint(1, 30)) * 10 ** rng.randint(0, 6))
        if rng.random() < 0.3:
            a = -a
        if rng.random() < 0.3:
            b = -b
        value = {"+": a + b, "-": a - b, "*": a * b}[op]
        if value == 0:
            continue
        D = len(str(abs(value.numerator)))
        choices = [p for p in PRECISIONS if p < D] or [1]
        p = rng.choice(choices) if rng.random() < 0.8 else rand_precision(rng)
        if col.add(binary_expr(a, op, b, rng), value, p, None, "integer"):
            made += 1


def gen_magnitudes(col: Collector, rng: random.Random, count: int):
    """Tiny and huge results, including far outside the operands' own range."""
    made = 0
    while made < count:
        op = rng.choice(["*", "/", "+", "-"])
        big = rng.random() < 0.5
        a = rand_dec(rng, rand_sig(rng, 30), rng.randint(25, 40) if big else rng.randint(-40, -25))
        if op in ("*", "/"):
            b_adj = rng.randint(20, 40) if big == (op == "*") else rng.randint(-40, -20)
        else:
            b_adj = adjusted_exponent(abs(a)) + rng.randint(-5, 0)
        b = rand_dec(rng, rand_sig(rng, 30), b_adj)
        value = {"+": a + b, "-": a - b, "*": a * b, "/": a / b}[op]
        if col.add(binary_expr(a, op, b, rng), value, rand_precision(rng), None, "magnitude"):
            made += 1


def gen_specials(col: Collector, rng: random.Random):
    """Hand-written cases (each under all seven modes)."""
    cases = [
        ("1.25 + 0", 2), ("0.5 * 0.25", 2), ("9.99 + 0.005", 3), ("(-9.99) - 0.005", 3),
        ("0.125 * 1", 2), ("2.5 * 1", 1), ("(-2.5) * 1", 1), ("3.5 + 0", 1), ("(-3.5) + 0", 1),
        ("0.15 + 0", 1), ("(-0.15) + 0", 1), ("1 / 8", 1), ("(-1) / 8", 1), ("1 / 8", 2),
        ("2 / 3", 5), ("(-2) / 3", 5), ("1 / 3", 1), ("2 / 3", 1), ("1 / 3", 38),
        ("99.5 + 0", 2), ("(-99.5) + 0", 2), ("9999999.5 - 0", 7), ("0.0000095 + 0", 1),
        ("0.00000095 * 1", 1), ("0.00000095 * 1", 2), ("123456 * 1", 5), ("123455 * 1", 5),
        ("(-123465) * 1", 5), ("12345 * 1", 5), ("1e37 * 1", 38), ("1e38 * 1", 38),
        ("99999999999999999999999999999999999999 + 0.5", 38),
        ("(-99999999999999999999999999999999999999) - 0.5", 38),
        ("0.000001 * 1", 5), ("0.0000001 * 1", 5), ("0.00000099999 + 0.000000000005", 5),
        ("5 - 5", 3), ("(-2.5) * 0", 2), ("0 / (-3)", 2), ("0 - 0", 1), ("1 - 1.0", 1),
        ("2 ^ 100", 38), ("2 ^ 100", 1000), ("2 ^ -100", 38), ("(-2) ^ 3", 1),
        ("(-0.5) ^ 3", 2), ("0.5 ^ 3", 2), ("(-0.5) ^ -3", 1), ("1.5 ** 2", 2),
        ("0 ^ 5", 3), ("7 ^ 0", 3), ("(-7) ^ 0", 3), ("10 ^ 40", 38), ("10 ^ -40", 38),
        ("0.1 + 0.2", 38), ("1 / 7", 1000), ("1 / 7", 250), ("22 / 7", 100),
        ("1_000_000 * 1_000_000", 7), ("1_000_000 * 1_000_000", 16),
        (".5 + 5.", 2), ("1e-3 + 1.5E+7", 10), ("2.5e10 \u2212 1", 10),
        ("6 \u00d7 7", 1), ("6 \u00f7 4", 1), ("(-6) \u00f7 4", 1),
        ("1 / 3", 1000), ("2 / 3", 1000),
    ]
    for expr, p in cases:
        value = parse_value(expr)
        for m in MODE_NAMES:
            col.add(expr, value, p, m, "special")


# ---------------------------------------------------------------------------
# Nested expressions
# ---------------------------------------------------------------------------


class Skip(Exception):
    pass


LIMIT = 10**300


def check(v: Fraction) -> Fraction:
    if abs(v.numerator) > LIMIT or v.denominator > LIMIT:
        raise Skip
    return v


def evaluate(node) -> Fraction:
    kind = node[0]
    if kind == "num":
        return node[1]
    if kind == "neg":
        return -evaluate(node[1])
    if kind == "bin":
        _, op, l, r = node
        a, b = evaluate(l), evaluate(r)
        if op == "+":
            return check(a + b)
        if op == "-":
            return check(a - b)
        if op == "*":
            return check(a * b)
        if b == 0:
            raise Skip
        return check(a / b)
    if kind == "pow":
        _, bnode, enode = node
        b, e = evaluate(bnode), evaluate(enode)
        if e.denominator != 1 or abs(e) > 12:
            raise Skip
        if b == 0 and e <= 0:
            raise Skip
        if b != 0 and abs(e) * max(len(str(abs(b.numerator))), len(str(b.denominator))) > 300:
            raise Skip
        return check(b ** int(e))
    raise ValueError(kind)


def leaf(rng: random.Random):
    x = rng.random()
    if x < 0.55:
        v = rng.randint(0, 20) if rng.random() < 0.6 else rng.randint(0, 999)
        return ("num", Fraction(v), str(v))
    if x < 0.85:
        ip = rng.randint(0, 99)
        fp = str(rng.randint(1, 999)).rjust(rng.randint(1, 3), "0")
        fp = fp.rstrip("0") or "5"
        text = f"{ip}.{fp}"
        if ip == 0 and rng.random() < 0.2:
            text = "." + fp
        return ("num", parse_value(text), text)
    if x < 0.95:
        text = rng.choice(["0.5", "0.25", "1.5", "2.5", "0.1", "0.2", "0.125", "12.75", "3.14159"])
        return ("num", parse_value(text), text)
    text = str(rng.randint(10**6, 10**12)) + "." + str(rng.randint(1, 99999))
    return ("num", parse_value(text), text)


def small_base(rng: random.Random):
    x = rng.random()
    if x < 0.5:
        v = rng.randint(0, 12)
        return ("num", Fraction(v), str(v))
    if x < 0.75:
        text = rng.choice(["0.5", "1.5", "2.5", "0.2", "0.25", "1.25", "0.1", "3.5", "10"])
        return ("num", parse_value(text), text)
    # a small compound base such as (1/3) or (2-5)
    a, b = small_base_leaf(rng), small_base_leaf(rng)
    return ("bin", rng.choice("+-*/"), a, b)


def small_base_leaf(rng: random.Random):
    v = rng.randint(1, 9)
    return ("num", Fraction(v), str(v))


def exponent_node(rng: random.Random):
    x = rng.random()
    if x < 0.55:
        v = rng.randint(0, 3)
        return ("num", Fraction(v), str(v))
    if x < 0.85:
        v = rng.randint(1, 3)
        return ("neg", ("num", Fraction(v), str(v)))
    # chained: 3^2 or -2^2 as the exponent (right-associative)
    b = rng.randint(1, 3)
    e = rng.randint(0, 2)
    inner = ("pow", ("num", Fraction(b), str(b)), ("num", Fraction(e), str(e)))
    return ("neg", inner) if rng.random() < 0.5 else inner


def gen_tree(rng: random.Random, depth: int):
    if depth <= 0 or rng.random() < 0.15:
        return leaf(rng)
    x = rng.random()
    if x < 0.68:
        op = rng.choice("+-*/")
        return ("bin", op, gen_tree(rng, depth - 1), gen_tree(rng, depth - 1))
    if x < 0.82:
        return ("neg", gen_tree(rng, depth - 1))
    base = small_base(rng) if rng.random() < 0.85 else gen_tree(rng, min(depth - 1, 2))
    return ("pow", base, exponent_node(rng))


ATOM, POW, UNARY, MUL, ADD = 5, 4, 3, 2, 1


class Renderer:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.full = rng.random() < 0.3  # parenthesise every compound subexpression
        self.redundant = rng.choice([0.0, 0.0, 0.05, 0.12])
        spacing = rng.random()
        self.spacing = "spaced" if spacing < 0.65 else ("tight" if spacing < 0.85 else "mixed")
        self.pow_spaced = rng.random() < 0.25
        self.starstar = rng.random() < 0.1

    def sp(self) -> str:
        if self.spacing == "spaced":
            return " "
        if self.spacing == "tight":
            return ""
        return self.rng.choice(["", " "])

    def child(self, node, need: int):
        text, level = self.render(node)
        if level < need or (self.full and level < ATOM):
            return f"({text})"
        return text

    def render(self, node):
        text, level = self._render(node)
        if self.rng.random() < self.redundant:
            return f"({text})", ATOM
        return text, level

    def _render(self, node):
        kind = node[0]
        if kind == "num":
            return node[2], ATOM
        if kind == "neg":
            # never `--x`: a negated unary goes in parentheses
            return "-" + self.child(node[1], POW), UNARY
        if kind == "bin":
            _, op, l, r = node
            lvl = ADD if op in "+-" else MUL
            s = self.sp()
            return f"{self.child(l, lvl)}{s}{op}{s}{self.child(r, lvl + 1)}", lvl
        if kind == "pow":
            _, b, e = node
            hat = "**" if self.starstar else "^"
            s = " " if self.pow_spaced else ""
            return f"{self.child(b, ATOM)}{s}{hat}{s}{self.child(e, UNARY)}", POW
        raise ValueError(kind)


def gen_nested(rng: random.Random, count: int):
    rows = []
    seen = set()
    depths = Counter()
    while len(rows) < count:
        depth = rng.choice([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6])
        tree = gen_tree(rng, depth)
        if tree[0] == "num":
            continue
        try:
            value = evaluate(tree)
        except Skip:
            continue
        text, _ = Renderer(rng).render(tree)
        if text in seen:
            continue
        try:
            parsed = parse_value(text)
        except ZeroDivisionError:
            continue
        assert parsed == value, (text, parsed, value, tree)
        seen.add(text)
        depths[depth] += 1
        rows.append((text, expected(value, 38, "half-even")))
    # a few hand-written precedence cases
    for text in ["-2^2", "2^3^2", "2^-1", "2^-2^2", "-(2+3)", "5*-3", "5--2", "(-2)^2",
                 "-2^-2", "2*3^2", "(2*3)^2", "1-2-3", "1-(2-3)", "8/4/2", "8/(4/2)",
                 "2^(1+1)", "-(-3)", "1/3*3", "0.1+0.2", "2^100", "2/3", "1+2*3-4/5",
                 "(1+2)*(3-4)/5", "-3^2*2", "2^-3*8", "-(1/7)", "3 - -3 * -3"]:
        if text not in seen:
            seen.add(text)
            rows.append((text, expected(parse_value(text), 38, "half-even")))
    return rows, depths


# ---------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------


def self_test():
    def fmt(expr: str, p: int = 38, mode: str = "half-even") -> str:
        return expected(parse_value(expr), p, mode)

    examples = [
        ("2/3", 38, "half-even", "0.66666666666666666666666666666666666667"),
        ("1/3*3", 38, "half-even", "1"),
        ("0.1+0.2", 38, "half-even", "0.3"),
        ("2^100", 38, "half-even", "1267650600228229401496703205376"),
        ("2^-2^2", 38, "half-even", "0.0625"),
        ("2/3", 5, "down", "0.66666"),
        ("1/8", 1, "half-even", "0.1"),
        ("1/8", 1, "half-up", "0.1"),
        ("1/8", 1, "up", "0.2"),
        ("1/8", 2, "half-even", "0.12"),
        ("1/8", 2, "half-up", "0.13"),
        ("1/8", 2, "half-down", "0.12"),
        ("-1/8", 2, "half-up", "-0.13"),
        ("-1/8", 2, "ceiling", "-0.12"),
        ("-1/8", 2, "floor", "-0.13"),
        ("1035", 38, "half-even", "1035"),
        ("0.000125", 38, "half-even", "0.000125"),
        ("12.5", 38, "half-even", "12.5"),
        ("100", 3, "half-even", "100"),
        ("100", 2, "half-even", "1e+2"),
        ("123456", 5, "half-even", "1.2346e+5"),
        ("1.5e-7", 38, "half-even", "1.5e-7"),
        ("0.0000015", 38, "half-even", "0.0000015"),
        ("1e50", 38, "half-even", "1e+50"),
        ("12345678901234567890123456789*98765432109876543210987654321", 38, "half-even",
         "1.2193263113702179522618503273362292333e+57"),
        ("9.99+0.005", 3, "half-even", "10"),
        ("9.99+0.005", 3, "half-down", "9.99"),
        ("-9.99-0.005", 3, "half-up", "-10"),
        ("-9.99-0.005", 3, "ceiling", "-9.99"),
        ("-9.99-0.005", 3, "floor", "-10"),
        ("99.95", 3, "half-even", "100"),
        ("99.95", 2, "half-even", "1e+2"),
        ("5-5", 3, "half-even", "0"),
        ("-0", 3, "half-even", "0"),
        ("-2.5", 1, "half-even", "-2"),
        ("-2.5", 1, "half-up", "-3"),
        ("-2.5", 1, "half-down", "-2"),
        ("-2.5", 1, "up", "-3"),
        ("-2.5", 1, "down", "-2"),
        ("-2.5", 1, "ceiling", "-2"),
        ("-2.5", 1, "floor", "-3"),
        ("-3.5", 1, "half-even", "-4"),
        ("0.000000999995", 5, "half-even", "0.000001"),
        ("0.000000999995", 5, "down", "9.9999e-7"),
        ("1e37", 38, "half-even", "10000000000000000000000000000000000000"),
        ("1e38", 38, "half-even", "1e+38"),
    ]
    for expr, p, mode, want in examples:
        got = fmt(expr, p, mode)
        assert got == want, (expr, p, mode, got, want)

    # Where the rules coincide with Decimal's to-scientific-string: a value
    # with exponent <= 0 and adjusted exponent >= -6 (plain in both), or an
    # adjusted exponent < -6 (scientific in both).
    rng = random.Random(1)
    compared = 0
    for _ in range(20000):
        n = rng.randint(1, 40)
        c = rand_coef(rng, n)
        while c % 10 == 0:
            c //= 10
        n = len(str(c))
        q = rng.randint(-60, 0)
        a = q + n - 1
        if not (a < -6 or (-6 <= a < 38)):
            continue
        sign = rng.choice([1, -1])
        mine = format_rounded((sign, c, q), 38)
        theirs = str(Decimal(f"{'-' if sign < 0 else ''}{c}E{q}")).replace("E", "e")
        assert mine == theirs, (c, q, mine, theirs)
        # and the text parses back to the same value
        assert parse_value(mine if sign > 0 else f"-({mine[1:]})") == dec(sign * c, q)
        compared += 1
    assert compared > 10000

    # The two roundings agree on random rationals in every mode.
    for _ in range(20000):
        v = Fraction(rng.randint(-10**30, 10**30), rng.randint(1, 10**rng.randint(0, 30)))
        if rng.random() < 0.3:  # force exact ties
            p = rng.randint(1, 20)
            v = dec(rng.choice([1, -1]) * (rand_coef(rng, p) * 10 + 5), rng.randint(-30, 30))
        for m in MODE_NAMES:
            expected(v, rng.choice(PRECISIONS[:10]), m)

    # The parser knows the precedence rules of the spec.
    for text, want in [("-2^2", -4), ("2^3^2", 512), ("2^-1", Fraction(1, 2)),
                       ("2^-2^2", Fraction(1, 16)), ("5*-3", -15), ("5--2", 7),
                       ("-(2+3)", -5), ("1-2-3", -4), ("8/4/2", 1), ("2*3^2", 18),
                       ("(1.5) ^ -3", Fraction(8, 27)), ("1_000_000", 10**6),
                       (".5", Fraction(1, 2)), ("5.", 5), ("1e-3", Fraction(1, 1000)),
                       ("1.5E+7", 15000000), ("2.5e10", 25 * 10**9), ("00012", 12),
                       ("0.000_001", Fraction(1, 10**6)), ("1_0.2_5", Fraction(41, 4)),
                       ("6 \u00d7 7 \u2212 2 \u00f7 4", Fraction(83, 2)), ("2 ** 3", 8)]:
        assert parse_value(text) == want, (text, parse_value(text), want)


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def classify(expr: str, p: int, value: Fraction) -> str:
    if value == 0 or not is_terminating(value):
        return "inexact-division" if value != 0 else "zero"
    c, _ = decompose(value)
    digits = str(abs(c))
    if len(digits) <= p:
        return "exact"
    rest = digits[p:]
    head = digits[:p]
    if rest == "5":
        return "tie"
    if head == "9" * p:
        return "to-power-of-ten"
    if rest[0] in "45" and (rest[1:].strip("0") == "" or set(rest[1:]) <= {"0", "9"}):
        return "near-tie"
    return "rounded"


def main():
    self_test()
    rng = random.Random(SEED)
    col = Collector()

    gen_specials(col, rng)
    # ties and their neighbours (about half the file)
    gen_patterns(col, rng, "tie", 1050, all_modes_share=0.12)
    gen_natural_ties(col, rng, 300)
    gen_power_ties(col, rng, 200)
    gen_patterns(col, rng, "above", 200, all_modes_share=0.05)
    gen_patterns(col, rng, "below", 200, all_modes_share=0.05)
    gen_patterns(col, rng, "tie", 140, all_modes_share=0.15, category="carry-tie", nines=True, pmax=50)
    gen_patterns(col, rng, "low", 120, all_modes_share=0.15, category="carry-low", nines=True, pmax=50)
    gen_patterns(col, rng, "high", 120, all_modes_share=0.1, category="carry-high", nines=True, pmax=50)
    gen_patterns(col, rng, "exact", 200, all_modes_share=0.0, pmax=50)
    gen_patterns(col, rng, "low", 120, all_modes_share=0.0)
    gen_patterns(col, rng, "high", 120, all_modes_share=0.0)
    # general coverage
    gen_integers(col, rng, 200)
    gen_magnitudes(col, rng, 180)
    gen_random_power(col, rng, 450)
    remaining = ARITHMETIC_COUNT - len(col.rows)
    gen_random_binary(col, rng, max(0, remaining))

    rows = col.rows
    rng.shuffle(rows)
    FIXTURES.mkdir(parents=True, exist_ok=True)
    with open(FIXTURES / "arithmetic.tsv", "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-vectors.py, do not edit\n")
        for expr, p, mode, want in rows:
            f.write(f"{expr}\t{p}\t{mode}\t{want}\n")

    nested, depths = gen_nested(rng, NESTED_COUNT)
    with open(FIXTURES / "nested.tsv", "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\texpected (precision 38, half-even) -- generated by scripts/make-vectors.py, do not edit\n")
        for text, want in nested:
            f.write(f"{text}\t{want}\n")

    # statistics, to stderr
    kinds = Counter(classify(e, p, parse_value(e)) for e, p, _, _ in rows)
    print(f"arithmetic.tsv: {len(rows)} vectors", file=sys.stderr)
    print("  by generator:", dict(sorted(col.categories.items())), file=sys.stderr)
    print("  by exact result:", dict(sorted(kinds.items())), file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(m for _, _, m, _ in rows).items())), file=sys.stderr)
    print("  by precision:", dict(sorted(Counter(p for _, p, _, _ in rows).items())), file=sys.stderr)
    print(f"nested.tsv: {len(nested)} expressions; depths {dict(sorted(depths.items()))}", file=sys.stderr)


if __name__ == "__main__":
    main()
