#!/usr/bin/env python3
"""Reference vectors for the language of issue 14: conversions at the end of a line,
bitwise operations, implicit multiplication, mixed numbers and recurring decimals; and of
"first contact": a spaced factor after a divisor, percentage points, `//`, `&&` and `||`,
`to %`, `sig figs` and tan at its poles.

Every expected text is computed here with Python's integers, fractions and decimal
modules, by algorithms written independently of calc's (the recurring period from the
multiplicative order of 10, the base digits from repeated division), following the rules
Grammar.md states. Writes Tests/CalcKitTests/Fixtures/language.tsv:

    expression <TAB> expected output of Calculator.run at precision 38, half-even

Run from the repository root: python3 scripts/make-language-vectors.py
"""
import math
import random
import sys
from decimal import Decimal, Context, ROUND_HALF_EVEN
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sibling import load  # noqa: E402

# calc's plain text of a value rounded to p digits (two independent roundings that must
# agree, then the output format): make-vectors.py's `expected`.
mv = load("make_vectors", "make-vectors.py")

rng = random.Random(14)
P = 38
rows = []


def add(expression, expected):
    rows.append((expression, expected))


def rounded(f: Fraction, digits: int) -> Decimal:
    ctx = Context(prec=digits, rounding=ROUND_HALF_EVEN, Emax=10**9, Emin=-10**9)
    return ctx.divide(Decimal(f.numerator), Decimal(f.denominator))


def sci(f: Fraction, engineering: bool) -> str:
    if f == 0:
        return "0e+0"
    d = rounded(f, P).normalize(Context(prec=10000))
    sign, digits, exponent = d.as_tuple()
    ds = "".join(map(str, digits))
    a = exponent + len(ds) - 1
    lead = (a % 3) + 1 if engineering else 1
    ds = ds.ljust(lead, "0")
    e = a - (lead - 1)
    body = ds[:lead] + ("." + ds[lead:] if len(ds) > lead else "")
    return ("-" if sign else "") + body + ("e+%d" % e if e >= 0 else "e-%d" % -e)


def recurring(f: Fraction, limit: int = 100):
    """The expansion with its period in parentheses, from the multiplicative order of 10,
    and an ellipsis after a period that follows fraction digits (0.1(6)…, but 0.(3)): the
    form calc reads back (Grammar.md, "Recurring decimals")."""
    n, d = abs(f.numerator), f.denominator
    twos = fives = 0
    m = d
    while m % 2 == 0:
        m //= 2
        twos += 1
    while m % 5 == 0:
        m //= 5
        fives += 1
    pre = max(twos, fives)
    period = 0
    if m > 1:
        period = 1
        x = 10 % m
        while x != 1:
            x = x * 10 % m
            period += 1
    if m > 1 and pre + period > limit:
        return None
    whole, rest = divmod(n, d)
    total = pre + period
    scaled = rest * 10**total // d
    ds = str(scaled).rjust(total, "0") if total else ""
    s = ("-" if f < 0 else "") + str(whole)
    if total == 0:
        return s
    s += "." + ds[:pre]
    if period:
        s += "(" + ds[pre:] + ")" + ("\u2026" if pre else "")
    return s


def base_digits(n: int, b: int) -> str:
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(alphabet[r])
    return "".join(reversed(out))


