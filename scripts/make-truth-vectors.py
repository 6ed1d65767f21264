#!/usr/bin/env python3
"""Generate the reference vectors for "one value, one truth" (issue 22, item 3).

Run from any directory:

    python3 scripts/make-truth-vectors.py

It (re)writes two files in Tests/CalcKitTests/Fixtures, read by
Tests/CalcKitTests/Evaluation/OneTruthTests.swift:

* identities.tsv, `expression <TAB> precision <TAB> rounding <TAB> kind <TAB> expected`:
  kind `exact` when the true value is a decimal D of at most precision + 1 significant
  digits (the identity rule's candidates), expected then D as a fraction in lowest terms
  (`n` or `n/d`): calc must return the exact number D. Kind `approximate` otherwise,
  expected the value as calc prints it at that precision and rounding (make-vectors.py's
  `expected`, imported): calc must return an approximation that shows it.
* conversions.tsv, `expression <TAB> decimal-exactly <TAB> decimal-rounding <TAB>
  double-rounding`: the expression is evaluated by calc at precision 50, half-even;
  decimal-exactly is what `Decimal(exactly:)` gives, decimal-rounding what
  `Decimal(rounding:)` gives (both as a fraction `n`/`n/d`, or `nil`), and
  double-rounding what `Double(rounding:)` gives (Python's shortest `repr`, or `nil`).

How the expected values are known (nothing comes from CalcKit)
-------------------------------------------------------------
* Values are computed with mpmath at 400 and at 460 significant digits, which must agree
  to 380 digits. A value within 10^-300 (relative; absolute around zero) of the decimal of
  precision + 1 digits nearest to it is that decimal: every such row is an identity that
  holds mathematically (sqrt(2)^2 = 2, exp(ln(10)) = 10, sin(pi/6) = 1/2, ...), listed
  here by hand. Any other value must be farther than 10^-(precision + 60) (relative) from
  every rounding boundary at its precision, so that its printed digits are certain.
* Decimal's rules are written out from Foundation's documentation: a significand of at
  most 38 decimal digits (written so here; `Decimal` can hold some 39-digit significands
  below 2^128, which calc does not use) times 10^e with -128 <= e <= 127. Rounding is
  half-even to 38 significant digits (Python's `decimal`), and below that exponent to a
  multiple of 10^-128 (Python's `round` of a Fraction, which is half-even); a nonzero value
  that rounds to zero, or a value that needs more than 38 digits at exponent 127, does not
  fit (nil).
* A Double is Python's `float` of the exact Fraction (CPython divides integers correctly
  rounded, subnormals included); OverflowError, or zero for a nonzero value, is nil.
"""

from __future__ import annotations

import sys
from decimal import Context, Decimal, ROUND_HALF_EVEN
from fractions import Fraction
from pathlib import Path

try:
    import mpmath
except ImportError:  # pragma: no cover
    sys.exit("make-truth-vectors.py needs mpmath: pip install mpmath")

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "CalcKitTests" / "Fixtures"

sys.path.insert(0, str(ROOT / "scripts"))
from sibling import load as _load  # noqa: E402

mv = _load("make_vectors", "make-vectors.py")

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

M = mpmath.mp
ALL_MODES = list(mv.MODES)

