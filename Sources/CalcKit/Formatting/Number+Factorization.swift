import BigInt

// MARK: - A whole number written as the product of its primes

extension Number {
  /// `2^3 × 3^2 × 5` for 360, `-1 × 2^2 × 3` for -12, `0` and `1` for themselves: text that
  /// reads back as the number. A composite part that was not factored within `budget` is
  /// written in the product and named after it, never guessed.
  func factorizationText(budget: WorkBudget, cancellation: CancellationToken?) throws(ArithmeticError) -> String {
    var working = WorkingPrecision(digits: 16)
    working.budget = budget
    working.cancellation = cancellation
    let factors = try factorization(working)
    if factors.sign == 0 { return "0" }
    var parts: [String] = factors.sign < 0 ? ["-1"] : []
    for power in factors.primePowers + factors.unfactored {
      let base = power.prime.decimalText
      parts.append(power.exponent == 1 ? base : "\(base)^\(power.exponent)")
    }
    if parts.isEmpty { return "1" }
    var text = parts.joined(separator: " × ")
    if !factors.unfactored.isEmpty {
      let names = factors.unfactored.map(\.prime.decimalText).joined(separator: ", ")
      text += " (composite, not factored within the work budget: \(names))"
    }
    return text
  }
}
