#!/usr/bin/env python3
"""calc's gamma family against python-flint (Arb) in one run, with ratios (issue 35, item 8).

    swift build -c release --product calc
    python3 Benchmarks/peers/gamma.py [--calc .build/release/calc] [--rounds 5]

Times are CPU times (user + system), the machine being shared: each calc row is the best
(minimum) of `--rounds` runs of the release CLI, less the best of `calc 1` (the process's
start-up), so it is the evaluation and printing
alone; Arb's is the best of as many in-process runs of the same function at the same
decimal precision (`flint.ctx.dps`, the value converted to its decimal string as calc
prints it). The first digits of both are compared, so a fast wrong answer cannot pass.
"""

import argparse
import os
import resource
import subprocess
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

CASES = [
    # (label, calc expression, flint function)
    ("gamma(1/3)", "gamma(1/3)", lambda: (flint.arb(1) / 3).gamma()),
    ("gamma(7.3)", "gamma(7.3)", lambda: (flint.arb(73) / 10).gamma()),
    ("gamma(0.5+1/7)", "gamma(0.5+1/7)", lambda: (flint.arb(9) / 14).gamma()),
    ("lgamma(7.3)", "lgamma(7.3)", lambda: (flint.arb(73) / 10).lgamma()),
    ("lgamma(10^100)", "lgamma(10^100)", lambda: (flint.arb(10) ** 100).lgamma()),
    ("820000!", "820000!", lambda: flint.arb(820001).gamma()),
]
PRECISIONS = [38, 1000, 10000]


def best_wall(argv, rounds):
    best = None
    out = b""
    for _ in range(rounds):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(argv, capture_output=True, timeout=600)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        wall = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out = done.stdout
        best = wall if best is None else min(best, wall)
        if wall > 10:
            break
    return best, out.decode().strip()


def best_flint(f, digits, rounds):
    flint.ctx.dps = digits
    best = None
    text = ""
    for _ in range(max(rounds, 3)):
        start = time.process_time()
        value = f()
        text = value.str(digits, radius=False)
        wall = time.process_time() - start
        best = wall if best is None else min(best, wall)
    return best, text


def leading(text, n):
    digits = [c for c in text.split("e")[0] if c.isdigit()]
    return "".join(digits).lstrip("0")[:n]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    startup, _ = best_wall([args.calc, "1"], 11)
    print(f"calc start-up (subtracted): {startup * 1000:.1f} ms\n")
    print("| expression | digits | calc (ms) | Arb (ms) | calc / Arb | first digits agree |")
    print("|---|---:|---:|---:|---:|---|")
    for label, expression, f in CASES:
        for digits in PRECISIONS:
            wall, out = best_wall([args.calc, "--precision", str(digits), expression], args.rounds)
            calc_ms = max(wall - startup, 0.00001) * 1000
            arb, text = best_flint(f, digits, args.rounds)
            arb_ms = arb * 1000
            agree = leading(out, min(digits, 30) - 2) == leading(text, min(digits, 30) - 2)
            print(f"| `{label}` | {digits} | {calc_ms:.2f} | {arb_ms:.3f} | {calc_ms / arb_ms:.1f} | {'yes' if agree else 'NO: ' + out[:40]} |")


if __name__ == "__main__":
    main()
