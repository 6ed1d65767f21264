#!/usr/bin/env python3
"""zeta, beta, digamma and polygamma: calc's release CLI against python-flint (Arb), one run.

    swift build -c release --product calc
    python3 Benchmarks/peers/special-zeta.py [--calc .build/release/calc] [--runs 5]

Each calc row is the best (minimum) CPU time (user + system) of --runs one-shot runs of
`calc --precision P "EXPR"`, less the best time of `calc 1` (the process's start-up), so the
figure is the evaluation itself. Each Arb row is the best of as many calls in this process
at P digits' bits (plus 20, about what Arb needs to print P correct digits), with the
argument made from its exact fraction, and the ball's first P - 2 digits must equal calc's.
The ratio is calc / Arb: above 1, calc is slower. calc starts with empty caches in each
process (its Bernoulli numbers, π), Arb keeps its own across calls: the rows at 1,000
digits include calc's table of Bernoulli numbers, which Arb has cached after its first call.
"""

import argparse
import resource
import subprocess
import time
from fractions import Fraction

import flint

ROWS = [
    ("zeta(3)", lambda: flint.arb(3).zeta()),
    ("zeta(0.5)", lambda: arb("0.5").zeta()),
    ("zeta(-7.5)", lambda: arb("-7.5").zeta()),
    ("zeta(1000)", lambda: flint.arb(1000).zeta()),
    ("zeta(5)", lambda: flint.arb(5).zeta()),
    ("zeta(17)", lambda: flint.arb(17).zeta()),
    ("zeta(100)", lambda: flint.arb(100).zeta()),
    ("beta(2.5, 3.5)", lambda: beta(arb("2.5"), arb("3.5"))),
    ("beta(0.3, 0.7)", lambda: beta(arb("0.3"), arb("0.7"))),
    ("digamma(0.3)", lambda: arb("0.3").digamma()),
    ("digamma(-2.5)", lambda: arb("-2.5").digamma()),
    ("digamma(1)", lambda: arb("1").digamma()),
    ("digamma(7.5)", lambda: arb("7.5").digamma()),
    ("polygamma(2, 1)", lambda: flint.acb(arb("1")).polygamma(flint.acb(2)).real),
    ("polygamma(1, 0.5)", lambda: flint.acb(arb("0.5")).polygamma(flint.acb(1)).real),
    ("polygamma(3, 2.5)", lambda: flint.acb(arb("2.5")).polygamma(flint.acb(3)).real),
    ("zeta(2.5)", lambda: arb("2.5").zeta()),
    ("zeta(0.37)", lambda: arb("0.37").zeta()),
    ("digamma(0.37)", lambda: arb("0.37").digamma()),
    ("polygamma(1, 0.37)", lambda: flint.acb(arb("0.37")).polygamma(flint.acb(1)).real),
]

# Past the Euler–Maclaurin route's old cap of 3,000 digits (--reach): one run each.
REACH = ["zeta(2.5)", "zeta(0.37)", "digamma(0.37)", "polygamma(1, 0.37)"]


def arb(text):
    f = Fraction(text)
    return flint.arb(flint.fmpq(f.numerator, f.denominator))


def beta(a, b):
    return a.gamma() * b.gamma() * (a + b).rgamma()


def child_cpu():
    """CPU time (user + system) of the finished child processes so far: on a shared machine
    wall time measures the other processes as much as calc."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_wall(argv, runs):
    best, out = None, b""
    for _ in range(runs):
        t = child_cpu()
        done = subprocess.run(argv, capture_output=True, timeout=600)
        elapsed = child_cpu() - t
        out = done.stdout
        best = elapsed if best is None else min(best, elapsed)
    return best, out.decode().strip()


def arb_time(f, digits, runs):
    flint.ctx.prec = int(digits * 3.3219) + 20
    best, value = None, None
    for _ in range(runs):
        t = time.perf_counter()
        value = f()
        elapsed = time.perf_counter() - t
        best = elapsed if best is None else min(best, elapsed)
    return best, value


def leading_digits(text, n):
    mantissa = text.split("e")[0].replace("-", "").replace(".", "").lstrip("0")
    # calc leaves off trailing zeros ("1" for zeta(1000) at 38 digits).
    return mantissa[:n].rstrip("0")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=".build/release/calc")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--digits", type=int, nargs="*", default=[38, 1000])
    parser.add_argument("--reach", action="store_true", help="the REACH rows at 3,000, 5,000 and 10,000 digits")
    args = parser.parse_args()
    rows = ROWS
    if args.reach:
        rows = [(e, f) for e, f in ROWS if e in REACH]
        args.digits = [3000, 5000, 10000]
    start, _ = best_wall([args.calc, "1"], args.runs * 2)
    print(f"calc start-up (best of {args.runs * 2}): {start * 1000:.1f} ms\n")
    print("| expression | digits | calc (ms) | Arb (ms) | calc / Arb | digits agree |")
    print("|---|---:|---:|---:|---:|---|")
    for expression, f in rows:
        for digits in args.digits:
            runs = args.runs if digits == 38 else (max(2, args.runs // 2) if digits <= 1000 else 1)
            wall, out = best_wall([args.calc, "--precision", str(digits), expression], runs)
            calc_ms = max(wall - start, 1e-5) * 1000
            arb_s, value = arb_time(f, digits, args.runs * 4 if digits <= 1000 else 2)
            arb_text = value.str(digits, radius=False)
            n = min(digits - 2, 30 if digits == 38 else digits - 10)
            agree = leading_digits(out, n) == leading_digits(arb_text, n)
            print(
                f"| `{expression}` | {digits} | {calc_ms:.2f} | {arb_s * 1000:.3f} | "
                f"{calc_ms / (arb_s * 1000):.0f} | {'yes' if agree else 'NO'} |")


if __name__ == "__main__":
    main()
