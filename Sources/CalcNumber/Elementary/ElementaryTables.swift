/// Values of elementary functions at the points `k/256`, made once by
/// `scripts/make-elementary-tables.py` (mpmath) and read by the fixed-width kernels: an
/// argument within 1/256 of a table point leaves a series of a few terms, where one
/// reduced only by halvings takes dozens (Arb's `arb_atan` and `arb_sin_cos` read such
/// tables the same way at their low precisions).
///
/// Each entry is `⌊f(k/256) · 2^512⌋`; read at a scale `g <= 512` it is
/// `⌊entry / 2^(512 − g)⌋`, at most `f(k/256) · 2^g` and less than one unit below it.
enum ElementaryTables {
  /// The scale of the entries, in bits.
  static let scale = 512

  /// The number of intervals between the points: they are `k / points` for `k = 0...points`.
  static let points = 256

  /// `log2(points)`.
  static let pointBits = 8

  /// Words per entry.
  static let words = scale / 64

  /// `⌊f(k/256) · 2^g⌋` from `table` (one of the tables of this type) for
  /// `0 <= k <= 256` and `1 <= g <= 512`, in `count` limbs (enough for `g` bits).
  static func entry(_ table: [UInt64], _ k: Int, scale g: Int, count: Int) -> FixedWidth {
    precondition(k >= 0 && k <= points && g >= 1 && g <= scale)
    return FixedWidth(table, start: k * words, words: words, shiftedRightBy: scale - g, count: count)
  }
}
