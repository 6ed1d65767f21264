#!/usr/bin/env python3
"""Generate reference vectors for quotients of Γ whose factors are beyond the exponent range.

    python3 scripts/make-gamma-quotient-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/gamma-quotients.tsv, read by
Tests/CalcKitTests/Vectors/GammaQuotientVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

`binom(n, k)` of a non-integer k, `rising_factorial`, `falling_factorial` and `beta` at
arguments from 10^17 to 10^300 in magnitude, of both signs, where each Γ of the quotient is
beyond calc's exponent range (about 10^(1.39·10^18): Γ(x) passes it near x = 10^17) but the
quotient is an everyday number (`binom(10^50, 1/3)` is about 5.2·10^16).

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from mpmath's own `binomial`, `rf`, `ff` and `beta` at p + d + 40 and
  p + d + 80 digits, d the digits of the largest argument (mpmath's Γ quotients lose that
  many to cancellation); both must round to the same text.
* Where every argument is positive, it is decided a third time by python-flint's Arb:
  exp of the sums and differences of `arb.lgamma` at p + 2d + 80 digits; both ends of the
  proven ball must round to the same text.
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked by
  integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
import sys

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma-quotients.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")

SEED = 20261128
MODES = list(mv.MODES)


def to_fraction(v) -> Fraction:
    # v itself: mpmath.mpf(v) would round it to the default precision. man_exp is the
    # magnitude's; plain ints, as gmpy's mpz would not mix with Fraction.
    m, e = v.man_exp
    magnitude = Fraction(int(m)) * (Fraction(2) ** int(e))
    return -magnitude if v < 0 else magnitude


def arb_fraction(v) -> Fraction:
    """An exact arb (a midpoint or a radius) as a Fraction."""
    if v.is_zero():
        return Fraction(0)
    m, e = v.man_exp()
    return Fraction(int(m)) * (Fraction(2) ** int(e))


# Each case: (calc text of the arguments, mpmath function, the arguments as mpmath values
# made at the current precision, the Arb formula or None).
def cases(rng: random.Random):
    out = []
    smalls = [("1/3", Fraction(1, 3)), ("1/2", Fraction(1, 2)), ("2/7", Fraction(2, 7)), ("5/3", Fraction(5, 3)),
              ("7/2", Fraction(7, 2))]
    for k in [17, 18, 20, 25, 30, 50, 80, 120, 200, 300]:
        for text, small in rng.sample(smalls, 2):
            out.append((f"binom(10^{k}, {text})", "binom", (Fraction(10) ** k, small)))
        text, small = rng.choice(smalls)
        out.append((f"binom(-10^{k} + 1/2, {text})", "binom", (-Fraction(10) ** k + Fraction(1, 2), small)))
        out.append((f"rising_factorial(10^{k}, 1/2)", "rf", (Fraction(10) ** k, Fraction(1, 2))))
        out.append((f"falling_factorial(10^{k}, 1/3)", "ff", (Fraction(10) ** k, Fraction(1, 3))))
        out.append((f"rising_factorial(-10^{k} - 1/3, 1/2)", "rf", (-Fraction(10) ** k - Fraction(1, 3), Fraction(1, 2))))
        out.append((f"beta(10^{k}, 1/2)", "beta", (Fraction(10) ** k, Fraction(1, 2))))
        out.append((f"beta(-10^{k} - 1/2, 1/3)", "beta", (-Fraction(10) ** k - Fraction(1, 2), Fraction(1, 3))))
        m = rng.randint(2, 9)
        out.append((f"binom({m}*10^{k} + 1/7, 3/4)", "binom", (m * Fraction(10) ** k + Fraction(1, 7), Fraction(3, 4))))
    for k in [17, 30, 60]:
        out.append((f"binom(10^{k}, sqrt(2))", "binom", (Fraction(10) ** k, "sqrt2")))
        out.append((f"rising_factorial(10^{k}, sqrt(2))", "rf", (Fraction(10) ** k, "sqrt2")))
    return out


def value(kind, args, dps):
    with mpmath.workdps(dps):
        xs = [mpmath.sqrt(2) if a == "sqrt2" else mpmath.mpf(a.numerator) / a.denominator for a in args]
        f = {"binom": mpmath.binomial, "rf": mpmath.rf, "ff": mpmath.ff, "beta": mpmath.beta}[kind]
        return +f(*xs)


def arb_value(kind, args, dps):
    """exp(Σ ±lgamma) by Arb, for positive arguments; None otherwise."""
    flint.ctx.dps = dps
    xs = [flint.arb(2).sqrt() if a == "sqrt2" else flint.arb(a.numerator) / a.denominator for a in args]
    if any(not (x > 0) for x in xs):
        return None
    a, b = xs
    one = flint.arb(1)
    plus = {"binom": [a + one], "rf": [a + b], "ff": [a + one], "beta": [a, b]}[kind]
    minus = {"binom": [b + one, a - b + one], "rf": [a], "ff": [a - b + one], "beta": [a + b]}[kind]
    if any(not (x > 0) for x in plus + minus):
        return None
    s = sum((x.lgamma() for x in plus), flint.arb(0)) - sum((x.lgamma() for x in minus), flint.arb(0))
    return s.exp()


def main():
    rng = random.Random(SEED)
    rows = []
    for text, kind, args in cases(rng):
        digits = max(len(str(abs(a.numerator) // a.denominator)) for a in args if a != "sqrt2")
        precisions = [(38, m) for m in MODES] + [(10, rng.choice(MODES)), (60, rng.choice(MODES))]
        for p, mode in precisions:
            v1 = to_fraction(value(kind, args, p + digits + 40))
            v2 = to_fraction(value(kind, args, p + digits + 80))
            e1, e2 = mv.expected(v1, p, mode), mv.expected(v2, p, mode)
            assert e1 == e2, (text, p, mode, e1, e2)
            ball = arb_value(kind, args, p + 2 * digits + 80)
            if ball is not None:
                mid, rad = arb_fraction(ball.mid()), arb_fraction(ball.rad())
                low, high = mid - rad, mid + rad
                assert mv.expected(low, p, mode) == e1 == mv.expected(high, p, mode), (text, p, mode)
            rows.append(f"{text}\t{p}\t{mode}\t{e1}")
    header = "# expression\tprecision\trounding\texpected -- generated by scripts/make-gamma-quotient-vectors.py, do not edit"
    FIXTURE.write_text(header + "\n" + "\n".join(rows) + "\n")
    print(f"{len(rows)} rows written to {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
