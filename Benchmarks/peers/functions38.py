#!/usr/bin/env python3
"""Per-call cost of the elementary functions at 38 digits: calc in batch mode (20,000 lines
through stdin, one process, parse + evaluate + print per line) against mpmath (gmpy2
backend) and python-flint (Arb) at dps = 38 in one Python process, each call including the
conversion of the decimal argument from text. Best of 3 runs; microseconds per call.

    python3 Benchmarks/peers/functions38.py [path/to/calc] [function ...]
"""
import os
import random
import subprocess
import sys
import time

N = int(os.environ.get("N", "20000"))
calc = sys.argv[1] if len(sys.argv) > 1 else ".build/release/calc"
only = sys.argv[2:]
random.seed(1)
args = ["1.%04d" % random.randrange(10000) for _ in range(N)]
small = ["0.%04d" % random.randrange(1, 10000) for _ in range(N)]
rows = {
    "1.234+0.5": lambda a, s: "1.234+0.5",
    "sin": lambda a, s: f"sin({a})",
    "cos": lambda a, s: f"cos({a})",
    "exp": lambda a, s: f"exp({a})",
    "ln": lambda a, s: f"ln({a})",
    "atan": lambda a, s: f"atan({a})",
    "asin": lambda a, s: f"asin({s})",
    "sqrt": lambda a, s: f"sqrt({a})",
}


def best(f, k=3):
    return min(f() for _ in range(k))


result = {}
for name, make in rows.items():
    if only and name not in only:
        continue
    data = "\n".join(make(a, s) for a, s in zip(args, small)).encode() + b"\n"

    def run():
        t = time.perf_counter()
        subprocess.run([calc], input=data, stdout=subprocess.DEVNULL, check=False)
        return time.perf_counter() - t

    result[name] = [best(run) / N * 1e6, None, None]

try:
    import flint
    import mpmath

    mpmath.mp.dps = 38
    flint.ctx.dps = 38
    names = {"sin": "sin", "cos": "cos", "exp": "exp", "ln": "log", "atan": "atan", "asin": "asin", "sqrt": "sqrt"}

    def per_call(fn, conv, xs):
        def run():
            t = time.perf_counter()
            for x in xs:
                fn(conv(x))
            return time.perf_counter() - t

        return best(run) / len(xs) * 1e6

    for name, f in names.items():
        if name not in result:
            continue
        xs = small if name == "asin" else args
        result[name][1] = per_call(getattr(mpmath, f), mpmath.mpf, xs)
        result[name][2] = per_call(getattr(flint.arb, f), flint.arb, xs)
    print(f"mpmath {mpmath.__version__} ({mpmath.libmp.BACKEND}), python-flint {flint.__version__}")
except ImportError as error:
    print(f"peers missing: {error}")

print(f"{'row':10s} {'calc':>8s} {'mpmath':>8s} {'Arb':>8s}   (µs per call)")
for name, (c, m, a) in result.items():
    cell = lambda v: f"{v:8.1f}" if v is not None else f"{'-':>8s}"
    print(f"{name:10s} {cell(c)} {cell(m)} {cell(a)}")
