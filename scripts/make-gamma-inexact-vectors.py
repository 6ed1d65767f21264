#!/usr/bin/env python3
"""Reference vectors for Γ, ln|Γ|, x!, binom and beta of inexact arguments (square roots,
π, logarithms, exponentials): the routes of an approximation's end through the Taylor
table of 1/Γ(1 + t) (Sources/CalcNumber/Elementary/ReciprocalGammaTable+Dyadic.swift) and
the one-end bounds on either side of Γ's minimum at 1.4616… (Number+GammaRise.swift).

Run from any directory:

    python3 scripts/make-gamma-inexact-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/gamma-inexact.tsv, read by
Tests/CalcKitTests/Vectors/GammaInexactVectorTests.swift:

    expression <TAB> precision <TAB> rounding <TAB> expected

The arguments: below the minimum (sqrt(2), pi/7, ln(3) − 1, e^−5, 2 − sqrt(2)), in the
band around it where neither one-end bound applies (sqrt(2.136), sqrt(2.137)), just past
it (sqrt(2.14)), past it with shifts (sqrt(3), pi, exp(1/3) + 1, sqrt(7) + 4), negative
(−sqrt(3), −pi/7), and the families built on Γ (x!, binom, beta) at inexact arguments; at
38, 300, 1,000 and 1,250 digits (the table reaches about 1,280), every rounding mode at 38
and 300 digits, one mode drawn at random above.

Why the expected strings are right, and independent of CalcKit
---------------------------------------------------------------
Each row is make-gamma-high-vectors.py's `both`: python-flint's (Arb's) balls at p+30 and
p+60 digits, all four ends rounding to one text (which decides the rounding), and mpmath at
p+50 digits rounding to the same text at least 1e-35 units in the last place from a
rounding boundary. Rounding and printing are make-vectors.py's `expected` (Python
decimal, cross-checked by integer rounding).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import flint
import mpmath

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "gamma-inexact.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

hv = _load("make_gamma_high_vectors", "make-gamma-high-vectors.py")
gv = hv.gv
mv = hv.mv

SEED = 20261128_5
arb = flint.arb
mpf = mpmath.mpf

# (calc argument text, Arb's value, mpmath's value), each a function of the working precision.
ARGUMENTS = [
    ("sqrt(2)", lambda: arb(2).sqrt(), lambda: mpmath.sqrt(2)),
    ("pi/7", lambda: arb.pi() / 7, lambda: mpmath.pi / 7),
    ("ln(3) - 1", lambda: arb(3).log() - 1, lambda: mpmath.log(3) - 1),
    ("exp(-5)", lambda: arb(-5).exp(), lambda: mpmath.exp(-5)),
    ("2 - sqrt(2)", lambda: 2 - arb(2).sqrt(), lambda: 2 - mpmath.sqrt(2)),
    ("sqrt(2.136)", lambda: (arb(2136) / 1000).sqrt(), lambda: mpmath.sqrt(mpf(2136) / 1000)),
    ("sqrt(2.137)", lambda: (arb(2137) / 1000).sqrt(), lambda: mpmath.sqrt(mpf(2137) / 1000)),
    ("sqrt(2.14)", lambda: (arb(214) / 100).sqrt(), lambda: mpmath.sqrt(mpf(214) / 100)),
    ("sqrt(3)", lambda: arb(3).sqrt(), lambda: mpmath.sqrt(3)),
    ("pi", lambda: arb.pi(), lambda: +mpmath.pi),
    ("exp(1/3) + 1", lambda: (arb(1) / 3).exp() + 1, lambda: mpmath.exp(mpf(1) / 3) + 1),
    ("sqrt(7) + 4", lambda: arb(7).sqrt() + 4, lambda: mpmath.sqrt(7) + 4),
    ("-sqrt(3)", lambda: -arb(3).sqrt(), lambda: -mpmath.sqrt(3)),
    ("-pi/7", lambda: -arb.pi() / 7, lambda: -mpmath.pi / 7),
]
PRECISIONS = [38, 300, 1000, 1250]


def gamma_rows(rng):
    for text, a, m in ARGUMENTS:
        negative = text.startswith("-")
        kinds = [
            ("gamma", lambda a=a: a().gamma(), lambda m=m: mpmath.gamma(m())),
            ("lgamma", (lambda a=a: abs(a().gamma()).log()) if negative else (lambda a=a: a().lgamma()),
             lambda m=m: mpmath.log(abs(mpmath.gamma(m())))),
        ]
        for p in PRECISIONS:
            for name, arb_f, mp_f in kinds:
                if p >= 1000 and name == "lgamma" and rng.random() < 0.5:
                    continue
                modes = list(mv.MODE_NAMES) if p <= 300 and name == "gamma" and rng.random() < 0.3 else [rng.choice(mv.MODE_NAMES)]
                for mode in modes:
                    yield f"{name}({text})", p, mode, arb_f, mp_f


def family_rows(rng):
    sqrt2 = (lambda: arb(2).sqrt(), lambda: mpmath.sqrt(2))
    pi = (lambda: arb.pi(), lambda: +mpmath.pi)
    e = (lambda: arb(1).exp(), lambda: mpmath.e + 0)
    ln3 = (lambda: arb(3).log(), lambda: mpmath.log(3))
    cases = [
        ("sqrt(2)!", lambda: (sqrt2[0]() + 1).gamma(), lambda: mpmath.factorial(sqrt2[1]())),
        ("(pi/7)!", lambda: (pi[0]() / 7 + 1).gamma(), lambda: mpmath.factorial(pi[1]() / 7)),
        ("binom(pi, e)", lambda: (pi[0]() + 1).gamma() / ((e[0]() + 1).gamma() * (pi[0]() - e[0]() + 1).gamma()),
         lambda: mpmath.binomial(pi[1](), e[1]())),
        ("binom(sqrt(2) + 5, ln(3))",
         lambda: (sqrt2[0]() + 6).gamma() / ((ln3[0]() + 1).gamma() * (sqrt2[0]() + 6 - ln3[0]()).gamma()),
         lambda: mpmath.binomial(sqrt2[1]() + 5, ln3[1]())),
        ("beta(sqrt(2), pi/7)",
         lambda: sqrt2[0]().gamma() * (pi[0]() / 7).gamma() / (sqrt2[0]() + pi[0]() / 7).gamma(),
         lambda: mpmath.beta(sqrt2[1](), pi[1]() / 7)),
        ("beta(e, ln(3))", lambda: e[0]().gamma() * ln3[0]().gamma() / (e[0]() + ln3[0]()).gamma(),
         lambda: mpmath.beta(e[1](), ln3[1]())),
    ]
    for text, arb_f, mp_f in cases:
        for p in (38, 300, 1000):
            modes = list(mv.MODE_NAMES) if p == 38 else [rng.choice(mv.MODE_NAMES)]
            for mode in modes:
                yield text, p, mode, arb_f, mp_f


def main() -> None:
    rng = random.Random(SEED)
    rows = []
    for expr, p, mode, arb_f, mp_f in [*gamma_rows(rng), *family_rows(rng)]:
        try:
            rows.append((expr, p, mode, hv.both(arb_f, mp_f, p, mode)))
        except (gv.Unsettled, AssertionError) as error:
            print("skipped", expr, p, mode, error, file=sys.stderr)
    with FIXTURE.open("w") as out:
        out.write("# expression\tprecision\trounding\texpected -- generated by scripts/make-gamma-inexact-vectors.py, do not edit\n")
        for expr, p, mode, text in rows:
            out.write(f"{expr}\t{p}\t{mode}\t{text}\n")
    print(f"{len(rows)} rows in {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
