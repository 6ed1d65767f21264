#!/usr/bin/env python3
"""Reference products for the word-array kernels of the number core
(Sources/CalcNumber/Integers: the schoolbook product and square, the column high product,
and Karatsuba/Toom-3 above them): Python's exact `int` products of operands of 1 to 300
words shaped to stress carries (all-ones words, zero words, runs of each, random words).

The operands are not stored: each is drawn word by word from SplitMix64 (the generator of
Tests/TestSupport/SeededRandom.swift) by a shape rule, here and in the test alike, and the
fixture records the SHA-256 of the operands' text so that a drift in the recipe fails
instead of passing vacuously. Results are recorded by SHA-256 and last 16 hex digits.
Text of a word array: its words from the most significant, 16 lowercase hex digits each.

Rows (Tests/CalcNumberTests/Fixtures/products.tsv), tab-separated:
  kind (mul, sqr, high), an, bn, d, shape of a, shape of b, seed, SHA-256 of the text of
  a then b, result words, SHA-256 of the result's text, its last 16 hex digits.
  mul: a·b in an + bn words. sqr: a² in 2an words (bn = an, b unused). high: the high
  product of `Limbs.highProduct(dropping: d)`, ⌊S / β^d⌋ in an + bn − d words, where S
  sums the word products a[i]·b[j]·β^(i+j) with i + j >= d − 1.

    python3 scripts/make-product-vectors.py
"""
import hashlib
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests/CalcNumberTests/Fixtures/products.tsv"
MASK = (1 << 64) - 1
ONES = MASK


class SplitMix:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


SHAPES = ["random", "ones", "zeros", "holes", "runs", "top"]


def operand(shape, n, seed):
    """n words: one draw v per word, mapped by the shape."""
    g = SplitMix(seed)
    words = []
    for i in range(n):
        v = g.next()
        if shape == "random":
            w = v
        elif shape == "ones":
            w = ONES
        elif shape == "zeros":  # every third word zero
            w = 0 if i % 3 == 1 else v
        elif shape == "holes":  # all ones with a zero word now and then
            w = 0 if v % 7 == 0 else ONES
        elif shape == "runs":  # runs of all-ones and zero words, switching on the draw
            w = ONES if (v >> 60) & 1 else 0
        elif shape == "top":  # single high bits and the largest words
            w = (1 << 63) if v % 3 == 0 else (ONES if v % 3 == 1 else 1)
        else:
            raise SystemExit(shape)
        words.append(w)
    return words


def value(words):
    return sum(w << (64 * i) for i, w in enumerate(words))


def text(words):
    return "".join(f"{w:016x}" for w in reversed(words))


def to_words(x, n):
    assert 0 <= x < 1 << (64 * n)
    return [(x >> (64 * i)) & MASK for i in range(n)]


def row(kind, an, bn, d, sa, sb, seed):
    a = operand(sa, an, seed)
    b = operand(sb, bn, seed + 1)
    if kind == "mul":
        words = to_words(value(a) * value(b), an + bn)
    elif kind == "sqr":
        words = to_words(value(a) ** 2, 2 * an)
    else:
        s = sum(a[i] * b[j] << (64 * (i + j)) for i in range(an) for j in range(bn) if i + j >= d - 1)
        words = to_words(s >> (64 * d), an + bn - d)
    t = text(words)
    ops = hashlib.sha256((text(a) + text(b)).encode()).hexdigest()
    return [kind, an, bn, d, sa, sb, seed, ops, len(words), hashlib.sha256(t.encode()).hexdigest(), t[-16:]]


def main():
    rng = random.Random(40)
    rows = []
    seed = 1
    # Around every threshold of the product and square (schoolbook 32/60, Toom-3 160/192)
    # and the high product's 256, and the sizes of the middle band (54 words at 1,000 digits).
    sizes = [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 53, 54, 55, 59, 60, 61, 63,
             64, 65, 96, 97, 100, 128, 159, 160, 161, 191, 192, 193, 200, 255, 256, 257, 300]
    for k, n in enumerate(sizes):
        shapes = [(SHAPES[(k + i) % len(SHAPES)], SHAPES[(k + 2 * i + 1) % len(SHAPES)]) for i in range(2)]
        for bn in sorted({n, max(1, n - 1), (n + 1) // 2, 1 + n // 3, min(n, 2), 1}, reverse=True):
            sa, sb = shapes[bn % 2]
            rows.append(row("mul", n, bn, 0, sa, sb, seed)); seed += 2
        for s in SHAPES if n in (1, 2, 31, 32, 54, 59, 60, 61, 200, 300) else [SHAPES[k % len(SHAPES)]]:
            rows.append(row("sqr", n, n, 0, s, s, seed)); seed += 2
        if n <= 257:
            for bn in sorted({n, (n + 1) // 2, 1}, reverse=True):
                total = n + bn
                for d in sorted({1, min(bn, total - 1), total // 2, total - 1}):
                    if 1 <= d < total:
                        sa, sb = shapes[(bn + d) % 2]
                        rows.append(row("high", n, bn, d, sa, sb, seed)); seed += 2
    # The shapes against each other at one middle-band size, and random lengths 1...300.
    for sa in SHAPES:
        for sb in SHAPES:
            rows.append(row("mul", 54, 54, 0, sa, sb, seed)); seed += 2
            rows.append(row("high", 54, 54, 54, sa, sb, seed)); seed += 2
    for _ in range(40):
        an = rng.randint(1, 300)
        bn = rng.randint(1, an)
        rows.append(row("mul", an, bn, 0, rng.choice(SHAPES), rng.choice(SHAPES), seed)); seed += 2
    with open(OUT, "w") as f:
        f.write("# made by scripts/make-product-vectors.py: kind, an, bn, d, shape a, shape b, seed, "
                "SHA-256 of the operands' text, result words, SHA-256 of the result's text, last 16 hex digits\n")
        for r in rows:
            f.write("\t".join(str(x) for x in r) + "\n")
    print(f"{len(rows)} rows to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
