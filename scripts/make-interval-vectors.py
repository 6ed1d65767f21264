#!/usr/bin/env python3
"""Reference images of calc's interval kernels (Sources/CalcNumber/Intervals) for
Tests/CalcNumberTests/Fixtures/intervals.tsv.

Each line: operation, the operand interval(s) [a, b] (and [c, d] for binary operations), as
hexadecimal Doubles; then lo and hi, the Doubles just outside the exact image of the operation
over the operands (min and max found analytically with mpmath at 60 digits: the ends, the
critical points, the poles), and whether the operation is defined throughout and continuous
there ("1", "0"). Random operands of many widths, plus the cases the issue names (sin over [0, 2]
contains 1, tan over an interval holding pi/2 is unbounded).
"""
import math, random
import mpmath
from mpmath import mp, mpf

mp.prec = 200
random.seed(38)
INF = float("inf")

def down(v):
    """The largest Double <= v."""
    if v == -mpmath.inf: return -INF
    if v == mpmath.inf: return INF
    d = float(v)
    if mpf(d) > v: d = math.nextafter(d, -INF)
    return d

def up(v):
    if v == -mpmath.inf: return -INF
    if v == mpmath.inf: return INF
    d = float(v)
    if mpf(d) < v: d = math.nextafter(d, INF)
    return d

def hx(d):
    if d == INF: return "inf"
    if d == -INF: return "-inf"
    return float.hex(d)

pi = mp.pi

def crit_multiples(a, b, offset, period):
    """Points offset + k*period inside [a, b]."""
    a, b = mpf(a), mpf(b)
    k = mpmath.ceil((a - offset) / period)
    pts = []
    while offset + k * period <= b:
        pts.append(offset + k * period)
        k += 1
        if len(pts) > 3: break
    return pts

def image(op, a, b):
    """(lo, hi, defined, continuous) of op over [a, b], exact (mpf), or None if nowhere defined."""
    A, B = mpf(a), mpf(b)
    mono_inc = {"exp": mpmath.exp, "atan": mpmath.atan, "sinh": mpmath.sinh, "tanh": mpmath.tanh}
    if op in mono_inc:
        f = mono_inc[op]; return f(A), f(B), 1, 1
    if op == "ln":
        if B <= 0: return None
        lo = mpmath.log(A) if A > 0 else -mpmath.inf
        return lo, mpmath.log(B), int(A > 0), int(A > 0)
    if op == "sqrt":
        if B < 0: return None
        return (mpmath.sqrt(A) if A >= 0 else mpf(0)), mpmath.sqrt(B), int(A >= 0), int(A >= 0)
    if op in ("asin", "acos"):
        lo_, hi_ = max(A, -1), min(B, 1)
        if lo_ > hi_: return None
        f = mpmath.asin if op == "asin" else mpmath.acos
        v = sorted([f(lo_), f(hi_)])
        full = int(A >= -1 and B <= 1)
        return v[0], v[1], full, full
    if op in ("sin", "cos"):
        f = mpmath.sin if op == "sin" else mpmath.cos
        vals = [f(A), f(B)]
        off = pi / 2 if op == "sin" else mpf(0)
        vals += [f(p) for p in crit_multiples(A, B, off, pi)]
        vals = [mpmath.mpf(max(-1, min(1, v))) for v in vals]
        if crit_multiples(A, B, off, 2 * pi): vals.append(mpf(1))
        if crit_multiples(A, B, off + pi, 2 * pi): vals.append(mpf(-1))
        return min(vals), max(vals), 1, 1
    if op == "tan":
        if crit_multiples(A, B, pi / 2, pi):
            return -mpmath.inf, mpmath.inf, 0, 0
        return mpmath.tan(A), mpmath.tan(B), 1, 1
    if op == "cosh":
        vals = [mpmath.cosh(A), mpmath.cosh(B)] + ([mpf(1)] if A <= 0 <= B else [])
        return min(vals), max(vals), 1, 1
    if op == "abs":
        vals = [abs(A), abs(B)] + ([mpf(0)] if A <= 0 <= B else [])
        return min(vals), max(vals), 1, 1
    if op.startswith("pow"):
        n = int(op[3:].replace("m", "-"))
        if n < 0 and A <= 0 <= B:
            return None  # not checked (a ray or the whole line)
        vals = [A ** n, B ** n] + ([mpf(0)] if A <= 0 <= B and n > 0 else [])
        return min(vals), max(vals), 1, 1
    if op in ("asinh", "erf"):
        f = {"asinh": mpmath.asinh, "erf": mpmath.erf}[op]; return f(A), f(B), 1, 1
    if op == "erfc":
        return mpmath.erfc(B), mpmath.erfc(A), 1, 1
    if op == "acosh":
        if B < 1: return None
        return (mpmath.acosh(A) if A >= 1 else mpf(0)), mpmath.acosh(B), int(A >= 1), int(A >= 1)
    if op == "atanh":
        if A >= 1 or B <= -1: return None
        lo = mpmath.atanh(A) if A > -1 else -mpmath.inf
        hi = mpmath.atanh(B) if B < 1 else mpmath.inf
        full = int(A > -1 and B < 1)
        return lo, hi, full, full
    if op in ("gamma", "lgamma"):
        f = mpmath.gamma if op == "gamma" else (lambda t: mpmath.log(abs(mpmath.gamma(t))))
        if A <= 0 and (mpmath.floor(A) == A or mpmath.floor(B) != mpmath.floor(A) or B >= 0):
            return None  # a pole inside: not checked here (the whole line)
        vals = [f(A), f(B)]
        k = mpmath.floor(A) if A < 0 else None
        x0 = mpmath.findroot(mpmath.digamma, (k + mpf(1) / 2) if k is not None else mpf("1.46"))
        if A <= x0 <= B: vals.append(f(x0))
        return min(vals), max(vals), 1, 1
    if op == "floor":
        return mpmath.floor(A), mpmath.floor(B), 1, int(mpmath.floor(A) == mpmath.floor(B))
    if op == "ceil":
        return mpmath.ceil(A), mpmath.ceil(B), 1, int(mpmath.ceil(A) == mpmath.ceil(B))
    raise ValueError(op)

