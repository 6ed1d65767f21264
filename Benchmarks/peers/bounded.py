#!/usr/bin/env python3
"""The hostile inputs of issue 42 ("Bounded work, proven"), timed in calc's release CLI, side
by side with a peer that computes the same value (Python's decimal and integers,
gmpy2, mpmath, python-flint).

Each row runs `calc EXPRESSION` (one process, start-up included; the 100,000-line batch on
standard input) a few times and prints the least wall time and the least CPU time (the
machine is shared: CPU time is the figure other processes move least), whether it ended
within the issue's 2 s, the head of its output, the peer's CPU time for the same value in
this Python process, the ratio calc / peer, and whether the two agree (calc's value is
compared with the peer's rounded to calc's 38 digits; an error with the error the issue
asks for). Build first: `swift build -c release --product calc`.

Usage: bounded.py [--calc PATH] [--runs N] [--limit SECONDS]
"""

import argparse
import math
import os
import resource
import subprocess
import sys
import time
from decimal import ROUND_HALF_EVEN, Context, Decimal, localcontext
from fractions import Fraction

import flint
import gmpy2
import mpmath

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def calc_text(value, digits=38):
    """A Decimal or Fraction as calc prints it at 38 digits, half-even: plain when the
    exponent is small, otherwise d.ddd…e±N, trailing zeros dropped."""
    if isinstance(value, Fraction):
        with localcontext(Context(prec=digits + 20, Emin=-10**17, Emax=10**17)):
            value = Decimal(value.numerator) / Decimal(value.denominator)
    if value == 0:
        return "0"
    rounded = Context(prec=digits, rounding=ROUND_HALF_EVEN, Emin=-10**17, Emax=10**17).plus(value)
    exponent = rounded.adjusted()
    if -7 <= exponent < digits:
        text = format(rounded, "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    sign, digit_tuple, _ = rounded.as_tuple()
    mantissa = "".join(map(str, digit_tuple)).rstrip("0") or "0"
    body = mantissa[0] + ("." + mantissa[1:] if len(mantissa) > 1 else "")
    return ("-" if sign else "") + body + f"e{'+' if exponent >= 0 else '-'}{abs(exponent)}"


def mp_text(x, digits=38):
    """An mpmath value (computed with guard digits) as calc_text shows it."""
    return calc_text(Decimal(mpmath.nstr(x, digits + 15, strip_zeros=False, min_fixed=1, max_fixed=0)))


def power_near_one(base, exponent_log, sign=1):
    """base^(sign·t) for a tiny t = exp(exponent_log): 1 ± t·ln(base), which at 38 digits is 1."""
    with mpmath.workdps(60):
        t = mpmath.exp(exponent_log)
        return mp_text(mpmath.mpf(1) + sign * t * mpmath.log(base))


def factorial_over_power():
    # 23391! / 38^523391, from log-gamma at 60 digits.
    with mpmath.workdps(60):
        return mp_text(mpmath.exp(mpmath.loggamma(23392) - 523391 * mpmath.log(38)))


def literal_power():
    # (62e655369)^99.9 = exp(99.9 · ln(62·10^655369)).
    with mpmath.workdps(80):
        return mp_text(mpmath.exp(mpmath.mpf("99.9") * (mpmath.log(62) + 655369 * mpmath.log(10))))


def percent_chain(n):
    with localcontext(Context(prec=50, Emin=-10**9, Emax=10**9)):
        return calc_text(Decimal(1) / Decimal(100) ** n)


def product_percent():
    # 29.2337090698^78909 times 9494%9974 is (x·9494) mod 9974 for x = 292337090698^78909 /
    # 10^789090, exactly: with integers (gmpy2), r = N mod 9974·D, and r/D to 60 digits.
    n = gmpy2.mpz(292337090698) ** 78909 * 9494
    d = gmpy2.mpz(10) ** 789090
    r = n % (9974 * d)
    return calc_text(Decimal(f"{int(r // gmpy2.mpz(10) ** (789090 - 60))}e-60"))


def factorial_text(n):
    with mpmath.workdps(60):
        return mp_text(mpmath.exp(mpmath.loggamma(n + 1)))


def factor_text(n):
    # python-flint (FLINT's fmpz_factor: trial division, rho, ECM); sympy's factorint took
    # over ten minutes on 2^256-1.
    f = flint.fmpz(n).factor()
    return " × ".join(str(p) if e == 1 else f"{p}^{e}" for p, e in sorted((int(p), e) for p, e in f))


GARBAGE = "".join(f"{i}+*/)({i}\n" if i % 3 else f"{i}*2\n" for i in range(100_000))

ROWS = [
    # (label, calc argument or ("stdin", text), peer, function giving the expected output
    #  or "error: …" start)
    # The control: on a loaded machine the wall time of any process is stretched; this row
    # shows by how much (CPU time is the figure the load moves least).
    ("1+1 (control)", "1+1", "exact", lambda: "2"),
    ("2^(1/62^370738)", "2^(1/62^370738)", "mpmath",
     lambda: power_near_one(2, -370738 * mpmath.log(62))),
    ("2^-62^-370738", "2^-62^-370738", "mpmath",
     lambda: power_near_one(2, -370738 * mpmath.log(62), -1)),
    ("210^-97281^-97281", "210^-97281^-97281", "mpmath",
     lambda: power_near_one(210, -97281 * mpmath.log(97281), -1)),
    ("+¥2^-62^-370738", "+¥2^-62^-370738", "mpmath",
     lambda: "≈" + power_near_one(2, -370738 * mpmath.log(62), -1) + " JPY"),
    ("1.2*0*210^-97281^-97281", "1.2*0*210^-97281^-97281", "exact", lambda: "0"),
    ("23391!/38^523391", "23391!/38^523391", "mpmath loggamma", factorial_over_power),
    ("62e655369^99.9", "62e655369^99.9", "mpmath", literal_power),
    ("+91^-2e-57^21995^.9Z", "+91^-2e-57^21995^.9Z", "(the name error)", lambda: "error: unknown name 'Z'"),
    ("1 and 4,000 '%'", "1" + "%" * 4000, "decimal", lambda: percent_chain(4000)),
    ("1 and 20,000 '%'", "1" + "%" * 20000, "decimal", lambda: percent_chain(20000)),
    ("1 and 50,000 '%'", "1" + "%" * 50000, "decimal", lambda: percent_chain(50000)),
    ("9^9^9^9", "9^9^9^9", "(the cap)", lambda: "error: "),
    ("300 nested sqrt(", "sqrt(" * 300 + "2" + ")" * 300, "(the cap)", lambda: "error: "),
    ("100,000 lines, a third garbage (stdin)", ("stdin", GARBAGE), "(none)", None),
    # Open or slow after the fuzz hours (Fuzz/README.md).
    ("1e-903882", "1e-903882", "decimal", lambda: "1e-903882"),
    ("201e-999992*2 - 201e-999992", "201e-999992*2 - 201e-999992", "decimal", lambda: "2.01e-999990"),
    ("1e910004", "1e910004", "exact", lambda: "1" + "0" * 910004),  # printed in full
    ("8257e692260^02^49450", "8257e692260^02^49450", "(the cap)", lambda: "error: "),
    ("74901011358e999999;cho2e?C99%", "74901011358e999999;cho2e?C99%", "(the syntax error)", lambda: "error: "),
    ("29.2337090698^78909 times 9494%9974", "29.2337090698^78909 times 9494%9974", "gmpy2",
     product_percent),
    ("820000!", "820000!", "mpmath loggamma", lambda: factorial_text(820000)),
    ("factor(2^256-1)", "factor(2^256-1)", "flint fmpz.factor", lambda: factor_text(2**256 - 1)),
]


def run_calc(calc, argument, runs):
    best_wall, best_cpu, out = None, None, None
    for _ in range(runs):
        if isinstance(argument, tuple):
            command, stdin = [calc], argument[1]
        else:
            command, stdin = [calc, argument], None
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.monotonic()
        result = subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=600)
        wall = time.monotonic() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if isinstance(argument, tuple):
            lines = result.stdout.count("\n")
            errors = result.stderr.count("\n")
            out = f"{lines} lines out, {errors} error lines, exit {result.returncode}"
        elif result.returncode == 0:
            out = result.stdout.strip()
        else:
            out = result.stderr.strip().split("\n")[0]  # calc's own "error: …" line
        best_wall = wall if best_wall is None else min(best_wall, wall)
        best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        if wall > 10:
            break
    return best_wall, best_cpu, out


