#!/usr/bin/env python3
"""Generate high-precision and wide-range reference vectors for the gamma family.

Run from any directory:

    python3 scripts/make-gamma-high-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/gamma-high.tsv, read by
Tests/CalcKitTests/Vectors/GammaHighVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

and Tests/CalcKitTests/Fixtures/gamma-one-third-10000.txt (Γ(1/3) to 10,000 significant
digits, half-even), read by scripts/check-gamma-10000.sh against the release CLI.

The rows: 20 at 1,000 digits (gamma, lgamma, x!, binom, falling_factorial and
rising_factorial of non-integers, positive and negative), 40 more at 1,000 digits checked by
both references (`BOTH`: gamma, lgamma, x!, binom, the rising and falling factorials and beta,
of rationals and of inexact arguments such as sqrt(2), pi/7, e and ln(2)), so that gamma,
lgamma and the factorial family each have at least 20; a few at 2,000 and 3,100 digits
(past calc's old wall of 3,000; Arb alone is their reference, at two precisions: mpmath's
Bernoulli table there takes many minutes), huge arguments at 38 and 1,000 digits
(lgamma(10^100), gamma(10^7 + 1/2), 820000! beyond the exact limit), tiny offsets from 1 and 2 where
ln Γ is nearly zero (lgamma(1 + 1/62^370738)), and the too-large errors.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
* Each value comes from make-gamma-vectors.py's `reference`: mpmath at p+50 and p+100
  digits, both rounding the same and at least 1e-35 units in the last place from a
  rounding boundary, and a second mpmath formula at p+60 digits (Γ(x + 3)/(x(x+1)(x+2)),
  ln|Γ| from Γ, the ratios from loggamma).
* Γ and ln|Γ| are checked a third time against python-flint (Arb) at p+30 digits: the
  ball must round to the same text in its lower and upper ends. Γ(1/3) at 10,000 digits
  is Arb's at 10,030 and 10,060 digits, both balls rounding to the same text.
* ln Γ(1 + ε) and ln Γ(2 + ε) for ε far below the precision come from mpmath's Euler
  constant and the series −γε + ζ(2)ε²/2 (resp. (1 − γ)ε + (ζ(2) − 1)ε²/2), whose next
  term is below 10^-(p+40) of the value; at ε = 10^-100 they are checked against
  mpmath.loggamma at 400 digits.
* With GAMMA_VECTORS_ARB_ONLY=1 every Γ row comes from Arb alone (Γ and its
  ratios as balls at p+30 and p+60 digits, all four ends rounding alike; the 400-digit
  mpmath check near 1 and 2 skipped), for a loaded
  machine where mpmath's Bernoulli table takes too long; the committed fixture was made so.
* The `BOTH` rows: Arb's balls at p+30 and p+60 digits, all four ends rounding to one text
  (Arb decides the rounding), and mpmath at p+50 digits rounding to the same text, at least
  1e-35 units in the last place from a rounding boundary (an argument such as sqrt(2) is made
  by each library at its own working precision).
* Rounding and printing are make-vectors.py's `expected` (Python decimal, cross-checked
  by integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import os
import random
import sys
from fractions import Fraction
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma-high.tsv"
TENK = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma-one-third-10000.txt"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

gv = _load("make_gamma_vectors", "make-gamma-vectors.py")
mv = gv.mv
F = Fraction
SEED = 20261128
# GAMMA_VECTORS_ARB_ONLY=1: every Γ row from Arb alone (two precisions), for a
# machine where mpmath's Bernoulli table at 1,050 to 1,100 digits takes too long.
ARB_ONLY = os.environ.get("GAMMA_VECTORS_ARB_ONLY") == "1"
TOO_LARGE = "error: the result is too large: its magnitude is beyond 2^(2^62), about 10^(1.388e18)"


def arb_of(v: Fraction):
    return flint.arb(v.numerator) / v.denominator


def arb_text(kind: str, x: Fraction, p: int, mode: str, extra: int = 30) -> str | None:
    """The text Arb's ball gives, if both its ends round alike (None if not decided)."""
    old = flint.ctx.dps
    flint.ctx.dps = p + extra
    try:
        a = arb_of(x)
        v = a.gamma() if kind == "gamma" else (a.lgamma() if x > 0 else None)
        if v is None:
            return None
        lo = to_fraction_arf(v.lower())
        hi = to_fraction_arf(v.upper())
    finally:
        flint.ctx.dps = old
    a1, a2 = mv.expected(lo, p, mode), mv.expected(hi, p, mode)
    return a1 if a1 == a2 else None


