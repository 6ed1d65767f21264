#!/usr/bin/env python3
"""Generate the reference vectors for Number's Swift API.

Run from the repository root:

    python3 scripts/make-number-vectors.py

It (re)writes Tests/CalcKitTests/Fixtures/number-api.tsv, read by
Tests/CalcKitTests/NumberAPI/NumberAPIVectorTests.swift:

    kind <TAB> a <TAB> b <TAB> expected

kinds:

* `add`, `sub`, `mul`, `div`: a and b are exact fractions in the text
  `Number(String)` reads (`-22/7`, `5`, and some decimal literals `1.25e-3`,
  `1_000`); expected is the exact result in lowest terms (`n` or `n/d`), or,
  when its numerator or denominator would exceed 3,321,928 bits (the exact-size
  limit `Limits.maximumBits`), `≈` and the value rounded half-even to 38
  digits (calc then gives an approximation), or `division-by-zero`.
* `pow`: a is an exact fraction, b an integer exponent; expected as above.
* `to-double`: a is an exact fraction; expected is the nearest Double, ties to
  even, as `float.hex()` (`inf`, `-inf`, `-0x0.0p+0` included), which Swift's
  `Double(String)` reads back bit for bit.
* `from-double`: a is a Double as `float.hex()`; expected is its exact value
  as a fraction in lowest terms.
* `parse`: a is text for `Number(String)`; expected its exact value, or `nil`.

Why this is independent of the Swift code
-----------------------------------------
Every expected value comes from Python's `fractions.Fraction` (exact) and, for
Doubles, from `int / int` true division, which CPython rounds correctly (it
raises OverflowError where the correctly rounded result is infinite).  Each
rounded Double is also checked here against its two neighbours
(`math.nextafter`): no representable value may be nearer the exact value, and
a tie must have gone to the even significand.  Nothing is derived from CalcKit.

Deterministic (fixed seed): re-running reproduces the file byte for byte.
Standard library only (Python 3.9+).
"""

from __future__ import annotations

import math
import random
import struct
import sys
from fractions import Fraction
from pathlib import Path

import sibling

# make-vectors.py's rounding and printing, for values beyond the exact-size limit.
MV = sibling.load("make_vectors", "make-vectors.py")

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

SEED = 20261123
OUT = Path(__file__).resolve().parent.parent / "Tests" / "CalcKitTests" / "Fixtures" / "number-api.tsv"
MAX_BITS = 3_321_928


