#!/usr/bin/env python3
"""Certified plots (issue 38): calc's release CLI drawing a full-terminal plot against a peer.

calc: `calc --width W --height H "plot …"` (process start-up included), the median of N runs.
Peer: mpmath's interval arithmetic (mpmath.iv, 53 bits) enclosing the same function over each
of the plot's dot columns once, without calc's subdivision, continuity tracking or text: a
lower bound of what a sampled-interval plot costs in Python. No peer calculator plots in the
terminal (qalc hands plots to gnuplot; numbat plots only in its browser build).

Usage: Benchmarks/peers/plot.py [--calc PATH] [--runs N]
"""
import argparse, statistics, subprocess, time
import mpmath

def time_calc(calc, width, height, statement, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([calc, "--width", str(width), "--height", str(height), statement],
                       check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000

def time_peer(function, xmin, xmax, columns, runs):
    iv = mpmath.iv
    iv.prec = 53
    f = {"sin": iv.sin, "tan": iv.tan}[function]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for i in range(columns):
            a = xmin + (xmax - xmin) * i / columns
            b = xmin + (xmax - xmin) * (i + 1) / columns
            f(iv.mpf([a, b]))
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calc", default=".build/release/calc")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    print("| plot | size | dots | calc ms | mpmath.iv ms (one enclosure per column) | calc / peer |")
    print("|---|---|---|---|---|---|")
    for width, height in [(80, 24), (200, 60)]:
        columns = 2 * (width - 9)
        rows = 4 * (height - 3)
        for function, statement, xmin, xmax in [
            ("sin", "plot sin(x)", -10.0, 10.0),
            ("tan", "plot tan(x)", -10.0, 10.0),
        ]:
            calc_ms = time_calc(args.calc, width, height, statement, args.runs)
            peer_ms = time_peer(function, xmin, xmax, columns, args.runs)
            print(f"| `{statement}` | {width}×{height} | {columns}×{rows} | {calc_ms:.1f} | {peer_ms:.1f} | {calc_ms / peer_ms:.2f} |")

main()