def to_fraction_arf(v) -> Fraction:
    man, exp = v.man_exp()
    man, exp = int(man), int(exp)
    return F(man * 2**exp) if exp >= 0 else F(man, 2**-exp)


def arb_ball(kind: str, args: tuple):
    """Arb's ball of the value at the current flint.ctx.dps (Γ ratios as balls)."""
    a = [arb_of(v) for v in args]
    g = lambda t: t.gamma()  # noqa: E731
    if kind == "gamma":
        return g(a[0])
    if kind == "lgamma":
        return a[0].lgamma() if a[0] > 0 else abs(g(a[0])).log()
    if kind == "!":
        return g(a[0] + 1)
    if kind == "binom":
        return g(a[0] + 1) / (g(a[1] + 1) * g(a[0] - a[1] + 1))
    if kind == "falling_factorial":
        return g(a[0] + 1) / g(a[0] - a[1] + 1)
    if kind == "rising_factorial":
        return g(a[0] + a[1]) / g(a[0])
    raise AssertionError(kind)


def arb_only(kind: str, args: tuple, p: int, mode: str) -> str:
    """The text of Arb's balls at p+30 and p+60 digits, both ends of both rounding alike."""
    texts = set()
    old = flint.ctx.dps
    for extra in (30, 60):
        flint.ctx.dps = p + extra
        try:
            v = arb_ball(kind, args)
            texts.add(mv.expected(to_fraction_arf(v.lower()), p, mode))
            texts.add(mv.expected(to_fraction_arf(v.upper()), p, mode))
        finally:
            flint.ctx.dps = old
    if len(texts) != 1:
        raise gv.Unsettled
    return texts.pop()


# Rows at 1,000 digits checked by both references, for rational and irrational arguments
# alike: Arb's balls at p+30 and p+60 digits (all four ends rounding to one text, which decides
# the rounding) and mpmath at p+50 (rounding to the same text, at least 1e-35 units in the
# last place from a rounding boundary). Each row: (calc expression, Arb function, mpmath function).
def arb_q(n: int, d: int = 1):
    return flint.arb(flint.fmpq(n, d))


def arb_beta(a, b):
    return a.gamma() * b.gamma() * (a + b).rgamma()


