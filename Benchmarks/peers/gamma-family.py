#!/usr/bin/env python3
"""calc's Γ family (gamma, lgamma, x!, binom, beta) of inexact and non-integer arguments
against Arb (python-flint), per call, in one process each (issue 35 item 8, branch gamma5).

For each precision and case: CPU time of one calc process evaluating N lines (the case's
expression at k = 1..N), minus the same process on N lines of its bare arguments (the
arguments' own cost and the printing of a number), divided by N; Arb: a Python loop in one
process over the same arguments, each made as Arb's own sqrt, π, log or exp (that cost is
in Arb's figure, so the ratio leans in Arb's favour) and the result written out as text at
the same precision (`str(d, radius=False)`). Best of R runs each. Arb's binom and beta are
its gammas: Γ(n + 1)/(Γ(k + 1)Γ(n − k + 1)) and Γ(a)Γ(b)/Γ(a + b). Prints a Markdown
table with the ratio calc / Arb and whether the first 30 digits agree.

    swift build -c release --product calc
    python3 Benchmarks/peers/gamma-family.py [--calc PATH] [--digits 300,1000]
                                             [--lines N] [--runs R] [--only SUBSTRING]
"""
import argparse
import os
import resource
import subprocess
import tempfile
import time

import flint

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
arb = flint.arb


def q(n, d=1):
    return arb(n) / d


def binom(n, k):
    return (n + 1).gamma() / ((k + 1).gamma() * (n - k + 1).gamma())


def beta(a, b):
    return a.gamma() * b.gamma() / (a + b).gamma()


# (label, calc expression of k, calc bare arguments of k, Arb value of k)
CASES = [
    ("gamma(sqrt(k+1))", lambda k: f"gamma(sqrt({k}+1))", lambda k: f"sqrt({k}+1)",
     lambda k: arb(k + 1).sqrt().gamma()),
    ("gamma(ln(k+2))", lambda k: f"gamma(ln({k}+2))", lambda k: f"ln({k}+2)",
     lambda k: arb(k + 2).log().gamma()),
    ("gamma(exp(1/(k+2)))", lambda k: f"gamma(exp(1/({k}+2)))", lambda k: f"exp(1/({k}+2))",
     lambda k: (q(1, k + 2)).exp().gamma()),
    ("gamma(pi*k)", lambda k: f"gamma(pi*{k})", lambda k: f"pi*{k}", lambda k: (arb.pi() * k).gamma()),
    ("lgamma(sqrt(k+1))", lambda k: f"lgamma(sqrt({k}+1))", lambda k: f"sqrt({k}+1)",
     lambda k: arb(k + 1).sqrt().lgamma()),
    ("lgamma(7 + k/(11+k))", lambda k: f"lgamma(7+{k}/(11+{k}))", lambda k: f"7+{k}/(11+{k})",
     lambda k: (7 + q(k, 11 + k)).lgamma()),
    ("sqrt(k+1)!", lambda k: f"sqrt({k}+1)!", lambda k: f"sqrt({k}+1)",
     lambda k: (arb(k + 1).sqrt() + 1).gamma()),
    ("(7 + k/(11+k))!", lambda k: f"(7+{k}/(11+{k}))!", lambda k: f"7+{k}/(11+{k})",
     lambda k: (8 + q(k, 11 + k)).gamma()),
    ("binom(sqrt(k+1)+3, ln(k+2))", lambda k: f"binom(sqrt({k}+1)+3, ln({k}+2))",
     lambda k: f"sqrt({k}+1)+3+ln({k}+2)", lambda k: binom(arb(k + 1).sqrt() + 3, arb(k + 2).log())),
    ("binom(7 + k/(11+k), 1/3)", lambda k: f"binom(7+{k}/(11+{k}), 1/3)", lambda k: f"7+{k}/(11+{k})+1/3",
     lambda k: binom(7 + q(k, 11 + k), q(1, 3))),
    ("beta(sqrt(k+1), ln(k+2))", lambda k: f"beta(sqrt({k}+1), ln({k}+2))", lambda k: f"sqrt({k}+1)+ln({k}+2)",
     lambda k: beta(arb(k + 1).sqrt(), arb(k + 2).log())),
    ("beta(k/(11+k), 1/3)", lambda k: f"beta({k}/(11+{k}), 1/3)", lambda k: f"{k}/(11+{k})+1/3",
     lambda k: beta(q(k, 11 + k), q(1, 3))),
]


def cpu_of(argv, stdin_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, "rb") as f:
        done = subprocess.run(argv, stdin=f, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"calc failed: {done.stderr.decode()[:200]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done.stdout.decode()


def calc_per_call(calc, digits, call, bare, lines, runs, work):
    plain = os.path.join(work, "plain.txt")
    calls = os.path.join(work, "calls.txt")
    with open(plain, "w") as f:
        f.write("".join(f"{bare(k)}\n" for k in range(1, lines + 1)))
    with open(calls, "w") as f:
        f.write("".join(f"{call(k)}\n" for k in range(1, lines + 1)))
    argv = [calc, "--precision", str(digits)]
    base = min(cpu_of(argv, plain)[0] for _ in range(runs))
    full, out = None, ""
    for _ in range(runs):
        t, out = cpu_of(argv, calls)
        full = t if full is None else min(full, t)
    return max(full - base, 0.0) / lines, out


def arb_per_call(digits, f, lines, runs):
    flint.ctx.dps = digits
    best, texts = None, []
    for _ in range(runs):
        t = time.process_time()
        texts = [f(k).str(digits, radius=False) for k in range(1, lines + 1)]
        t = time.process_time() - t
        best = t if best is None else min(best, t)
    return best / lines, texts


def leading(text, n):
    digits = [c for c in text.split("e")[0] if c.isdigit()]
    return "".join(digits).lstrip("0")[:n]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    p.add_argument("--digits", default="300,1000")
    p.add_argument("--lines", type=int, default=10)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--only", default="")
    a = p.parse_args()
    print("| digits | case | calc ms/call | Arb ms/call | calc ÷ Arb | first digits agree |")
    print("|---:|---|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as work:
        for d in [int(x) for x in a.digits.split(",")]:
            for label, call, bare, arb_f in CASES:
                if a.only and a.only not in label:
                    continue
                c, out = calc_per_call(a.calc, d, call, bare, a.lines, a.runs, work)
                r, texts = arb_per_call(d, arb_f, a.lines, a.runs)
                first = [line for line in out.splitlines() if line.strip()][:1]
                agree = bool(first) and leading(first[0], 30) == leading(texts[0], 30)
                print(f"| {d} | `{label}` | {c * 1000:.3f} | {r * 1000:.3f} | {c / r:.1f} | {'yes' if agree else 'NO'} |",
                      flush=True)


if __name__ == "__main__":
    main()
