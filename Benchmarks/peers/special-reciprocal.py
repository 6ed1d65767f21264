#!/usr/bin/env python3
"""The reciprocal and co-functions, their inverses, log1p and expm1: calc's release CLI
against python-flint (Arb), one run (issue 35: a benchmark row per new function).

    swift build -c release --product calc
    python3 Benchmarks/peers/special-reciprocal.py [--calc PATH] [--runs N]

Arb has sec csc cot sech csch coth log1p expm1 itself; the inverses are Arb's acos, asin,
atan, acosh, asinh and atanh of 1/x (what calc's kernels compute too).

For each function and argument at 38 and 1,000 digits: calc's best wall time of `--runs`
one-shot runs, less its start-up (the best time of `calc 1`), against Arb's best in-process
time of the same function at the same precision (bits = digits × 3.33 + 16; Arb's ball is
not rounded to decimal, calc's output is, so calc's side includes printing). The outputs are
compared: calc's digits must be those of Arb's midpoint rounded (their first 15 significant
digits are compared). Ratios are calc / Arb: above 1, calc is slower.
"""

import argparse
import os
import resource
import subprocess
import time

from flint import arb, ctx

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CASES = [
    ("sec(1.3)", lambda: arb("1.3").sec()),
    ("csc(0.7)", lambda: arb("0.7").csc()),
    ("cot(2.1)", lambda: arb("2.1").cot()),
    ("asec(3.5)", lambda: (1 / arb("3.5")).acos()),
    ("acsc(1.7)", lambda: (1 / arb("1.7")).asin()),
    ("acot(0.4)", lambda: (1 / arb("0.4")).atan()),
    ("sech(2.5)", lambda: arb("2.5").sech()),
    ("csch(0.3)", lambda: arb("0.3").csch()),
    ("coth(1.2)", lambda: arb("1.2").coth()),
    ("asech(0.6)", lambda: (1 / arb("0.6")).acosh()),
    ("acsch(2.2)", lambda: (1 / arb("2.2")).asinh()),
    ("acoth(1.5)", lambda: (1 / arb("1.5")).atanh()),
    ("log1p(0.5)", lambda: arb("0.5").log1p()),
    ("log1p(1e-30)", lambda: arb("1e-30").log1p()),
    ("expm1(2.5)", lambda: arb("2.5").expm1()),
    ("expm1(1e-30)", lambda: arb("1e-30").expm1()),
]


def significant(text):
    """The significant digits of a decimal, without sign, point or exponent."""
    mantissa = text.strip().lower().split("e")[0]
    return "".join(c for c in mantissa if c.isdigit()).lstrip("0")


def child_cpu():
    """CPU time (user + system) of the finished child processes so far: on a shared machine
    wall time measures the other processes as much as calc."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_wall(argv, runs):
    best = None
    out = b""
    for _ in range(runs):
        start = child_cpu()
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        elapsed = child_cpu() - start
        out = proc.stdout + proc.stderr
        best = elapsed if best is None else min(best, elapsed)
    return best, out.decode().strip()


def best_arb(function, digits, runs):
    ctx.prec = int(digits * 3.33) + 16
    best = None
    value = None
    for _ in range(max(runs, 5)):
        start = time.perf_counter()
        value = function()
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    startup, _ = best_wall([args.calc, "1"], args.runs * 2)
    print(f"calc start-up (best of {args.runs * 2}): {startup * 1000:.2f} ms")
    print()
    print("| expression | digits | calc (ms, less start-up) | Arb (ms) | ratio | first digits agree |")
    print("|---|---:|---:|---:|---:|---|")
    for expression, function in CASES:
        for digits in (38, 1000):
            wall, out = best_wall([args.calc, "--precision", str(digits), expression], args.runs)
            arb_time, value = best_arb(function, digits, args.runs)
            ours = max(wall - startup, 1e-6)
            mid = value.mid().str(35, radius=False)
            agree = significant(out)[:15] == significant(mid)[:15]
            print(
                f"| `{expression}` | {digits} | {ours * 1000:.2f} | {arb_time * 1000:.3f} | "
                f"{ours / arb_time:.0f} | {'yes' if agree else 'NO: ' + out[:40] + ' vs ' + mid[:40]} |")


if __name__ == "__main__":
    main()