def text(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def fits(v: Fraction) -> bool:
    return abs(v.numerator).bit_length() <= MAX_BITS and v.denominator.bit_length() <= MAX_BITS


def expression(source: str, value: Fraction) -> str:
    """`=source` for a value that fits, after checking that source is that value."""
    assert fits(value), source
    assert evaluate(source) == value, source
    return "=" + source


def evaluate(source: str) -> Fraction:
    """The value of a calc expression of integers, + - * / ^ and parentheses (only the
    forms this script writes: ^ binds tighter than a unary minus, as in calc)."""
    tokens = source.replace("(", " ( ").replace(")", " ) ")
    for op in "+-*/^":
        tokens = tokens.replace(op, f" {op} ")
    tokens = tokens.split()
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def atom():
        if peek() == "(":
            take()
            v = sum_()
            assert take() == ")"
            return v
        return Fraction(int(take()))

    def power():
        base = atom()
        if peek() == "^":
            take()
            return base ** unary()
        return base

    def unary():
        if peek() == "-":
            take()
            return -unary()
        return power()

    def product():
        v = unary()
        while peek() in ("*", "/"):
            v = v * unary() if take() == "*" else v / unary()
        return v

    def sum_():
        v = product()
        while peek() in ("+", "-"):
            v = v + product() if take() == "+" else v - product()
        return v

    v = sum_()
    assert pos == len(tokens), source
    return v


def beyond_cap(v: Fraction) -> str:
    """A value beyond the exact-size limit: `≈` and its 38 digits, rounded half-even, as
    calc prints them (make-vectors.py's `expected`, two independent roundings)."""
    return "≈" + MV.expected(v, 38, "half-even")


def checked(v: Fraction) -> str:
    return text(v) if fits(v) else beyond_cap(v)


# ---------------------------------------------------------------------------
# Doubles
# ---------------------------------------------------------------------------


def nearest_double(v: Fraction) -> float:
    try:
        d = v.numerator / v.denominator
    except OverflowError:
        d = math.inf if v > 0 else -math.inf
    self_check(v, d)
    return d


def self_check(v: Fraction, d: float) -> None:
    """No Double is nearer v than d; a tie went to the even significand."""
    if math.isinf(d):
        # Infinite only from half a unit in the last place past the largest finite on.
        assert abs(v) >= Fraction(2) ** 1024 - Fraction(2) ** 970, v
        return
    here = abs(Fraction(d) - v)
    for neighbour in (math.nextafter(d, math.inf), math.nextafter(d, -math.inf)):
        if math.isinf(neighbour):
            continue
        there = abs(Fraction(neighbour) - v)
        assert here <= there, (v, d, neighbour)
        if here == there:
            assert significand(d) % 2 == 0, (v, d)


def significand(d: float) -> int:
    """The integer m with |d| = m * 2^q, q the exponent of d's last significant bit."""
    if d == 0:
        return 0
    e = math.frexp(abs(d))[1] - 1  # |d| in [2^e, 2^(e+1))
    m = Fraction(abs(d)) / Fraction(2) ** max(e - 52, -1074)
    assert m.denominator == 1
    return m.numerator


def double_vectors(rng: random.Random) -> list[tuple[str, str, str, str]]:
    rows: list[Fraction] = []
    # Small and ordinary fractions.
    for _ in range(300):
        rows.append(Fraction(rng.randint(-10**6, 10**6), rng.randint(1, 10**6)))
    for _ in range(200):
        rows.append(Fraction(rng.getrandbits(rng.randint(1, 200)) * rng.choice([1, -1]),
                             rng.getrandbits(rng.randint(1, 200)) | 1))
    # Exact ties and near ties between consecutive Doubles, normal and subnormal.
    for _ in range(300):
        e = rng.randint(-1074, 971)
        q = rng.getrandbits(53) | (1 << 52) if e > -1074 else rng.getrandbits(52)
        tie = (Fraction(2 * q + 1) * Fraction(2) ** e) / 2
        nudge = Fraction(2) ** (e - rng.randint(2, 200))
        sign = rng.choice([1, -1])
        rows += [sign * tie, sign * (tie + nudge), sign * (tie - nudge)]
    # Around the ends of the range.
    big = Fraction(2) ** 1024
    ulp_top = Fraction(2) ** 971
    least = Fraction(2) ** -1074
    for v in [
        big - ulp_top / 2,  # the tie to infinity
        big - ulp_top / 2 - Fraction(1, 10**9),
        big - ulp_top / 2 + Fraction(1, 10**9),
        big - ulp_top,  # the largest finite
        big,
        Fraction(10) ** 400,
        Fraction(2) ** 1100,
        least,
        least / 2,  # a tie to zero
        least / 2 + Fraction(1, 2**2000),
        least / 2 - Fraction(1, 2**2000),
        least * 3 / 2,  # a tie between 1 and 2 ulps: to 2
        least * 5 / 2,  # between 2 and 3: to 2
        Fraction(2) ** -1022,  # least normal
        Fraction(2) ** -1022 - least / 2,
        Fraction(1, 10**400),
        Fraction(1, 3),
        Fraction(2, 3),
        Fraction(1, 10),
        Fraction(0),
        Fraction(1),
        Fraction(2**53 + 1),  # a tie between integers
        Fraction(2**53 + 3),
        Fraction(2**63),
        Fraction(-(2**63)),
        Fraction(2**64 - 1),
    ]:
        rows += [v, -v]
    out = []
    for v in rows:
        out.append(("to-double", text(v), "-", nearest_double(v).hex()))
    # Doubles to their exact values.
    doubles = [0.1, -0.1, 0.5, 1e300, -1e-300, 5e-324, -5e-324, 2.2250738585072014e-308,
               1.7976931348623157e308, 9007199254740993.0, -0.0, 0.0, 1.0, 123456.789,
               float(2**63), -float(2**63), float(2**64)]
    for _ in range(300):
        d = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isfinite(d):
            doubles.append(d)
    for d in doubles:
        out.append(("from-double", d.hex(), "-", text(Fraction(d))))
    return out


# ---------------------------------------------------------------------------
# Arithmetic
# ---------------------------------------------------------------------------


def random_fraction(rng: random.Random) -> Fraction:
    kind = rng.random()
    if kind < 0.3:
        v = Fraction(rng.randint(-10**6, 10**6), rng.randint(1, 10**3))
    elif kind < 0.6:
        v = Fraction(rng.getrandbits(rng.randint(1, 130)), rng.getrandbits(rng.randint(1, 130)) | 1)
    elif kind < 0.8:
        v = Fraction(rng.getrandbits(rng.randint(60, 700)), rng.getrandbits(rng.randint(1, 700)) | 1)
    else:
        v = Fraction(rng.randint(-(2**63), 2**63 - 1))
    return v * rng.choice([1, -1])


def decimal_text(v: Fraction, rng: random.Random) -> str | None:
    """A decimal literal for v, in one of several spellings, when v has at most 40
    decimal places; else None."""
    k = next((k for k in range(41) if (v * 10**k).denominator == 1), None)
    if k is None:
        return None
    n = (v * 10**k).numerator
    digits = str(abs(n))
    sign = "-" if n < 0 else rng.choice(["", "+"])
    style = rng.randint(0, 2)
    if style == 0 and k == 0 and len(digits) > 3:
        # Digit groups.
        head = len(digits) % 3 or 3
        groups = [digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)]
        return sign + "_".join(groups)
    if style == 1:
        return f"{sign}{digits}e-{k}" if k else f"{sign}{digits}e0"
    if k == 0:
        return sign + digits
    padded = digits.rjust(k + 1, "0")
    return f"{sign}{padded[:-k]}.{padded[-k:]}"


