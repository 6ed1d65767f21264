import CalcNumber

/// The exact values of a line's costly parts, kept across the rounds of one refinement
/// (``Calculator``'s retry loop), so a round at more digits does not compute them again.
///
/// An exact value is the same at every working precision, so a part of the line whose value
/// was exact in one round is that value in the next: `92121e999995 % 42962191^915 % 4296°`
/// reduces a million-digit integer once, not at each of the rounds that refine the remainder
/// by the irrational `4296°`. Only parts of the top-level expression outside Σ and ∏ are
/// kept (a body or a term is evaluated with other values each time), only parts built of
/// numbers, names and operators whose operands are the values just before them (so a part is
/// the nodes from its first leaf to its operator), and only costly ones: an operand or the
/// result of at least ``minimumBits`` bits. At most ``maximumBits`` bits in all are kept.
final class ExactMemo {
  /// What a part computed: its value, and the evaluation's depth once it was computed (the
  /// part's exact values counted, ``EvaluationFacts/depth``).
  struct Entry {
    var last: Int
    var operand: Evaluator.Operand
    var depth: Int
  }

  /// Parts smaller than this are computed again: cheaper than remembering.
  static let minimumBits = 1 << 12
  /// The most bits the memo keeps, in all (16 MiB of values).
  static let maximumBits = 1 << 27

  /// Each kept part by the index of its first node.
  private(set) var entries: [Int: Entry] = [:]
  private var bits = 0

  /// Keeps the value of the nodes `first...last`, when it is exact and costly (`inputBits`
  /// is the widest operand's width) and fits the memo.
  func keep(first: Int, last: Int, _ operand: Evaluator.Operand, inputBits: Int, depth: Int) {
    guard first >= 0, first <= last, operand.currency == nil, let exact = operand.value.exactValue else { return }
    // A part and the larger one it begins (`a % b` in `a % b % c`) start at one node: the
    // larger is kept.
    let replaced = entries[first]
    if let replaced, replaced.last >= last { return }
    let width = exact.bitWidth
    let freed = replaced?.operand.value.exactValue?.bitWidth ?? 0
    guard max(width, inputBits) >= ExactMemo.minimumBits, bits - freed + width <= ExactMemo.maximumBits else { return }
    bits += width - freed
    entries[first] = Entry(last: last, operand: operand, depth: depth)
  }
}
