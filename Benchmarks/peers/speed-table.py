#!/usr/bin/env python3
"""Issue 40's table in one run: calc against Arb, mpmath, GMP, bc and Python, with ratios.

    python3 Benchmarks/peers/speed-table.py [--calc .build/release/calc]
        [--digits 38,1000,10000] [--funcs ln,exp,sqrt,sin,atan,asin,gamma]
        [--batch-lines 100000] [--integers 100000,1000000] [--runs 3] [--quick]

Three parts, every figure CPU time (user + system) and the best of --runs runs:

* **Functions per call** (the issue's "middle band" and "38 digits" rows): one calc process
  evaluating N lines `f(k/(11+k))`, minus the same process on the N plain fractions, divided
  by N (Benchmarks/peers/middle-band.py's measure); Arb (python-flint) and mpmath (with
  gmpy2) in this process, each argument made from its fraction and the value written as
  text at the same precision. N is 200 lines at 38 digits, 20 at 1,000, 4 beyond.
  Goal: calc ÷ Arb at most 2 at 38 digits and 3 elsewhere.
* **Batch** (the issue's "batch 4× bc"): the corpus of scripts/make-corpus.py (seed 7),
  `calc < corpus` against `bc -l < corpus`. The ratio is bc's time ÷ calc's (goal at
  least 4). calc's batch uses both processors, so its CPU time is the fairer figure on a
  shared machine; both are printed.
* **Big integers** (the issue's "within 2× GMP"): `calc "3^n * 7^n"` for results of
  10^5 and 10^6 digits (powers, a product and the decimal text), and `100000!`, against
  gmpy2 and Python doing the same and writing the text (timed inside the interpreter).
  calc's process start (`calc 1`) is subtracted. Goal: calc ÷ GMP at most 2. calc's exact
  integers stop at 1,000,000 digits (`Limits.maximumDigits`): past it a value is an
  approximation, so the issue's 10^7 has no like-for-like row.

Rows that take longer than --timeout seconds say "timeout". --quick runs one precision
(1,000) and the smallest batch and integer sizes.
"""

import argparse
import importlib.util
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MIDDLE = load("middle_band", os.path.join(HERE, "middle-band.py"))
MPMATH = {"ln": "log", "exp": "exp", "sqrt": "sqrt", "sin": "sin", "cos": "cos", "tan": "tan",
          "atan": "atan", "asin": "asin", "acos": "acos", "sinh": "sinh", "atanh": "atanh",
          "asinh": "asinh", "gamma": "gamma"}


def lines_for(digits):
    return 200 if digits <= 100 else 20 if digits <= 1000 else 4


def mpmath_per_call(digits, func, lines, runs):
    import mpmath
    mpmath.mp.dps = digits
    f = getattr(mpmath, MPMATH[func])
    best = None
    for _ in range(runs):
        t = time.process_time()
        for k in range(1, lines + 1):
            mpmath.nstr(f(mpmath.mpf(k) / (11 + k)), digits)
        t = time.process_time() - t
        best = t if best is None else min(best, t)
    return best / lines