# (calc expression, mpmath function, precisions, modes)
IDENTITY_CASES = [
    ("sqrt(2)^2", lambda: M.sqrt(2) ** 2, [38, 5, 50, 100], ALL_MODES),
    ("-sqrt(2)^2", lambda: -(M.sqrt(2) ** 2), [38], ALL_MODES),
    ("exp(ln(10))", lambda: M.exp(M.log(10)), [38, 20], ALL_MODES),
    ("sqrt(2)*sqrt(3.125)", lambda: M.sqrt(2) * M.sqrt(M.mpf(3125) / 1000), [38, 1, 2], ALL_MODES),
    ("ln(exp(0.7))", lambda: M.log(M.exp(M.mpf(7) / 10)), [38, 10], ALL_MODES),
    ("sqrt(3)^2/4", lambda: M.sqrt(3) ** 2 / 4, [38], ALL_MODES),
    ("sin(pi/6)", lambda: M.sin(M.pi / 6), [38, 60], ALL_MODES),
    ("tan(pi/4)", lambda: M.tan(M.pi / 4), [38], ["half-even", "floor", "ceiling"]),
    ("4*atan(1)/pi", lambda: 4 * M.atan(1) / M.pi, [38], ["half-even", "down"]),
    ("exp(ln(2)*10)", lambda: M.exp(M.log(2) * 10), [38, 4], ["half-even", "half-up", "up"]),
    ("sqrt(2e-20)^2", lambda: M.sqrt(M.mpf(2) / 10**20) ** 2, [38], ["half-even", "floor"]),
    ("sqrt(2)^2*1e30", lambda: M.sqrt(2) ** 2 * 10**30, [38], ["half-even", "ceiling"]),
    ("cbrt(0.125)^3*8", lambda: M.cbrt(M.mpf(1) / 8) ** 3 * 8, [38], ["half-even"]),
    ("(sqrt(5)+1)/2*((sqrt(5)-1)/2)", lambda: (M.sqrt(5) + 1) / 2 * ((M.sqrt(5) - 1) / 2), [38], ["half-even", "floor"]),
    # Values the rule must leave alone: near a short decimal only by an input that deep, a
    # short decimal with more than precision + 1 digits, or plainly not short.
    ("sqrt(2)^2 - 1e-60", lambda: M.sqrt(2) ** 2 - M.mpf(10) ** -60, [38], ALL_MODES),
    ("sqrt(2)^2 + 1e-45", lambda: M.sqrt(2) ** 2 + M.mpf(10) ** -45, [38], ALL_MODES),
    ("exp(ln(1.2345))", lambda: M.exp(M.log(M.mpf(12345) / 10000)), [3], ["half-even", "floor", "up"]),
    ("sqrt(2)", lambda: M.sqrt(2), [38, 5], ["half-even", "floor"]),
    ("pi*1e10", lambda: M.pi * 10**10, [38], ["half-even"]),
]