def base_text(f: Fraction, b: int) -> str:
    prefix = {16: "0x", 8: "0o", 2: "0b"}.get(b, "%d#" % b)
    suffix = ""
    sign = "-" if f < 0 else ""
    f = abs(f)
    if f.denominator == 1:
        return sign + prefix + base_digits(f.numerator, b) + suffix
    significant = math.ceil(P * math.log2(10) / math.log2(b) - 1e-12)
    if f >= 1:
        leading = len(base_digits(f.numerator // f.denominator, b)) - 1
    else:
        # The k with b^k <= f < b^(k+1): the number of base-b digits of the integer part
        # of 1/f, corrected at an exact power (from the definition, not by stepping
        # through every position: 1e-19000 has 63,000 in binary).
        inverse = f.denominator // f.numerator
        leading = -len(base_digits(inverse, b)) if inverse else 0
        if Fraction(1, b**-leading) > f:
            leading -= 1
        while Fraction(1, b ** (-leading - 1)) <= f and leading < -1:
            leading += 1
    places = max(0, significant - 1 - leading)
    x = f * b**places
    q, r = divmod(x.numerator, x.denominator)
    if 2 * r > x.denominator or (2 * r == x.denominator and q % 2 == 1):
        q += 1
    ds = base_digits(q, b).rjust(places + 1, "0")
    body = ds[: len(ds) - places] + "." + ds[len(ds) - places :] if places else ds
    if "." in body:
        body = body.rstrip("0").rstrip(".")
    return sign + prefix + body + suffix


def frac_text(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else "%d/%d" % (f.numerator, f.denominator)


def mixed_text(f: Fraction) -> str:
    if f.denominator == 1 or abs(f.numerator) < f.denominator:
        return frac_text(f)
    whole, rest = divmod(abs(f.numerator), f.denominator)
    return ("-" if f < 0 else "") + "%d %d/%d" % (whole, rest, f.denominator)


def rand_fraction():
    return Fraction(rng.randint(-10**rng.randint(1, 12), 10**rng.randint(1, 12)), rng.randint(1, 10**rng.randint(1, 6)))


def literal(f: Fraction) -> str:
    return "(%d/%d)" % (f.numerator, f.denominator) if f.denominator != 1 else "(%d)" % f.numerator


# Conversions of exact values.
for _ in range(150):
    a, b = rand_fraction(), rand_fraction()
    e = "%s + %s" % (literal(a), literal(b))
    v = a + b
    add(e + " to fraction", frac_text(v))
    add(e + " to mixed", mixed_text(v))
# Long expansions: a terminating one of 19,000 digits, and periods just inside and outside
# the 100 digits shown.
add("1e-19000 to decimal", recurring(Fraction(1, 10**19000)))
add("2^-6000 to decimal", recurring(Fraction(1, 2**6000)))
for v in [Fraction(1, 97), Fraction(1, 101 * 8), Fraction(1, 109)]:
    text = recurring(v)
    add("%s to decimal" % literal(v), text if text is not None else mv.expected(v, P, "half-even"))
for _ in range(150):
    d = rng.choice([3, 6, 7, 9, 11, 12, 13, 17, 19, 21, 22, 27, 28, 37, 41, 44, 81, 96, 101, 250, 1024, 2**rng.randint(1, 20) * 5**rng.randint(0, 9)] + [rng.randint(2, 400)])
    v = Fraction(rng.randint(-10**6, 10**6), d)
    text = recurring(v)
    add("%s to decimal" % literal(v), text if text is not None else mv.expected(v, P, "half-even"))
for _ in range(150):
    n = rng.randint(-2**rng.randint(1, 200), 2**rng.randint(1, 200))
    b = rng.choice([2, 8, 16, rng.randint(2, 36)])
    word = {16: "hex", 8: "oct", 2: "bin"}.get(b, "base %d" % b)
    add("%d to %s" % (n, word), base_text(Fraction(n), b))
for v, b in [(Fraction(1, 10**19000), 2), (Fraction(3, 10**500), 16), (Fraction(1, 1024), 2), (Fraction(1, 3**40), 3),
             (Fraction(10**600 + 1, 10**300), 36)]:
    word = {16: "hex", 8: "oct", 2: "bin"}.get(b, "base %d" % b)
    text = "1e-19000" if v == Fraction(1, 10**19000) else literal(v)
    add("%s to %s" % (text, word), base_text(v, b))
for _ in range(100):
    v = rand_fraction()
    b = rng.choice([2, 8, 16, rng.randint(2, 36)])
    word = {16: "hex", 8: "oct", 2: "bin"}.get(b, "base %d" % b)
    add("%s to %s" % (literal(v), word), base_text(v, b))
for _ in range(150):
    v = rand_fraction()
    n = rng.randint(1, 60)
    add("%s to %d digits" % (literal(v), n), mv.expected(v, n, "half-even"))
    places = rng.randint(0, 30)
    # Exactly `places` digits after the point (the value itself when it has fewer).
    x = Fraction(v.numerator * 10**places, v.denominator)
    qq, r = divmod(x.numerator, x.denominator)
    if 2 * r > x.denominator or (2 * r == x.denominator and qq % 2 == 1):
        qq += 1
    sign = "-" if qq < 0 else ""
    digits = str(abs(qq)).rjust(places + 1, "0")
    text = sign + (digits[: len(digits) - places] + "." + digits[len(digits) - places :] if places else digits)
    add("%s to %d dp" % (literal(v), places), text)
    add("%s to sci" % literal(v), sci(v, False))
    add("%s to eng" % literal(v), sci(v, True))

# Bitwise operations: Python's integers are two's complement of unlimited width.
for _ in range(200):
    a = rng.randint(-2**rng.randint(1, 130), 2**rng.randint(1, 130))
    b = rng.randint(-2**rng.randint(1, 130), 2**rng.randint(1, 130))
    op, fn = rng.choice([("and", lambda x, y: x & y), ("or", lambda x, y: x | y), ("xor", lambda x, y: x ^ y), ("&", lambda x, y: x & y), ("|", lambda x, y: x | y)])
    add("(%d) %s (%d)" % (a, op, b), str(fn(a, b)))
    k = rng.randint(0, 150)
    add("(%d) shl %d" % (a, k), str(a << k))
    add("(%d) >> %d" % (a, k), str(a >> k))
    add("~(%d)" % a, str(~a))
    add("~(%d) + 1" % a, str(~a + 1))
# Precedence: shifts below + -, then and, xor, or (as in C and Python).
for _ in range(100):
    a, b, c = (rng.randint(0, 1000) for _ in range(3))
    add("%d + %d shl %d" % (a, b, c % 20), str((a + b) << (c % 20)))
    add("%d or %d and %d" % (a, b, c), str(a | (b & c)))
    add("%d xor %d or %d" % (a, b, c), str((a ^ b) | c))
    add("%d and %d xor %d" % (a, b, c), str((a & b) ^ c))

# Implicit multiplication: tighter than * and /, looser than ^. After `/`, a factor written
# after a space multiplies the quotient (left to right), and a `(` touching the divisor
# reads two ways: an error naming both bracketings.
for _ in range(150):
    a, b, c = (Fraction(rng.randint(1, 50)) for _ in range(3))
    form = rng.randrange(6)
    if form == 0:
        e, v = "%d/%d (%d)" % (a, b, c), a / b * c
    elif form == 1:
        e, v = "%d(%d+%d)" % (a, b, c), a * (b + c)
    elif form == 2:
        e, v = "(%d-%d)(%d)" % (a, b, c), (a - b) * c
    elif form == 3:
        e, v = "%d^2(%d)" % (a, c), a**2 * c
    elif form == 4:
        e, v = "-%d(%d)/%d" % (a, b, c), -(a * b) / c
    else:
        e = "%d/%d(%d)(%d)" % (a, b, c, a)
        add(e + " to fraction", "error: '%d/%d(%d)' reads two ways: write (%d/%d)(%d) to multiply the quotient, or %d/(%d(%d)) to divide by the product"
            % (a, b, c, a, b, c, a, b, c))
        continue
    add(e + " to fraction", frac_text(v))

# Mixed numbers and recurring decimals in.
for _ in range(100):
    whole = rng.randint(0, 1000)
    d = rng.randint(2, 500)
    n = rng.randint(1, d - 1)
    sign = rng.choice(["", "-"])
    v = Fraction(whole) + Fraction(n, d)
    add("%s%d %d/%d to fraction" % (sign, whole, n, d), frac_text(-v if sign else v))
for _ in range(100):
    head = str(rng.randint(0, 999))
    fraction_digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 5)))
    period = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 6)))
    f = len(fraction_digits)
    v = Fraction(int(head + fraction_digits), 10**f) + Fraction(int(period), (10**len(period) - 1) * 10**f)
    # After fraction digits an ellipsis must follow, as "…" or as three points.
    ellipsis = "" if not f else "\u2026" if len(period) % 2 else "..."
    add("%s.%s(%s)%s to fraction" % (head, fraction_digits, period, ellipsis), frac_text(v))

