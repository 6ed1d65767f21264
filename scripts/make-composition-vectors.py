#!/usr/bin/env python3
"""Generate random compositions of functions for CalcKit (issue 12: never a wrong digit).

Run from any directory:

    python3 scripts/make-composition-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/compositions.tsv, read by
Tests/CalcKitTests/Vectors/EdgeVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> angle <TAB> expected

About 600 random expressions (fixed seed) of depth 2 to 3 built from sin cos tan asin
acos atan exp ln sqrt cbrt and + - * /, on decimal literals of normal size (1e-3 to
1e3), tiny (1e-5 to 1e-400) and large (1e5 to 1e30), at precisions 1 to 60, in all
seven rounding modes and both angle units.  `expected` is the value as calc prints it
(make-vectors.py's `expected`, imported), or `domain` for a call outside its domain
(sqrt, ln of a negative number or zero, asin or acos beyond +-1) when the argument is
exact, or approximate and at least 1e-6 (relatively) outside the domain, so that calc
certainly decides it.

How the expected values are known (nothing comes from CalcKit)
-------------------------------------------------------------
* The expression tree is evaluated with mpmath twice, at p + 200 and at p + 260
  significant digits (degrees converted with mpmath's pi at that precision).  The two
  values must agree to p + 95 digits, and the value must be farther than 1e-(p+60)
  (relative) from every rounding boundary at p digits: every p-digit number and every
  midpoint, whatever the mode.  Cases closer than that are skipped, so exact
  results (`sqrt(4)`, `sin(30)` in degrees) never enter: they sit on a boundary.
* Every literal is re-read with make-vectors.py's parser and must give back the exact
  value the tree was evaluated with.
* Cases that need calc to carry more than about 100 extra digits are skipped: a
  relative error bound is propagated through the tree (each function call adds one
  unit and multiplies what it is given by its condition number |x f'(x) / f(x)|; a
  sum or difference multiplies by (|a| + |b|) / |a +- b|), and cases whose bound
  exceeds 1e100 (`cos(1e-400) - 1`) are dropped, as are cases with an intermediate
  value beyond 1e1000 or below 1e-3000 in magnitude, exp of an argument beyond
  +-2000, or a division by an exact zero.

The output is deterministic (fixed seed).  Needs mpmath.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path

try:
    import mpmath
except ImportError:  # pragma: no cover
    sys.exit("make-composition-vectors.py needs mpmath: pip install mpmath")

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "compositions.tsv"


sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402


mv = _load("make_vectors", "make-vectors.py")
mfv = _load("make_function_vectors", "make-function-vectors.py")

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20250613
COUNT = 600
MODES = list(mv.MODES)
FUNCTIONS = ["sin", "cos", "tan", "asin", "acos", "atan", "exp", "ln", "sqrt", "cbrt"]
OPS = ["+", "-", "*", "/"]
TEN = Fraction(10)


class Skip(Exception):
    """The case is not one whose answer can be promised."""


class Domain(Exception):
    """A call outside its domain that calc certainly detects."""


# ---------------------------------------------------------------------------
# Trees
# ---------------------------------------------------------------------------


def rand_literal(rng: random.Random) -> Fraction:
    u = rng.random()
    if u < 0.6:
        lo, hi = -3, 3
    elif u < 0.8:
        lo, hi = -400, -5
    else:
        lo, hi = 5, 30
    adj = rng.randint(lo, hi)
    s = rng.choice([1, 1, 2, 2, 3, 4, 6, 9])
    c = rng.randint(10 ** (s - 1), 10**s - 1)
    sign = -1 if rng.random() < 0.3 else 1
    return sign * Fraction(c) * TEN ** (adj - s + 1)


def gen_tree(rng: random.Random, depth: int):
    """A tree whose function nesting is at most `depth`."""
    if depth == 0:
        return ("lit", rand_literal(rng))
    u = rng.random()
    if u < 0.55:
        return ("fn", rng.choice(FUNCTIONS), gen_tree(rng, depth - 1))
    if u < 0.9:
        return ("op", rng.choice(OPS), gen_tree(rng, depth - 1), gen_tree(rng, rng.randint(0, depth - 1)))
    return ("op", rng.choice(OPS), gen_tree(rng, rng.randint(0, depth - 1)), gen_tree(rng, depth - 1))


def calls(t) -> int:
    if t[0] == "lit":
        return 0
    if t[0] == "fn":
        return 1 + calls(t[2])
    return calls(t[2]) + calls(t[3])


def nesting(t) -> int:
    if t[0] == "lit":
        return 0
    if t[0] == "fn":
        return 1 + nesting(t[2])
    return max(nesting(t[2]), nesting(t[3]))


def exact(t) -> bool:
    return t[0] == "lit" or (t[0] == "op" and exact(t[2]) and exact(t[3]))


def exact_value(t) -> Fraction:
    if t[0] == "lit":
        return t[1]
    a, b = exact_value(t[2]), exact_value(t[3])
    op = t[1]
    if op == "/":
        if b == 0:
            raise Skip("division by zero")
        return a / b
    return {"+": a + b, "-": a - b, "*": a * b}[op]


def literal_text(v: Fraction) -> str:
    s = mfv.literal(abs(v))
    return f"(-{s})" if v < 0 else s


def render(t, top: bool = True) -> str:
    if t[0] == "lit":
        return literal_text(t[1])
    if t[0] == "fn":
        if t[2][0] == "lit":  # sin(-0.5), not sin((-0.5))
            return f"{t[1]}({mfv.signed_literal(t[2][1])})"
        return f"{t[1]}({render(t[2])})"
    op = t[1]
    left = render(t[2], False)
    right = render(t[3], False)
    # parenthesise operator children: always correct, whatever the precedence
    if t[2][0] == "op":
        left = f"({left})"
    if t[3][0] == "op":
        right = f"({right})"
    return f"{left} {op} {right}"


def literals(t) -> list[Fraction]:
    if t[0] == "lit":
        return [t[1]]
    if t[0] == "fn":
        return literals(t[2])
    return literals(t[2]) + literals(t[3])


# ---------------------------------------------------------------------------
# Evaluation with mpmath, domain checks and the error bound
# ---------------------------------------------------------------------------


def check_magnitude(v) -> None:
    if v != 0 and (abs(v) > mpmath.mpf(10) ** 1000 or abs(v) < mpmath.mpf(10) ** -3000):
        raise Skip("magnitude")


def outside(fn: str, x, is_exact: bool):
    """Raise Domain or Skip when x is outside (or too near the edge of) fn's domain."""
    margin = mpmath.mpf(10) ** -6
    if fn in ("sqrt", "ln"):
        bad = x < 0 or (fn == "ln" and x == 0)
        near = abs(x) < margin if not is_exact else False
        if bad:
            if is_exact or abs(x) > margin:
                raise Domain(fn)
            raise Skip("near the domain edge")
        if near:
            raise Skip("near the domain edge")
    if fn in ("asin", "acos"):
        d = abs(x) - 1
        if d > 0:
            if is_exact or d > margin:
                raise Domain(fn)
            raise Skip("near the domain edge")
        if not is_exact and d > -margin:
            raise Skip("near the domain edge")