def operand_text(v: Fraction, rng: random.Random) -> str:
    if rng.random() < 0.3:
        t = decimal_text(v, rng)
        if t is not None:
            return t
    return text(v)


def arithmetic_vectors(rng: random.Random) -> list[tuple[str, str, str, str]]:
    out = []
    ops = {
        "add": lambda a, b: a + b,
        "sub": lambda a, b: a - b,
        "mul": lambda a, b: a * b,
        "div": lambda a, b: a / b,
    }
    for _ in range(1200):
        op = rng.choice(list(ops))
        a, b = random_fraction(rng), random_fraction(rng)
        if rng.random() < 0.1:
            a = Fraction(rng.randint(-10**6, 10**6), 10 ** rng.randint(0, 12))
            b = Fraction(rng.randint(-10**6, 10**6), 2 ** rng.randint(0, 30))
        if b == 0:
            want = "division-by-zero" if op == "div" else checked(ops[op](a, b))
        else:
            want = checked(ops[op](a, b))
        out.append((op, operand_text(a, rng), operand_text(b, rng), want))
    # Division by zero, and results at and just past the size cap. Text operands have at
    # most 19,728 digits (`Limits.maximumDigits`), under 65,536 bits, so sums of integers
    # cannot pass the cap: fractions with large coprime denominators can. To keep this
    # file small, these operands (and the expected values that fit) are written as calc
    # expressions, `=` in front, which the test evaluates with `Calculator` to build them;
    # each expression is evaluated here too and checked to be the value meant.
    out.append(("div", "1", "0", "division-by-zero"))
    out.append(("div", "-7/3", "0.000", "division-by-zero"))
    top = Fraction(10**19728 - 1)  # the largest integer text may have: 65,536 bits
    out.append(("add", "=10^19728-1", "1", expression("10^19728", top + 1)))
    out.append(("sub", "=-(10^19728-1)", "1", expression("-10^19728", -top - 1)))
    out.append(("mul", "=10^19728-1", "-1", expression("-(10^19728-1)", -top)))
    half = "2^32768-1"
    out.append(("mul", f"={half}", f"={half}", expression(f"({half})^2", Fraction(2**32768 - 1) ** 2)))
    square = Fraction(2**32768 + 1) ** 2
    out.append(("mul", "=2^32768+1", "=2^32768+1", expression("(2^32768+1)^2", square)))
    out.append(("div", "=2^32768+1", "=1/(2^32768+1)", expression("(2^32768+1)^2", square)))
    # Sums of fractions whose denominators are both beyond 1,000,000 bits (and not 2^a·5^b)
    # would need a gcd calc does not work out (`Rational.maximumGcdBits`): an approximation.
    for bits, fits_ in ((32767, True), (40000, True), (1000001, False)):
        p, q = f"(2^{bits}+1)", f"(2^{bits}+3)"
        pv, qv = Fraction(2**bits + 1), Fraction(2**bits + 3)
        for op, want, form in (
            ("add", 1 / pv + 1 / qv, f"(2*2^{bits}+4)/({p}*{q})"),
            ("sub", 1 / pv - 1 / qv, f"2/({p}*{q})"),
        ):
            out.append((op, f"=1/{p}", f"=1/{q}", expression(form, want) if fits_ else beyond_cap(want)))
    # Integer powers.
    for _ in range(200):
        a = Fraction(rng.randint(-50, 50), rng.randint(1, 20))
        n = rng.randint(-40, 40)
        if a == 0 and n < 0:
            want = "division-by-zero"
        else:
            want = checked(a ** n)
        out.append(("pow", operand_text(a, rng), str(n), want))
    # At the cap. A result that fits is written as an expression grouped differently from
    # the power itself (too long as digits, and slow to convert in a debug build).
    for a, n, form in [
        ("2", 65536, "2*4^32767*2"), ("2", 3321927, "2*4^1660963"), ("2", 3321928, None),
        ("-2", 3321929, None), ("1/2", 3321928, None), ("3", 2095904, None), ("3", 41349, "3*9^20674"),
        ("0", 0, None), ("0", -1, None), ("1", -(10**6), None), ("-1", 10**6 + 1, None), ("7/3", 0, None),
    ]:
        v = Fraction(a)
        if v == 0 and n < 0:
            want = "division-by-zero"
        elif form is not None:
            want = expression(form, v ** n)
        else:
            want = checked(v ** n)
            assert len(want) < 100, (a, n)
        out.append(("pow", a, str(n), want))
    return out


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------