def binary(op, a, b, c, d):
    A, B, C, D = map(mpf, (a, b, c, d))
    if op == "add": return A + C, B + D, 1, 1
    if op == "sub": return A - D, B - C, 1, 1
    if op == "mul":
        p = [A * C, A * D, B * C, B * D]; return min(p), max(p), 1, 1
    if op == "div":
        if C <= 0 <= D: return None
        p = [A / C, A / D, B / C, B / D]; return min(p), max(p), 1, 1
    if op == "rpow":  # x^y for x > 0
        p = [A ** C, A ** D, B ** C, B ** D]; return min(p), max(p), 1, 1
    raise ValueError(op)

def operand(scale):
    w = random.choice([1e-9, 1e-3, 0.1, 1, 3, 10])
    a = random.uniform(-scale, scale)
    return a, a + random.uniform(0, w)

lines = []
def emit(op, a, b, c, d, r):
    if r is None: return
    lo, hi, dfn, cont = r
    lines.append("\t".join([op, hx(a), hx(b), hx(c) if c is not None else "-", hx(d) if d is not None else "-",
                            hx(down(lo)), hx(up(hi)), str(dfn), str(cont)]))

unary = {"exp": 20, "ln": 10, "sqrt": 10, "sin": 30, "cos": 30, "tan": 6, "asin": 1.5, "acos": 1.5,
         "atan": 50, "sinh": 10, "cosh": 10, "tanh": 10, "abs": 10, "pow2": 10, "pow3": 10,
         "powm2": 10, "floor": 5, "ceil": 5, "asinh": 30, "acosh": 20, "atanh": 1.2, "erf": 5, "erfc": 8,
         "gamma": 12, "lgamma": 30}
for op, scale in unary.items():
    for _ in range(40):
        a, b = operand(scale)
        emit(op, a, b, None, None, image(op, a, b))
    for _ in range(5):  # points
        a = random.uniform(-scale, scale)
        emit(op, a, a, None, None, image(op, a, a))
for op in ["add", "sub", "mul", "div"]:
    for _ in range(40):
        a, b = operand(10); c, d = operand(10)
        emit(op, a, b, c, d, binary(op, a, b, c, d))
for _ in range(40):
    a, b = operand(5); a, b = abs(a) + 1e-3, abs(a) + 1e-3 + (b - a)
    c, d = operand(3)
    emit("rpow", a, b, c, d, binary("rpow", a, b, c, d))
