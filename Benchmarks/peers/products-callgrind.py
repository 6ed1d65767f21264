#!/usr/bin/env python3
"""Instructions per product of two n-word numbers (issue 40): calc's word-array kernels
(Sources/CalcNumber/Integers) against GMP's mpn_mul_n and mpn_sqr, under callgrind.

Builds two small executables: products/main.swift compiled with the Integers sources
(`swiftc -O -wmo`, attaswift's BigInt from .build/checkouts built beside them) and
products/gmp.c against libgmp (`apt-get install libgmp-dev`; a benchmark tool only, never a
dependency of the package). Each count is one process running ITERS products minus the
same process running none, divided by ITERS: deterministic, so one run suffices.
With --before REV, also the kernels as they were at git revision REV, for before and after.

Ops: m = Limbs.multiply (the schoolbook/Karatsuba/Toom-3 dispatch), s = Limbs.square,
h = Limbs.highProduct dropping n words (half the columns), M/S/H the same through BigUInt
(`product`, `squared()`, `highProduct(shift:)`: the word copies and allocations added).

Usage: products-callgrind.py [--sizes 8,16,32,54,100,200] [--ops m,s,h,M,S,H]
                             [--iters 100] [--before REV]
Needs `swift build` to have fetched the dependencies once (for .build/checkouts/BigInt).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(argv, **kw):
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    if done.returncode != 0:
        raise SystemExit(f"failed: {' '.join(argv)}\n{done.stderr.decode()[-2000:]}")
    return done


def build_calc(integers, work, name):
    """The bench executable from the Integers sources in `integers`."""
    mod = os.path.join(work, "mod")
    lib = os.path.join(work, "libBigInt.a")
    if not os.path.exists(lib):
        src = os.path.join(ROOT, ".build", "checkouts", "BigInt", "Sources")
        if not os.path.isdir(src):
            raise SystemExit("no .build/checkouts/BigInt: run `swift build` once")
        os.makedirs(mod, exist_ok=True)
        run(["swiftc", "-O", "-wmo", "-parse-as-library", "-module-name", "BigInt", "-emit-module",
             "-emit-module-path", os.path.join(mod, "BigInt.swiftmodule"), "-emit-library", "-static",
             "-o", lib] + sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".swift")))
    # The GCD files reach into the rest of CalcNumber (Rational); the products do not.
    files = sorted(os.path.join(integers, f) for f in os.listdir(integers)
                   if f.endswith(".swift") and "GCD" not in f)
    out = os.path.join(work, name)
    run(["swiftc", "-O", "-wmo", "-package-name", "calc", "-I", mod, "-L", work, "-lBigInt",
         "-module-name", "Bench"] + files + [os.path.join(HERE, "products", "main.swift"), "-o", out])
    return out


def build_gmp(work):
    out = os.path.join(work, "gmp")
    run(["cc", "-O2", os.path.join(HERE, "products", "gmp.c"), "-o", out, "-lgmp"])
    return out


def count(argv):
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + argv,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    m = re.search(rb"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or not m:
        raise SystemExit(f"failed: {argv}: {done.stderr.decode()[-300:]}")
    return int(m.group(1))


def per_op(binary, op, n, iters):
    return (count([binary, op, str(n), str(iters)]) - count([binary, op, str(n), "0"])) / iters


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="8,16,32,54,100,200")
    p.add_argument("--ops", default="m,s,h,M,S,H")
    p.add_argument("--iters", type=int, default=100)
    p.add_argument("--before", help="a git revision whose Integers sources to measure too")
    args = p.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    ops = args.ops.split(",")
    with tempfile.TemporaryDirectory() as work:
        after = build_calc(os.path.join(ROOT, "Sources", "CalcNumber", "Integers"), work, "bench-after")
        before = None
        if args.before:
            old = os.path.join(work, "before")
            os.makedirs(old)
            archive = run(["git", "-C", ROOT, "archive", args.before, "Sources/CalcNumber/Integers"]).stdout
            subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
            before = build_calc(os.path.join(old, "Sources", "CalcNumber", "Integers"), work, "bench-before")
        gmp = build_gmp(work)
        names = {"m": "product", "s": "square", "h": "high half", "M": "BigUInt.product",
                 "S": "BigUInt.squared", "H": "BigUInt.highProduct"}
        head = "| words | op |" + (" before |" if before else "") + " calc |" + (" before ÷ calc |" if before else "") + " GMP | calc ÷ GMP |"
        print(head)
        print("|" + "---:|" * (head.count("|") - 1))
        for n in sizes:
            for op in ops:
                iters = max(5, args.iters * 54 * 54 // (n * n)) if n > 54 else args.iters
                c = per_op(after, op, n, iters)
                g = per_op(gmp, "m" if op in "mMhH" else "s", n, iters) if op in "mMsS" else None
                row = f"| {n} | {names[op]} |"
                if before:
                    b = per_op(before, op, n, iters)
                    row += f" {b:,.0f} | {c:,.0f} | {b / c:.2f} |"
                else:
                    row += f" {c:,.0f} |"
                row += f" {g:,.0f} | {c / g:.2f} |" if g else " | |"
                print(row, flush=True)


if __name__ == "__main__":
    sys.exit(main())