def parse_vectors(rng: random.Random) -> list[tuple[str, str, str, str]]:
    out = []
    for _ in range(300):
        a = Fraction(rng.randint(-10**12, 10**12), 10 ** rng.randint(0, 15)) * rng.choice([1, 10**20, Fraction(1, 10**20)])
        b = Fraction(rng.randint(1, 10**12), 10 ** rng.randint(0, 15))
        num = decimal_text(a, rng) or text(a)
        den = (decimal_text(b, rng) or text(b)).lstrip("+")
        if "/" in num + den:
            continue
        out.append(("parse", f"{num}/{den}", "-", text(a / b)))
    for t, want in [
        ("1/3", "1/3"), ("-1/3", "-1/3"), ("+1/3", "1/3"), ("6/4", "3/2"), ("-0.1", "-1/10"),
        ("1e-3", "1/1000"), ("1_000", "1000"), ("1.5/4", "3/8"), ("1e3/7", "1000/7"), ("0/5", "0"),
        ("-0/5", "0"), (".5/.25", "2"), ("1/0", "nil"), ("1/0.0", "nil"), ("1/-2", "nil"), ("1/+2", "nil"),
        ("1//2", "nil"), ("1/", "nil"), ("/2", "nil"), ("1/2/3", "nil"), (" 1/2", "nil"), ("1 /2", "nil"),
        ("1/ 2", "nil"), ("1/2 ", "nil"), ("--1/2", "nil"), ("1/2e", "nil"), ("a/b", "nil"), ("", "nil"), ("/", "nil"),
        ("1/2/", "nil"), ("1e2000000/1", "nil"), ("0x1/2", "nil"), ("1/2_", "nil"), ("١/2", "nil"),
    ]:
        out.append(("parse", t, "-", want))
    return out


def main() -> None:
    rng = random.Random(SEED)
    rows = arithmetic_vectors(rng) + double_vectors(rng) + parse_vectors(rng)
    with OUT.open("w", encoding="utf-8", newline="\n") as f:
        f.write("# kind\ta\tb\texpected -- generated by scripts/make-number-vectors.py, do not edit\n")
        for row in rows:
            assert all("\t" not in field and "\n" not in field for field in row)
            f.write("\t".join(row) + "\n")
    print(f"{OUT.name}: {len(rows)} vectors, {OUT.stat().st_size} bytes")


if __name__ == "__main__":
    main()