def evaluate(t, dps: int, degrees: bool):
    """(value, error bound in units of the working precision) of the tree."""
    if t[0] == "lit":
        return mfv.mpf_of(t[1]), mpmath.mpf(0)
    if t[0] == "op":
        a, ea = evaluate(t[2], dps, degrees)
        b, eb = evaluate(t[3], dps, degrees)
        op = t[1]
        if op in "+-":
            v = a + b if op == "+" else a - b
            if v == 0:
                raise Skip("zero sum")
            err = (abs(a) * ea + abs(b) * eb) / abs(v)
        elif op == "*":
            v, err = a * b, ea + eb
        else:
            if b == 0:
                raise Skip("division by zero")
            v, err = a / b, ea + eb
        check_magnitude(v)
        return v, err
    fn, child = t[1], t[2]
    x, ex = evaluate(child, dps, degrees)
    outside(fn, x, exact(child))
    pi = mpmath.pi
    if fn in ("sin", "cos", "tan"):
        u = x * pi / 180 if degrees else x
        s, c = mpmath.sin(u), mpmath.cos(u)
        if fn == "sin":
            v, cond = s, (u * c / s if s != 0 else mpmath.inf)
        elif fn == "cos":
            v, cond = c, (u * s / c if c != 0 else mpmath.inf)
        else:
            if c == 0:
                raise Skip("pole")
            v, cond = s / c, u / (s * c)
    elif fn in ("asin", "acos", "atan"):
        r = getattr(mpmath, fn)(x)
        if r == 0:
            raise Skip("zero")
        if fn == "atan":
            cond = x / ((1 + x * x) * r)
        else:
            q = mpmath.sqrt(1 - x * x)
            cond = x / (q * r) if q != 0 else mpmath.inf
        v = r * 180 / pi if degrees else r
    elif fn == "exp":
        if abs(x) > 2000:
            raise Skip("exp argument")
        v, cond = mpmath.exp(x), x
    elif fn == "ln":
        v = mpmath.ln(x)
        if v == 0:
            raise Skip("ln(1)")
        cond = 1 / v
    elif fn == "sqrt":
        v, cond = mpmath.sqrt(x), mpmath.mpf(0.5)
    else:
        v = mpmath.cbrt(abs(x)) * (1 if x >= 0 else -1)
        cond = mpmath.mpf(1) / 3
    if v == 0:
        raise Skip("zero")
    check_magnitude(v)
    return v, abs(cond) * ex + 1


