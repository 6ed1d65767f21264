#!/usr/bin/env python3
"""Reference curves for the SVG of `plot sin(x), cos(x)` (Tests/CalcKitTests/Fixtures/plot-svg.tsv).

calc draws the SVG plot with one dot per pixel of a 550 x 320 plot area (Plot.svgGrid), x from
-10 to 10 and y fitted: the columns' least and greatest values are -1 and 1 (sin and cos reach
both in some column), so y runs from -1.1 to 1.1 (padded by a twentieth of the span). For each
column (the closed interval between the Doubles xmin + (xmax - xmin) * i / C and the next), the
rows each function passes through: those meeting [min f, max f] over the column, with the
minimum and maximum from mpmath (the ends and the critical points inside).

Lines: name ("sin" or "cos"), column, "first,last" (rows bottom to top, closed).
"""
import mpmath
from mpmath import mp, mpf

mp.prec = 200
C, R = 550, 320
xmin, xmax = -10.0, 10.0
low, high = -1.0, 1.0
span = high - low
ymin, ymax = low - span * 0.05, high + span * 0.05
xe = [xmin + (xmax - xmin) * i / C for i in range(C + 1)]
ye = [ymin + (ymax - ymin) * j / R for j in range(R + 1)]

def extremes(f, offset, a, b):
    vals = [f(a), f(b)]
    k = mpmath.ceil((a - offset) / mp.pi)
    while offset + k * mp.pi <= b:
        vals.append(f(offset + k * mp.pi))
        k += 1
    return min(vals), max(vals)

lines = []
for name, f, offset in [("sin", mpmath.sin, mp.pi / 2), ("cos", mpmath.cos, mpf(0))]:
    for i in range(C):
        lo, hi = extremes(f, offset, mpf(xe[i]), mpf(xe[i + 1]))
        rows = [j for j in range(R) if mpf(ye[j]) <= hi and lo <= mpf(ye[j + 1])]
        lines.append(f"{name}\t{i}\t{rows[0]},{rows[-1]}")

with open("Tests/CalcKitTests/Fixtures/plot-svg.tsv", "w") as out:
    out.write("# Made by scripts/make-plot-svg-vectors.py (mpmath %s): name, column, first,last row hit\n" % mpmath.__version__)
    out.write("\n".join(lines) + "\n")
print(len(lines))
