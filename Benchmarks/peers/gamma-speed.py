#!/usr/bin/env python3
"""The gamma family per call: calc's release CLI against python-flint (Arb), in one run.

    swift build -c release --product calc
    python3 Benchmarks/peers/gamma-speed.py [--calc .build/release/calc] [--runs 3] [--digits 38 1000]

Each row is one family of 10 calls of the same shape with 10 different arguments (so no
cache of a last result helps either side): calc evaluates them in one process, as a batch
(`calc --precision P < file`, ten lines), and the figure is that process's CPU time (user +
system) less the CPU time of a baseline process of ten lines `1`, divided by 10: start-up
does not count, evaluation and printing do. Best of --runs. Arb's is the CPU time of the same
ten calls in this process at P digits (`flint.ctx.dps = P`, Arb's own working precision for P
digits, about P × 3.33 bits plus its guard bits), each argument made from the same
expression (a fraction, `sqrt`, `pi/7`) and each result converted to its P-digit decimal
string, as calc prints it; best of --runs after a warm-up round (Arb keeps its caches across
calls, as calc does within its process). The first P − 2 digits of the last result must agree.
The ratio is calc / Arb: above 1, calc is slower.
"""

import argparse
import os
import resource
import subprocess
import tempfile
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def q(n, d=1):
    return flint.arb(flint.fmpq(n, d))


def beta(a, b):
    return a.gamma() * b.gamma() * (a + b).rgamma()


def binom(n, k):
    return (n + 1).gamma() / ((k + 1).gamma() * (n - k + 1).gamma())


NONSQUARES = [2, 3, 5, 6, 7, 8, 10, 11, 12, 13]

# (label, ten calc expressions, ten Arb calls)
FAMILIES = [
    ("gamma(k + 1/3)", [f"gamma({k} + 1/3)" for k in range(10)],
     [lambda k=k: q(3 * k + 1, 3).gamma() for k in range(10)]),
    ("gamma(k + 0.3)", [f"gamma({k}.3)" for k in range(10)],
     [lambda k=k: q(10 * k + 3, 10).gamma() for k in range(10)]),
    ("gamma(sqrt(n))", [f"gamma(sqrt({n}))" for n in NONSQUARES],
     [lambda n=n: q(n).sqrt().gamma() for n in NONSQUARES]),
    ("gamma(k·pi/7)", [f"gamma({k}*pi/7)" for k in range(1, 11)],
     [lambda k=k: (flint.arb.pi() * k / 7).gamma() for k in range(1, 11)]),
    ("lgamma(k + 0.3)", [f"lgamma({k}.3)" for k in range(10)],
     [lambda k=k: q(10 * k + 3, 10).lgamma() for k in range(10)]),
    ("lgamma(sqrt(n))", [f"lgamma(sqrt({n}))" for n in NONSQUARES],
     [lambda n=n: q(n).sqrt().lgamma() for n in NONSQUARES]),
    ("(k + 1/2)!", [f"({k} + 1/2)!" for k in range(10)],
     [lambda k=k: q(2 * k + 3, 2).gamma() for k in range(10)]),
    ("(k + 1/3)!", [f"({k} + 1/3)!" for k in range(10)],
     [lambda k=k: q(3 * k + 4, 3).gamma() for k in range(10)]),
    ("binom(k + 1/2, 1/3)", [f"binom({k} + 1/2, 1/3)" for k in range(10)],
     [lambda k=k: binom(q(2 * k + 1, 2), q(1, 3)) for k in range(10)]),
    ("beta(k + 1/3, 1/4)", [f"beta({k} + 1/3, 1/4)" for k in range(10)],
     [lambda k=k: beta(q(3 * k + 1, 3), q(1, 4)) for k in range(10)]),
    ("beta(sqrt(n), pi/7)", [f"beta(sqrt({n}), pi/7)" for n in NONSQUARES],
     [lambda n=n: beta(q(n).sqrt(), flint.arb.pi() / 7) for n in NONSQUARES]),
]


def cpu_of(argv, stdin_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path) as f:
        done = subprocess.run(argv, stdin=f, capture_output=True, timeout=1200)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout.decode().strip().splitlines()


def best_calc(calc, digits, lines, runs, workdir):
    path = os.path.join(workdir, "batch.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    best, out = None, []
    for _ in range(runs):
        cpu, out = cpu_of([calc, "--precision", str(digits)], path)
        best = cpu if best is None else min(best, cpu)
    return best, out


def best_arb(calls, digits, runs):
    flint.ctx.dps = digits
    text = ""
    for f in calls:  # warm-up: Arb's caches (Bernoulli numbers, pi, log 2), as calc's process has
        f()
    best = None
    for _ in range(runs):
        start = time.process_time()
        for f in calls:
            text = f().str(digits, radius=False)
        cpu = time.process_time() - start
        best = cpu if best is None else min(best, cpu)
    flint.ctx.dps = 15
    return best, text


def leading(text, n):
    mantissa = text.split("e")[0].replace("-", "").replace(".", "").lstrip("0")
    return mantissa[:n]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--digits", type=int, nargs="+", default=[38, 1000])
    parser.add_argument("--only", default=None, help="run only the families whose label contains this")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as workdir:
        print("| calls (10 per process) | digits | calc (ms per call) | Arb (ms per call) | calc / Arb | digits agree |")
        print("|---|---:|---:|---:|---:|---|")
        for digits in args.digits:
            base, _ = best_calc(args.calc, digits, ["1"] * 10, args.runs + 2, workdir)
            for label, lines, calls in FAMILIES:
                if args.only and args.only not in label:
                    continue
                cpu, out = best_calc(args.calc, digits, lines, args.runs, workdir)
                calc_ms = max(cpu - base, 1e-6) * 100  # / 10 calls, in ms
                arb_s, text = best_arb(calls, digits, args.runs)
                arb_ms = arb_s * 100
                n = min(digits, 1000) - 2
                last = out[-1] if out else "(no output)"
                agree = leading(last, n) == leading(text, n)
                print(f"| `{label}` | {digits} | {calc_ms:.3f} | {arb_ms:.4f} | {calc_ms / arb_ms:.1f} | "
                      f"{'yes' if agree else 'NO: ' + last[:50]} |", flush=True)


if __name__ == "__main__":
    main()
