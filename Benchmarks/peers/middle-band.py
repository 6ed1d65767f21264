#!/usr/bin/env python3
"""calc against Arb (python-flint) per call in the middle band of precision (issue 40).

For each precision and function: CPU time of one calc process evaluating N lines
`f(k/(11+k))` (k = 1..N), minus the same process on the N plain fractions `k/(11+k)`,
divided by N; Arb: a Python loop in one process over the same arguments, each made from
its fraction and written out as text at the same precision (`arb(k)/(11+k)`, `f`,
`str(d, radius=False)`). Best of R runs each. Prints a Markdown table with the ratio
calc / Arb.

Usage: middle-band.py --calc PATH [--digits 300,1000,3000,10000] [--funcs ln,atan,...]
                      [--lines N] [--runs R]
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

ARB = {
    "ln": "log", "exp": "exp", "sqrt": "sqrt", "sin": "sin", "cos": "cos", "tan": "tan",
    "atan": "atan", "asin": "asin", "acos": "acos", "sinh": "sinh", "atanh": "atanh",
    "asinh": "asinh", "gamma": "gamma",
}


def cpu_of(argv, stdin_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, "rb") as f:
        done = subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"calc failed: {done.stderr.decode()[:200]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def calc_per_call(calc, digits, func, lines, runs, work):
    plain = os.path.join(work, "plain.txt")
    calls = os.path.join(work, f"{func}.txt")
    with open(plain, "w") as f:
        f.write("".join(f"{k}/(11+{k})\n" for k in range(1, lines + 1)))
    with open(calls, "w") as f:
        f.write("".join(f"{func}({k}/(11+{k}))\n" for k in range(1, lines + 1)))
    argv = [calc, "--precision", str(digits)]
    base = min(cpu_of(argv, plain) for _ in range(runs))
    full = min(cpu_of(argv, calls) for _ in range(runs))
    return max(full - base, 0.0) / lines


def arb_per_call(digits, func, lines, runs):
    import flint
    flint.ctx.dps = digits
    f = getattr(flint.arb, ARB[func])
    best = None
    for _ in range(runs):
        t = time.process_time()
        for k in range(1, lines + 1):
            f(flint.arb(k) / (11 + k)).str(digits, radius=False)
        t = time.process_time() - t
        best = t if best is None else min(best, t)
    return best / lines


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--calc", required=True)
    p.add_argument("--digits", default="300,1000,3000,10000")
    p.add_argument("--funcs", default="ln,atan,asin,sqrt,exp,sin")
    p.add_argument("--lines", type=int, default=10)
    p.add_argument("--runs", type=int, default=3)
    a = p.parse_args()
    print("| digits | function | calc ms/call | Arb ms/call | calc ÷ Arb |")
    print("|---:|---|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as work:
        for d in [int(x) for x in a.digits.split(",")]:
            for func in a.funcs.split(","):
                c = calc_per_call(a.calc, d, func, a.lines, a.runs, work)
                r = arb_per_call(d, func, a.lines, a.runs)
                print(f"| {d:,} | {func} | {c * 1e3:.3f} | {r * 1e3:.3f} | {c / r:.1f} |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