# First contact: spellings from bc, qalc, Python and spreadsheets, and the readings that
# were silent.
for _ in range(60):
    a, b, c = (rng.randint(1, 60) for _ in range(3))
    # A spaced factor after a divisor multiplies the quotient; a touching one stays in it.
    add("x = %d; %d/%d x" % (c, a, b), frac_text(Fraction(a, b) * c))
    add("x = %d; %d/%dx" % (c, a, b), frac_text(Fraction(a, b * c)))
    add("x = %d; %d/%d x x" % (c, a, b), frac_text(Fraction(a, b) * c * c))
    add("x = %d; %d/%d x/%d x" % (c, a, b, a), frac_text(Fraction(a, b) * c / a * c))
for _ in range(60):
    # Two percentages added or subtracted are percentage points.
    x = Fraction(rng.randint(0, 10**4), 100)
    y = Fraction(rng.randint(0, 10**4), 100)
    dx, dy = str(Decimal(x.numerator) / Decimal(x.denominator)), str(Decimal(y.numerator) / Decimal(y.denominator))
    add("%s%% + %s%%" % (dx, dy), frac_text((x + y) / 100))
    add("%s%% - %s%%" % (dx, dy), frac_text((x - y) / 100))
    n = rng.randint(1, 10**6)
    add("%d + %s%%" % (n, dy), frac_text(n * (1 + y / 100)))
