#!/usr/bin/env python3
"""Reference values for the bounded-work cases of Tests/CalcKitTests/Fixtures/fuzz.tsv:
inputs the fuzzer found running for seconds to minutes (a power with an exponent of
millions of digits, a quotient whose gcd needed a long division, a root of a literal
beyond the exact-size limit, functions of arguments below 2^-(338,908 bits)), chains of Γ
(`3!%!%…`), and literals beyond the exact-size limit in each rounding mode.

Each value is computed twice, with mpmath at 120 digits and with Python's `decimal` (or
exact integers), and the two must agree on the 38 significant digits calc shows (half-even,
the fixture's setting). Prints the rows, tab-separated as fuzz.tsv has them; paste them
under the "Bounded work" comment there.

    pip install mpmath python-flint
    python3 scripts/make-bounded-work-vectors.py
"""
from decimal import Decimal, getcontext, ROUND_HALF_EVEN

from mpmath import mp, mpf, exp, log, loggamma, euler

mp.dps = 120
getcontext().prec = 120
getcontext().Emax = 10**12
getcontext().Emin = -(10**12)


def text(value):
    """calc's plain text of a value far from 1 at 38 digits, half-even: the significant
    digits without trailing zeros and an exponent, as `8.03e-734805` (every value written
    with this is far beyond the range calc writes without one)."""
    d = Decimal(value)
    q = d.quantize(Decimal(1).scaleb(d.adjusted() - 37), rounding=ROUND_HALF_EVEN)
    sign, digits, _ = q.as_tuple()
    digits = "".join(map(str, digits)).rstrip("0")
    power = q.adjusted()
    mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return ("-" if sign else "") + f"{mantissa}e{'+' if power >= 0 else '-'}{abs(power)}"


def agree(a, b):
    ta, tb = text(a), text(b)
    assert ta == tb, (ta, tb)
    return ta


rows = []

# 2^(1/N), 2^(-1/N), 210^(-1/M) for N = 62^370738, M = 97281^97281: 1 ± about 10^-664508 and
# 10^-485240: 1 at 38 digits (the difference, from mpmath, shows how far).
d1 = log(2) / mpf(62) ** 370738
d2 = log(210) / mpf(97281) ** 97281
assert d1 < mpf(10) ** -664000 and d2 < mpf(10) ** -485000
for expression in ["2^(1/62^370738)", "2^-62^-370738", "210^-97281^-97281"]:
    rows.append((expression, "= 1"))
rows.append(("1.2*0*210^-97281^-97281", "= 0"))

# 23391!/38^523391
a = exp(loggamma(23392) - 523391 * log(38))
b = Decimal(1)
for k in range(2, 23392):
    b *= k
b = b / Decimal(38) ** 523391
rows.append(("23391!/38^523391", "= " + agree(str(a), b)))

# 62e655369^99.9 = e^(999/10 · ln(62·10^655369))
a = exp(mpf(999) / 10 * (log(62) + 655369 * log(10)))
b = ((Decimal(62).ln() + 655369 * Decimal(10).ln()) * Decimal(999) / 10).exp()
rows.append(("62e655369^99.9", "= " + agree(str(a), b)))

# The product (91^…)·Z names an unknown name: the error, once the powers are cheap.
rows.append(("+91^-2e-57^21995^.9Z", "unknown-name"))

# Functions of x = 1/62^370738: sin, atan, tanh, sinh, asinh and ln(1 + x) are x·(1 + O(x)),
# x correctly rounded; cos and Γ(1 + x) are 1 - O(x): 1.
x_m = mpf(62) ** -370738
x_d = Decimal(62) ** -370738
x_text = agree(str(x_m), x_d)
for f in ["sin", "atan", "tanh", "sinh", "asinh"]:
    rows.append((f"{f}(1/62^370738)", "= " + x_text))
rows.append(("ln(1+1/62^370738)", "= " + x_text))
rows.append(("ln(1-1/62^370738)", "= -" + x_text))
assert euler * x_m < mpf(10) ** -600000
for expression in ["cos(1/62^370738)", "gamma(1+1/62^370738)"]:
    rows.append((expression, "= 1"))

# Γ of exact arguments far wider than the working bits start from their bounds: Γ(1 + 1/62^40000)
# is 1 - O(10^-71000); Γ(-1 + 3^-1000) = Γ(1 + ε)/(ε(ε - 1)) is -3^1000·(1 + O(10^-477)),
# whose 38 digits are those of 3^1000 (an exact integer here), found again by a retry with
# more working bits.
rows.append(("gamma(1+1/62^40000)", "= 1"))
mp.dps = 700
g_m = mp.gamma(-1 + mpf(3) ** -1000)
mp.dps = 120
rows.append(("gamma(-1+1/3^1000)", "= " + agree(str(g_m), -Decimal(3**1000))))

