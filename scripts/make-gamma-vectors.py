#!/usr/bin/env python3
"""Generate reference vectors for the gamma family.

Run from any directory:

    python3 scripts/make-gamma-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/gamma.tsv, read by
Tests/CalcKitTests/Vectors/GammaVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The families: gamma, lgamma, lngamma (ln|Γ(x)|, as C's and Python's lgamma),
x! and factorial (Γ(x + 1)), falling_factorial and rising_factorial (mpmath's
ff and rf), binom and nCr of any numbers (mpmath's binomial), fib, lucas and
catalan; at 38 digits mostly, some at 1 to 250, in all seven rounding modes;
and the domain errors (the poles), whose expected text is `error: <message>`.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Exact values are computed with `fractions.Fraction` and integer arithmetic:
  (n − 1)!, the products x(x − 1)…(x − n + 1), their reciprocals for a
  negative n, the binomial identities for negative integers (checked against
  mpmath.binomial in floating point), Fibonacci and Lucas numbers by plain
  iteration, Catalan numbers by math.comb.
* Irrational values come from mpmath at p+50 and p+100 digits, both of which
  must round the same and lie at least 1e-35 units in the last place from a
  rounding boundary (a closer candidate is dropped). Each is then recomputed by
  a second formula at p+60 digits: Γ(x) as Γ(x + 3)/(x(x + 1)(x + 2)),
  ln|Γ(x)| as ln|Γ(x)| from mpmath.gamma, the ratios from mpmath.loggamma and
  the sign of Γ; the two must round to the same text.
* Issue 35's count (at least 200 distinct non-integer arguments at 38 digits for gamma,
  lgamma, the factorial and binom; scripts/count-function-vectors.py counts them) is
  reached by a generator of its own after the rows above; each of its rows is also
  decided by python-flint's Arb (Γ, ln|Γ|, Γ(x + 1), Γ(n + 1)/(Γ(k + 1)Γ(n − k + 1)) as
  proven balls, both ends rounding to the text; a row Arb cannot decide is left out).
* Rounding and printing are make-vectors.py's `expected` (Python decimal,
  cross-checked by integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

SEED = 20261126
MODES = list(mv.MODES)
F = Fraction

POLE = "error: {} has poles at 0 and the negative integers"
FACTORIAL_POLE = "error: {} has poles at the negative integers"
INFINITE = "error: {} is infinite at these arguments (a pole of gamma)"


class Unsettled(Exception):
    pass


class Pole(Exception):
    """The value is infinite: the expected text is the error."""


def lit(v: Fraction) -> str:
    if mv.is_terminating(v):
        return fv.signed_literal(v)
    return f"{'-' if v < 0 else ''}{abs(v.numerator)}/{v.denominator}"


def mp(v: Fraction):
    return mpmath.mpf(v.numerator) / v.denominator


def to_fraction(v) -> Fraction:
    """An mpf as the exact Fraction it stands for (its mantissa as a Python int: with
    gmpy2 installed mpmath's is an mpz, which Fraction arithmetic rejects)."""
    v = mpmath.mpf(v)
    if v == 0:
        return F(0)
    sign, man, exp, _ = v._mpf_
    man = -int(man) if sign else int(man)
    return F(man * 2**exp) if exp >= 0 else F(man, 2**-exp)


def is_pole(v: Fraction) -> bool:
    return v.denominator == 1 and v <= 0


# --- exact values -----------------------------------------------------------------


def falling(x: Fraction, n: int) -> Fraction:
    """x(x − 1)…(x − n + 1); for n < 0, 1/((x + 1)…(x − n)). Pole for a zero factor."""
    if n >= 0:
        r = F(1)
        for i in range(n):
            r *= x - i
        return r
    d = F(1)
    for i in range(1, -n + 1):
        d *= x + i
    if d == 0:
        raise Pole
    return 1 / d


def rising(x: Fraction, n: int) -> Fraction:
    if n >= 0:
        r = F(1)
        for i in range(n):
            r *= x + i
        return r
    d = F(1)
    for i in range(1, -n + 1):
        d *= x - i
    if d == 0:
        raise Pole
    return 1 / d


def fib(n: int) -> int:
    a, b = 0, 1
    for _ in range(abs(n)):
        a, b = b, a + b
    return -a if n < 0 and n % 2 == 0 else a


def lucas(n: int) -> int:
    a, b = 2, 1
    for _ in range(abs(n)):
        a, b = b, a + b
    return -a if n < 0 and n % 2 == 1 else a


def exact_value(kind: str, args: tuple) -> Fraction | None:
    """The exact value, None when irrational; raises Pole when infinite."""
    if kind == "gamma":
        x = args[0]
        if x.denominator == 1:
            if x <= 0:
                raise Pole
            return F(math.factorial(int(x) - 1))
        return None
    if kind in ("lgamma", "lngamma"):
        x = args[0]
        if is_pole(x):
            raise Pole
        return F(0) if x in (1, 2) else None
    if kind in ("factorial", "!"):
        x = args[0]
        if x.denominator == 1:
            if x < 0:
                raise Pole
            return F(math.factorial(int(x)))
        return None
    if kind in ("falling_factorial", "rising_factorial"):
        x, n = args
        if n.denominator == 1:
            return falling(x, int(n)) if kind == "falling_factorial" else rising(x, int(n))
        a, b = (x + 1, x - n + 1) if kind == "falling_factorial" else (x + n, x)
        if is_pole(a) and not is_pole(b):
            raise Pole
        if is_pole(b) and not is_pole(a):
            return F(0)
        return None
    if kind in ("binom", "nCr"):
        n, k = args
        if k.denominator == 1:
            k = int(k)
            if n.denominator == 1:
                n = int(n)
                if n >= 0 and k >= 0:
                    return F(math.comb(n, k))
                if k >= 0:
                    return F((-1) ** k * math.comb(k - n - 1, k))
                if n < 0 and k <= n:
                    return F((-1) ** (n - k) * math.comb(-k - 1, n - k))
                return F(0)
            if k < 0:
                return F(0)
            return falling(n, k) / math.factorial(k)
        if is_pole(n + 1):
            raise Pole
        if is_pole(k + 1) or is_pole(n - k + 1):
            return F(0)
        return None
    if kind == "fib":
        return F(fib(int(args[0])))
    if kind == "lucas":
        return F(lucas(int(args[0])))
    if kind == "catalan":
        n = int(args[0])
        return F(math.comb(2 * n, n), n + 1)
    raise AssertionError(kind)


# --- irrational values ---------------------------------------------------------------


def first_value(kind: str, args: tuple, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        a = [mp(v) for v in args]
        if kind == "gamma":
            v = mpmath.gamma(a[0])
        elif kind in ("lgamma", "lngamma"):
            v = mpmath.loggamma(a[0]).real
        elif kind in ("factorial", "!"):
            v = mpmath.factorial(a[0])
        elif kind == "falling_factorial":
            v = mpmath.ff(a[0], a[1])
        elif kind == "rising_factorial":
            v = mpmath.rf(a[0], a[1])
        elif kind in ("binom", "nCr"):
            v = mpmath.binomial(a[0], a[1])
        else:
            raise AssertionError(kind)
        return to_fraction(v)


def signed_log_gamma(x):
    """(ln|Γ(x)|, sign of Γ(x)) by mpmath.loggamma and the count of poles passed."""
    sign = 1
    if x < 0:
        sign = -1 if int(mpmath.floor(-x)) % 2 == 0 else 1
    return mpmath.loggamma(x).real, sign


def ratio(tops: list, bottoms: list):
    total = mpmath.mpf(0)
    sign = 1
    for t in tops:
        lg, s = signed_log_gamma(t)
        total += lg
        sign *= s
    for b in bottoms:
        lg, s = signed_log_gamma(b)
        total -= lg
        sign *= s
    return sign * mpmath.exp(total)


def second_value(kind: str, args: tuple, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        a = [mp(v) for v in args]
        if kind == "gamma":
            x = a[0]
            v = mpmath.gamma(x + 3) / (x * (x + 1) * (x + 2))
        elif kind in ("lgamma", "lngamma"):
            v = mpmath.log(abs(mpmath.gamma(a[0])))
        elif kind in ("factorial", "!"):
            x = a[0] + 1
            v = mpmath.gamma(x + 3) / (x * (x + 1) * (x + 2))
        elif kind == "falling_factorial":
            v = ratio([a[0] + 1], [a[0] - a[1] + 1])
        elif kind == "rising_factorial":
            v = ratio([a[0] + a[1]], [a[0]])
        elif kind in ("binom", "nCr"):
            v = ratio([a[0] + 1], [a[1] + 1, a[0] - a[1] + 1])
        else:
            raise AssertionError(kind)
        return to_fraction(v)


ERRORS = {
    "gamma": POLE.format("gamma"),
    "lgamma": POLE.format("lgamma"),
    "lngamma": POLE.format("lngamma"),
    "factorial": FACTORIAL_POLE.format("factorial"),
    "!": FACTORIAL_POLE.format("x!"),
    "falling_factorial": INFINITE.format("falling_factorial"),
    "rising_factorial": INFINITE.format("rising_factorial"),
    "binom": INFINITE.format("binom"),
    "nCr": INFINITE.format("binom"),
}


def reference(kind: str, args: tuple, p: int, mode: str) -> tuple[str, str]:
    try:
        ex = exact_value(kind, args)
    except Pole:
        return ERRORS[kind], "error"
    if ex is not None:
        return mv.expected(ex, p, mode), "exact"
    approx = [first_value(kind, args, p + g) for g in (50, 100)]
    if min(fv.boundary_distance(a, p) for a in approx) < Fraction(1, 10**35):
        raise Unsettled
    texts = {mv.expected(a, p, mode) for a in approx}
    assert len(texts) == 1, (kind, args, p, mode, texts)
    text = texts.pop()
    other = mv.expected(second_value(kind, args, p + 60), p, mode)
    assert other == text, ("second method disagrees", kind, args, p, mode, text, other)
    return text, "inexact"


def arb_agrees(kind: str, args: tuple, p: int, mode: str, text: str) -> bool:
    """Arb's proven ball, at p+40 digits and more, rounds to `text` (asserted); False when it
    cannot decide (the row is then left out)."""
    old = flint.ctx.prec
    bits = int((p + 40) * 3.33) + 64
    try:
        for _ in range(4):
            flint.ctx.prec = bits
            a = [flint.arb(flint.fmpq(v.numerator, v.denominator)) for v in args]
            if kind == "gamma":
                v = a[0].gamma()
            elif kind in ("lgamma", "lngamma"):
                v = abs(a[0].gamma()).log() if args[0] < 0 else a[0].lgamma()
            elif kind in ("factorial", "!"):
                v = (a[0] + 1).gamma()
            elif kind in ("binom", "nCr"):
                v = (a[0] + 1).gamma() * (a[1] + 1).rgamma() * (a[0] - a[1] + 1).rgamma()
            else:
                raise AssertionError(kind)
            if v.is_finite():
                ends = {mv.expected(to_fraction_arf(e), p, mode) for e in (v.lower(), v.upper())
                        if not e.is_zero()}
                if len(ends) == 1 and not (v.lower() <= 0 <= v.upper()):
                    other = ends.pop()
                    assert other == text, ("Arb disagrees", kind, args, p, mode, text, other)
                    return True
            bits *= 2
        return False
    finally:
        flint.ctx.prec = old


def to_fraction_arf(v) -> Fraction:
    m, e = v.mid().man_exp()
    m, e = int(m), int(e)
    return F(m * 2**e) if e >= 0 else F(m, 2**-e)


def render(kind: str, args: tuple) -> str:
    if kind == "!":
        x = args[0]
        if x >= 0 and mv.is_terminating(x):
            return f"{lit(x)}!"
        return f"({lit(x)})!"
    return f"{kind}({', '.join(lit(a) for a in args)})"


class Collector:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.rows: list[tuple[str, int, str, str, str]] = []
        self.seen: set[tuple[str, int, str]] = set()
        self.categories: Counter = Counter()
        self.modes: list[str] = []

    def next_mode(self) -> str:
        if not self.modes:
            self.modes = MODES[:]
            self.rng.shuffle(self.modes)
        return self.modes.pop()

    def add(self, kind: str, args: tuple, p: int = 38, mode: str | None = None) -> bool:
        mode = mode or self.next_mode()
        expr = render(kind, args)
        if (expr, p, mode) in self.seen:
            return False
        try:
            text, category = reference(kind, args, p, mode)
        except Unsettled:
            return False
        self.seen.add((expr, p, mode))
        self.rows.append((expr, p, mode, text, kind))
        self.categories[category] += 1
        return True

    def all_modes(self, kind: str, args: tuple, p: int = 38) -> None:
        for m in MODES:
            self.add(kind, args, p, m)


def dec(rng: random.Random, lo: int, hi: int, sig: int = 6) -> Fraction:
    """A decimal with `sig` significant digits and magnitude 10^lo … 10^hi."""
    e = rng.randint(lo, hi)
    c = rng.randint(10 ** (sig - 1), 10**sig - 1)
    return F(c) * F(10) ** (e - sig + 1)


def non_integer(rng: random.Random, lo: int, hi: int) -> Fraction:
    while True:
        v = dec(rng, lo, hi, rng.randint(1, 8))
        if rng.random() < 0.3:
            v = F(rng.randint(1, 300), rng.choice([3, 7, 9, 11, 12]))
        if rng.random() < 0.4:
            v = -v
        if v.denominator != 1:
            return v


def main() -> None:
    rng = random.Random(SEED)
    col = Collector(rng)

    # The values the brief names, in every mode.
    for kind, args in [
        ("gamma", (F(1, 2),)), ("gamma", (F(5),)), ("factorial", (F(5),)), ("!", (F(1, 2),)),
        ("gamma", (F(1, 3),)), ("gamma", (F(-1, 2),)), ("lgamma", (F(100),)), ("lgamma", (F(-5, 2),)),
        ("binom", (F(-1, 2), F(2))), ("binom", (F(5, 2), F(3, 2))), ("falling_factorial", (F(5, 2), F(-3))),
        ("rising_factorial", (F(1, 3), F(1, 2))), ("fib", (F(100),)), ("catalan", (F(10),)),
    ]:
        col.all_modes(kind, args)

    # Exact values.
    for n in [1, 2, 3, 10, 21, 50]:
        col.add("gamma", (F(n),))
    for n in [0, 1, 7, 25]:
        col.add("factorial", (F(n),))
        col.add("!", (F(n),))
    for x in [1, 2]:
        col.add("lgamma", (F(x),))
        col.add("lngamma", (F(x),))
    for x, n in [(5, 3), (F(5, 2), 3), (F(-3), 2), (F(1, 3), 4), (F(3), -5), (F(-2), -1), (F(0), -1), (F(-2), 3),
                 (F(7), 0), (F("2.5"), -3), (F(10), 10)]:
        col.add("falling_factorial", (F(x), F(n)))
        col.add("rising_factorial", (F(x), F(n)))
    for n, k in [(5, 2), (-3, -5), (-5, -3), (-3, 2), (2, -3), (F("2.5"), -1), (F(1, 2), -2), (-1, -1), (3, 5),
                 (-3, -3), (F(-1, 2), 3), (F(1, 3), 5), (F("0.5"), 0), (-1, 2), (-7, 4), (F(7, 2), F(-3, 2))]:
        col.add("binom", (F(n), F(k)))
    for n, k in [(-4, 2), (F(3, 2), 4)]:
        col.add("nCr", (F(n), F(k)))
    for n in [0, 1, 2, 10, 50, 93, 94, 300, -1, -2, -7, -50]:
        col.add("fib", (F(n),))
    for n in [0, 1, 5, 50, -1, -2, -7]:
        col.add("lucas", (F(n),))
    for n in [0, 1, 5, 30, 100]:
        col.add("catalan", (F(n),))

    # The poles.
    for x in [0, -1, -7]:
        for kind in ["gamma", "lgamma", "lngamma"]:
            col.add(kind, (F(x),))
    for x in [-1, -3]:
        col.add("factorial", (F(x),))
        col.add("!", (F(x),))
    col.add("rising_factorial", (F(3), F(-5)))
    col.add("falling_factorial", (F(-3), F(1, 2)))
    col.add("rising_factorial", (F(1, 2), F(-1, 2)))
    col.add("binom", (F(-2), F(1, 2)))
    col.add("nCr", (F(-1), F(3, 2)))

    # Random arguments at 38 digits.
    def random_rows(kind: str, count: int, make, precisions=(38,)) -> None:
        added = 0
        for _ in range(count * 20):
            if added >= count:
                break
            if col.add(kind, make(), rng.choice(precisions)):
                added += 1
        assert added == count, kind

    random_rows("gamma", 60, lambda: (non_integer(rng, -3, 2),))
    random_rows("gamma", 10, lambda: (non_integer(rng, 2, 3),))
    random_rows("lgamma", 40, lambda: (non_integer(rng, -3, 3),))
    random_rows("lngamma", 10, lambda: (non_integer(rng, -2, 2),))
    random_rows("!", 20, lambda: (non_integer(rng, -2, 2),))
    random_rows("factorial", 15, lambda: (non_integer(rng, -2, 2),))
    random_rows("falling_factorial", 15, lambda: (non_integer(rng, -1, 1), non_integer(rng, -1, 1)))
    random_rows("rising_factorial", 15, lambda: (non_integer(rng, -1, 1), non_integer(rng, -1, 1)))
    random_rows("binom", 20, lambda: (non_integer(rng, -1, 1), non_integer(rng, -1, 1)))
    random_rows("binom", 10, lambda: (non_integer(rng, -1, 2), F(rng.randint(0, 12))))

    # Other precisions.
    random_rows("gamma", 25, lambda: (non_integer(rng, -2, 1),), (1, 2, 5, 10, 20, 50, 100))
    random_rows("lgamma", 10, lambda: (non_integer(rng, -2, 2),), (1, 3, 10, 50, 100))
    random_rows("gamma", 3, lambda: (non_integer(rng, -1, 1),), (250,))
    random_rows("lgamma", 2, lambda: (non_integer(rng, -1, 2),), (250,))

    # Issue 35: at least 200 distinct non-integer arguments at 38 digits for gamma, lgamma, the
    # factorial (x! and factorial(x) together) and binom (scripts/count-function-vectors.py counts
    # them), each also decided by Arb's proven balls (arb_agrees). A generator of their own keeps
    # the rows above as they were.
    top = random.Random(SEED + 35)

    cf = _load("count_function_vectors", "count-function-vectors.py")

    def distinct(kinds: tuple[str, ...]) -> int:
        name = "factorial" if "!" in kinds else kinds[0]
        found = set()
        for r in col.rows:
            c = cf.classify(r[0])
            if r[1] == 38 and c is not None and c[0] == name and not r[3].startswith("error"):
                found.add(c[1])
        return len(found)

    def checked_add(kind: str, args: tuple) -> bool:
        mode = col.next_mode()
        try:
            text, category = reference(kind, args, 38, mode)
        except (Unsettled, Pole):
            return False
        if category != "inexact" or not arb_agrees(kind, args, 38, mode, text):
            return False
        return col.add(kind, args, 38, mode)

    F_ = Fraction
    edges = {
        "gamma": ["1e-30", "-1e-30", "-0.999999999999999999999999999999", "-5.0000001", "-20.5", "-170.25",
                  "1.4616321449683623412626595423257213", "170.5", "1000.5", "5000.25", "0.5e-100", "2.5"],
        "lgamma": ["1.000000000000000000000000000001", "0.999999999999999999999999999999", "2.0000000001",
                   "1.9999999999", "1e-30", "1e-300", "-1e-30", "1e6", "1e20", "-0.999999999", "-50.5",
                   "1.4616321449683623412626595423257213", "2.4570247006"],
        "!": ["-0.999999999999999999999999999999", "1e-30", "-1e-30", "169.5", "0.4616321449683623412626595",
              "-4.5", "-2.00000001"],
        "binom": [("0.5", "1e-30"), ("1e-30", "0.5"), ("-0.5", "1e-10"), ("100.5", "50.25"), ("-3.5", "2.25"),
                  ("1e6", "0.5"), ("2.5", "-0.5")],
    }
    for kind, xs in edges.items():
        for x in xs:
            args = tuple(F_(v) for v in x) if isinstance(x, tuple) else (F_(x),)
            checked_add(kind, args)

    def rnd(lo: int, hi: int) -> Fraction:
        return non_integer(top, lo, hi) if top.random() < 0.7 else dec(top, lo, hi, top.randint(9, 20)) * top.choice([1, -1])

    targets = [("gamma", ("gamma",), lambda: (rnd(-30, 3),)),
               ("lgamma", ("lgamma",), lambda: (rnd(-30, 5),)),
               ("!", ("!", "factorial"), lambda: (rnd(-30, 2),)),
               ("binom", ("binom",), lambda: (rnd(-3, 2), rnd(-3, 2)) if top.random() < 0.8
                else (rnd(-3, 2), F_(top.randint(-3, 15))))]
    for kind, kinds, make in targets:
        tries = 0
        while distinct(kinds) < 210 and tries < 20_000:
            tries += 1
            args = make()
            if all(a.denominator == 1 for a in args):
                continue
            if kind == "gamma" and args[0] > 3000 or kind == "!" and args[0] > 3000:
                continue
            checked_add(kind, args)

    rows = col.rows
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-gamma-vectors.py, do not edit\n")
        for expr, p, mode, text, _ in rows:
            f.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"{FIXTURE.relative_to(ROOT)}: {len(rows)} vectors", file=sys.stderr)
    print("  by family:", dict(sorted(Counter(r[4] for r in rows).items())), file=sys.stderr)
    print("  by kind of value:", dict(sorted(col.categories.items())), file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(r[2] for r in rows).items())), file=sys.stderr)
    print("  by precision:", dict(sorted(Counter(r[1] for r in rows).items())), file=sys.stderr)


if __name__ == "__main__":
    main()
