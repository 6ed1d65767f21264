#!/usr/bin/env python3
"""Generate reference vectors for programs: recursive functions and sums and products over a range.

Run from any directory:

    python3 scripts/make-program-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/programs.tsv, read by
Tests/CalcKitTests/Vectors/ProgramVectorTests.swift:

    definitions <TAB> expression <TAB> fraction <TAB> decimal

`definitions` are calc definition lines separated by " ; " (run in order in a fresh
calculator, `-` when there are none), `expression` the line evaluated, `fraction` its
exact value as calc writes a fraction (`n` or `n/d`), and `decimal` that value rounded
to 38 significant digits, half to even (half-even), as calc prints it.

Why the expected values are right, and independent of CalcKit
--------------------------------------------------------------
* Every value is computed here with Python's integers and `fractions.Fraction`, by the
  same recursion or the same sum written in Python (`fib`, `ack`, `even`/`odd`, `fact`,
  `gcd`, harmonic numbers, Catalan numbers by their convolution, ...), never by calc.
* The recursive ones are cross-checked by a closed form or a second route: Fibonacci by
  the fast-doubling identities, Ackermann A(2, n) = 2n + 3 and A(3, n) = 2^(n+3) - 3,
  factorials by math.factorial, gcd by math.gcd, Catalan numbers by binom(2n, n)/(n+1),
  sums of powers by Faulhaber's polynomials, the telescoping sums and products by their
  closed forms (1 - 1/(n+1), (n+1)/(2n)).
* The decimal column is make-vectors.py's `expected` (Python decimal, cross-checked by
  integer rounding), as for the other fixtures.
"""

from __future__ import annotations

import math
import sys
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "CalcKitTests" / "Fixtures" / "programs.tsv"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")

sys.setrecursionlimit(100_000)

# ---------------------------------------------------------------------------
# The programs, in Python
# ---------------------------------------------------------------------------

FIB = "f(n) = if(n < 2, n, f(n-1) + f(n-2))"