def run_peer(function, runs):
    best, out = None, None
    for _ in range(runs):
        start = time.process_time()
        out = function()
        elapsed = time.process_time() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build/release/calc"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=2.0)
    args = parser.parse_args()
    print(f"mpmath {mpmath.__version__}, python-flint {flint.__version__}, gmpy2 {gmpy2.version()}, Python {sys.version.split()[0]}, "
          f"best of {args.runs}; limit {args.limit} s")
    print("| input | wall (s) | CPU (s) | within limit | calc's output (head) | peer | peer CPU (s) | calc / peer | agree |")
    print("|---|---:|---:|---|---|---|---:|---:|---|")
    failed = False
    for label, argument, peer, function in ROWS:
        wall, cpu, out = run_calc(args.calc, argument, args.runs)
        within = wall <= args.limit
        failed |= not within
        if function is None:
            peer_cpu, agree, ratio = None, "–", "–"
        else:
            peer_cpu, expected = run_peer(function, 1)
            if expected.startswith("error: "):
                agree = "yes" if out.startswith(expected) else f"NO: expected {expected}"
            else:
                agree = "yes" if out == expected else f"NO: peer {expected[:60]}"
            ratio = f"{cpu / peer_cpu:.2f}" if peer_cpu and peer_cpu > 1e-4 else "–"
        failed |= agree.startswith("NO")
        head = out if len(out) <= 60 else out[:57] + "…"
        head = head.replace("|", "\\|")
        peer_cpu_text = f"{peer_cpu:.3f}" if peer_cpu is not None else "–"
        print(f"| `{label}` | {wall:.3f} | {cpu:.3f} | {'yes' if within else 'NO'} | `{head}` | {peer} | "
              f"{peer_cpu_text} | {ratio} | {agree} |", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