BOTH = [
    # gamma
    ("gamma(1/7)", lambda: arb_q(1, 7).gamma(), lambda: mpmath.gamma(mpmath.mpf(1) / 7)),
    ("gamma(5/6)", lambda: arb_q(5, 6).gamma(), lambda: mpmath.gamma(mpmath.mpf(5) / 6)),
    ("gamma(22/7)", lambda: arb_q(22, 7).gamma(), lambda: mpmath.gamma(mpmath.mpf(22) / 7)),
    ("gamma(-5/2)", lambda: arb_q(-5, 2).gamma(), lambda: mpmath.gamma(mpmath.mpf(-5) / 2)),
    ("gamma(0.001)", lambda: arb_q(1, 1000).gamma(), lambda: mpmath.gamma(mpmath.mpf(1) / 1000)),
    ("gamma(99.99)", lambda: arb_q(9999, 100).gamma(), lambda: mpmath.gamma(mpmath.mpf(9999) / 100)),
    ("gamma(37/8)", lambda: arb_q(37, 8).gamma(), lambda: mpmath.gamma(mpmath.mpf(37) / 8)),
    ("gamma(sqrt(2))", lambda: arb_q(2).sqrt().gamma(), lambda: mpmath.gamma(mpmath.sqrt(2))),
    ("gamma(pi/7)", lambda: (flint.arb.pi() / 7).gamma(), lambda: mpmath.gamma(mpmath.pi / 7)),
    ("gamma(e)", lambda: flint.arb(1).exp().gamma(), lambda: mpmath.gamma(mpmath.e)),
    ("gamma(-sqrt(3))", lambda: (-arb_q(3).sqrt()).gamma(), lambda: mpmath.gamma(-mpmath.sqrt(3))),
    ("gamma(ln(2))", lambda: flint.arb(2).log().gamma(), lambda: mpmath.gamma(mpmath.ln(2))),
    # lgamma
    ("lgamma(1/7)", lambda: arb_q(1, 7).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(1) / 7)),
    ("lgamma(22/7)", lambda: arb_q(22, 7).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(22) / 7)),
    ("lgamma(5/4)", lambda: arb_q(5, 4).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(5) / 4)),
    ("lgamma(1234.567)", lambda: arb_q(1234567, 1000).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(1234567) / 1000)),
    ("lgamma(0.01)", lambda: arb_q(1, 100).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(1) / 100)),
    ("lgamma(-0.5)", lambda: abs(arb_q(-1, 2).gamma()).log(), lambda: mpmath.log(abs(mpmath.gamma(mpmath.mpf(-1) / 2)))),
    ("lgamma(-100.25)", lambda: abs(arb_q(-401, 4).gamma()).log(),
     lambda: mpmath.log(abs(mpmath.gamma(mpmath.mpf(-401) / 4)))),
    ("lgamma(1000000+1/3)", lambda: arb_q(3000001, 3).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(3000001) / 3)),
    ("lgamma(sqrt(2))", lambda: arb_q(2).sqrt().lgamma(), lambda: mpmath.loggamma(mpmath.sqrt(2))),
    ("lgamma(pi)", lambda: flint.arb.pi().lgamma(), lambda: mpmath.loggamma(mpmath.pi)),
    ("lgamma(pi/7)", lambda: (flint.arb.pi() / 7).lgamma(), lambda: mpmath.loggamma(mpmath.pi / 7)),
    ("lgamma(e^3)", lambda: flint.arb(3).exp().lgamma(), lambda: mpmath.loggamma(mpmath.e ** 3)),
    ("lgamma(10^20/3)", lambda: arb_q(10**20, 3).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(10**20) / 3)),
    # the factorial family
    ("(1/3)!", lambda: arb_q(4, 3).gamma(), lambda: mpmath.gamma(mpmath.mpf(4) / 3)),
    ("(7/3)!", lambda: arb_q(10, 3).gamma(), lambda: mpmath.gamma(mpmath.mpf(10) / 3)),
    ("3.7!", lambda: arb_q(47, 10).gamma(), lambda: mpmath.gamma(mpmath.mpf(47) / 10)),
    ("(-1/3)!", lambda: arb_q(2, 3).gamma(), lambda: mpmath.gamma(mpmath.mpf(2) / 3)),
    ("sqrt(2)!", lambda: (arb_q(2).sqrt() + 1).gamma(), lambda: mpmath.gamma(mpmath.sqrt(2) + 1)),
    ("binom(1/2, 1/3)", lambda: arb_q(3, 2).gamma() / (arb_q(4, 3).gamma() * arb_q(7, 6).gamma()),
     lambda: mpmath.binomial(mpmath.mpf(1) / 2, mpmath.mpf(1) / 3)),
    ("binom(7.5, 2.25)", lambda: arb_q(17, 2).gamma() / (arb_q(13, 4).gamma() * arb_q(25, 4).gamma()),
     lambda: mpmath.binomial(mpmath.mpf(15) / 2, mpmath.mpf(9) / 4)),
    ("binom(pi, e)", lambda: (flint.arb.pi() + 1).gamma() / ((flint.arb(1).exp() + 1).gamma()
                                                            * (flint.arb.pi() - flint.arb(1).exp() + 1).gamma()),
     lambda: mpmath.binomial(mpmath.pi, mpmath.e)),
    ("falling_factorial(10/3, 1/2)", lambda: arb_q(13, 3).gamma() / arb_q(23, 6).gamma(),
     lambda: mpmath.ff(mpmath.mpf(10) / 3, mpmath.mpf(1) / 2)),
    ("rising_factorial(2/3, 1/3)", lambda: arb_q(1).gamma() / arb_q(2, 3).gamma(),
     lambda: mpmath.rf(mpmath.mpf(2) / 3, mpmath.mpf(1) / 3)),
    ("beta(1/3, 1/4)", lambda: arb_beta(arb_q(1, 3), arb_q(1, 4)), lambda: mpmath.beta(mpmath.mpf(1) / 3, mpmath.mpf(1) / 4)),
    ("beta(2.5, 3.5)", lambda: arb_beta(arb_q(5, 2), arb_q(7, 2)), lambda: mpmath.beta(mpmath.mpf(5) / 2, mpmath.mpf(7) / 2)),
    ("beta(0.3, 0.7)", lambda: arb_beta(arb_q(3, 10), arb_q(7, 10)), lambda: mpmath.beta(mpmath.mpf(3) / 10, mpmath.mpf(7) / 10)),
    ("beta(10.5, 1/3)", lambda: arb_beta(arb_q(21, 2), arb_q(1, 3)), lambda: mpmath.beta(mpmath.mpf(21) / 2, mpmath.mpf(1) / 3)),
    ("beta(sqrt(2), pi/7)", lambda: arb_beta(arb_q(2).sqrt(), flint.arb.pi() / 7),
     lambda: mpmath.beta(mpmath.sqrt(2), mpmath.pi / 7)),
]

