#!/usr/bin/env python3
"""Reference values for the rows of Tests/CalcKitTests/Fixtures/fuzz.tsv added with the
second hour of fuzzing of issue 42 (under the comment that names it): the slow classes
it left open, and what the hour and the hostile arguments of the new functions found; and
the row of the fuzz hour of 2026-11-28 (`29.2337090698^78909 times 9494%9974`).

Each value is worked out here exactly (Python's integers, fractions and decimal) or with
two libraries that must agree (mpmath and python-flint's Arb), then written as calc writes
it. Prints the rows, tab-separated as fuzz.tsv has them.

    pip install mpmath python-flint
    python3 scripts/make-fuzz-hour-vectors.py
"""
from decimal import Decimal, getcontext, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP, ROUND_CEILING, ROUND_FLOOR
from fractions import Fraction
import sys

sys.set_int_max_str_digits(0)

getcontext().Emax = 10**12
getcontext().Emin = -(10**12)

MODES = {"half-even": ROUND_HALF_EVEN, "half-down": ROUND_HALF_DOWN, "up": ROUND_UP, "ceiling": ROUND_CEILING, "floor": ROUND_FLOOR}


def scientific(value, digits, mode):
    """calc's text of a Decimal written with an exponent (`1e+999999`): `digits`
    significant digits rounded by `mode`, trailing zeros dropped."""
    getcontext().prec = digits
    q = +value if digits >= len(value.as_tuple().digits) else value.quantize(
        Decimal(1).scaleb(value.adjusted() - digits + 1), rounding=MODES[mode])
    sign, ds, _ = q.as_tuple()
    ds = "".join(map(str, ds)).rstrip("0") or "0"
    mantissa = ds[0] + ("." + ds[1:] if len(ds) > 1 else "")
    power = q.adjusted()
    return ("-" if sign else "") + f"{mantissa}e{'+' if power >= 0 else '-'}{abs(power)}"


