#!/usr/bin/env python3
"""A 10,000-line worksheet through calc's release CLI side by side with bc (issue 39): one run, ratios.

    python3 Benchmarks/peers/worksheet.py [--calc .build/release/calc] [--runs 5]

Each row evaluates the same lines as a worksheet (`calc FILE`: labels, references, a total,
each line printed with its result in a right-hand column) and as a bc program (`bc -q FILE`:
the labels as variables, the total as a running sum, each value printed), checks that the
totals agree, and reports the best (least) user + system CPU time of `--runs` runs of each,
and calc's time over bc's. Start-up is included (both start in a few milliseconds).

bc has no worksheets: its row is the floor of evaluating the same arithmetic line by line.
calc's row includes reading the worksheet language (labels, words, comments), the dependency
pass and the layout. The one-line edit of a worksheet already evaluated, which bc cannot do,
is CalcKit's `sheet/` benchmarks (Benchmarks/README.md, "Worksheets").

Rows:
* n labelled lines `itemK: K * 3 / 4`, every 100th `base * K`, and a `total` at the end.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def programs(n):
    sheet = ["base: 7"]
    bc = ["scale = 20", "base = 7", "t = base", "base"]
    total = Fraction(7)
    for k in range(2, n + 1):
        if k % 100 == 0:
            sheet.append("base * %d" % k)
            bc += ["v = base * %d" % k, "t = t + v", "v"]
            total += 7 * k
        else:
            sheet.append("item%d: %d * 3 / 4" % (k, k))
            bc += ["item%d = %d * 3 / 4" % (k, k), "t = t + item%d" % k, "item%d" % k]
            total += Fraction(3 * k, 4)
    sheet.append("total")
    bc.append("t")
    return "\n".join(sheet) + "\n", "\n".join(bc) + "\nquit\n", total


def cpu_time(argv, env=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(argv, capture_output=True, text=True, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit("%s failed: %s" % (argv[0], result.stderr[:500]))
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build/release/calc"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    env = dict(os.environ, COLUMNS="100", CALC_OFFLINE="1")
    print("| lines | calc (ms) | bc (ms) | calc / bc | total (both) |")
    print("|---:|---:|---:|---:|---|")
    with tempfile.TemporaryDirectory() as folder:
        for n in [1_000, 10_000]:
            sheet, bc, total = programs(n)
            sheet_path = os.path.join(folder, "sheet%d.calc" % n)
            bc_path = os.path.join(folder, "sheet%d.bc" % n)
            open(sheet_path, "w").write(sheet)
            open(bc_path, "w").write(bc)
            calc_best, bc_best = float("inf"), float("inf")
            for _ in range(args.runs):
                t, calc_out = cpu_time([args.calc, "--sheet", sheet_path], env)
                calc_best = min(calc_best, t)
                t, bc_out = cpu_time(["bc", "-q", bc_path])
                bc_best = min(bc_best, t)
            calc_total = calc_out.rstrip("\n").split("\n")[-1].split()[-1]
            bc_total = bc_out.rstrip("\n").split("\n")[-1].replace("\\", "").strip()
            expected = total.numerator / total.denominator
            agree = Fraction(calc_total) == total and abs(Fraction(bc_total) - total) < Fraction(1, 10**15)
            print("| %d | %.1f | %.1f | %.2f | %s (%s) |" % (
                n, calc_best * 1000, bc_best * 1000, calc_best / bc_best, calc_total,
                "agree" if agree else "DIFFER: bc %s, expected %s" % (bc_total, expected)))


if __name__ == "__main__":
    main()
