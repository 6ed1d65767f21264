#!/usr/bin/env python3
"""calc's erf, erfc, erfinv, Ei and li of inexact arguments at 10,000 and 100,000 digits side
by side with python-flint (Arb): one run, ratios (issue 35: the bit-burst route).

    python3 Benchmarks/peers/special-error-high.py [--calc .build/release/calc] [--runs 2]
                                                   [--digits 10000 100000]

Each row: the least CPU time (user + system) of calc's release CLI evaluating the expression
once (a fresh process; `calc 1`, its start-up, is printed first and not taken off), against
python-flint evaluating the same expression in-process at the same digits (the argument
made by Arb too: `arb(2).sqrt().erf()`) and writing it as text, least CPU time of as many
runs. The outputs are compared digit for digit: calc's correctly rounded text against Arb's
ball at the same digits (within one unit of the last digit). Every figure is a minimum: the
machine is shared.
"""

import argparse
import os
import resource
import subprocess
import sys
import time
from fractions import Fraction

import flint

sys.set_int_max_str_digits(0)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

A = flint.arb
CASES = [
    ("erf(sqrt(2))", lambda: A(2).sqrt().erf()),
    ("erf(sqrt(2)/5)", lambda: (A(2).sqrt() / 5).erf()),
    ("erfc(sqrt(2))", lambda: A(2).sqrt().erfc()),
    ("erfc(sqrt(30000))", lambda: A(30000).sqrt().erfc()),
    ("erfinv(sqrt(2)/2)", lambda: (A(2).sqrt() / 2).erfinv()),
    ("Ei(sqrt(2))", lambda: A(2).sqrt().ei()),
    ("Ei(-pi*20)", lambda: (-A.pi() * 20).ei()),
    ("li(sqrt(5))", lambda: A(5).sqrt().li()),
]


def calc_cpu(argv, runs):
    best, out = None, ""
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(argv, capture_output=True, text=True, timeout=1800)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out = done.stdout.strip() or done.stderr.strip().splitlines()[0]
        best = cpu if best is None else min(best, cpu)
        if cpu > 20:
            break
    return best, out


def flint_cpu(make, digits, runs):
    best, out = None, ""
    for _ in range(runs):
        flint.ctx.dps = digits + 30
        try:
            start = time.process_time()
            out = make().str(digits, radius=False)
            used = time.process_time() - start
        finally:
            flint.ctx.dps = 15
        best = used if best is None else min(best, used)
    return best, out


def same_digits(calc_text: str, arb_text: str, digits: int) -> bool:
    """calc's correctly rounded value within one unit of the last digit of Arb's midpoint."""
    try:
        a, b = Fraction(calc_text.replace("e+", "e")), Fraction(arb_text.replace("e+", "e"))
    except ValueError:
        return False
    if a == b:
        return True
    return abs(a - b) <= abs(b) / Fraction(10) ** (digits - 1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--digits", type=int, nargs="+", default=[10_000, 100_000])
    args = parser.parse_args()
    startup, _ = calc_cpu([args.calc, "1"], 3)
    print(f"calc start-up (`calc 1`): {startup * 1000:.1f} ms CPU\n")
    print("| expression | digits | calc (s) | flint (s) | calc ÷ flint | agree |")
    print("|---|---:|---:|---:|---:|---|")
    for digits in args.digits:
        for expr, make in CASES:
            one, out = calc_cpu([args.calc, "--precision", str(digits), "--", expr], args.runs)
            fcpu, fout = flint_cpu(make, digits, args.runs)
            agree = "yes" if same_digits(out, fout, digits) else f"differs: {out[:30]} / {fout[:30]}"
            print(f"| `{expr}` | {digits:,} | {one:.2f} | {fcpu:.3f} | {one / fcpu:.1f} | {agree} |", flush=True)


if __name__ == "__main__":
    main()
