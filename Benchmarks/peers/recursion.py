#!/usr/bin/env python3
"""calc's recursion and sums over a range side by side with bc (issue 36): one run, ratios.

    python3 Benchmarks/peers/recursion.py [--calc .build/release/calc] [--runs 5]

Each row runs the same program through calc's batch mode (a file on standard input) and
GNU bc (`bc -q FILE`), checks that both print the same value, and reports the best (least)
user + system CPU time of `--runs` runs of each, and calc's time over bc's. The start-up
of each process is included (both start in a few milliseconds).

Rows:
* fib(n): `f(n) = if(n<2, n, f(n-1)+f(n-2))` against bc's
  `define f(n) { if (n < 2) return n; return f(n-1)+f(n-2) }`: 2·fib(n+1) − 1 calls.
* ack(2, n), ack(3, n): Ackermann's function, deep and narrow.
* sum of k^2 for k = 1..n: `Σ(k^2, k, 1, n)` against a bc `for` loop.
* harmonic n: `Σ(1/k, k, 1, n)`, an exact fraction in calc; bc has no fractions, so its
  row sums at scale=50 and the values are not compared (the row shows what each costs).
"""

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

FIB_CALC = "f(n) = if(n<2, n, f(n-1)+f(n-2))\n"
FIB_BC = "define f(n) { if (n < 2) return n; return f(n-1)+f(n-2) }\n"
ACK_CALC = "a(m, n) = if(m == 0, n + 1, if(n == 0, a(m - 1, 1), a(m - 1, a(m, n - 1))))\n"
ACK_BC = (
    "define a(m, n) { if (m == 0) return n + 1; if (n == 0) return a(m - 1, 1); return a(m - 1, a(m, n - 1)) }\n"
)


def rows():
    for n in [20, 25, 26]:
        yield f"fib({n})", FIB_CALC + f"f({n})\n", FIB_BC + f"f({n})\n", True
    for m, n in [(2, 200), (3, 5)]:
        yield f"ack({m}, {n})", ACK_CALC + f"a({m}, {n})\n", ACK_BC + f"a({m}, {n})\n", True
    for n in [1000, 100000]:
        yield (
            f"Σ k^2, k = 1..{n}",
            f"Σ(k^2, k, 1, {n})\n",
            f"s = 0\nfor (k = 1; k <= {n}; k++) s += k^2\ns\n",
            True,
        )
    for n in [1000, 5000]:
        yield (
            f"Σ 1/k, k = 1..{n}",
            f"Σ(1/k, k, 1, {n}) to fraction\n",
            f"scale = 50\ns = 0\nfor (k = 1; k <= {n}; k++) s += 1/k\ns\n",
            False,
        )


def cpu_of(argv, stdin_path=None):
    """Runs argv once; returns (user + system seconds of the child, stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path or os.devnull, "rb") as stdin:
        done = subprocess.run(argv, stdin=stdin, capture_output=True, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{argv[0]} failed: {done.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout.decode()


def last_line(text):
    lines = [line for line in text.replace("\\\n", "").splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--bc", default=shutil.which("bc") or "bc")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"calc: {args.calc}")
    print(f"bc:   {args.bc} ({subprocess.run([args.bc, '--version'], capture_output=True, text=True).stdout.splitlines()[0]})")
    print(f"best of {args.runs} runs, user + system CPU seconds, start-up included\n")
    print("| program | calc (s) | bc (s) | calc / bc | same value |")
    print("|---|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as directory:
        for name, calc_program, bc_program, compare in rows():
            calc_file = os.path.join(directory, "program.calc")
            bc_file = os.path.join(directory, "program.bc")
            with open(calc_file, "w") as f:
                f.write(calc_program)
            with open(bc_file, "w") as f:
                f.write(bc_program)
            calc_best = bc_best = None
            calc_out = bc_out = ""
            for _ in range(args.runs):
                cpu, calc_out = cpu_of([args.calc], stdin_path=calc_file)
                calc_best = cpu if calc_best is None else min(calc_best, cpu)
                cpu, bc_out = cpu_of([args.bc, "-q", bc_file])
                bc_best = cpu if bc_best is None else min(bc_best, cpu)
            calc_value, bc_value = last_line(calc_out), last_line(bc_out)
            if compare:
                same = "yes" if calc_value == bc_value else f"NO: calc {calc_value[:20]}, bc {bc_value[:20]}"
            else:
                same = "not compared (bc rounds)"
            ratio = calc_best / bc_best if bc_best > 0 else float("inf")
            print(f"| {name} | {calc_best:.3f} | {bc_best:.3f} | {ratio:.2f} | {same} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
