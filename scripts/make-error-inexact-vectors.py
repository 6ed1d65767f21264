#!/usr/bin/env python3
"""Generate reference vectors for erf, erfc and erfinv of inexact and long arguments at
high precision (issue 35: the bit-burst route, ErrorFunctionBitBurst.swift).

Run from any directory:

    python3 scripts/make-error-inexact-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/error-functions-inexact.tsv, read by
Tests/CalcKitTests/Vectors/ErrorFunctionInexactVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

A few rows at 1,000 to 3,000 digits (a debug build runs the suite), some in all seven
rounding modes, and rows at 38 and 100 digits for the same arguments.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value is computed twice by two unrelated libraries: mpmath at p + 60 digits and
  python-flint's Arb (a proven ball) at p + 60 digits, each from its own evaluation of the
  argument (sqrt, pi, exp, ...). The Arb ball must contain mpmath's value, be narrower than
  10^-(p+20) relative to it, and the value must lie at least 10^-15 units in the last place
  from a rounding boundary (a closer candidate is dropped); both must round to the same text.
* Rounding and printing are make-vectors.py's (Python decimal, cross-checked by integer
  rounding), as for the other fixtures.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "error-functions-inexact.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

fv = _load("make_function_vectors", "make-function-vectors.py")
mv = fv.mv
MODES = list(mv.MODES)

A = flint.arb
M = mpmath

# (calc expression, mpmath value, Arb value), each a function of nothing evaluated at the
# current precision.
CASES = {
    "erf(sqrt(2))": (lambda: M.erf(M.sqrt(2)), lambda: A(2).sqrt().erf()),
    "erf(-pi)": (lambda: M.erf(-M.pi), lambda: (-A.pi()).erf()),
    "erf(sqrt(2)/5)": (lambda: M.erf(M.sqrt(2) / 5), lambda: (A(2).sqrt() / 5).erf()),
    "erf(exp(1)/1000)": (lambda: M.erf(M.e / 1000), lambda: (A(1).exp() / 1000).erf()),
    "erf(sqrt(30))": (lambda: M.erf(M.sqrt(30)), lambda: A(30).sqrt().erf()),
    "erf(1/3)": (lambda: M.erf(M.mpf(1) / 3), lambda: (A(1) / 3).erf()),
    "erfc(sqrt(3))": (lambda: M.erfc(M.sqrt(3)), lambda: A(3).sqrt().erfc()),
    "erfc(-sqrt(7))": (lambda: M.erfc(-M.sqrt(7)), lambda: (-A(7).sqrt()).erfc()),
    "erfc(sqrt(500))": (lambda: M.erfc(M.sqrt(500)), lambda: A(500).sqrt().erfc()),
    "erfc(sqrt(3000))": (lambda: M.erfc(M.sqrt(3000)), lambda: A(3000).sqrt().erfc()),
    "erfc(sqrt(40001))": (lambda: M.erfc(M.sqrt(40001)), lambda: A(40001).sqrt().erfc()),
    "erfinv(sqrt(2)/2)": (lambda: M.erfinv(M.sqrt(2) / 2), lambda: (A(2).sqrt() / 2).erfinv()),
    "erfinv(1/pi)": (lambda: M.erfinv(1 / M.pi), lambda: (1 / A.pi()).erfinv()),
    "erfinv(-sqrt(3)/2)": (lambda: M.erfinv(-M.sqrt(3) / 2), lambda: (-A(3).sqrt() / 2).erfinv()),
    "Ei(sqrt(2))": (lambda: M.ei(M.sqrt(2)), lambda: A(2).sqrt().ei()),
    "Ei(-sqrt(3))": (lambda: M.ei(-M.sqrt(3)), lambda: (-A(3).sqrt()).ei()),
    "Ei(pi*10)": (lambda: M.ei(M.pi * 10), lambda: (A.pi() * 10).ei()),
    "Ei(-pi*20)": (lambda: M.ei(-M.pi * 20), lambda: (-A.pi() * 20).ei()),
    "Ei(sqrt(2)/100)": (lambda: M.ei(M.sqrt(2) / 100), lambda: (A(2).sqrt() / 100).ei()),
    "li(2)": (lambda: M.li(2), lambda: A(2).li()),
    "li(sqrt(1000))": (lambda: M.li(M.sqrt(1000)), lambda: A(1000).sqrt().li()),
    "li(0.5)": (lambda: M.li(M.mpf(1) / 2), lambda: (A(1) / 2).li()),
    "li(1e-100)": (lambda: M.li(M.mpf(10) ** -100), lambda: (A(10) ** -100).li()),
}

# Which cases at which precisions; "all" puts the row in every rounding mode.
ROWS = [
    (38, "all", list(CASES)),
    (100, "one", list(CASES)),
    (1000, "all", ["erf(sqrt(2))", "erfc(sqrt(3))", "erfinv(sqrt(2)/2)", "Ei(sqrt(2))", "li(2)"]),
    (1000, "one", ["Ei(-sqrt(3))", "Ei(pi*10)", "Ei(-pi*20)", "Ei(sqrt(2)/100)", "li(sqrt(1000))", "li(0.5)",
                   "li(1e-100)"]),
    (2000, "one", ["Ei(-sqrt(3))", "li(sqrt(1000))"]),
    (1000, "one", ["erf(-pi)", "erf(sqrt(2)/5)", "erf(exp(1)/1000)", "erf(sqrt(30))", "erfc(-sqrt(7))",
                   "erfc(sqrt(500))", "erfc(sqrt(3000))", "erfinv(1/pi)", "erfinv(-sqrt(3)/2)", "erf(1/3)"]),
    (2000, "one", ["erf(sqrt(2))", "erfc(sqrt(3))", "erfc(sqrt(40001))"]),
    (3000, "one", ["erf(-pi)", "erfinv(sqrt(2)/2)"]),
]


class Unsettled(Exception):
    pass


def arf_fraction(v) -> Fraction:
    man, exp = v.man_exp()
    man, exp = int(man), int(exp)
    return Fraction(man * 2**exp) if exp >= 0 else Fraction(man, 2**-exp)


def reference(expr: str, p: int, mode: str) -> str:
    mp_f, arb_f = CASES[expr]
    dps = p + 60
    with mpmath.workdps(dps):
        value = mp_f()
        e = int(mpmath.floor(mpmath.log10(abs(value))))
        scaled = fv.to_fraction(value / mpmath.mpf(10) ** e)
    mp = Fraction(int(scaled.numerator), int(scaled.denominator))
    flint.ctx.dps = dps
    try:
        ball = arb_f() / A(10) ** e
    finally:
        flint.ctx.dps = 15
    mid, rad = arf_fraction(ball.mid()), arf_fraction(ball.rad())
    assert abs(mp - mid) <= rad + abs(mp) * Fraction(1, 10 ** (p + 40)), (expr, p)
    if rad > abs(mp) / 10 ** (p + 20):
        raise Unsettled
    if fv.boundary_distance(mp, p) < Fraction(1, 10**15):
        raise Unsettled
    texts = set()
    for v in (mp, mid):
        r1 = mv.round_with_decimal(v, p, mode)
        r2 = mv.round_with_integers(v, p, mode)
        assert r1 == r2, (expr, p, mode, r1, r2)
        sign, c, q = r1
        texts.add(mv.format_rounded((sign, c, q + e), p))
    assert len(texts) == 1, ("mpmath and Arb disagree", expr, p, mode, texts)
    return texts.pop()


def main() -> None:
    rows = []
    turn = 0
    for p, which, exprs in ROWS:
        for expr in exprs:
            if which == "all":
                modes = MODES
            else:
                modes = [MODES[turn % len(MODES)]]
                turn += 1
            for mode in modes:
                try:
                    rows.append((expr, p, mode, reference(expr, p, mode)))
                except Unsettled:
                    print(f"unsettled: {expr} at {p} {mode}", file=sys.stderr)
    with FIXTURE.open("w") as f:
        f.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-error-inexact-vectors.py, do not edit\n")
        for expr, p, mode, value in rows:
            f.write(f"{expr}\t{p}\t{mode}\t{value}\n")
    print(f"{len(rows)} rows -> {FIXTURE.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
