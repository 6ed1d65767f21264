#!/usr/bin/env python3
"""The special functions' reach (issue 35): calc's release CLI against python-flint (Arb)
at 3,000 to 100,000 digits, in one run.

    swift build -c release --product calc
    python3 Benchmarks/peers/reach.py [--calc .build/release/calc] [--digits 3000 10000 20000 100000]

Each row is one call, `calc --precision P "expr"`, timed as that process's CPU time (user +
system, start-up included: a few milliseconds) or the error it prints; Arb's is the CPU time
of the same call in this process at P digits (`flint.ctx.dps = P`) with its result converted
to a P-digit decimal string, as calc prints it, after a warm-up call at 100 digits. The
first P − 2 digits of calc's result must agree with Arb's at P + 30 digits (untimed) ("ok"),
else the row says "DIFFERS". The ratio is calc / Arb: above 1, calc is slower.
"""

import argparse
import os
import resource
import subprocess
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def q(n, d=1):
    return flint.arb(flint.fmpq(n, d))


ROWS = [
    ("zeta(2.5)", lambda: q(5, 2).zeta()),
    ("digamma(1/3)", lambda: q(1, 3).digamma()),
    ("polygamma(2,0.7)", lambda: q(7, 10).polygamma(2) if hasattr(flint.arb, "polygamma") else None),
    ("Ei(2)", lambda: q(2).ei()),
    ("li(3)", lambda: q(3).li()),
    ("erfinv(0.3)", lambda: q(3, 10).erfinv()),
    ("bessely(1,2.5)", lambda: q(5, 2).bessel_y(1)),
    ("besselj(0,1)", lambda: q(1).bessel_j(0)),
    ("gamma(1/3)", lambda: q(1, 3).gamma()),
]


def digits(text):
    """The significant digits of a decimal string."""
    mantissa = text.strip().split("e")[0].split("E")[0]
    return "".join(c for c in mantissa if c.isdigit()).lstrip("0")


def run_calc(calc, p, expr):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([calc, "--precision", str(p), expr], capture_output=True, text=True, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if out.returncode != 0:
        return cpu, None, (out.stderr or out.stdout).strip().splitlines()[-1][:90]
    return cpu, out.stdout.strip(), None


def run_arb(p, call):
    flint.ctx.dps = 100
    if call() is None:
        return None, None
    flint.ctx.dps = p
    start = time.process_time()
    v = call()
    v.str(p, radius=False)
    elapsed = time.process_time() - start
    # The digits to compare with, untimed: Arb at 30 digits more (at P digits its last few
    # may be undecided).
    flint.ctx.dps = p + 30
    text = call().str(p + 10, radius=False)
    return elapsed, text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build/release/calc"))
    parser.add_argument("--digits", type=int, nargs="+", default=[3000, 10000, 20000, 100000])
    parser.add_argument("--only", nargs="*", default=None, help="expressions to run (default all)")
    args = parser.parse_args()
    print("| expr | digits | calc s | Arb s | calc/Arb | digits |")
    print("|---|---|---|---|---|---|")
    for expr, call in ROWS:
        if args.only and expr not in args.only:
            continue
        for p in args.digits:
            cpu, text, error = run_calc(args.calc, p, expr)
            if error:
                # Arb is not run past calc's cap (zeta(2.5) at 100,000 digits would take it minutes).
                print(f"| `{expr}` | {p:,} | error: {error} | | | |", flush=True)
                continue
            arb_cpu, arb_text = run_arb(p, call)
            if arb_text is None:
                print(f"| `{expr}` | {p:,} | {cpu:.3f} | — | | |", flush=True)
                continue
            same = digits(text)[: p - 2] == digits(arb_text)[: p - 2]
            ratio = cpu / arb_cpu if arb_cpu > 0 else float("inf")
            print(f"| `{expr}` | {p:,} | {cpu:.3f} | {arb_cpu:.3f} | {ratio:.1f} | {'ok' if same else 'DIFFERS'} |", flush=True)


if __name__ == "__main__":
    main()
