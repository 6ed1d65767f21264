#!/usr/bin/env python3
"""Γ, ln Γ, x!, beta and binom of inexact arguments at 10,000 and 100,000 digits: calc's
release CLI against Arb (python-flint) side by side, one run, with the ratio and a check of
every digit (issue 35 item 8, branch gamma6).

calc: one process per expression (`calc --precision D EXPR`), its CPU time (user + system,
from the child's rusage) less that of the same process printing the bare argument (the
argument's own cost and the printing). Arb: the same value in-process at D digits plus 30
guard digits (`arb(2).sqrt().gamma()` ...), the argument made by Arb (its cost in Arb's
figure) and the result written out as text (`str(D, radius=False)`), CPU time. Every digit
calc prints is compared with Arb's text (rounded the same way: calc rounds half-even, the
last digit may differ by one where Arb's text rounds the other way; such rows say so).

    swift build -c release --product calc
    python3 Benchmarks/peers/gamma-inexact-high.py [--calc PATH] [--digits 10000,100000]
                                                   [--only SUBSTRING] [--timeout S]
"""
import argparse
import os
import resource
import subprocess
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
arb = flint.arb


def sqrt2():
    return arb(2).sqrt()


def pi():
    return arb.pi()


# (expression, bare argument for calc's baseline, Arb's value)
CASES = [
    ("gamma(sqrt(2))", "sqrt(2)", lambda: sqrt2().gamma()),
    ("lgamma(pi)", "pi", lambda: pi().lgamma()),
    ("sqrt(2)!", "sqrt(2)", lambda: (sqrt2() + 1).gamma()),
    ("beta(sqrt(2),pi)", "sqrt(2)+pi", lambda: sqrt2().gamma() * pi().gamma() / (sqrt2() + pi()).gamma()),
    ("binom(pi,sqrt(2))", "pi-sqrt(2)",
     lambda: (pi() + 1).gamma() / ((sqrt2() + 1).gamma() * (pi() - sqrt2() + 1).gamma())),
]


def child_cpu(args, timeout):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.time()
    try:
        out = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
        text = out.stdout.strip() or out.stderr.strip()
    except subprocess.TimeoutExpired:
        text = None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return text, cpu, time.time() - start


def mantissa(text):
    t = text.strip().lstrip("-")
    if "e" in t:
        t = t.split("e")[0]
    return t.replace(".", "").lstrip("0")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--digits", default="10000,100000")
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=600)
    a = parser.parse_args()
    print("| digits | expression | calc s | Arb s | calc ÷ Arb | digits equal |")
    print("|---:|---|---:|---:|---:|---|")
    for d in [int(x) for x in a.digits.split(",")]:
        for expr, bare, arb_f in CASES:
            if a.only and a.only not in expr:
                continue
            text, cpu, _ = child_cpu([a.calc, "--precision", str(d), expr], a.timeout)
            _, base, _ = child_cpu([a.calc, "--precision", str(d), bare], a.timeout)
            flint.ctx.dps = d + 30
            t0 = time.process_time()
            ref = arb_f().str(d, radius=False)
            arb_cpu = time.process_time() - t0
            flint.ctx.dps = 15
            if text is None:
                print(f"| {d} | `{expr}` | timeout | {arb_cpu:.3f} | | |", flush=True)
                continue
            got, want = mantissa(text), mantissa(ref)
            same = 0
            while same < min(len(got), len(want)) and got[same] == want[same]:
                same += 1
            if same == len(got) == len(want):
                verdict = f"all {len(got)}"
            elif same >= len(got) - 1 and len(got) == len(want):
                verdict = f"{same} of {len(got)} (last digit: rounding of Arb's text)"
            else:
                verdict = f"{same} of {len(got)}: {text[:60]}"
            calc_cpu = max(cpu - base, 0.0)
            ratio = calc_cpu / arb_cpu if arb_cpu > 0 else float("inf")
            print(f"| {d} | `{expr}` | {calc_cpu:.3f} | {arb_cpu:.3f} | {ratio:.2f} | {verdict} |", flush=True)


if __name__ == "__main__":
    main()