def rounded_fraction(x, digits, mode):
    """An exact Fraction rounded to `digits` significant digits by `mode`, as calc's plain
    text (for values between 1e-5 and 1e15), decided exactly: the integer part of
    x·10^s and the remainder against a half."""
    negative = x < 0
    x = abs(x)
    # 10^(a) <= x < 10^(a+1)
    a = len(str(x.numerator // x.denominator)) - 1 if x >= 1 else -len(str(x.denominator // x.numerator))
    while Fraction(10) ** a > x:
        a -= 1
    while Fraction(10) ** (a + 1) <= x:
        a += 1
    scale = digits - 1 - a
    scaled = x * Fraction(10) ** scale
    q, r = divmod(scaled.numerator, scaled.denominator)
    half = Fraction(r, scaled.denominator) - Fraction(1, 2)
    if mode == "half-down":
        q += 1 if half > 0 else 0
    elif mode == "half-even":
        q += 1 if half > 0 or (half == 0 and q % 2 == 1) else 0
    elif mode == "up":
        q += 1 if r else 0
    value = Decimal(q).scaleb(-scale)
    text = format(value.normalize(), "f")
    return ("-" if negative else "") + text


rows = []

# Exact integers of 0.7 to 1 million digits: every rendering made a fresh 10^k of up to 3.3
# million bits (the fuzzer renders a value a dozen times). Exactly powers of ten.
for literal, digits, mode, angle in [("1e999999", 38, "ceiling", "radians"), ("1e971000", 1, "up", "degrees"),
                                     ("1e999999*2 - 1e999999", 10, "half-even", "radians")]:
    rows.append((literal, digits, mode, angle, "= " + scientific(Decimal("1e999999" if "*" in literal else literal), digits, mode)))

# 4 - 2/52/(-6112129·10^611361) = 4 + 1/(26·6112129·10^611361), and x·2 − x of it (the
# fuzzer's second line): exact rationals with denominators of two million bits, rounded to
# 1,000 digits half-down, decided exactly with fractions.
x = 4 - Fraction(2, 52) / (-6112129 * Fraction(10) ** 611361)
assert x == 4 + Fraction(1, 26 * 6112129 * 10**611361)
expected = rounded_fraction(x, 1000, "half-down")
rows.append(("4-2/52/-6112129e611361", 1000, "half-down", "radians", "= " + expected))
rows.append(("(4-2/52/-6112129e611361)*2 - (4-2/52/-6112129e611361)", 1000, "half-down", "radians",
             "= " + rounded_fraction(x * 2 - x, 1000, "half-down")))

# digamma of a huge exact argument (it trapped on an infinite Double): ψ(x) = ln x − 1/(2x) −
# 1/(12x²) + …, from mpmath at 60 digits and Python's decimal (ln 10 · 999999).
from mpmath import mp, mpf, digamma as mp_digamma, lambertw as mp_lambertw, e as mp_e, log as mp_log
mp.dps = 60
getcontext().prec = 60
a = mp_digamma(mpf(10) ** 999999)
b = Decimal(10).ln() * 999999
assert abs(a - mpf(str(b))) < mpf(10) ** -50
rows.append(("digamma(10^999999)", 38, "half-even", "radians", "= " + format(Decimal(str(b)).quantize(Decimal("1e-31"), rounding=ROUND_HALF_EVEN).normalize(), "f")))
# ψ''(x) = −1/x² − 1/x³ − …: −1e-1999998 at 38 digits.
x = Decimal(10) ** 999999
rows.append(("polygamma(2, 10^999999)", 38, "half-even", "radians", "= " + scientific(-(1 / x**2 + 1 / x**3), 38, "half-even")))

# lambertw beside the branch point (it said "division by zero"): W(−1/e + 10^-300) is
# −1 + √(2e·10^-300) − …, −1 at 38 digits (mpmath at 400 digits); calc's bounds of the
# argument straddle −1/e within its refinement, so it says indeterminate (honest; the value
# would be -1).
mp.dps = 400
w = mp_lambertw(-1 / mp_e + mpf(10) ** -300)
assert w > -1 and w + 1 < mpf(10) ** -149
rows.append(("lambertw(-1/e+1e-300)", 38, "half-even", "radians", "indeterminate"))
mp.dps = 60

# Found in this hour: a timeout under load, 0.5 s of CPU: −9999! − 999·10^-83431 − 999·10^-99999,
# rounded up (away from zero) at 38 digits: exactly, with integers.
f = 1
for k in range(2, 10000):
    f *= k
digits = str(f)
head = int(digits[:38]) + 1  # the dropped part is nonzero (and so is the tiny rest)
rows.append(("999e-83431-999e-99999-9999!", 38, "up", "degrees",
             "= -" + scientific(Decimal(head).scaleb(len(digits) - 38), 38, "up")[0:]))

# Priced before the work (the budget errors): primality tests and prime searches beyond about a
# second, and trial division of a million-digit number without small factors.
for expression in ["isprime(2^19937-1)", "nextprime(10^300000)", "isprime(2^127-1)+nextprime(10^300000)",
                   "prevprime(2^3000)", "factor(10^999999+1)"]:
    rows.append((expression, 38, "half-even", "radians", "too-large"))
# A million factors of 2 and 5 come off in a few divisions: factor(n)'s value is n.
rows.append(("factor(10^999999)", 38, "half-even", "radians", "= 1e+999999"))
rows.append(("isprime(10^999999+1)", 38, "half-even", "radians", "= 0"))
# φ(10^n) = 10^n · (1 − 1/2)(1 − 1/5) = 4·10^(n−1); it took 8 s in schoolbook powers.
n = 999999
assert 10**6 * 1 // 2 * 4 // 5 == 4 * 10**5
rows.append(("totient(10^999999)", 38, "half-even", "radians", "= " + scientific(Decimal(4).scaleb(n - 1), 38, "half-even")))  # 11 divides it (odd power of 10, plus 1)
assert (10**99 + 1) % 11 == 0

# Found by the fuzz hour of 2026-11-28 (floor and % of a 2.6-million-bit fraction by quadratic
# long division): `x times 9494 % 9974` is (x·9494) mod 9974, left to right, for x =
# 29.2337090698^78909 = N/10^789090 exactly. With FLINT's integers (python-flint): r = N·9494 mod
# 9974·10^789090, and r/10^789090 rounded half-even to 38 digits, decided exactly.
from flint import fmpz
scale_d = fmpz(10) ** 789090
r = (fmpz(292337090698) ** 78909 * 9494) % (9974 * scale_d)
assert 1000 * scale_d <= r < 10000 * scale_d  # 4 digits before the point: 34 after
q, rest = divmod(r * fmpz(10) ** 34, scale_d)
if 2 * rest > scale_d or (2 * rest == scale_d and q % 2 == 1):
    q += 1
rows.append(("29.2337090698^78909 times 9494%9974", 38, "half-even", "radians",
             "= " + format(Decimal(int(q)).scaleb(-34).normalize(), "f")))

# Found by the fuzz hour of 2026-11-28 (second run, issue 42's proof): a product just past the
# exact-size limit (1,000,018 digits), 2.6 s in attaswift's product of two words by a million
# digits; the same exactly on a boundary in a directed rounding (an approximation there, as a
# literal past the limit is: indeterminate); 1,900,000!! (about 5,552,240 digits, past the
# limit: Γ's route); a power whose exponent is 1/2 within 10^-3328; a 310,000-digit exact
# power; a remainder by 0°; an exact remainder by 4296° (irrational in radians, past the
# retry cap: indeterminate).
from decimal import Context, MAX_PREC
EXACT = Context(prec=MAX_PREC, Emax=10**12, Emin=-(10**12))  # scaleb rounds to its context
rows.append(("31^15*1e999995", 38, "half-even", "radians",
             "= " + scientific(Decimal(31**15).scaleb(999995, context=EXACT), 38, "half-even")))
rows.append(("31^15*1e999995", 38, "ceiling", "radians", "indeterminate"))
import mpmath
from flint import arb, ctx
mpmath.mp.dps = 80
ctx.prec = 300
reference = mpmath.fac2(1900000) + mpmath.e
checked = arb(2) ** 950000 * arb(950001).gamma() + arb(1).exp()
assert abs(mpmath.mpf(checked.mid().str(70, radius=False)) / reference - 1) < mpmath.mpf(10) ** -60
rows.append(("e+19e5!!", 38, "half-even", "degrees",
             "= " + scientific(Decimal(mpmath.nstr(reference, 70, strip_zeros=False)), 38, "half-even")))
mpmath.mp.dps = 80
odd = mpmath.fac2(1999999)  # 2^1000000 Γ(1000000 + 1/2) / √π
odd_arb = arb(2) ** 1000000 * (arb(1000000) + arb(1) / 2).gamma() / arb.pi().sqrt()
assert abs(mpmath.mpf(odd_arb.mid().str(70, radius=False)) / odd - 1) < mpmath.mpf(10) ** -60
for mode in ("half-even", "floor"):
    rows.append(("1999999!!", 38, mode, "radians", "= " + scientific(Decimal(mpmath.nstr(odd, 70, strip_zeros=False)), 38, mode)))
mpmath.mp.dps = 3450  # the exponent's distance from 1/2, 10^-3328, is seen
power = 3 * (2 * mpmath.mpf(10) ** 211011) ** (mpmath.mpf(2) ** -(mpmath.mpf(184564) ** (mpmath.mpf(8) ** -3691))) * 2813
digits = mpmath.nstr(power, 60, strip_zeros=False)
assert digits.split("e")[0].replace(".", "")[20:40] not in ("5" + "0" * 19, "4" + "9" * 19)  # not on a boundary
rows.append(("3.*2e211011^2^-184564^8^-3691.*2813", 20, "half-even", "degrees",
             "= " + scientific(Decimal(digits), 20, "half-even")))
mpmath.mp.dps = 15
exact = Fraction(31131, 10000) ** 69011 + 91
rows.append(("3.1131^69011+91", 38, "half-even", "radians",
             "= " + scientific(Decimal(exact.numerator).scaleb(-276044, context=EXACT), 38, "half-even")))
assert exact.denominator == 10**276044
rows.append(("92021919^9%85^9%858^9e-99999%0°", 100, "up", "degrees", "division-by-zero"))
rows.append(("92121e999995%42962191^915%4296°", 38, "half-even", "radians", "indeterminate"))

for expression, precision, mode, angle, expected in rows:
    print(f"{expression}\t{precision}\t{mode}\t{angle}\t{expected}")
