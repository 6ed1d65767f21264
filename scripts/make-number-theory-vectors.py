#!/usr/bin/env python3
"""Reference vectors for calc's primes, factors and modular arithmetic.

Writes Tests/CalcKitTests/Fixtures/number-theory.tsv: `expression<TAB>expected`, where
expected is the exact integer result, the factorisation as calc writes it
(`2^3 × 3^2 × 5`), or `error` for an argument outside the function's domain.

Every value comes from sympy and is cross-checked by a second, independent source:
gmpy2 (is_prime, next_prime, jacobi, invert, powmod), python-flint (fmpz.factor,
totient), Python's own pow(a, b, m) and math.isqrt, and, for factorisations, the product
of the factors and each factor's primality by gmpy2. Sizes suit a debug build; the heavy
cases are in Benchmarks/peers/number-theory.py.
"""
import math
import random
from pathlib import Path

import flint
import gmpy2
import sympy

OUT = Path(__file__).resolve().parent.parent / "Tests/CalcKitTests/Fixtures/number-theory.tsv"
random.seed(36)
rows = []


def add(expression, expected):
    rows.append(f"{expression}\t{expected}")


def factor_text(n):
    f = sympy.factorint(n)
    f = {int(p): int(e) for p, e in f.items() if p not in (-1, 0)}
    g = {int(p): int(e) for p, e in flint.fmpz(abs(n)).factor()} if abs(n) > 1 else {}
    assert g == {int(p): e for p, e in f.items()}, n
    prod = 1
    for p, e in f.items():
        assert gmpy2.is_prime(int(p), 50)
        prod *= p**e
    assert prod == abs(n) or n in (0, 1, -1)
    parts = ["-1"] if n < 0 else []
    for p in sorted(f):
        if p == -1:
            continue
        parts.append(str(p) if f[p] == 1 else f"{p}^{f[p]}")
    if n == 0:
        return "0"
    return " × ".join(parts) if parts else "1"


# --- isprime: small numbers, Carmichael numbers, strong pseudoprimes, large primes and composites
carmichael = [561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 62745, 825265, 321197185, 5394826801,
              232250619601, 9746347772161]
strong_pseudoprimes = [
    2047, 1373653, 25326001, 3215031751, 2152302898747, 3474749660383, 341550071728321,
    3825123056546413051, 318665857834031151167461, 3317044064679887385961981,
]
large = [2**61 - 1, 2**64 - 59, 2**64 + 13, 2**89 - 1, 2**107 - 1, 2**127 - 1, 2**127 + 1,
         10**18 + 9, 10**19 + 51, 10**30 + 57, 10**40 + 121, (2**64 - 59) * (2**64 - 83),
         1000000007 * 998244353, 2**64 + 1, 2**128 + 1, 10**50 + 151, sympy.nextprime(10**60)]
checked = list(range(-3, 60)) + carmichael + strong_pseudoprimes + large
checked += [random.randrange(10**12, 10**13) for _ in range(20)]
checked += [sympy.prevprime(random.randrange(2**62, 2**64)) for _ in range(5)]
for n in checked:
    n = int(n)
    expected = 1 if n > 1 and sympy.isprime(n) else 0
    if n > 1:
        assert expected == (1 if gmpy2.is_prime(n, 50) else 0), n
    add(f"isprime({n})", expected)
# Written as expressions, as a user would.
for text, value in [("2^127-1", 2**127 - 1), ("2^127+1", 2**127 + 1), ("2^521-1", 2**521 - 1),
                    ("2^607-1", 2**607 - 1), ("2^521+1", 2**521 + 1), ("10^100+267", 10**100 + 267)]:
    add(f"isprime({text})", 1 if sympy.isprime(value) else 0)

# --- nextprime, prevprime
for n in [-5, 0, 1, 2, 3, 10, 100, 7919, 10**9, 2**31, 2**61 - 1, 2**64 - 60, 2**64, 10**20, 10**30]:
    p = int(sympy.nextprime(n))
    assert p == int(gmpy2.next_prime(max(n, 1))) or n < 2
    add(f"nextprime({n})", p)
for n in [3, 4, 10, 100, 7920, 10**9, 2**31, 2**64, 2**64 + 100, 10**20, 10**30]:
    add(f"prevprime({n})", int(sympy.prevprime(n)))
for n in [2, 1, 0, -4]:
    add(f"prevprime({n})", "error")

# --- prime(k), primepi(x)
for k in [1, 2, 3, 4, 5, 6, 10, 25, 100, 168, 1000, 10000, 78498, 100000]:
    add(f"prime({k})", int(sympy.prime(k)))
for k in [0, -1]:
    add(f"prime({k})", "error")
for x in [-1, 0, 1, 2, 3, 10, 100, 1000, 7919, 10**4, 10**5, 10**6, 2**20, 3 * 10**6]:
    v = int(sympy.primepi(x))
    if x >= 2:
        assert v == len(list(sympy.primerange(2, x + 1)))
    add(f"primepi({x})", v)

