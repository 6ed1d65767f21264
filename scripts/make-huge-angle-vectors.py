#!/usr/bin/env python3
"""Reference vectors for sin, cos and tan of huge angles in radians (up to the work
budget's limit, 2^1,000,000): reducing such an angle by pi/2 needs pi to as many bits as
the angle has, which binary splitting makes cheap.

mpmath evaluates each function with a binary precision of the angle's bits plus 256 and
again plus 640; both must round to the same text in every mode (so the working precision
was enough), which Python's decimal then rounds to the precision. Values are kept between
0.1 and 10^6 and texts that would end in a zero are left out, so calc's plain notation is
the decimal's fixed-point text. Writes Tests/CalcKitTests/Fixtures/huge-angles.tsv:
expression, precision, rounding, expected.

    python3 scripts/make-huge-angle-vectors.py
"""
import decimal
import pathlib
import sys

import mpmath

sys.set_int_max_str_digits(0)
decimal.getcontext().prec = 200

# (calc text, the angle as an mpmath-exact integer or rational builder, its bits)
ANGLES = [
    ("2^120000", lambda: mpmath.mpf(2) ** 120000, 120001),
    ("2^300000", lambda: mpmath.mpf(2) ** 300000, 300001),
    ("7^100000", lambda: mpmath.mpf(7) ** 100000, 280736),
    ("1e50000", lambda: mpmath.mpf(10) ** 50000, 166097),
    ("-3^150000", lambda: -(mpmath.mpf(3) ** 150000), 237745),
    ("2^999990+1", lambda: mpmath.mpf(2) ** 999990 + 1, 999991),
]
FUNCTIONS = {"sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan}
MODES = {
    "half-even": decimal.ROUND_HALF_EVEN, "half-up": decimal.ROUND_HALF_UP,
    "half-down": decimal.ROUND_HALF_DOWN, "up": decimal.ROUND_UP, "down": decimal.ROUND_DOWN,
    "ceiling": decimal.ROUND_CEILING, "floor": decimal.ROUND_FLOOR,
}
PRECISIONS = [10, 38]


def value_text(v, digits: int) -> str:
    return mpmath.nstr(v, digits + 30, strip_zeros=False, min_fixed=-10**9, max_fixed=10**9)


def rounded(text: str, p: int, mode) -> str:
    d = decimal.Decimal(text)
    exponent = d.adjusted() - p + 1
    q = d.quantize(decimal.Decimal(1).scaleb(exponent), rounding=mode)
    return format(q, "f")


def main() -> None:
    lines = ["# made by scripts/make-huge-angle-vectors.py: expression, precision, rounding, expected"]
    for text, angle, bits in ANGLES:
        for name, f in FUNCTIONS.items():
            results = []
            for extra in (256, 640):
                mpmath.mp.prec = bits + extra
                results.append(value_text(f(angle()), 60))
            a, b = (decimal.Decimal(r) for r in results)
            assert abs(a) >= decimal.Decimal("0.1") and abs(a) < 10**6, (name, text, a)
            expression = f"{name}({text})"
            for p in PRECISIONS:
                for mode_name, mode in MODES.items():
                    first, second = rounded(results[0], p, mode), rounded(results[1], p, mode)
                    assert first == second, (expression, p, mode_name, first, second)
                    if first.rstrip("-").endswith("0"):
                        continue
                    lines.append(f"{expression}\t{p}\t{mode_name}\t{first}")
            print(expression, results[0][:30], file=sys.stderr)
    path = pathlib.Path(__file__).resolve().parent.parent / "Tests/CalcKitTests/Fixtures/huge-angles.tsv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines) - 1} vectors -> {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