# The cases and edges.
emit("sin", 0.0, 2.0, None, None, image("sin", 0.0, 2.0))
emit("tan", 1.5, 1.6, None, None, image("tan", 1.5, 1.6))
emit("tan", -1.6, -1.5, None, None, image("tan", -1.6, -1.5))
emit("cos", -0.1, 0.1, None, None, image("cos", -0.1, 0.1))
emit("floor", 0.5, 0.75, None, None, image("floor", 0.5, 0.75))
emit("floor", 0.5, 1.0, None, None, image("floor", 0.5, 1.0))
emit("floor", 1.0, 1.5, None, None, image("floor", 1.0, 1.5))
emit("sqrt", -1.0, 4.0, None, None, image("sqrt", -1.0, 4.0))
emit("ln", -1.0, 4.0, None, None, image("ln", -1.0, 4.0))
emit("asin", -2.0, 0.5, None, None, image("asin", -2.0, 0.5))
# Γ and ln|Γ| around their minimum, and between poles (their extrema there by the digamma root).
for op in ("gamma", "lgamma"):
    for a, b in [(1.4, 1.5), (1.0, 2.0), (0.1, 1.4), (1.5, 6.0), (1.4616321449683622, 1.4616321449683625),
                 (-0.9, -0.1), (-1.9, -1.1), (-2.6, -2.4), (-4.99, -4.01), (-3.5, -3.5)]:
        emit(op, a, b, None, None, image(op, a, b))
emit("atanh", 0.5, 1.0, None, None, image("atanh", 0.5, 1.0))
emit("acosh", 0.0, 2.0, None, None, image("acosh", 0.0, 2.0))

# Points: f(x) at a single Double x, whose exact value the certified kernels must enclose
# within a unit in the last place on each side. Half of them are points where Python's math
# module (the C library) does not give the correctly rounded value, or where its value is on
# the wrong side of the true one for the bound it would be used as: the C library's value,
# trusted, would have been a hair off.
points = []
libm = {"exp": math.exp, "ln": math.log, "sin": math.sin, "cos": math.cos, "tan": math.tan, "atan": math.atan,
        "asin": math.asin, "acos": math.acos, "sinh": math.sinh, "cosh": math.cosh, "tanh": math.tanh,
        "asinh": math.asinh, "acosh": math.acosh, "atanh": math.atanh, "erf": math.erf, "erfc": math.erfc,
        "gamma": math.gamma, "lgamma": math.lgamma}
exact = {"exp": mpmath.exp, "ln": mpmath.log, "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan,
         "atan": mpmath.atan, "asin": mpmath.asin, "acos": mpmath.acos, "sinh": mpmath.sinh, "cosh": mpmath.cosh,
         "tanh": mpmath.tanh, "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
         "erf": mpmath.erf, "erfc": mpmath.erfc, "gamma": mpmath.gamma,
         "lgamma": lambda t: mpmath.log(abs(mpmath.gamma(t)))}
ranges = {"exp": (-700, 700), "ln": (1e-300, 1e300), "sin": (-100, 100), "cos": (-100, 100), "tan": (-1.5, 1.5),
          "atan": (-50, 50), "asin": (-1, 1), "acos": (-1, 1), "sinh": (-700, 700), "cosh": (-700, 700),
          "tanh": (-20, 20), "asinh": (-1e6, 1e6), "acosh": (1, 1e6), "atanh": (-1, 1), "erf": (-6, 6),
          "erfc": (-5, 27), "gamma": (0.01, 170), "lgamma": (0.01, 1e5)}
for op in libm:
    off, plain = [], []
    lo_, hi_ = ranges[op]
    tries = 0
    while (len(off) < 6 or len(plain) < 4) and tries < 4000:
        tries += 1
        x = random.uniform(lo_, hi_)
        if op == "ln": x = 10 ** random.uniform(-300, 300)
        if op in ("atanh", "asin", "acos") and abs(x) >= 1: continue
        if op == "acosh" and x <= 1: continue
        v = exact[op](mpf(x))
        if v == 0: continue
        try:
            c = libm[op](x)
        except (OverflowError, ValueError):
            continue
        nearest = float(v)
        record = (op, x, down(v), up(v), c)
        if c != nearest and len(off) < 6: off.append(record)
        elif len(plain) < 4: plain.append(record)
    points += off + plain
with open("Tests/CalcNumberTests/Fixtures/interval-points.tsv", "w") as f:
    f.write("# Made by scripts/make-interval-vectors.py (mpmath %s): op, x, lo, hi (the Doubles around f(x)), "
            "the C library's value, and whether it is not the correctly rounded one\n" % mpmath.__version__)
    for op, x, lo, hi, c in points:
        f.write("\t".join([op, hx(x), hx(lo), hx(hi), hx(c), "1" if c != float(exact[op](mpf(x))) else "0"]) + "\n")
print(len(points), "points,", sum(1 for p in points if p[4] != float(exact[p[0]](mpf(p[1])))), "where the C library is off")

with open("Tests/CalcNumberTests/Fixtures/intervals.tsv", "w") as f:
    f.write("# Made by scripts/make-interval-vectors.py (mpmath %s): op, a, b, c, d, lo, hi, defined, continuous\n" % mpmath.__version__)
    f.write("\n".join(lines) + "\n")
print(len(lines), "lines")
