#!/usr/bin/env python3
"""Reference dots of certified plots for Tests/CalcKitTests/Fixtures/plot-dots.tsv.

For `plot tan(x), x = -3..3, y = -5..5` and `plot floor(x), x = -3..3` on the grid calc draws
at 80 x 24 characters (142 x 84 dots: Plot.textGrid), which dots the graph passes through,
decided independently of calc's interval arithmetic:

- The grid is calc's: column i is the closed interval between the Doubles
  xmin + (xmax - xmin) * i / C and the next, rows likewise (the same IEEE operations in the same
  order), and every dot is the closed rectangle between its edges, taken as exact numbers.
- tan: a column holding a pole pi/2 + k pi (found with mpmath at 200 bits) takes the values
  [tan a, +inf) left of it and (-inf, tan b] right of it; with 142 columns over -3..3 those
  are beyond +-46, so the pole's column meets no row of y = -5..5 (the graph passes through
  none of its dots: it crosses the window only away from the pole). Any other column's values
  are [tan a, tan b] (tan increases), with mpmath.
- floor: a column's values are the integers floor(a)..floor(b), exactly (fractions).
- floor's y-range is fitted as calc documents it (Grammar.md, "Plots"): from the least to the
  greatest value of the columns, padded by a twentieth of the span each side (no column is
  unbounded, so none is left out).

Lines: name, "window", "xmin,xmax,ymin,ymax,C,R" (hexadecimal Doubles); then name, column,
and the rows hit bottom to top as 0/1.
"""
from fractions import Fraction
import math
import mpmath
from mpmath import mp, mpf

mp.prec = 200
C, R = 142, 84

def edges(lo, hi, n):
    return [lo + (hi - lo) * i / n for i in range(n + 1)]

def rows_hit(values_lo, values_hi, yedges, exact=False):
    """Rows j with [y_j, y_j+1] meeting [values_lo, values_hi] (closed)."""
    out = []
    for j in range(len(yedges) - 1):
        y0, y1 = yedges[j], yedges[j + 1]
        if exact:
            y0, y1 = Fraction(y0), Fraction(y1)
        else:
            y0, y1 = mpf(y0), mpf(y1)
        out.append(1 if (y0 <= values_hi and values_lo <= y1) else 0)
    return out

lines = []

# tan
xmin, xmax, ymin, ymax = -3.0, 3.0, -5.0, 5.0
xe, ye = edges(xmin, xmax, C), edges(ymin, ymax, R)
lines.append("tan\twindow\t" + ",".join(map(float.hex, [xmin, xmax, ymin, ymax])) + f",{C},{R}")
for i in range(C):
    a, b = mpf(xe[i]), mpf(xe[i + 1])
    k = mpmath.ceil((a - mp.pi / 2) / mp.pi)
    pole = mp.pi / 2 + k * mp.pi
    if pole <= b:
        # Left of the pole tan runs from tan a up to +infinity, right of it from -infinity up
        # to tan b: the rows meeting either ray.
        up_ray = rows_hit(mpmath.tan(a), mpmath.inf, ye)
        down_ray = rows_hit(-mpmath.inf, mpmath.tan(b), ye)
        hit = [x | y for x, y in zip(up_ray, down_ray)]
    else:
        hit = rows_hit(mpmath.tan(a), mpmath.tan(b), ye)
    lines.append(f"tan\t{i}\t" + "".join(map(str, hit)))

# floor
xmin, xmax = -3.0, 3.0
xe = edges(xmin, xmax, C)
lows = sorted(math.floor(Fraction(xe[i])) for i in range(C))
highs = sorted(math.floor(Fraction(xe[i + 1])) for i in range(C))
low, high = float(lows[0]), float(highs[-1])
span = high - low
ymin, ymax = low - span * 0.05, high + span * 0.05
ye = edges(ymin, ymax, R)
lines.append("floor\twindow\t" + ",".join(map(float.hex, [xmin, xmax, ymin, ymax])) + f",{C},{R}")
for i in range(C):
    fa, fb = math.floor(Fraction(xe[i])), math.floor(Fraction(xe[i + 1]))
    hit = [0] * R
    for k in range(fa, fb + 1):
        h = rows_hit(Fraction(k), Fraction(k), ye, exact=True)
        hit = [x | y for x, y in zip(hit, h)]
    lines.append(f"floor\t{i}\t" + "".join(map(str, hit)))

with open("Tests/CalcKitTests/Fixtures/plot-dots.tsv", "w") as f:
    f.write("# Made by scripts/make-plot-vectors.py (mpmath %s, fractions): name, column (or window), rows hit bottom to top\n" % mpmath.__version__)
    f.write("\n".join(lines) + "\n")
print(len(lines))