# More ln Γ rows at 1,000 digits, last in the file, each in a mode of its own (no draw from the
# random sequence, so the rows before them stay as they were).
EXTRA = [
    ("lgamma(2/3)", lambda: arb_q(2, 3).lgamma(), lambda: mpmath.loggamma(mpmath.mpf(2) / 3), "half-even"),
    ("lgamma(e)", lambda: flint.arb(1).exp().lgamma(), lambda: mpmath.loggamma(mpmath.e), "up"),
    ("lgamma(sqrt(3)+100)", lambda: (arb_q(3).sqrt() + 100).lgamma(),
     lambda: mpmath.loggamma(mpmath.sqrt(3) + 100), "floor"),
    ("lgamma(-7/3)", lambda: abs(arb_q(-7, 3).gamma()).log(), lambda: mpmath.log(abs(mpmath.gamma(mpmath.mpf(-7) / 3))),
     "half-up"),
] + [
    (f"gamma({n}/{d})", (lambda n=n, d=d: arb_q(n, d).gamma()), (lambda n=n, d=d: mpmath.gamma(mpmath.mpf(n) / d)), m)
    for (n, d, m) in [(1, 3, "down"), (73, 10, "up"), (9, 14, "ceiling"), (-73, 10, "floor"), (1, 4, "half-up"),
                      (2, 3, "half-down"), (-1, 3, "half-even"), (123456, 1000, "down"), (11, 5, "up")]
] + [
    (f"lgamma({n}/{d})", (lambda n=n, d=d: arb_q(n, d).lgamma()), (lambda n=n, d=d: mpmath.loggamma(mpmath.mpf(n) / d)), m)
    for (n, d, m) in [(73, 10, "half-even"), (1, 3, "ceiling"), (999, 1000, "floor"), (31, 4, "down")]
] + [
    (f"({n}/{d})!", (lambda n=n, d=d: arb_q(n + d, d).gamma()), (lambda n=n, d=d: mpmath.gamma(mpmath.mpf(n + d) / d)), m)
    for (n, d, m) in [(1, 2, "half-even"), (-5, 2, "up"), (17, 5, "down"), (-2, 7, "ceiling"), (99, 8, "floor")]
]


# Issue 35: twenty binom and twenty factorial arguments at 1,000 digits (scripts/
# count-function-vectors.py counts them); last in the file, each in a mode of its own.
def _binom_row(n: Fraction, k: Fraction, mode: str):
    def arb_f(n=n, k=k):
        a, b = arb_q(n.numerator, n.denominator), arb_q(k.numerator, k.denominator)
        return (a + 1).gamma() * (b + 1).rgamma() * (a - b + 1).rgamma()

    def mp_f(n=n, k=k):
        return mpmath.binomial(mpmath.mpf(n.numerator) / n.denominator, mpmath.mpf(k.numerator) / k.denominator)

    return (f"binom({n}, {k})", arb_f, mp_f, mode)


def _factorial_row(x: Fraction, mode: str):
    text = f"({x})!" if x.denominator != 1 or x < 0 else f"{x}!"
    return (text, (lambda x=x: arb_q((x + 1).numerator, (x + 1).denominator).gamma()),
            (lambda x=x: mpmath.gamma(mpmath.mpf((x + 1).numerator) / (x + 1).denominator)), mode)


