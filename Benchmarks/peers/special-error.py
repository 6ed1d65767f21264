#!/usr/bin/env python3
"""calc's erf, erfc, erfinv, Ei and li side by side with python-flint (Arb): one run, ratios.

    python3 Benchmarks/peers/special-error.py [--calc .build/release/calc] [--runs 5]

Each row: the least CPU time (user + system) of calc's release CLI evaluating the expression at
38 and 1,000 digits, once (a fresh process, its start-up in the figure; `calc 1` gives that
start-up alone) and per evaluation in a batch of 200 (10 at 1,000 digits) lines on standard
input, start-up taken off (constants such as Euler's γ are computed once per process, as
Arb caches them too), against python-flint evaluating the same function
in-process at the same digits and writing it as text (least CPU time of as many runs). The outputs
are compared digit for digit: calc's correctly rounded text against Arb's ball rounded to
the same digits (a row says "differs" when they do not agree). Every figure is a minimum:
the machine is shared.
"""

import argparse
import os
import resource
import subprocess
import time
from fractions import Fraction

import flint

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

CASES = [
    ("erf", "0.5"), ("erf", "3"), ("erf", "1e-30"), ("erf", "1"), ("erf", "0.1"), ("erf", "20"),
    ("erfc", "3"), ("erfc", "30"), ("erfc", "1000"),
    ("erfinv", "0.5"), ("erfinv", "1 - 1e-30"),
    ("Ei", "1"), ("Ei", "-20"), ("Ei", "200"),
    ("li", "2"), ("li", "1e100"),
]


def arb_argument(text: str):
    if text == "1 - 1e-30":
        return flint.arb(1) - flint.arb(10) ** -30
    return flint.arb(flint.fmpq(Fraction(text).numerator, Fraction(text).denominator))


def flint_eval(kind: str, text: str, digits: int) -> str:
    # 1 − 1e-30 loses 30 digits to the subtraction in Arb's binary balls.
    flint.ctx.dps = digits + 50
    try:
        x = arb_argument(text)
        y = {"erf": x.erf, "erfc": x.erfc, "erfinv": x.erfinv, "Ei": x.ei, "li": x.li}[kind]()
        return y.str(digits, radius=False)
    finally:
        flint.ctx.dps = 15


def best_wall(argv, runs):
    """The least CPU time (user + system) of the process over `runs` runs, and its output:
    CPU time, not wall time, as the machine is shared with other builds."""
    best, out = None, ""
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(argv, capture_output=True, text=True, timeout=600)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out = done.stdout.strip() or done.stderr.strip().splitlines()[0]
        best = cpu if best is None else min(best, cpu)
        if cpu > 10:
            break
    return best, out


def best_flint(kind, text, digits, runs):
    best, out = None, ""
    for _ in range(max(runs, 5)):
        start = time.process_time()
        out = flint_eval(kind, text, digits)
        wall = time.process_time() - start
        best = wall if best is None else min(best, wall)
    return best, out


def same_digits(calc_text: str, arb_text: str, digits: int) -> bool:
    """calc's correctly rounded value within one unit of the last digit of Arb's midpoint."""
    try:
        a, b = Fraction(calc_text.replace("e+", "e")), Fraction(arb_text.replace("e+", "e"))
    except ValueError:
        return False
    if a == b:
        return True
    scale = abs(b) / Fraction(10) ** (digits - 1)
    return abs(a - b) <= scale


def batch_cpu(calc, expr, digits, count, runs):
    """calc's CPU time per evaluation when `count` copies of the line come on standard input
    (one process; its start-up and the reading of `count` lines of `1` taken off)."""
    def cpu(lines):
        best = None
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([calc, "--precision", str(digits)], input=lines, capture_output=True, text=True, timeout=900)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            best = used if best is None else min(best, used)
        return best

    base = cpu("1\n" * count)
    return max(cpu((expr + "\n") * count) - base, 0.0) / count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    startup, _ = best_wall([args.calc, "1"], args.runs)
    print(f"calc start-up (`calc 1`): {startup * 1000:.1f} ms CPU\n")
    print("| expression | digits | calc one-shot CPU (ms) | calc per evaluation in a batch (ms) | flint (ms) | ratio calc/flint (batch) | agree |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for kind, text in CASES:
        for digits in (38, 1000):
            expr = f"{kind}({text})"
            one, out = best_wall([args.calc, "--precision", str(digits), "--", expr], args.runs)
            each = batch_cpu(args.calc, expr, digits, 200 if digits == 38 else 10, args.runs)
            fcpu, fout = best_flint(kind, text, digits, args.runs)
            agree = "yes" if same_digits(out, fout, digits) else f"differs: {out[:30]} / {fout[:30]}"
            print(f"| `{expr}` | {digits} | {one * 1000:.1f} | {each * 1000:.3f} | {fcpu * 1000:.3f} | "
                  f"{each / fcpu:.0f} | {agree} |", flush=True)


if __name__ == "__main__":
    main()
