#!/usr/bin/env python3
"""zeta, digamma and polygamma of inexact arguments at high precision: calc's release CLI
against python-flint (Arb), side by side in one run, with ratios (issues 35 and 40).

    swift build -c release --product calc
    python3 Benchmarks/peers/special-zeta-high.py [--calc .build/release/calc] [--digits 1000 3000 10000]

Each calc row is the CPU time (user + system) of one run of `calc --precision P "EXPR"`
(the best of two at 1,000 digits and below), less the best time of `calc 1` (the
process's start-up). Each Arb row is a fresh Python process at P digits' bits plus 20
(about what Arb needs to print P correct digits): its first call, with Arb's caches empty
as calc's are in each one-shot run (Arb keeps its Bernoulli numbers across calls, and at
10,000 digits making them is most of a first call), then a second call with them full;
the argument is Arb's own square root or π at that precision. "digits agree" compares
all but the last 10 of calc's P digits with Arb's ball. The ratio is calc / Arb's first call: above 1,
calc is slower. Past calc's precision cap for this route (the work budget, Grammar.md
"Limits") calc answers with the budget's error at once: `--past-cap` shows it.
"""

import argparse
import resource
import subprocess
import sys

import flint

arb = flint.arb
acb = flint.acb

# (calc expression, the same in python-flint: a Python expression of arb and acb)
ROWS = [
    ("zeta(sqrt(2))", "arb(2).sqrt().zeta()"),
    ("zeta(pi)", "arb.pi().zeta()"),
    ("digamma(sqrt(2))", "arb(2).sqrt().digamma()"),
    ("digamma(pi/7)", "(arb.pi() / 7).digamma()"),
    ("polygamma(1, sqrt(2))", "acb(arb(2).sqrt()).polygamma(acb(1)).real"),
    ("polygamma(2, sqrt(2))", "acb(arb(2).sqrt()).polygamma(acb(2)).real"),
]

# One process per row: the first call with Arb's caches empty (its Bernoulli numbers, as
# calc's are in each one-shot run), then a second call with them full.
ARB_CHILD = """
import sys, time, flint
from flint import arb, acb
flint.ctx.prec = int(int(sys.argv[1]) * 3.3219) + 20
f = lambda: eval(sys.argv[2])
t = time.process_time(); v = f(); cold = time.process_time() - t
t = time.process_time(); f(); warm = time.process_time() - t
print(cold, warm)
print(v.str(int(sys.argv[1]), radius=False))
"""


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_cpu(argv, runs):
    best, out = None, b""
    for _ in range(runs):
        t = child_cpu()
        done = subprocess.run(argv, capture_output=True, timeout=3600)
        elapsed = child_cpu() - t
        out = done.stdout + done.stderr
        best = elapsed if best is None else min(best, elapsed)
    return best, out.decode().strip()


def arb_time(expression, digits):
    done = subprocess.run([sys.executable, "-c", ARB_CHILD, str(digits), expression],
                          capture_output=True, timeout=7200, text=True)
    times, text = done.stdout.split("\n", 1)
    cold, warm = (float(t) for t in times.split())
    return cold, warm, text.strip()


def leading_digits(text, n):
    mantissa = text.split("e")[0].replace("-", "").replace(".", "").lstrip("0")
    return mantissa[:n].rstrip("0")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=".build/release/calc")
    parser.add_argument("--digits", type=int, nargs="*", default=[1000, 3000, 10000])
    parser.add_argument("--only", nargs="*", help="expressions to run (default: all)")
    parser.add_argument("--no-arb", action="store_true", help="calc's times only")
    parser.add_argument("--past-cap", type=int, default=0, help="also run each row at this precision (expect the budget's error)")
    args = parser.parse_args()
    rows = [r for r in ROWS if not args.only or r[0] in args.only]
    start, _ = best_cpu([args.calc, "1"], 6)
    print(f"calc start-up (best of 6): {start * 1000:.1f} ms\n")
    print("| expression | digits | calc (s) | Arb, first call (s) | Arb, second call (s) | calc / Arb's first | digits agree |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for expression, f in rows:
        for digits in args.digits:
            cpu, out = best_cpu([args.calc, "--precision", str(digits), expression], 2 if digits <= 1000 else 1)
            calc_s = max(cpu - start, 1e-5)
            if args.no_arb:
                print(f"| `{expression}` | {digits} | {calc_s:.2f} | | | | |", flush=True)
                continue
            cold, warm, text = arb_time(f, digits)
            n = digits - 10
            agree = leading_digits(out, n) == leading_digits(text, n)
            print(f"| `{expression}` | {digits} | {calc_s:.2f} | {cold:.2f} | {warm:.2f} | {calc_s / max(cold, 1e-6):.2f} | "
                  f"{'yes' if agree else 'NO'} |", flush=True)
        if args.past_cap:
            cpu, out = best_cpu([args.calc, "--precision", str(args.past_cap), expression], 1)
            print(f"| `{expression}` | {args.past_cap} | {max(cpu - start, 0):.2f} | | | | {out.splitlines()[-1][:90]} |", flush=True)


if __name__ == "__main__":
    main()