_MODES7 = ["half-even", "up", "down", "ceiling", "floor", "half-up", "half-down"]
EXTRA += [
    _binom_row(Fraction(n), Fraction(k), _MODES7[i % 7])
    for i, (n, k) in enumerate([
        # n, k and n − k not whole and no two of n + 1, k + 1, n − k + 1 a whole number apart: an
        # irrational value (binom(5/2, 1/2) = 15/8 would sit on a rounding boundary).
        ("3/4", "1/4"), ("1/9", "1/10"), ("123/10", "45/10"), ("2/5", "9/5"), ("301/3", "2/3"),
        ("1000/7", "500/7"), ("7/3", "1/2"), ("-5/4", "1/3"), ("11/2", "5/3"), ("1/7", "-2/5"), ("35/4", "7/5"),
        ("-9/5", "-1/3"), ("5/6", "5/7"), ("50/3", "21/4"), ("-1/3", "1/4"), ("17/8", "3/5"), ("2/3", "11/7"),
    ])
] + [
    _factorial_row(Fraction(x), _MODES7[(i + 3) % 7])
    for i, x in enumerate(["1/5", "-1/4", "5/3", "25/2", "-9/2", "2/9", "101/10", "-7/3", "3/8", "1/1000",
                           "49/4", "-11/12"])
]


def both(arb_f, mp_f, p: int, mode: str) -> str:
    """The text Arb's balls decide, mpmath agreeing (raises Unsettled if either cannot decide)."""
    texts = set()
    old = flint.ctx.dps
    for extra in (30, 60):
        flint.ctx.dps = p + extra
        try:
            v = arb_f()
            texts.add(mv.expected(to_fraction_arf(v.lower()), p, mode))
            texts.add(mv.expected(to_fraction_arf(v.upper()), p, mode))
        finally:
            flint.ctx.dps = old
    if len(texts) != 1:
        raise gv.Unsettled
    text = texts.pop()
    with mpmath.workdps(p + 50):
        value = gv.to_fraction(mp_f())
    assert gv.fv.boundary_distance(value, p) >= Fraction(1, 10**35), ("too near a boundary", p, mode)
    assert mv.expected(value, p, mode) == text, ("mpmath disagrees with Arb", p, mode, text)
    return text


def checked(kind: str, args: tuple, p: int, mode: str) -> str:
    if ARB_ONLY:
        return arb_only(kind, args, p, mode)
    text, _ = gv.reference(kind, args, p, mode)
    if kind in ("gamma", "lgamma") and not text.startswith("error"):
        other = arb_text(kind, args[0], p, mode)
        assert other is None or other == text, ("Arb disagrees", kind, args, p, mode, text, other)
        if args[0] > 0:
            assert other is not None, ("Arb could not decide", kind, args, p)
    return text


def near_one_or_two(centre: int, eps_text: str, eps, p: int, mode: str) -> str:
    """ln Γ(centre + ε) for a tiny ε (an mpf), by the series."""
    with mpmath.workdps(p + 60):
        g = mpmath.euler
        z2 = mpmath.zeta(2)
        v = -g * eps + z2 * eps**2 / 2 if centre == 1 else (1 - g) * eps + (z2 - 1) * eps**2 / 2
        return mv.expected(gv.to_fraction(v), p, mode)


THOUSAND = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma-thousand.tsv"


def main_thousand() -> None:
    """`--thousand`: only the rows checked by both references (BOTH and EXTRA), at 1,000
    digits, into gamma-thousand.tsv (read by GammaHighVectorTests.swift); a minute's work."""
    rng = random.Random(SEED + 1)
    modes = list(mv.MODES)
    rows = []
    for expr, arb_f, mp_f in BOTH:
        mode = rng.choice(modes)
        try:
            rows.append((expr, 1000, mode, both(arb_f, mp_f, 1000, mode)))
        except gv.Unsettled:
            pass
    for expr, arb_f, mp_f, mode in EXTRA:
        rows.append((expr, 1000, mode, both(arb_f, mp_f, 1000, mode)))
    with THOUSAND.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-gamma-high-vectors.py --thousand, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"{len(rows)} rows in {THOUSAND.relative_to(ROOT)}")