def cpu(argv, stdin_path=None, timeout=None, may_fail=False):
    """CPU seconds of one run (None on a timeout); output discarded, failure fatal unless
    `may_fail` (the batch corpus divides by zero on 40 lines in 100,000: calc and bc both go
    on and calc exits with status 1)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    try:
        done = subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    finally:
        if stdin_path:
            stdin.close()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0 and not may_fail:
        raise SystemExit(f"failed: {argv[:4]}: {done.stderr.decode()[:300]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def wall_and_cpu(argv, stdin_path):
    t = time.perf_counter()
    c = cpu(argv, stdin_path, may_fail=True)
    return time.perf_counter() - t, c


def best(values):
    values = [v for v in values if v is not None]
    return min(values) if values else None


def fmt_ms(seconds):
    return "timeout" if seconds is None else f"{seconds * 1e3:.3f}"


def fmt_ratio(x):
    return "–" if x is None else f"{x:.2f}"


def functions(a, rows, work):
    for d in a.digits:
        n = lines_for(d)
        for func in a.funcs:
            c = MIDDLE.calc_per_call(a.calc, d, func, n, a.runs, work)
            arb = MIDDLE.arb_per_call(d, func, n, a.runs)
            mp = mpmath_per_call(d, func, n, a.runs)
            goal = 2 if d <= 100 else 3
            ratio = c / arb if arb else None
            rows.append((f"{func} at {d:,} digits (ms/call)", fmt_ms(c), f"Arb {fmt_ms(arb)}",
                         f"mpmath {fmt_ms(mp)}", fmt_ratio(ratio), f"≤ {goal}",
                         "yes" if ratio is not None and ratio <= goal else "no"))
            print(rows[-1], file=sys.stderr, flush=True)


def batch(a, rows, work):
    if not shutil.which("bc"):
        rows.append(("batch", "–", "bc missing", "", "", "≥ 4", "–"))
        return
    corpus = os.path.join(work, "corpus.txt")
    with open(corpus, "w") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "make-corpus.py"),
                        "--lines", str(a.batch_lines), "--seed", "7"], stdout=out, check=True)
    calc_runs, bc_runs = [], []
    for _ in range(a.runs):  # alternate, so a change of load falls on both
        calc_runs.append(wall_and_cpu([a.calc], corpus))
        bc_runs.append(wall_and_cpu(["bc", "-l"], corpus))
    cw, cc = min(r[0] for r in calc_runs), min(r[1] for r in calc_runs)
    bw, bcpu = min(r[0] for r in bc_runs), min(r[1] for r in bc_runs)
    lines = f"{a.batch_lines:,} lines"
    rows.append((f"batch, {lines}, CPU s", f"{cc:.3f}", f"bc {bcpu:.3f}", "", fmt_ratio(bcpu / cc), "≥ 4",
                 "yes" if bcpu / cc >= 4 else "no"))
    rows.append((f"batch, {lines}, wall s", f"{cw:.3f}", f"bc {bw:.3f}", "", fmt_ratio(bw / cw), "≥ 4",
                 "yes" if bw / cw >= 4 else "no"))
    print(rows[-2:], file=sys.stderr, flush=True)


def integer_cases(sizes):
    """(label, calc expression, gmpy2 expression, Python expression) for each size in digits,
    and the factorial the issue names."""
    import math
    cases = []
    for digits in sizes:
        n = max(1, round(digits / math.log10(21)))  # 21^n has n·log10(21) digits
        cases.append((f"`3^{n} * 7^{n}` ({digits:,} digits)", f"3^{n} * 7^{n}",
                      f"mpz(3) ** {n} * mpz(7) ** {n}", f"3 ** {n} * 7 ** {n}"))
    cases.append(("`100000!` (456,574 digits)", "100000!", "gmpy2.fac(100000)", "math.factorial(100000)"))
    return cases


def timed_python(setup, statement, timeout):
    """CPU seconds of `statement` alone, timed inside a fresh interpreter after `setup`."""
    code = f"{setup}\nimport time\nt = time.process_time()\n_ = {statement}\nprint(time.process_time() - t)\n"
    try:
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise SystemExit(f"failed: {statement[:60]}: {done.stderr[:300]}")
    return float(done.stdout.strip())


def integers(a, rows, work):
    start = best(cpu([a.calc, "1"]) for _ in range(5))
    for label, expression, gmp, python in integer_cases(a.integers):
        c = best(cpu([a.calc, expression], timeout=a.timeout) for _ in range(a.runs))
        c = None if c is None else max(c - start, 1e-6)
        g = best(timed_python(f"import gmpy2\nfrom gmpy2 import mpz", f"str({gmp})", a.timeout)
                 for _ in range(a.runs))
        p = timed_python("import sys, math\nsys.set_int_max_str_digits(0)", f"str({python})", a.timeout)
        ratio = c / g if c is not None and g is not None else None
        rows.append((f"{label}, s", "timeout" if c is None else f"{c:.3f}",
                     f"GMP {'timeout' if g is None else f'{g:.3f}'}",
                     f"Python {'timeout' if p is None else f'{p:.3f}'}", fmt_ratio(ratio), "≤ 2",
                     "yes" if ratio is not None and ratio <= 2 else "no"))
        print(rows[-1], file=sys.stderr, flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    p.add_argument("--digits", default="38,1000,10000")
    p.add_argument("--funcs", default="ln,exp,sqrt,sin,atan,asin,gamma")
    p.add_argument("--batch-lines", type=int, default=100_000)
    p.add_argument("--integers", default="100000,1000000")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--skip", default="", help="parts to leave out: functions,batch,integers")
    a = p.parse_args()
    if a.quick:
        a.digits, a.batch_lines, a.integers = "1000", 20_000, "100000"
    a.digits = [int(x) for x in a.digits.split(",") if x]
    a.funcs = [x for x in a.funcs.split(",") if x]
    a.integers = [int(x) for x in a.integers.split(",") if x]
    skip = set(a.skip.split(","))
    rows = []
    with tempfile.TemporaryDirectory() as work:
        if "functions" not in skip:
            functions(a, rows, work)
        if "batch" not in skip:
            batch(a, rows, work)
        if "integers" not in skip:
            integers(a, rows, work)
    print(f"calc: {a.calc}; load average at the end {os.getloadavg()[0]:.1f}")
    print()
    print("| row | calc | peer | other | calc ÷ peer (batch: bc ÷ calc) | goal | met |")
    print("|---|---:|---:|---:|---:|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    sys.exit(main())