# Chains of percentages: 1/100^50000 and 5/100^50000, exact.
rows.append(("1\\[50000]%\\]", "= 1e-100000"))
rows.append(("5\\[50000]%\\]", "= 5e-100000"))

# Short chains read as before: each % divides by 100, a % before an operand is modulo.
rows.append(("50%%", "= " + format((Decimal(50) / 100 / 100).normalize(), "f")))
rows.append(("10%% of 200", "= " + format((Decimal(10) / 100 / 100 * 200).normalize(), "f")))
rows.append(("5%%3", "= " + format((Decimal(5) / 100 % 3).normalize(), "f")))

# Chains of Γ: 3!%!%…, each ! after the first a Γ(x + 1) of a fraction. Within the call
# limit (each Γ counted as 4 calls at precision 38: 501 pairs, the first 3! being whole) a
# value, from mpmath and python-flint (Arb) at 400 bits; past it too-large before any work.
def gamma_chain_mpmath(pairs):
    x = mpf(3)
    for _ in range(pairs):
        x = mp.gamma(x + 1) / 100
    return x


def gamma_chain_arb(pairs):
    import flint
    flint.ctx.prec = 400
    x = flint.arb(3)
    for _ in range(pairs):
        x = (x + 1).gamma() / 100
    return Decimal(x.mid().str(60, radius=False))


def plain(value, digits=38):
    """calc's plain text of a value between 1e-5 and 1e15: `digits` significant digits,
    half-even, trailing zeros dropped."""
    d = Decimal(value)
    q = d.quantize(Decimal(1).scaleb(d.adjusted() - digits + 1), rounding=ROUND_HALF_EVEN)
    text = format(q, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


chain = plain(str(gamma_chain_mpmath(20)))
assert chain == plain(gamma_chain_arb(20)), (chain, plain(gamma_chain_arb(20)))
rows.append(("3\\[20]!%\\]", "= " + chain))
rows.append(("3\\[502]!%\\]", "too-large"))
rows.append(("3\\[25000]!%\\]", "too-large"))
rows.append(("5\\[1000]%!\\]", "too-large"))

settings = {}
# At precision 1,000 each Γ counts 21 of the 76 calls: three are allowed (3!%!%!%!%), four refused.
rows.append(("3\\[5]!%\\]", "too-large"))
settings["3\\[5]!%\\]"] = ("1000", "half-even")

# Literals beyond the exact-size limit by their exponent: held as approximations, shown
# correctly rounded (Python's decimal, exactly), except exactly on a rounding boundary of
# the mode: at most p digits in a directed rounding, a tie in a rounding to nearest.
boundary_cases = [
    ("992e999999", 38, "down"),
    ("992e999999999", 38, "half-even"),
    ("992e999999999", 38, "down"),
    ("992e999999999", 38, "up"),
    ("-992e999999999", 38, "floor"),
    ("992e999999999", 38, "ceiling"),
    ("9925e999999999", 3, "half-even"),
    ("9925e999999999", 3, "half-up"),
    ("9925e999999999", 3, "down"),
    ("9925e999999999", 3, "up"),
    ("-9925e999999999", 3, "floor"),
    ("9925e999999999", 4, "down"),
    ("99251e999999999", 3, "half-even"),
]
DIRECTED = {"up", "down", "ceiling", "floor"}
for literal, digits, mode in boundary_cases:
    value = Decimal(literal)
    sign, coefficient, _ = value.as_tuple()
    significant = "".join(map(str, coefficient)).rstrip("0")
    if mode in DIRECTED:
        on_boundary = len(significant) <= digits
    else:
        on_boundary = len(significant) == digits + 1 and significant.endswith("5")
    if on_boundary:
        expected = "indeterminate"
    else:
        from decimal import ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, ROUND_HALF_DOWN
        rounding = {"half-even": ROUND_HALF_EVEN, "half-up": ROUND_HALF_UP, "half-down": ROUND_HALF_DOWN,
                    "up": ROUND_UP, "down": ROUND_DOWN, "ceiling": ROUND_CEILING, "floor": ROUND_FLOOR}[mode]
        q = value.quantize(Decimal(1).scaleb(value.adjusted() - digits + 1), rounding=rounding)
        s_, ds, _ = q.as_tuple()
        ds = "".join(map(str, ds)).rstrip("0") or "0"
        mantissa = ds[0] + ("." + ds[1:] if len(ds) > 1 else "")
        expected = "= " + ("-" if s_ else "") + f"{mantissa}e+{q.adjusted()}"
    key = f"{literal}@{digits}@{mode}"
    rows.append((key, expected))
    settings[key] = (str(digits), mode)

for expression, expected in rows:
    precision, mode = settings.get(expression, ("38", "half-even"))
    print(f"{expression.split('@')[0]}\t{precision}\t{mode}\tradians\t{expected}")
