#!/usr/bin/env python3
"""calc's batch mode side by side with bc on the benchmark corpus (issue 40): one run, ratios.

    python3 Benchmarks/peers/batch.py [--calc .build/release/calc] [--before OLD_CALC]
                                      [--lines 100000] [--runs 15] [--callgrind]

Writes the corpus of scripts/make-corpus.py (seed 7: integers and decimals, + - * / ^,
parentheses, 40 lines in 100,000 dividing by zero), then runs `calc < corpus` and
`bc -l < corpus` (and `OLD_CALC < corpus` with --before) in turn, --runs rounds of each, one
after the other (a round runs every program once, so a change in the machine's load falls
on all of them alike). For each program it reports the median and the least wall-clock
time, and the median CPU time (user + system, from the kernel's accounting of the child),
and the ratio of lines per second calc / bc for both: wall clock counts the two processors
calc's batch uses, CPU time what each line costs whatever else runs.

Before timing it checks calc's output: with --before, byte for byte the same as OLD_CALC's
(standard output and standard error); and a sample of 2,000 lines and every failing line
against Python's fractions (make-corpus.py --check). With --callgrind it also counts the
instructions of each program over the first 20,000 lines (valgrind's callgrind, which runs
threads one at a time: the count is the work, not the time).
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "scripts", "make-corpus.py")


def run_once(argv, stdin_path):
    """(wall seconds, CPU seconds) of one run with standard output and error discarded."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin_path, "rb") as stdin:
        start = time.perf_counter()
        subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def outputs(argv, stdin_path):
    with open(stdin_path, "rb") as stdin:
        done = subprocess.run(argv, stdin=stdin, capture_output=True)
    return done.stdout, done.stderr


def instructions(argv, stdin_path, work):
    out = os.path.join(work, "callgrind.out")
    with open(stdin_path, "rb") as stdin:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
            stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in done.stderr.splitlines():
        if "Collected" in line:
            return int(line.split()[-1].replace(",", ""))
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calc", default=os.path.join(ROOT, ".build", "release", "calc"))
    parser.add_argument("--before", help="an earlier calc binary: its output must be the same, and it is timed too")
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--callgrind", action="store_true")
    args = parser.parse_args()
    bc = shutil.which("bc")
    if bc is None:
        sys.exit("batch.py: bc is missing (apt-get install bc)")
    programs = [("calc", [args.calc]), ("bc -l", [bc, "-l"])]
    if args.before:
        programs.append(("calc before", [args.before]))

    with tempfile.TemporaryDirectory() as work:
        corpus = os.path.join(work, "corpus.txt")
        subprocess.run([sys.executable, CORPUS, "--lines", str(args.lines), corpus], check=True)
        out, err = outputs([args.calc], corpus)
        if args.before:
            old_out, old_err = outputs([args.before], corpus)
            same = out == old_out and err == old_err
            print(f"output against {args.before}: {'byte-identical' if same else 'DIFFERENT'}"
                  f" ({len(out):,} bytes of output, {len(err):,} of errors)")
            if not same:
                sys.exit(1)
        calc_out = os.path.join(work, "calc.out")
        with open(calc_out, "wb") as f:
            f.write(out)
        subprocess.run([sys.executable, CORPUS, corpus, "--check", calc_out], check=True)

        load = open("/proc/loadavg").read().split()[:3]
        print(f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}, {os.cpu_count()} CPUs,"
              f" load average {' '.join(load)}; {args.lines:,} lines, {args.runs} rounds")
        for _, argv in programs:  # a warm-up run each
            run_once(argv, corpus)
        times = {name: [] for name, _ in programs}
        for _ in range(args.runs):
            for name, argv in programs:
                times[name].append(run_once(argv, corpus))
        load = open("/proc/loadavg").read().split()[:3]
        print(f"load average after: {' '.join(load)}")
        print()
        print("| program | wall median (ms) | wall least (ms) | CPU median (ms) | lines/s (wall median) |")
        print("|---|---:|---:|---:|---:|")
        medians = {}
        for name, _ in programs:
            walls = [w for w, _ in times[name]]
            cpus = [c for _, c in times[name]]
            medians[name] = (statistics.median(walls), min(walls), statistics.median(cpus))
            wall, least, cpu = medians[name]
            print(f"| {name} | {wall * 1000:.0f} | {least * 1000:.0f} | {cpu * 1000:.0f} | {args.lines / wall:,.0f} |")
        print()
        calc, bcm = medians["calc"], medians["bc -l"]
        print(f"calc / bc, lines per second: wall median {bcm[0] / calc[0]:.2f}, wall least {bcm[1] / calc[1]:.2f},"
              f" CPU {bcm[2] / calc[2]:.2f}")
        if args.before:
            old = medians["calc before"]
            print(f"calc / calc before, lines per second: wall median {old[0] / calc[0]:.2f},"
                  f" CPU {old[2] / calc[2]:.2f}")
        if args.callgrind:
            small = os.path.join(work, "corpus20k.txt")
            subprocess.run([sys.executable, CORPUS, "--lines", "20000", small], check=True)
            print()
            print("instructions over 20,000 lines (callgrind):")
            for name, argv in programs:
                print(f"  {name}: {instructions(argv, small, work):,}")


if __name__ == "__main__":
    main()