for _ in range(60):
    # Python's floor division.
    a, b = rng.randint(-10**12, 10**12), rng.choice([-1, 1]) * rng.randint(1, 10**6)
    add("(%d) // (%d)" % (a, b), str(a // b))
for _ in range(40):
    a, b, c, d = (rng.randint(0, 5) for _ in range(4))
    add("%d == %d && %d == %d" % (a, b, c, d), str(int(a == b and c == d)))
    add("%d == %d || %d == %d" % (a, b, c, d), str(int(a == b or c == d)))
    add("%d && %d" % (a, c), str(int(bool(a) and bool(c))))
for _ in range(60):
    # `to %` writes the value times 100 with a percent sign; `sig figs` are digits.
    v = Fraction(rng.randint(-10**6, 10**6), rng.choice([1, 2, 4, 5, 8, 10, 16, 20, 25, 100, 1000, 3, 7]))
    add("%s to %%" % literal(v), mv.expected(v * 100, P, "half-even") + "%")
    n = rng.randint(1, 30)
    add("%s to %d sig figs" % (literal(v), n), mv.expected(v, n, "half-even"))
for k in range(-9, 10):
    # tan at a multiple of π/2: undefined at the odd ones whatever the angle unit, 0 at the even.
    pole = "error: tan is undefined at odd multiples of π/2 (90°)"
    add("tan(%d*pi/2)" % k, pole if k % 2 else "0")
    add("tan(%d°)" % (90 * k), pole if k % 2 else "0")
    add("tan(%d deg)" % (90 * k), pole if k % 2 else "0")

with open("Tests/CalcKitTests/Fixtures/language.tsv", "w") as out:
    out.write("# expression\texpected (Calculator.run at precision 38, half-even); scripts/make-language-vectors.py\n")
    for e, x in rows:
        out.write("%s\t%s\n" % (e, x))
print(len(rows), "rows")