def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def fib_doubling(n: int) -> int:
    def pair(k: int) -> tuple[int, int]:
        if k == 0:
            return 0, 1
        a, b = pair(k // 2)
        c = a * (2 * b - a)
        d = a * a + b * b
        return (d, c + d) if k % 2 else (c, d)

    return pair(n)[0]


ACK = "ack(m, n) = if(m == 0, n + 1, if(n == 0, ack(m - 1, 1), ack(m - 1, ack(m, n - 1))))"


def ack(m: int, n: int) -> int:
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


EVEN_ODD = "even(n) = if(n == 0, 1, odd(n - 1)) ; odd(n) = if(n == 0, 0, even(n - 1))"


def even(n: int) -> int:
    return 1 if n == 0 else odd(n - 1)


def odd(n: int) -> int:
    return 0 if n == 0 else even(n - 1)


FACT = "fac(n) = if n == 0 then 1 else n * fac(n - 1)"


def fact(n: int) -> int:
    return 1 if n == 0 else n * fact(n - 1)


GCD = "g(a, b) = if(b == 0, a, g(b, a mod b))"


def gcd(a: int, b: int) -> int:
    return a if b == 0 else gcd(b, a % b)


HARMONIC = "H(n) = if(n == 0, 0, H(n - 1) + 1/n)"


def harmonic(n: int) -> Fraction:
    return sum((Fraction(1, k) for k in range(1, n + 1)), Fraction(0))


CATALAN = "C(n) = if(n == 0, 1, Σ(C(i) * C(n - 1 - i), i, 0, n - 1))"


def catalan(n: int) -> int:
    return 1 if n == 0 else sum(catalan(i) * catalan(n - 1 - i) for i in range(n))


def faulhaber(p: int, n: int) -> Fraction:
    """Σ k^p for k = 1..n by Faulhaber's polynomials (p ≤ 3)."""
    n = Fraction(n)
    return {
        1: n * (n + 1) / 2,
        2: n * (n + 1) * (2 * n + 1) / 6,
        3: (n * (n + 1) / 2) ** 2,
    }[p]


# ---------------------------------------------------------------------------
# The vectors
# ---------------------------------------------------------------------------


def vectors():
    rows: list[tuple[str, str, Fraction]] = []

    def add(definitions: str, expression: str, value) -> None:
        rows.append((definitions, expression, Fraction(value)))

    for n in list(range(0, 21)) + [22]:
        value = fib(n)
        assert value == fib_doubling(n)
        add(FIB, f"f({n})", value)
    for m, n in [(0, 0), (0, 5), (1, 3), (2, 3), (2, 10), (3, 2), (3, 3), (3, 4)]:
        value = ack(m, n)
        if m == 2:
            assert value == 2 * n + 3
        if m == 3:
            assert value == 2 ** (n + 3) - 3
        add(ACK, f"ack({m}, {n})", value)
    for n in [0, 1, 2, 7, 100, 501, 2000]:
        add(EVEN_ODD, f"even({n})", even(n))
        add(EVEN_ODD, f"odd({n})", odd(n))
    for n in [0, 1, 5, 20, 50, 100]:
        assert fact(n) == math.factorial(n)
        add(FACT, f"fac({n})", fact(n))
    for a, b in [(12, 18), (1071, 462), (2**64 + 1, 274177), (10**30, 10**20 + 7), (832040, 514229)]:
        assert gcd(a, b) == math.gcd(a, b)
        add(GCD, f"g({a}, {b})", gcd(a, b))
    for n in [1, 2, 10, 50, 300]:
        add(HARMONIC, f"H({n})", harmonic(n))
    for n in [0, 1, 5, 8]:
        assert catalan(n) == math.comb(2 * n, n) // (n + 1)
        add(CATALAN, f"C({n})", catalan(n))

    # Sums and products over a range.
    for p, n in [(1, 100), (2, 100), (3, 100), (2, 1000), (3, 5000)]:
        value = sum(Fraction(k) ** p for k in range(1, n + 1))
        assert value == faulhaber(p, n)
        add("-", f"Σ(k^{p}, k, 1, {n})", value)
    for n in [1, 10, 100, 1000]:
        add("-", f"sumover(1/k, k, 1, {n})", harmonic(n))
    add("-", "∑(1/k^2, k, 1, 200)", sum(Fraction(1, k * k) for k in range(1, 201)))
    for n in [2, 10, 1000]:
        value = Fraction(1)
        for k in range(2, n + 1):
            value *= 1 - Fraction(1, k * k)
        assert value == Fraction(n + 1, 2 * n)
        add("-", f"∏(1 - 1/k^2, k, 2, {n})", value)
    value = sum(Fraction(1, k * (k + 1)) for k in range(1, 100))
    assert value == 1 - Fraction(1, 100)
    add("-", "Σ(1/(k*(k+1)), k, 1, 99)", value)
    add("-", "prodover(k, k, 1, 30)", math.factorial(30))
    add("-", "∏(2k/(2k-1), k, 1, 20)", math.prod(Fraction(2 * k, 2 * k - 1) for k in range(1, 21)))
    add("-", "Σ((-1)^k/(2k+1), k, 0, 100)", sum(Fraction((-1) ** k, 2 * k + 1) for k in range(0, 101)))
    add("-", "Σ(k^3, k, -10, 10)", sum(k**3 for k in range(-10, 11)))
    add("-", "Σ(k, k, -5, -1)", sum(range(-5, 0)))
    add("-", "Σ(k, k, 5, 1)", 0)
    add("-", "∏(k, k, 5, 1)", 1)
    add("-", "Σ(k, k, 10^20, 10^20 + 3)", sum(range(10**20, 10**20 + 4)))
    add("-", "Σ(Σ(j*k, j, 1, k), k, 1, 20)", sum(j * k for k in range(1, 21) for j in range(1, k + 1)))
    add("-", "Σ(∏(1 + 1/j, j, 1, k), k, 1, 30)", sum(math.prod(Fraction(j + 1, j) for j in range(1, k + 1)) for k in range(1, 31)))
    add(FIB, "Σ(f(k), k, 0, 15)", sum(fib(k) for k in range(16)))
    add("s(n) = Σ(1/k^2, k, 1, n)", "s(50) - s(49)", Fraction(1, 2500))
    add("k = 7", "Σ(k, k, 1, 3) + k", 6 + 7)
    add("k = 7", "sum(k^2, (k), 1, 100)", 49 + 7 + 1 + 100)
    return rows


def fraction_text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def main() -> None:
    lines = [
        "# Programs: recursive functions and sums and products over a range (scripts/make-program-vectors.py).",
        "# definitions (' ; ' between, '-' for none) <TAB> expression <TAB> exact fraction <TAB> 38 digits, half-even",
    ]
    for definitions, expression, value in vectors():
        lines.append("\t".join([definitions, expression, fraction_text(value), mv.expected(value, 38, "half-even")]))
    FIXTURE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines) - 2} vectors to {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