def main() -> None:
    rng = random.Random(SEED)
    modes = list(mv.MODES)
    rows: list[tuple[str, int, str, str]] = []

    def add(kind: str, args: tuple, p: int, mode: str | None = None) -> None:
        mode = mode or rng.choice(modes)
        try:
            text = checked(kind, args, p, mode)
        except gv.Unsettled:
            return
        rows.append((gv.render(kind, args), p, mode, text))

    # 20 at 1,000 digits.
    thousand = [
        ("gamma", (F(1, 3),)), ("gamma", (F(73, 10),)), ("gamma", (F(1, 2) + F(1, 7),)), ("gamma", (F(-73, 10),)),
        ("gamma", (F(1, 4),)), ("gamma", (F(2, 3),)), ("gamma", (F(123456, 1000),)), ("gamma", (F(-1, 3),)),
        ("lgamma", (F(73, 10),)), ("lgamma", (F(1, 3),)), ("lgamma", (F(10**100),)), ("lgamma", (F(-55, 10),)),
        ("lgamma", (F(999, 1000),)), ("!", (F(1, 2),)), ("!", (F(-25, 10),)), ("binom", (F(5, 2), F(3, 2))),
        ("binom", (F(10), F(1, 3))), ("falling_factorial", (F(7, 2), F(3, 2))),
        ("rising_factorial", (F(1, 3), F(5, 2))),
    ]
    for kind, args in thousand:
        add(kind, args, 1000)
    for expr, arb_f, mp_f in BOTH:
        mode = rng.choice(modes)
        try:
            rows.append((expr, 1000, mode, both(arb_f, mp_f, 1000, mode)))
        except gv.Unsettled:
            pass
    # Beyond 1,000 digits and past the old wall of 3,000, kept cheap for a debug build. Here
    # mpmath's Bernoulli table takes many minutes, so the reference is Arb alone: its balls
    # at p+30 and p+60 digits, each with both ends rounding to the same text.
    for kind, x, p, mode in [("gamma", F(1, 3), 2000, "half-even"), ("lgamma", F(73, 10), 2000, "down"),
                             ("gamma", F(1, 7), 3100, "up")]:
        texts = {arb_text(kind, x, p, mode, extra) for extra in (30, 60)}
        assert len(texts) == 1 and None not in texts, (kind, x, p, texts)
        rows.append((gv.render(kind, (x,)), p, mode, texts.pop()))
    # Huge arguments.
    for kind, args, p in [
        ("lgamma", (F(10**100),), 38), ("lgamma", (F(10**100) + F(1, 3),), 38), ("gamma", (F(10**7) + F(1, 2),), 38), ("gamma", (F(-10**6) - F(1, 2),), 38),
        ("lgamma", (F(2**60),), 38), ("gamma", (F(10**15) + F(1, 3),), 20), ("lgamma", (F(-10**30) - F(1, 2),), 38),
    ]:
        for mode in rng.sample(modes, 2):
            add(kind, args, p, mode)
    for expr in ["gamma(10^100)", "gamma(2^61)", "(10^100)!", "gamma(2^60 + 1/2)", "99999999999999999999!"]:
        rows.append((expr, 38, "half-even", TOO_LARGE))
    # ln Γ near its zeros at 1 and 2.
    with mpmath.workdps(50):
        tiny = [
            (1, "1+1/62^370738", mpmath.mpf(62) ** -370738), (1, "1-1/10^100", -mpmath.mpf(10) ** -100),
            (2, "2+1/10^100", mpmath.mpf(10) ** -100), (2, "2-1/3^5000", -mpmath.mpf(3) ** -5000),
            (1, "1+2^-1000", mpmath.mpf(2) ** -1000),
        ]
    for centre, text, eps in tiny:
        for p, mode in [(38, rng.choice(modes)), (100, rng.choice(modes))]:
            value = near_one_or_two(centre, text, eps, p, mode)
            if "10^100" in text and not ARB_ONLY:
                with mpmath.workdps(400):
                    x = mpmath.mpf(centre) + (1 if "+" in text else -1) * mpmath.mpf(10) ** -100
                    direct = mv.expected(gv.to_fraction(mpmath.loggamma(x)), p, mode)
                assert direct == value, (text, p, mode, direct, value)
            rows.append((f"lgamma({text})", p, mode, value))

    for expr, arb_f, mp_f, mode in EXTRA:
        rows.append((expr, 1000, mode, both(arb_f, mp_f, 1000, mode)))

    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-gamma-high-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"{len(rows)} rows in {FIXTURE.relative_to(ROOT)}")

    # Γ(1/3) to 10,000 digits: Arb's ball, both ends rounding alike, and mpmath agreeing.
    texts = {arb_text("gamma", F(1, 3), 10000, "half-even", extra) for extra in (30, 60)}
    assert len(texts) == 1 and None not in texts
    text = texts.pop()
    TENK.write_text(text + "\n")
    print(f"{len(text)} characters in {TENK.relative_to(ROOT)}")


if __name__ == "__main__":
    if "--thousand" in sys.argv:
        main_thousand()
    else:
        main()