# The identity rule at a step (issue 35, item 9): functions that jump where their argument
# does take an argument the rule settles on D to be D. (calc expression, mpmath function
# of the inner value(s), the step applied to the exact value(s) with Fractions,
# precisions, modes.) The inner values are identified as the rows above are: a value
# within 10^-300 of a decimal of precision + 1 digits is that decimal; any other value is
# used as computed (to 380 digits), and then the step must be decided far from its jump.
def _floor(x: Fraction) -> Fraction:
    return Fraction(x.numerator // x.denominator)


def _ceil(x: Fraction) -> Fraction:
    return -_floor(-x)


def _trunc(x: Fraction) -> Fraction:
    return _floor(x) if x >= 0 else _ceil(x)


def _sign(x: Fraction) -> Fraction:
    return Fraction((x > 0) - (x < 0))


def _mod(a: Fraction, b: Fraction) -> Fraction:  # calc's mod: the sign of the divisor
    return a - b * _floor(a / b)


STEP_CASES = [
    ("floor(sqrt(2)^2)", [lambda: M.sqrt(2) ** 2], _floor, [38, 10], ALL_MODES),
    ("floor(exp(ln(10)))", [lambda: M.exp(M.log(10))], _floor, [38], ["half-even", "down"]),
    ("ceil(sqrt(2)^2)", [lambda: M.sqrt(2) ** 2], _ceil, [38], ["half-even", "up"]),
    ("ceil(-exp(ln(10)))", [lambda: -M.exp(M.log(10))], _ceil, [38], ["half-even"]),
    ("trunc(sqrt(3)^2)", [lambda: M.sqrt(3) ** 2], _trunc, [38], ["half-even"]),
    ("trunc(-sqrt(3)^2)", [lambda: -(M.sqrt(3) ** 2)], _trunc, [38], ["half-even"]),
    ("round(sqrt(2.5)^2)", [lambda: M.sqrt(M.mpf(5) / 2) ** 2], lambda x: _floor(x + Fraction(1, 2)), [38], ["half-even"]),
    ("fract(sqrt(2)^2)", [lambda: M.sqrt(2) ** 2], lambda x: x - _trunc(x), [38], ["half-even", "floor"]),
    ("fract(exp(ln(2.25)))", [lambda: M.exp(M.log(M.mpf(9) / 4))], lambda x: x - _trunc(x), [38], ["half-even"]),
    ("sign(sqrt(2)^2 - 2)", [lambda: M.sqrt(2) ** 2 - 2], _sign, [38], ["half-even"]),
    ("sign(sin(pi))", [lambda: M.sin(M.pi)], _sign, [38], ["half-even"]),
    ("floor(sqrt(2)^2*10, 1)", [lambda: M.sqrt(2) ** 2 * 10], _floor, [38], ["half-even"]),
    ("sqrt(2)^2 mod 2", [lambda: M.sqrt(2) ** 2, lambda: M.mpf(2)], _mod, [38], ["half-even"]),
    ("exp(ln(7)) mod sqrt(3)^2", [lambda: M.exp(M.log(7)), lambda: M.sqrt(3) ** 2], _mod, [38], ["half-even"]),
    ("sqrt(2)^2 div 1", [lambda: M.sqrt(2) ** 2, lambda: M.mpf(1)], lambda a, b: _floor(a / b), [38], ["half-even"]),
    # cot at a zero written in radians (tan has its pole there): 0 by the rule on the result.
    ("cot(pi/2)", [lambda: M.cot(M.pi / 2)], lambda x: x, [38], ALL_MODES),
    ("cot(-3pi/2)", [lambda: M.cot(-3 * M.pi / 2)], lambda x: x, [38], ["half-even", "up"]),
    # Values the rule leaves alone: the step is decided by the bounds.
    ("floor(sqrt(2)^2 - 1e-60)", [lambda: M.sqrt(2) ** 2 - M.mpf(10) ** -60], _floor, [38], ["half-even"]),
    ("ceil(sqrt(2)^2 + 1e-100)", [lambda: M.sqrt(2) ** 2 + M.mpf(10) ** -100], _ceil, [38], ["half-even"]),
    ("fract(sqrt(2)^2 - 1e-60)", [lambda: M.sqrt(2) ** 2 - M.mpf(10) ** -60], lambda x: x - _trunc(x), [38], ["half-even", "up"]),
    ("floor(pi*1e10)", [lambda: M.pi * 10**10], _floor, [38], ["half-even"]),
]

# Expressions for the conversions (calc evaluates them at precision 50, half-even).
CONVERSION_CASES = [
    ("19.99", None),
    ("-7", None),
    ("1/3", None),
    ("-2/3", None),
    ("1e-7", None),
    ("2^-10", None),
    ("2^-100", None),
    ("10^150", None),
    ("10^164*9.5", None),
    ("10^165", None),
    ("10^200", None),
    ("-10^200", None),
    ("123456789012345678901234567890123456789", None),
    ("12345678901234567890123456789012345678", None),
    ("1e-128", None),
    ("7e-129", None),
    ("5e-129", None),
    ("4e-129", None),
    ("1/3*1e-100", None),
    ("1e-400", None),
    ("2^1024", None),
    ("2^1023*(2-2^-53)", None),
    ("2^1023*(2-2^-54)", None),
    ("2^1023*(2-2^-52)", None),
    ("2^1023*(2-2^-52)+2^969", None),
    ("2^-1074", None),
    ("2^-1075", None),
    ("2^-1075*3/2", None),
    ("2^-1080", None),
    ("0.1", None),
    ("0", None),
    ("sqrt(2)", lambda: M.sqrt(2)),
    ("-pi*1e100", lambda: -M.pi * M.mpf(10) ** 100),
    ("exp(-295)", lambda: M.exp(-295)),
    ("exp(-300)", lambda: M.exp(-300)),
    ("exp(400)", lambda: M.exp(400)),
    ("exp(800)", lambda: M.exp(800)),
    ("exp(-750)", lambda: M.exp(-750)),
]

TEN = Fraction(10)


def to_fraction(x) -> Fraction:
    sign, man, exp, _ = M.mpf(x)._mpf_  # sign is 1 for a negative value
    value = Fraction(int(man)) * (Fraction(2) ** int(exp))
    return -value if sign else value


def value_of(f) -> Fraction:
    """f() at 400 digits, checked against 460."""
    with mpmath.workdps(400):
        a = to_fraction(f())
    with mpmath.workdps(460):
        b = to_fraction(f())
    scale = max(abs(a), abs(b), Fraction(1, 10**300))
    assert abs(a - b) <= scale * Fraction(1, 10**380), "400 and 460 digits disagree"
    return b


def frac_text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def round_sig(v: Fraction, p: int) -> Fraction:
    """v rounded half-even to p significant digits (exactly, as a Fraction)."""
    r = mv.round_with_integers(v, p, "half-even")
    if r is None:
        return Fraction(0)
    s, c, q = r
    return s * c * TEN**q


def near_boundary(v: Fraction, p: int) -> bool:
    """Whether v is within 10^-(p+60) (relative) of a p-digit number or a midpoint."""
    if v == 0:
        return True
    x = abs(v)
    a = mv.adjusted_exponent(x)
    unit = TEN ** (a - p + 1) / 2  # half a unit in the last place: midpoints and numbers
    k = round(x / unit)
    return abs(x - k * unit) <= x * TEN ** -(p + 60)


def identities():
    rows = []
    for expr, f, precisions, modes in IDENTITY_CASES:
        v = value_of(f)
        for p in precisions:
            d = round_sig(v, p + 1)
            close = abs(v - d) <= max(abs(d), Fraction(1)) * TEN**-300 if d != 0 else abs(v) <= TEN**-300
            for mode in modes:
                if close:
                    rows.append((expr, p, mode, "exact", frac_text(d)))
                else:
                    assert not near_boundary(v, p), (expr, p)
                    rows.append((expr, p, mode, "approximate", mv.expected(v, p, mode)))
    return rows


def identified(v: Fraction, p: int):
    """(D, True) when v lies within 10^-300 of a decimal D of p + 1 digits (0 when |v| is
    below 10^-300), the rows above' rule; else (v, False)."""
    if abs(v) <= TEN**-300:
        return Fraction(0), True
    d = round_sig(v, p + 1)
    if abs(v - d) <= abs(d) * TEN**-300:
        return d, True
    return v, False


def value_near(f) -> Fraction:
    """f() at 460 digits, checked against 400 to 10^-380 relative, or absolute near zero
    (sin(pi) is about 10^-400 and 10^-460 there: both are 0 to the rule)."""
    with mpmath.workdps(400):
        a = to_fraction(f())
    with mpmath.workdps(460):
        b = to_fraction(f())
    assert abs(a - b) <= max(abs(b), Fraction(1)) * Fraction(1, 10**380), "400 and 460 digits disagree"
    return b


def steps():
    rows = []
    for expr, fs, step, precisions, modes in STEP_CASES:
        values = [value_near(f) for f in fs]
        for p in precisions:
            pairs = [identified(v, p) for v in values]
            xs = [x for x, _ in pairs]
            r = step(*xs)
            # A result of values not identified (computed to 380 digits) is exact when it is
            # an integer (the step is far from its jump), else an approximation calc prints.
            settled = all(known for _, known in pairs)
            for mode in modes:
                if r.denominator == 1 or settled:
                    rows.append((expr, p, mode, "exact", frac_text(r)))
                else:
                    assert not near_boundary(r, p), (expr, p)
                    rows.append((expr, p, mode, "approximate", mv.expected(r, p, mode)))
    return rows


def terminating_parts(v: Fraction):
    """(sign, c, q) with v = sign * c * 10^q and c without trailing zeros, or None."""
    d = v.denominator
    twos = fives = 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    if d != 1:
        return None
    m = max(twos, fives)
    c = abs(v.numerator) * 2 ** (m - twos) * 5 ** (m - fives)
    q = -m
    while c and c % 10 == 0:
        c //= 10
        q += 1
    return (-1 if v < 0 else 1, c, q)


def decimal_fits(s: int, c: int, q: int):
    """s * c * 10^q as Decimal holds it (38 digits, exponent -128...127), or None."""
    if c == 0:
        return Fraction(0)
    digits = len(str(c))
    if q > 127:
        digits += q - 127
    if digits > 38 or q < -128:
        return None
    return s * c * TEN**q


def decimal_exactly(v: Fraction, exact: bool):
    if not exact:
        return None
    parts = terminating_parts(v)
    return None if parts is None else decimal_fits(*parts)


def decimal_rounding(v: Fraction):
    if v == 0:
        return Fraction(0)
    ctx = Context(prec=38, rounding=ROUND_HALF_EVEN, Emax=10**9, Emin=-(10**9))
    d = ctx.divide(Decimal(v.numerator), Decimal(v.denominator))
    sign, digit_tuple, q = d.as_tuple()
    c = int("".join(map(str, digit_tuple)))
    s = -1 if sign else 1
    while c % 10 == 0:
        c //= 10
        q += 1
    if q < -128:
        n = round(v * TEN**128)  # half-even
        if n == 0:
            return None
        s, c, q = (-1 if n < 0 else 1), abs(n), -128
        while c % 10 == 0:
            c //= 10
            q += 1
    return decimal_fits(s, c, q)


def double_rounding(v: Fraction):
    try:
        x = float(v)
    except OverflowError:
        return None
    if x == 0 and v != 0:
        return None
    return repr(x + 0.0)


def conversions():
    rows = []
    for expr, f in CONVERSION_CASES:
        if f is None:
            v = exact_value(expr)
            exact = True
        else:
            v = value_of(f)
            assert not near_boundary(v, 38), expr
            exact = False
        de = decimal_exactly(v, exact)
        dr = decimal_rounding(v)
        db = double_rounding(v)
        rows.append(
            (
                expr,
                "nil" if de is None else frac_text(de),
                "nil" if dr is None else frac_text(dr),
                "nil" if db is None else db,
            )
        )
    return rows


def exact_value(expr: str) -> Fraction:
    """The exact value of the few exact expressions above (powers and products)."""
    text = expr.replace("^", "**")
    allowed = set("0123456789.e+-*/() ")
    assert set(text) <= allowed, expr
    # Every literal as a Fraction, so that the arithmetic is exact.
    import re

    text = re.sub(r"(\d+(?:\.\d+)?(?:e-?\d+)?)", r'Fraction("\1")', text)
    value = eval(text, {"Fraction": Fraction})  # noqa: S307 - fixed strings from this file
    return Fraction(value)


def main():
    FIXTURES.mkdir(parents=True, exist_ok=True)
    ident = identities() + steps()
    with open(FIXTURES / "identities.tsv", "w") as out:
        out.write("# generated by scripts/make-truth-vectors.py -- do not edit; see its docstring\n")
        out.write("# expression\tprecision\trounding\tkind (exact or approximate)\texpected\n")
        for row in ident:
            out.write("\t".join(map(str, row)) + "\n")
    conv = conversions()
    with open(FIXTURES / "conversions.tsv", "w") as out:
        out.write("# generated by scripts/make-truth-vectors.py -- do not edit; see its docstring\n")
        out.write("# expression (calc, precision 50)\tDecimal(exactly:)\tDecimal(rounding:)\tDouble(rounding:)\n")
        for row in conv:
            out.write("\t".join(row) + "\n")
    print(f"identities.tsv: {len(ident)} rows; conversions.tsv: {len(conv)} rows")


if __name__ == "__main__":
    main()
