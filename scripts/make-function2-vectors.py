#!/usr/bin/env python3
"""Generate reference vectors for the integer, statistical and hyperbolic functions.

Run from any directory:

    python3 scripts/make-function2-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/functions2.tsv, read by
Tests/CalcKitTests/Vectors/IntegerStatisticalHyperbolicVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The families: gcd lcm binom nCr nPr fract sign sum count mean average median
(always exact), stdev hypot root (exact when the value is rational) atan2
sinh cosh tanh asinh acosh atanh (irrational but at their exact zeros) and
the constants tau and phi, at precisions 1 to 100 and all seven rounding
modes.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Exact values are computed with `fractions.Fraction` and integer arithmetic
  (math.gcd, math.comb, math.perm, integer roots confirmed by raising back).
* Irrational values come from mpmath at p+50 and p+100 digits, both of which
  must round the same and lie at least 1e-35 units in the last place from a
  rounding boundary (a candidate closer than that is dropped). Each is then
  recomputed by a second formula at p+60 digits (plus the digits the
  argument's smallness cancels): sinh/cosh/tanh from mpmath.exp, asinh/acosh/
  atanh from mpmath.log, hypot/stdev/phi/root from exact integer roots,
  atan2 from mpmath.atan and pi, tau from the Machin fixed-point pi of
  make-function-vectors.py; the two must round to the same text.
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

import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "functions2.tsv"


sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402


fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20261123
MODES = list(mv.MODES)
PRECISIONS = [1, 2, 3, 5, 10, 20, 38, 50, 100]
TEN = Fraction(10)


class Unsettled(Exception):
    pass


def lit(v: Fraction) -> str:
    return fv.signed_literal(v)


def mp(v: Fraction):
    return mpmath.mpf(v.numerator) / v.denominator


def iroot_fraction(x: Fraction, k: int, digits: int) -> Fraction:
    """The k-th root of x >= 0, truncated to `digits` digits after the point (integers only)."""
    scale = 10 ** digits
    n = x.numerator * scale**k // x.denominator
    return Fraction(fv.iroot(n, k), scale)


def sample_variance(xs: list[Fraction]) -> Fraction:
    m = sum(xs) / len(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - 1)


# --- exact values --------------------------------------------------------------


def exact_value(kind: str, args: tuple) -> Fraction | None:
    if kind == "gcd":
        return Fraction(math.gcd(*[int(a) for a in args]))
    if kind == "lcm":
        return Fraction(math.lcm(*[int(a) for a in args]))
    if kind in ("binom", "nCr"):
        return Fraction(math.comb(int(args[0]), int(args[1])))
    if kind == "nPr":
        return Fraction(math.perm(int(args[0]), int(args[1])))
    if kind == "fract":
        x = args[0]
        return x - int(x)  # int() truncates toward zero
    if kind == "sign":
        return Fraction((args[0] > 0) - (args[0] < 0))
    if kind == "sum":
        return sum(args, Fraction(0))
    if kind in ("mean", "average"):
        return sum(args, Fraction(0)) / len(args)
    if kind == "count":
        return Fraction(len(args))
    if kind == "median":
        s = sorted(args)
        n = len(s)
        return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    if kind == "stdev":
        return fv.exact_root(sample_variance(list(args)), 2)
    if kind == "hypot":
        return fv.exact_root(args[0] ** 2 + args[1] ** 2, 2)
    if kind == "root":
        x, n = args
        r = fv.exact_root(abs(x), int(n))
        return None if r is None else (r if x >= 0 else -r)
    if kind in ("sinh", "tanh", "asinh", "atanh") and args[0] == 0:
        return Fraction(0)
    if kind == "cosh" and args[0] == 0:
        return Fraction(1)
    if kind == "acosh" and args[0] == 1:
        return Fraction(0)
    if kind == "atan2" and args[0] == 0 and args[1] > 0:
        return Fraction(0)
    return None


# --- irrational values: mpmath, and a second formula ------------------------------


def first_value(kind: str, args: tuple, dps: int) -> Fraction:
    with mpmath.workdps(dps):
        a = [mp(x) for x in args]
        if kind == "tau":
            v = 2 * mpmath.pi
        elif kind == "phi":
            v = (1 + mpmath.sqrt(5)) / 2
        elif kind == "hypot":
            v = mpmath.hypot(a[0], a[1])
        elif kind == "root":
            v = mpmath.root(abs(a[0]), int(args[1])) * mpmath.sign(a[0])
        elif kind == "stdev":
            v = mpmath.sqrt(mp(sample_variance(list(args))))
        elif kind == "atan2":
            v = mpmath.atan2(a[0], a[1])
        else:
            v = getattr(mpmath, kind)(a[0])
        return fv.to_fraction(v)


def second_value(kind: str, args: tuple, digits: int) -> Fraction:
    if kind == "tau":
        scale = 10 ** (digits + 10)
        return 2 * Fraction(fv.fixed_pi(scale), scale)
    if kind == "phi":
        return (1 + iroot_fraction(Fraction(5), 2, digits)) / 2
    if kind == "hypot":
        return iroot_fraction(args[0] ** 2 + args[1] ** 2, 2, digits)
    if kind == "stdev":
        return iroot_fraction(sample_variance(list(args)), 2, digits)
    if kind == "root":
        x, n = args
        r = iroot_fraction(abs(x), int(n), digits)
        return r if x >= 0 else -r
    # The argument's smallness costs digits to the cancelling formulas.
    small = max([0] + [-mv.adjusted_exponent(abs(x)) for x in args if x != 0])
    with mpmath.workdps(digits + 2 * small + 20):
        a = [mp(x) for x in args]
        x = a[0]
        if kind == "sinh":
            v = (mpmath.exp(x) - mpmath.exp(-x)) / 2
        elif kind == "cosh":
            v = (mpmath.exp(x) + mpmath.exp(-x)) / 2
        elif kind == "tanh":
            t = mpmath.exp(2 * x)
            v = (t - 1) / (t + 1)
        elif kind == "asinh":
            v = mpmath.log(abs(x) + mpmath.sqrt(x * x + 1)) * mpmath.sign(x)
        elif kind == "acosh":
            v = mpmath.log(x + mpmath.sqrt(x * x - 1))
        elif kind == "atanh":
            v = mpmath.log((1 + x) / (1 - x)) / 2
        elif kind == "atan2":
            y, xx = a
            if xx > 0:
                v = mpmath.atan(y / xx)
            elif xx < 0:
                v = mpmath.atan(y / xx) + (mpmath.pi if y >= 0 else -mpmath.pi)
            else:
                v = mpmath.pi / 2 if y > 0 else -mpmath.pi / 2
        else:
            raise AssertionError(kind)
        return fv.to_fraction(v)


def reference(kind: str, args: tuple, p: int, mode: str) -> tuple[str, str]:
    ex = exact_value(kind, args)
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


# --- expressions ----------------------------------------------------------------


def render(kind: str, args: tuple) -> str:
    if kind in ("tau", "phi"):
        return kind
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

    def add(self, kind: str, args: tuple, p: int | None = None, mode: str | None = None) -> bool:
        p = p or self.rng.choice(PRECISIONS)
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

    def all_modes(self, kind: str, args: tuple, p: int) -> None:
        for m in MODES:
            self.add(kind, args, p, m)


def dec(rng: random.Random, lo: int, hi: int, sig: int | None = None) -> Fraction:
    """A short positive decimal, leading digit at 10**lo .. 10**hi."""
    return fv.rand_dec(rng, lo, hi, sig)


def signed(rng: random.Random, v: Fraction) -> Fraction:
    return -v if rng.random() < 0.5 else v


def integers(rng: random.Random, n: int, top: int) -> tuple:
    return tuple(Fraction(rng.randint(-top, top)) for _ in range(n))


def main() -> None:
    rng = random.Random(SEED)
    col = Collector(rng)
    F = Fraction

    # Exact integer functions, including ties at low precision.
    for args in [(F(12), F(18)), (F(0), F(0)), (F(-4), F(6), F(10)), (F(2**64), F(6**30)), (F(17),)]:
        col.all_modes("gcd", args, 1)
    for args in [(F(4), F(6)), (F(4), F(0)), (F(-3), F(5), F(7)), (F(2**40), F(3**30)), (F(25), F(35))]:
        col.all_modes("lcm", args, 1)
    for n, k in [(5, 2), (50, 25), (3, 5), (100, 50), (0, 0), (45, 6), (7, 7)]:
        col.all_modes("binom", (F(n), F(k)), 2)
    for n, k in [(5, 2), (49, 6), (200, 100)]:
        col.all_modes("nCr", (F(n), F(k)), 20)
    for n, k in [(5, 2), (5, 7), (10, 10), (25, 5), (100, 30)]:
        col.all_modes("nPr", (F(n), F(k)), 3)
    for x in ["-2.25", "7", "0", "12.5", "-0.35", "1e-30", "123456789.987654321"]:
        col.all_modes("fract", (F(x),), 1)
    for x in ["-3", "0", "1e-900", "-2.5e-7"]:
        col.all_modes("sign", (F(x),), 1)
    for args in [("1", "2", "3.5"), ("0.1", "0.2"), ("-1.25", "1e-20", "3")]:
        col.all_modes("sum", tuple(F(a) for a in args), 3)
    for args in [("1", "2", "3", "4"), ("1", "2"), ("2.5", "3.5", "1.5"), ("1", "1", "1", "0")]:
        col.all_modes("mean", tuple(F(a) for a in args), 1)
        col.add("average", tuple(F(a) for a in args), 2)
    for args in [("3", "1", "2"), ("4", "1", "3", "2"), ("7",), ("-1.5", "2.25", "0.5", "0.75")]:
        col.all_modes("median", tuple(F(a) for a in args), 2)
    for args in [("1", "2", "3"), ("5",), ("1", "1", "1", "1", "1", "1")]:
        col.add("count", tuple(F(a) for a in args), 1)

    # Exact and irrational square roots and other roots.
    for args in [("2", "4", "4", "4", "5", "5", "7", "9"), ("1", "2"), ("1", "2", "3", "4"), ("0.5", "1.5", "2.25")]:
        col.all_modes("stdev", tuple(F(a) for a in args), 5)
    for a, b in [(3, 4), (5, 12), (1, 1), (-8, 15), (0, -7), (1, 2)]:
        col.all_modes("hypot", (F(a), F(b)), 3)
    for x, n in [(27, 3), (-8, 3), (2, 2), (2, 10), (1024, 10), (-2, 5), (F(1, 1000), 3), (7, 1)]:
        col.all_modes("root", (F(x), F(n)), 4)
    for y, x in [(1, 1), (0, 1), (0, -1), (1, 0), (-1, 0), (-1, -1), (1, -1), (F("1e-30"), -1), (F("-1e-30"), -1)]:
        col.all_modes("atan2", (F(y), F(x)), 10)
    for kind in ["tau", "phi"]:
        for p in [1, 5, 38, 100]:
            col.all_modes(kind, (), p)

    # Hyperbolic functions: zeros, tiny and ordinary arguments.
    for kind, x in [("sinh", 0), ("cosh", 0), ("tanh", 0), ("asinh", 0), ("acosh", 1), ("atanh", 0)]:
        col.all_modes(kind, (F(x),), 1)
    for kind in ["sinh", "tanh", "asinh", "atanh"]:
        for x in ["1e-700", "-3e-40", "1e-10", "0.5"]:
            col.all_modes(kind, (F(x),), 20)
    for x in ["1e-700", "1e-20", "1", "-2.5"]:
        col.all_modes("cosh", (F(x),), 20)
    for x in ["1.0000000001", "2", "1e30"]:
        col.all_modes("acosh", (F(x),), 20)

    # Random arguments at random precisions.
    def random_rows(kind: str, count: int, make) -> None:
        added = 0
        for _ in range(count * 20):
            if added >= count:
                break
            if col.add(kind, make()):
                added += 1
        assert added == count, kind

    random_rows("sinh", 60, lambda: (signed(rng, dec(rng, -12, 1)),))
    random_rows("cosh", 50, lambda: (signed(rng, dec(rng, -12, 1)),))
    random_rows("tanh", 60, lambda: (signed(rng, dec(rng, -12, 1)),))
    random_rows("asinh", 60, lambda: (signed(rng, dec(rng, -12, 6)),))
    random_rows("acosh", 50, lambda: (1 + dec(rng, -12, 5),))
    random_rows("atanh", 60, lambda: (signed(rng, dec(rng, -12, -1)),))
    random_rows("hypot", 50, lambda: (signed(rng, dec(rng, -5, 5)), signed(rng, dec(rng, -5, 5))))
    random_rows("root", 50, lambda: (dec(rng, -10, 10), F(rng.randint(2, 9))))
    random_rows("atan2", 80, lambda: (signed(rng, dec(rng, -6, 6)), signed(rng, dec(rng, -6, 6))))
    random_rows("stdev", 30, lambda: tuple(signed(rng, dec(rng, -3, 3, 3)) for _ in range(rng.randint(2, 6))))
    random_rows("gcd", 20, lambda: integers(rng, rng.randint(2, 4), 10**12))
    random_rows("lcm", 20, lambda: integers(rng, rng.randint(2, 4), 10**6))
    random_rows("fract", 30, lambda: (signed(rng, dec(rng, -5, 8)),))
    random_rows("mean", 20, lambda: tuple(signed(rng, dec(rng, -3, 3)) for _ in range(rng.randint(1, 7))))
    random_rows("median", 20, lambda: tuple(signed(rng, dec(rng, -3, 3)) for _ in range(rng.randint(1, 7))))

    rows = col.rows
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-function2-vectors.py, do not edit\n")
        for expr, p, mode, text, _ in rows:
            f.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"{FIXTURE.relative_to(ROOT)}: {len(rows)} vectors", file=sys.stderr)
    print("  by family:", dict(sorted(Counter(r[4] for r in rows).items())), file=sys.stderr)
    print("  by kind of value:", dict(sorted(col.categories.items())), file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(r[2] for r in rows).items())), file=sys.stderr)
    print("  by precision:", dict(sorted(Counter(r[1] for r in rows).items())), file=sys.stderr)


if __name__ == "__main__":
    main()
