#!/usr/bin/env python3
"""Instructions per call of calc and Arb in the middle band (issue 40), under callgrind.

For each precision and function: valgrind's callgrind counts one calc process evaluating
N lines `f(k/(11+k))` (k = 1..N) at `--precision D`, minus the same process on the N plain
fractions `k/(11+k)`, divided by N. With --arb, the same for python-flint (Arb): a Python
process making each argument `arb(k)/(11+k)`, calling `f` and writing the value as text
at D digits, minus the process that makes and writes the fractions alone. Counts are
deterministic (unlike CPU time on a shared machine), so one run each suffices. Strip the
release binary's debug info first (`strip --strip-debug`), or valgrind spends minutes
reading it. Prints a Markdown table.

Usage: middle-band-callgrind.py --calc PATH [--digits 1000,10000] [--funcs ln,atan,asin,exp]
                                [--lines 10] [--arb]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ARB = {"ln": "log", "exp": "exp", "atan": "atan", "asin": "asin", "acos": "acos", "sin": "sin",
       "cos": "cos", "sqrt": "sqrt", "atanh": "atanh", "asinh": "asinh"}


def instructions(argv, stdin_path, work):
    out = os.path.join(work, "callgrind.out")
    with open(stdin_path, "rb") as f:
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
                              stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    m = re.search(rb"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not m:
        raise SystemExit(f"failed: {argv}: {done.stderr.decode()[-300:]}")
    return int(m.group(1))


def calc_per_call(calc, digits, func, lines, work):
    plain = os.path.join(work, "plain.txt")
    calls = os.path.join(work, "calls.txt")
    with open(plain, "w") as f:
        f.write("".join(f"{k}/(11+{k})\n" for k in range(1, lines + 1)))
    with open(calls, "w") as f:
        f.write("".join(f"{func}({k}/(11+{k}))\n" for k in range(1, lines + 1)))
    argv = [calc, "--precision", str(digits)]
    return (instructions(argv, calls, work) - instructions(argv, plain, work)) / lines


def arb_per_call(digits, func, lines, work):
    def program(call):
        return ("import flint\nflint.ctx.dps = %d\n" % digits
                + "for k in range(1, %d):\n" % (lines + 1)
                + "    x = flint.arb(k) / (11 + k)\n"
                + "    (%s).str(%d, radius=False)\n" % (call, digits))
    empty = os.path.join(work, "empty.txt")
    open(empty, "w").close()
    counts = []
    for call in ("x", f"flint.arb.{ARB[func]}(x)"):
        script = os.path.join(work, "arb.py")
        with open(script, "w") as f:
            f.write(program(call))
        counts.append(instructions([sys.executable, script], empty, work))
    return (counts[1] - counts[0]) / lines


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--calc", required=True)
    p.add_argument("--digits", default="1000,10000")
    p.add_argument("--funcs", default="ln,atan,asin,exp")
    p.add_argument("--lines", type=int, default=10)
    p.add_argument("--arb", action="store_true")
    a = p.parse_args()
    print("| digits | function | calc instructions/call | Arb instructions/call | calc ÷ Arb |"
          if a.arb else "| digits | function | calc instructions/call |")
    print("|---:|---|---:|---:|---:|" if a.arb else "|---:|---|---:|")
    with tempfile.TemporaryDirectory() as work:
        for d in [int(x) for x in a.digits.split(",")]:
            for func in a.funcs.split(","):
                c = calc_per_call(a.calc, d, func, a.lines, work)
                if a.arb:
                    r = arb_per_call(d, func, a.lines, work)
                    print(f"| {d:,} | {func} | {c:,.0f} | {r:,.0f} | {c / r:.1f} |", flush=True)
                else:
                    print(f"| {d:,} | {func} | {c:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
