#!/usr/bin/env python3
"""Count the distinct reference arguments of each of issue 35's functions.

Run from any directory:

    python3 scripts/count-function-vectors.py            # the table
    python3 scripts/count-function-vectors.py --check    # exit 1 if a function is short

Issue 35 asks for at least 200 arguments per function at 38 digits and 20 at 1,000 digits.
This script reads every reference-vector fixture in Tests/CalcKitTests/Fixtures whose
format is `expression<TAB>precision<TAB>rounding<TAB>expected` (reciprocal.tsv,
error-functions.tsv, zeta.tsv, lambert-bessel.tsv, gamma.tsv, gamma-thousand.tsv,
functions.tsv, functions2.tsv, ...; the header line says so) and counts, per function
and per precision, the *distinct* arguments: a row whose whole expression is one call
`f(args)` (or `x!` for the factorial) counts for f; the same argument in seven rounding
modes, or in two files, counts once. Arguments that are plain numbers (`0.5`, `1/2`,
`5e-1`, `1 - 1e-30`) are compared by value, others (`pi/7`, `-1/e + 1e-10`) by their
text without spaces.

Two functions are split by their arguments:
* `lambertw` counts the principal branch (`lambertw(x)`, `lambertw(x, 0)`) and
  `lambertw-1` the lower one (`lambertw(x, -1)`);
* gamma, lgamma, binom, beta and factorial count only non-integer arguments (issue 35
  says "of non-integers"; whole arguments are exact and tested elsewhere). An argument
  that is not a plain number (`sqrt(2)`, `pi/7`) counts as a non-integer.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "CalcKitTests" / "Fixtures"

FUNCTIONS = [
    "sec", "csc", "cot", "asec", "acsc", "acot", "sech", "csch", "coth", "asech", "acsch", "acoth",
    "log1p", "expm1", "erf", "erfc", "erfinv", "Ei", "li", "zeta", "beta", "digamma", "polygamma",
    "lambertw", "lambertw-1", "besselj", "bessely", "agm", "gamma", "lgamma", "binom", "factorial",
]
NON_INTEGER = {"gamma", "lgamma", "binom", "beta", "factorial"}
PRECISIONS = (38, 1000)
WANTED = {38: 200, 1000: 20}

HEADER = re.compile(r"^#\s*expression\tprecision\trounding\texpected")
CALL = re.compile(r"^([A-Za-z_][A-Za-z_0-9]*)\((.*)\)$")
NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")


def split_args(text: str) -> list[str] | None:
    """The top-level comma-separated arguments, or None if the parentheses do not balance."""
    depth, start, out = 0, 0, []
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
            if depth < 0:
                return None
        elif c == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    if depth != 0:
        return None
    out.append(text[start:].strip())
    return out


def plain(text: str) -> Fraction | None:
    """The value of a plain number: a decimal, n/d, or a sum or difference of two of them."""
    t = text.replace(" ", "")
    m = re.fullmatch(r"([+-]?[0-9.eE]+(?:/[0-9]+)?)(?:([+-])([0-9.eE]+(?:/[0-9]+)?))?", t)
    if not m:
        return None

    def one(s: str) -> Fraction | None:
        if "/" in s:
            n, d = s.split("/")
            if not NUMBER.match(n) or not NUMBER.match(d) or Fraction(d) == 0:
                return None
            return Fraction(n) / Fraction(d)
        return Fraction(s) if NUMBER.match(s) else None

    a = one(m.group(1))
    if a is None:
        return None
    if m.group(2):
        b = one(m.group(3))
        if b is None:
            return None
        a = a + b if m.group(2) == "+" else a - b
    return a


def key(arg: str):
    v = plain(arg)
    return v if v is not None else arg.replace(" ", "")


def classify(expression: str) -> tuple[str, tuple] | None:
    """(function, argument key) for a row that is one call of a counted function."""
    e = expression.strip()
    if e.endswith("!") and not e.endswith("!!"):
        inner = e[:-1]
        if inner.startswith("(") and inner.endswith(")") and split_args(inner[1:-1]) is not None:
            inner = inner[1:-1]
        elif not re.fullmatch(r"[0-9.eE]+", inner):
            return None
        args = [inner]
        name = "factorial"
    else:
        m = CALL.match(e)
        if not m:
            return None
        name, args = m.group(1), split_args(m.group(2))
        if args is None:
            return None
    if name == "lambertw":
        if len(args) == 2 and plain(args[1]) == -1:
            name, args = "lambertw-1", args[:1]
        elif len(args) == 2 and plain(args[1]) == 0:
            args = args[:1]
        elif len(args) != 1:
            return None
    if name not in FUNCTIONS:
        return None
    keys = tuple(key(a) for a in args)
    if name in NON_INTEGER:
        if all(isinstance(k, Fraction) and k.denominator == 1 for k in keys):
            return None
    return name, keys


def count() -> tuple[dict, dict]:
    seen: dict[tuple[str, int], set] = defaultdict(set)
    files: dict[str, set] = defaultdict(set)
    for path in sorted(FIXTURES.glob("*.tsv")):
        lines = path.read_text().splitlines()
        if not lines or not HEADER.match(lines[0]):
            continue
        for line in lines[1:]:
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 4:
                continue
            try:
                p = int(fields[1])
            except ValueError:
                continue
            c = classify(fields[0])
            if c is None:
                continue
            name, k = c
            files[name].add(path.name)
            if p in PRECISIONS:
                seen[(name, p)].add(k)
    return seen, files


def main() -> int:
    seen, files = count()
    short = []
    print(f"{'function':<12}{'38 digits':>10}{'1000 digits':>13}  fixtures")
    for name in FUNCTIONS:
        n38, n1000 = len(seen[(name, 38)]), len(seen[(name, 1000)])
        flag = ""
        if n38 < WANTED[38] or n1000 < WANTED[1000]:
            flag = "  SHORT"
            short.append(name)
        print(f"{name:<12}{n38:>10}{n1000:>13}  {', '.join(sorted(files[name]))}{flag}")
    if short:
        print(f"\nbelow {WANTED[38]} at 38 digits or {WANTED[1000]} at 1,000: {' '.join(short)}")
    if "--check" in sys.argv:
        return 1 if short else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