def reference(t, p: int, mode: str, degrees: bool) -> str:
    vals = []
    for extra in (200, 260):
        with mpmath.workdps(p + extra):
            v, err = evaluate(t, p + extra, degrees)
            if err > mpmath.mpf(10) ** 100:
                raise Skip("ill-conditioned")
            vals.append(mfv.to_fraction(v))
    a, b = vals
    if a == 0 or abs(a - b) > abs(a) * TEN ** -(p + 95):
        raise Skip("the two precisions disagree")
    for v in vals:
        # all boundaries (p-digit numbers and midpoints), in units of the last digit
        ulp_distance = mfv.boundary_distance(v, p)
        if ulp_distance < TEN ** -61:  # relative distance < 1e-(p+60)
            raise Skip("near a boundary")
    texts = {mv.expected(v, p, mode) for v in vals}
    assert len(texts) == 1, texts
    return texts.pop()


def main() -> None:
    rng = random.Random(SEED)
    rows = []
    seen = set()
    skipped = Counter()
    kinds = Counter()
    while len(rows) < COUNT:
        depth = rng.choice([2, 2, 3])
        t = gen_tree(rng, depth)
        if calls(t) < 2 or nesting(t) < 2 and calls(t) < 3:
            continue
        expr = render(t)
        # the rendering reads back as the same literals
        for lit_value in literals(t):
            assert mv.parse_value(literal_text(lit_value)) == lit_value
            assert mv.parse_value(mfv.signed_literal(lit_value)) == lit_value
        p = rng.randint(1, 60) if rng.random() < 0.8 else rng.choice([1, 2, 3, 5, 10, 38])
        mode = rng.choice(MODES)
        degrees = rng.random() < 0.35
        angle = "degrees" if degrees else "radians"
        key = (expr, p, mode, angle)
        if key in seen:
            continue
        try:
            want = reference(t, p, mode, degrees)
            kinds["value"] += 1
        except Domain:
            if kinds["domain"] >= COUNT // 20:
                continue
            want = "domain"
            kinds["domain"] += 1
        except Skip as why:
            skipped[str(why)] += 1
            continue
        seen.add(key)
        rows.append((expr, p, mode, angle, want))

    FIXTURE.parent.mkdir(parents=True, exist_ok=True)
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as f:
        f.write("# generated by scripts/make-composition-vectors.py -- do not edit; see its docstring\n")
        f.write("# expression\tprecision\trounding\tangle\texpected (a value as calc prints it, or domain)\n")
        for row in rows:
            f.write("\t".join(str(x) for x in row) + "\n")
    print(f"compositions.tsv: {len(rows)} lines: {dict(kinds)}", file=sys.stderr)
    print("  by mode:", dict(sorted(Counter(r[2] for r in rows).items())), file=sys.stderr)
    print("  by angle:", dict(Counter(r[3] for r in rows)), file=sys.stderr)
    print("  skipped:", dict(skipped), file=sys.stderr)


if __name__ == "__main__":
    main()
