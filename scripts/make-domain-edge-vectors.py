#!/usr/bin/env python3
"""Reference vectors for the identity rule at a domain edge (Grammar.md, "The identity
rule"): a function argument whose bounds hold an edge of its domain as tightly as the rule
asks is that edge, so `sqrt(sin(pi))` is 0 and `asin(cos(pi))` is -pi/2.

Each expression's exact value comes from its identity (sin(pi) = 0, cos(2 pi) = 1, ...);
mpmath evaluates the expression as written at 120 digits (a function a hair outside its
real domain gives its complex value, whose real part is kept) and must agree with the
identity to 35 digits. An expression whose argument lies truly outside the domain (by more
than the input can hide) is an error, checked the same way (mpmath's value is complex or
infinite). Writes Tests/CalcKitTests/Fixtures/domain-edges.tsv:
expression, precision, rounding, expected text or error kind.

    python3 scripts/make-domain-edge-vectors.py
"""
import decimal
import pathlib
import mpmath

mpmath.mp.dps = 120
pi = mpmath.pi

# (calc text, mpmath expression, identity value or None for an error kind, error kind)
CASES = [
    ("sqrt(sin(pi))", lambda: mpmath.sqrt(mpmath.sin(pi)), 0, None),
    ("sqrt(sqrt(2)^2-2)", lambda: mpmath.sqrt(mpmath.sqrt(2) ** 2 - 2), 0, None),
    ("sqrt(sqrt(2)-sqrt(2))", lambda: mpmath.sqrt(mpmath.sqrt(2) - mpmath.sqrt(2)), 0, None),
    ("acos(sin(pi/2))", lambda: mpmath.acos(mpmath.sin(pi / 2)), 0, None),
    ("acosh(cos(2*pi))", lambda: mpmath.acosh(mpmath.cos(2 * pi)), 0, None),
    ("asin(cos(pi))", lambda: mpmath.asin(mpmath.cos(pi)), -pi / 2, None),
    ("acos(cos(pi))", lambda: mpmath.acos(mpmath.cos(pi)), pi, None),
    ("asin(sin(pi/2))", lambda: mpmath.asin(mpmath.sin(pi / 2)), pi / 2, None),
    ("ln(exp(1)/e)", lambda: mpmath.ln(mpmath.exp(1) / mpmath.e), 0, None),
    # truly outside: -1e-100 is deeper than the working digits, but the input shows it
    # (for these the function is evaluated at the identity's argument: sin(pi) = 0, cos(pi) = -1)
    ("sqrt(sin(pi)-1e-100)", lambda: mpmath.sqrt(0 - mpmath.mpf(10) ** -100), None, "domain"),
    ("ln(sin(pi))", lambda: mpmath.ln(0), None, "domain"),
    ("atanh(cos(pi))", lambda: mpmath.atanh(-1), None, "domain"),
]
MODES = ["half-even", "half-up", "half-down", "up", "down", "ceiling", "floor"]
PRECISIONS = [10, 38]

def text(v, p, mode):
    if v == 0:
        return "0"
    # 40 digits more than shown, then rounded by Python's decimal in the mode
    decimal.getcontext().prec = p + 50
    d = decimal.Decimal(mpmath.nstr(v, p + 40, strip_zeros=False, min_fixed=0, max_fixed=1))
    rounding = {"half-even": decimal.ROUND_HALF_EVEN, "half-up": decimal.ROUND_HALF_UP,
                "half-down": decimal.ROUND_HALF_DOWN, "up": decimal.ROUND_UP, "down": decimal.ROUND_DOWN,
                "ceiling": decimal.ROUND_CEILING, "floor": decimal.ROUND_FLOOR}[mode]
    q = d.quantize(decimal.Decimal(1).scaleb(d.adjusted() - p + 1), rounding=rounding)
    # far from a rounding boundary, so 40 more digits decide it
    tail = ((d - q).copy_abs() / decimal.Decimal(1).scaleb(d.adjusted() - p + 1)) % 1
    assert decimal.Decimal("1e-20") < tail < 1 - decimal.Decimal("1e-20") and abs(tail - decimal.Decimal("0.5")) > decimal.Decimal("1e-20")
    return format(q.normalize(), "f") if -6 < q.adjusted() < p else str(q)

rows = []
for expr, f, value, kind in CASES:
    got = f()
    if kind is None:
        direct = mpmath.re(got)
        assert abs(direct - value) < mpmath.mpf(10) ** -35, (expr, direct, value)
        for p in PRECISIONS:
            for m in MODES:
                rows.append((expr, p, m, text(value, p, m)))
    else:
        assert isinstance(got, mpmath.mpc) and abs(mpmath.im(got)) > 0 or mpmath.isinf(got), (expr, got)
        rows.append((expr, 38, "half-even", kind))

out = pathlib.Path(__file__).resolve().parent.parent / "Tests/CalcKitTests/Fixtures/domain-edges.tsv"
with open(out, "w") as fh:
    fh.write("# made by scripts/make-domain-edge-vectors.py: expression, precision, rounding, expected\n")
    for r in rows:
        fh.write("\t".join(str(x) for x in r) + "\n")
print(len(rows), "rows ->", out)
