#!/usr/bin/env python3
"""calc's primes, factors and modular arithmetic side by side with sympy and Python (issue 36).

Each row runs calc's release CLI (one process, the start-up included) and the peer in this
Python process (sympy's factorint and isprime, Python's pow), checks that they agree, and
prints the least CPU time of a few runs of each (calc's whole process, start-up included;
the peer's call alone) and the ratio calc / peer. Build first:
`swift build -c release --product calc`. Usage: number-theory.py [--calc PATH] [--runs N]
"""

import argparse
import os
import resource
import subprocess
import sys
import time

import sympy

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# A 40-digit semiprime of two 20-digit primes (sympy.nextprime of 10^19·π and 10^19·e).
P = 31415926535897932429
Q = 27182818284590452387
assert sympy.isprime(P) and sympy.isprime(Q)
N = P * Q


def factor_text(n):
    f = sympy.factorint(n)
    return " × ".join(str(p) if e == 1 else f"{p}^{e}" for p, e in sorted(f.items()))


ROWS = [
    # (label, calc expression, peer description, peer function)
    ("factor of a 40-digit semiprime (20-digit factors)", f"factor({N})", "sympy.factorint",
     lambda: factor_text(N)),
    ("factor(2^64+1)", "factor(2^64+1)", "sympy.factorint", lambda: factor_text(2**64 + 1)),
    ("factor(2^101-1) (13- and 18-digit factors)", "factor(2^101-1)", "sympy.factorint",
     lambda: factor_text(2**101 - 1)),
    ("isprime(2^521-1)", "isprime(2^521-1)", "sympy.isprime", lambda: str(int(sympy.isprime(2**521 - 1)))),
    ("isprime(2^4423-1)", "isprime(2^4423-1)", "sympy.isprime", lambda: str(int(sympy.isprime(2**4423 - 1)))),
    # 10^999999: the largest power of ten within calc's exact-size limit (10^6 digits).
    ("powmod(3, 10^999999, 10^9+7) (10^6-digit exponent)", "powmod(3, 10^999999, 10^9+7)",
     "pow(3, 10**999999, 10**9+7)", lambda: str(pow(3, 10**999999, 10**9 + 7))),
    ("powmod(3, 10^999999, 2^521-1)", "powmod(3, 10^999999, 2^521-1)",
     "pow(3, 10**999999, 2**521-1)", lambda: str(pow(3, 10**999999, 2**521 - 1))),
    ("primepi(10^8)", "primepi(10^8)", "sympy.primepi", lambda: str(int(sympy.primepi(10**8)))),
]


def best_calc(calc, expression, runs):
    """The least CPU time (user + system) of calc's process over `runs` runs: the machine is
    shared, and CPU time is the figure other processes move least."""
    best, out = None, None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = subprocess.run([calc, expression], capture_output=True, text=True, timeout=1200)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        elapsed = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out = result.stdout.strip() if result.returncode == 0 else "error: " + result.stderr.strip()
        best = elapsed if best is None else min(best, elapsed)
        if elapsed > 10:
            break
    return best, out


def best_peer(function, runs):
    best, out = None, None
    for _ in range(runs):
        sympy.core.cache.clear_cache()
        start = time.process_time()
        out = function()
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
        if elapsed > 10:
            break
    return best, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build/release/calc"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"sympy {sympy.__version__}, Python {sys.version.split()[0]}, best of {args.runs}")
    print("| row | calc CPU (s) | peer | peer CPU (s) | calc / peer | agree |")
    print("|---|---:|---|---:|---:|---|")
    for label, expression, peer, function in ROWS:
        calc_time, calc_out = best_calc(args.calc, expression, args.runs)
        peer_time, peer_out = best_peer(function, args.runs)
        agree = "yes" if calc_out == peer_out else f"NO: {calc_out[:60]} vs {peer_out[:60]}"
        print(f"| {label} | {calc_time:.3f} | {peer} | {peer_time:.3f} | {calc_time / peer_time:.2f} | {agree} |",
              flush=True)


if __name__ == "__main__":
    main()
