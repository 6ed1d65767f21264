#!/usr/bin/env python3
"""Writes a corpus of arithmetic, one expression a line, that both calc and `bc -l` accept.

Usage: scripts/make-corpus.py [--lines N] [--seed S] [OUTPUT]   (default 100000 lines, seed 7,
standard output)

The same seed always gives the same file. Each line has integers and decimals (`12`, `0.75`,
`3.125`), the operators + - * / and ^ with a small non-negative integer exponent, and
parentheses, nested at most two deep; no unary minus, so the expressions mean the same in
calc and bc. Some lines divide by zero, as a real file may (40 of the default 100,000: a
zero literal as a divisor, and one line in 10,000 ending in `/0` or `/(4-4)`); both
programs report those as errors.

With --check FILE, reads calc's output for the corpus from FILE and checks every line of a
sample (--sample K, default 2000) against the exact value computed with Python's fractions,
rounded half-even to 38 significant digits and written as calc writes it (plain or
scientific notation, see Grammar.md), or with every digit when its decimal expansion ends
(calc's rule without --precision, issue 16). Exits 1 on any difference.
"""

import argparse
import random
import re
import sys
from fractions import Fraction

PRECISION = 38


def number(rng):
    kind = rng.random()
    if kind < 0.55:
        return str(rng.randint(0, 999) if rng.random() < 0.8 else rng.randint(1000, 999999))
    if kind < 0.9:
        places = rng.choice((1, 2, 2, 3))
        whole = rng.randint(0, 999)
        fraction = rng.randint(0, 10**places - 1)
        return f"{whole}.{fraction:0{places}d}"
    return str(rng.randint(1, 9))


def factor(rng, depth):
    if depth < 2 and rng.random() < 0.15:
        inner = f"({expression(rng, depth + 1)})"
    else:
        inner = number(rng)
    if rng.random() < 0.12:
        return f"{inner}^{rng.randint(0, 3)}"
    return inner


def term(rng, depth):
    text = factor(rng, depth)
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        text += rng.choice("**/") + factor(rng, depth)
    return text


def expression(rng, depth=0):
    text = term(rng, depth)
    for _ in range(rng.choice((0, 1, 1, 2)) if depth == 0 else 1):
        text += rng.choice("+-") + term(rng, depth)
    return text


def line(rng):
    text = expression(rng)
    if rng.random() < 1e-4:
        n = rng.randint(1, 9)
        text += rng.choice(("/0", f"/({n}-{n})"))
    return text


# --- checking calc's output -------------------------------------------------------------


def exact_value(text):
    """The exact value of a corpus line, or None when it divides by zero."""
    tokens = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isdigit() or c == ".":
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == "."):
                j += 1
            tokens.append(f"Fraction('{text[i:j]}')")
            i = j
        elif c == "^":
            tokens.append("**")
            i += 1
        else:
            tokens.append(c)
            i += 1
    try:
        return eval("".join(tokens), {"Fraction": Fraction})
    except ZeroDivisionError:
        return None


def rounded(value, precision=PRECISION):
    """(negative, digits, exponent): value ≈ ±digits × 10^exponent, half-even, no trailing zeros."""
    if value == 0:
        return False, "0", 0
    negative = value < 0
    x = abs(value)
    # 10^(p-1) <= q < 10^p with x = q × 10^-scale.
    a = len(str(x.numerator)) - len(str(x.denominator))
    while True:
        scale = precision - 1 - a
        scaled = x * Fraction(10) ** scale
        q, r = divmod(scaled.numerator, scaled.denominator)
        if q >= 10**precision:
            a += 1
        elif q < 10 ** (precision - 1):
            a -= 1
        else:
            break
    remainder = Fraction(r, scaled.denominator)
    if remainder > Fraction(1, 2) or (remainder == Fraction(1, 2) and q % 2 == 1):
        q += 1
    exponent = -scale
    if q == 10**precision:
        q //= 10
        exponent += 1
    digits = str(q).rstrip("0")
    exponent += len(str(q)) - len(digits)
    return negative, digits, exponent


def terminating(value):
    """(negative, digits, exponent) of every digit of a value whose decimal expansion ends, else None."""
    d = value.denominator
    twos = fives = 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    if d != 1 or value == 0:
        return None
    m = max(twos, fives)
    q = abs(value.numerator) * 2 ** (m - twos) * 5 ** (m - fives)
    digits = str(q).rstrip("0")
    return value < 0, digits, len(str(q)) - len(digits) - m


def calc_text(value, precision=PRECISION):
    full = terminating(value)
    if full is not None:
        # Shown in full, in the notation of a precision of its own digit count.
        negative, digits, exponent = full
        precision = max(precision, len(digits))
    else:
        negative, digits, exponent = rounded(value, precision)
    if digits == "0":
        return "0"
    a = exponent + len(digits) - 1
    sign = "-" if negative else ""
    if -6 <= a < precision:
        if exponent >= 0:
            return sign + digits + "0" * exponent
        if a >= 0:
            return sign + digits[: a + 1] + "." + digits[a + 1 :]
        return sign + "0." + "0" * (-a - 1) + digits
    mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return f"{sign}{mantissa}e{'-' if a < 0 else '+'}{abs(a)}"


def check(corpus_path, output_path, sample, seed):
    with open(corpus_path) as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    with open(output_path) as f:
        outputs = f.read().split("\n")
    if outputs and outputs[-1] == "":
        outputs.pop()
    if len(outputs) != len(lines):
        print(f"check: {len(lines)} input lines but {len(outputs)} output lines", file=sys.stderr)
        return 1
    rng = random.Random(seed)
    indices = sorted(rng.sample(range(len(lines)), min(sample, len(lines))))
    # Every division-by-zero line too: calc must leave its output line empty.
    zero_divisors = {i for i, l in enumerate(lines) if re.search(r"/(0(?![.0-9])|\((\d)-\2\))", l)}
    # And every line calc failed on: each must be a division by zero.
    failed = {i for i, o in enumerate(outputs) if o == ""}
    indices = sorted(set(indices) | zero_divisors | failed)
    wrong = 0
    for i in indices:
        value = exact_value(lines[i])
        expected = "" if value is None else calc_text(value)
        if outputs[i] != expected:
            wrong += 1
            if wrong <= 10:
                print(f"line {i + 1}: {lines[i]}\n  calc:     {outputs[i]}\n  expected: {expected}", file=sys.stderr)
    digits = sum(len(outputs[i]) for i in indices)
    print(f"checked {len(indices)} lines ({digits} characters of output) against Python fractions: {wrong} wrong")
    return 1 if wrong else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?", help="file to write (default: standard output)")
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--check", metavar="CALC_OUTPUT", help="check calc's output for the corpus OUTPUT")
    parser.add_argument("--sample", type=int, default=2000)
    args = parser.parse_args()
    if args.check:
        if not args.output:
            parser.error("--check needs the corpus file as OUTPUT")
        sys.exit(check(args.output, args.check, args.sample, args.seed))
    rng = random.Random(args.seed)
    text = "".join(line(rng) + "\n" for _ in range(args.lines))
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