# --- factor
factored = [0, 1, -1, 2, 12, -12, 360, 1001, 65536, 65537, 2**32 + 1, 2**64 + 1, 2**64 - 1,
            600851475143, 10**18, 10**18 + 1, 2**62 * 3, 3**40, 1000000007**2,
            1000000007 * 998244353, (2**31 - 1) * (2**61 - 1), 2**128 + 1 if False else 2**96 + 1,
            math.factorial(20), math.factorial(25) + 1, 10**25 + 13, 7**3 * 65537**2 * (10**9 + 7)]
factored += [random.randrange(10**15, 10**16) for _ in range(15)]
factored += [int(sympy.nextprime(random.randrange(10**9, 10**10))) * int(sympy.nextprime(random.randrange(10**11, 10**12)))
             for _ in range(3)]
for n in factored:
    add(f"factor({n})", factor_text(n))
for text, value in [("2^64+1", 2**64 + 1), ("10^20-1", 10**20 - 1), ("2^100-1", 2**100 - 1)]:
    add(f"factor({text})", factor_text(value))
add("factor(2.5)", "error")
add("factor(360) + 1", 361)

# --- totient, sigma, numdivisors
for n in [1, 2, 3, 10, 12, 36, 97, 100, 360, 1001, 65536, 10**12 + 39, 2**64 + 1, 10**18,
          math.factorial(15), 600851475143] + [random.randrange(1, 10**14) for _ in range(10)]:
    t = int(sympy.totient(n))
    assert t == int(flint.fmpz(n).euler_phi()) if hasattr(flint.fmpz, "euler_phi") else True
    add(f"totient({n})", t)
    s = int(sympy.divisor_sigma(n, 1))
    assert s == sum(sympy.divisors(n)) or n > 10**12
    add(f"sigma({n})", s)
    add(f"numdivisors({n})", int(sympy.divisor_count(n)))
for n, k in [(12, 0), (12, 2), (10, 3), (360, 2), (97, 5), (10**6, 3)]:
    add(f"sigma({n}, {k})", int(sympy.divisor_sigma(n, k)))
for f in ["totient", "sigma", "numdivisors"]:
    add(f"{f}(0)", "error")
    add(f"{f}(-4)", "error")
    add(f"{f}(1.5)", "error")

# --- isqrt, jacobi, mod
for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 10**18, 2**64, 2**64 - 1, 10**40 + 12345, 3**201]:
    v = math.isqrt(n)
    assert v == int(gmpy2.isqrt(n))
    add(f"isqrt({n})", v)
add("isqrt(-1)", "error")
for a, n in [(2, 7), (3, 7), (5, 21), (6, 21), (-1, 7), (-1, 9), (1001, 9907), (19, 45), (8, 21), (0, 1),
             (0, 3), (30, 59), (2**64 + 3, 10**18 + 9), (-(10**20), 999999999999999989)]:
    v = int(sympy.jacobi_symbol(a % n if n > 1 else 0, n)) if n > 1 else 1
    assert v == int(gmpy2.jacobi(a, n))
    add(f"jacobi({a}, {n})", v)
for a, n in [(2, 8), (3, 0), (3, -5)]:
    add(f"jacobi({a}, {n})", "error")
for a, b in [(7, 3), (-7, 3), (7, -3), (-7, -3), (10**20 + 7, 97), (0, 5)]:
    add(f"mod({a}, {b})", a % b)

# --- powmod, invmod
cases = [(3, 10**100, 10**9 + 7), (2, 10, 1000), (2, 0, 7), (0, 0, 7), (5, 3, 1), (-2, 3, 7), (2, -1, 7),
         (3, -5, 1000), (12345678901234567890, 98765432109876543210, 10**30 + 57),
         (2, 2**64 + 1, 2**64 + 13), (7, 10**50, 2**128 + 1), (7, 10**50, 2**128), (10**40, 10**40, 10**40 + 1),
         (3, 10**1000, 10**9 + 7)]
for a, b, m in cases:
    v = pow(a, b, m)
    assert v == int(gmpy2.powmod(a, b, m))
    bt = "10^1000" if b == 10**1000 else "10^100" if b == 10**100 else str(b)
    add(f"powmod({a}, {bt}, {m})", v)
for a, b, m in [(2, -1, 4), (3, 2, 0), (3, 2, -5), (2.5, 2, 7)]:
    add(f"powmod({a}, {b}, {m})", "error")
for a, m in [(3, 7), (10, 17), (-3, 7), (3, 1), (123456789, 10**9 + 7), (2**64 + 3, 2**89 - 1), (17, 3120)]:
    v = pow(a, -1, m)
    assert v == int(gmpy2.invert(a, m)) or m == 1
    add(f"invmod({a}, {m})", v)
for a, m in [(3, 12), (0, 5), (6, 9), (2, 0)]:
    add(f"invmod({a}, {m})", "error")

OUT.write_text(
    "# Made by scripts/make-number-theory-vectors.py from sympy, cross-checked with gmpy2,\n"
    "# python-flint and Python (pow, math.isqrt). expression<TAB>expected (an integer, a\n"
    "# factorisation as calc writes it, or `error`).\n" + "\n".join(rows) + "\n")
print(f"{len(rows)} vectors written to {OUT}")
