#!/usr/bin/env python3
"""calc's Γ and ln Γ against Arb (python-flint) per call, in one process each (issue 35 item 8,
issue 40's gamma row).

For each precision and case: CPU time of one calc process evaluating N lines (the case's
expression at k = 1..N), minus the same process on N lines of the bare arguments, divided
by N; Arb: a Python loop in one process over the same arguments, each made from its
fraction (or as Arb's own sqrt) and written out as text at the same precision
(`str(d, radius=False)`). Best of R runs each. Prints a Markdown table with the ratio
calc / Arb.

    swift build -c release --product calc
    python3 Benchmarks/peers/gamma-per-call.py [--calc PATH] [--digits 38,300,1000,3000]
                                              [--lines N] [--runs R]
"""
import argparse
import os
import resource
import subprocess
import tempfile
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (label, calc argument of k, calc function, Arb argument of k, Arb function)
CASES = [
    ("gamma(k/(11+k))", lambda k: f"{k}/(11+{k})", "gamma", lambda k: flint.arb(k) / (11 + k), lambda a: a.gamma()),
    ("gamma(7 + k/(11+k))", lambda k: f"7+{k}/(11+{k})", "gamma",
     lambda k: 7 + flint.arb(k) / (11 + k), lambda a: a.gamma()),
    ("lgamma(7 + k/(11+k))", lambda k: f"7+{k}/(11+{k})", "lgamma",
     lambda k: 7 + flint.arb(k) / (11 + k), lambda a: a.lgamma()),
    ("gamma(-k - 1/3)", lambda k: f"-{k}-1/3", "gamma", lambda k: -k - flint.arb(1) / 3, lambda a: a.gamma()),
    ("gamma(sqrt(k+1))", lambda k: f"sqrt({k}+1)", "gamma", lambda k: flint.arb(k + 1).sqrt(), lambda a: a.gamma()),
]


def cpu_of(argv, stdin_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, "rb") as f:
        done = subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"calc failed: {done.stderr.decode()[:200]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout.decode()


def calc_per_call(calc, digits, argument, function, lines, runs, work):
    plain = os.path.join(work, "plain.txt")
    calls = os.path.join(work, "calls.txt")
    with open(plain, "w") as f:
        f.write("".join(f"{argument(k)}\n" for k in range(1, lines + 1)))
    with open(calls, "w") as f:
        f.write("".join(f"{function}({argument(k)})\n" for k in range(1, lines + 1)))
    argv = [calc, "--precision", str(digits)]
    base = min(cpu_of(argv, plain)[0] for _ in range(runs))
    full, out = None, ""
    for _ in range(runs):
        t, out = cpu_of(argv, calls)
        full = t if full is None else min(full, t)
    return max(full - base, 0.0) / lines, out


def arb_per_call(digits, argument, f, lines, runs):
    flint.ctx.dps = digits
    best, texts = None, []
    for _ in range(runs):
        t = time.process_time()
        texts = [f(argument(k)).str(digits, radius=False) for k in range(1, lines + 1)]
        t = time.process_time() - t
        best = t if best is None else min(best, t)
    return best / lines, texts


def leading(text, n):
    digits = [c for c in text.split("e")[0] if c.isdigit()]
    return "".join(digits).lstrip("0")[:n]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    p.add_argument("--digits", default="38,300,1000,3000")
    p.add_argument("--lines", type=int, default=10)
    p.add_argument("--runs", type=int, default=3)
    a = p.parse_args()
    print("| digits | case | calc ms/call | Arb ms/call | calc ÷ Arb | first digits agree |")
    print("|---:|---|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as work:
        for d in [int(x) for x in a.digits.split(",")]:
            for label, calc_arg, function, arb_arg, arb_f in CASES:
                c, out = calc_per_call(a.calc, d, calc_arg, function, a.lines, a.runs, work)
                r, texts = arb_per_call(d, arb_arg, arb_f, a.lines, a.runs)
                first = [line for line in out.splitlines() if line.strip()][:1]
                agree = bool(first) and leading(first[0], 30) == leading(texts[0], 30)
                print(f"| {d} | `{label}` | {c * 1000:.3f} | {r * 1000:.3f} | {c / r:.1f} | {'yes' if agree else 'NO'} |",
                      flush=True)


if __name__ == "__main__":
    main()
