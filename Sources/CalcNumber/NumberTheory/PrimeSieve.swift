// MARK: - Counting primes and the k-th prime by a segmented sieve

/// A segmented sieve of Eratosthenes on the odd numbers, for `primepi` and `prime`.
enum PrimeSieve {
  /// The odd numbers one segment covers.
  static let segmentLength = 1 << 17

  /// π(x), the number of primes ≤ x.
  static func count(upTo x: Int, cancellation: CancellationToken?) throws(ArithmeticError) -> Int {
    var total = 0
    try walk(upTo: x, cancellation: cancellation) { _ in
      total += 1
      return true
    }
    return total
  }

  /// The k-th prime (k ≥ 1), searched for up to `limit`; nil if it is beyond.
  static func prime(_ k: Int, limit: Int, cancellation: CancellationToken?) throws(ArithmeticError) -> Int? {
    var seen = 0
    var found: Int?
    try walk(upTo: limit, cancellation: cancellation) { p in
      seen += 1
      if seen == k {
        found = p
        return false
      }
      return true
    }
    return found
  }

  /// Calls `visit` on each prime ≤ x in increasing order until it returns false.
  static func walk(
    upTo x: Int, cancellation: CancellationToken?, _ visit: (Int) -> Bool
  ) throws(ArithmeticError) {
    guard x >= 2 else { return }
    guard visit(2) else { return }
    guard x >= 3 else { return }
    var root = Int(Double(x).squareRoot())
    while root * root > x { root -= 1 }
    while (root + 1) * (root + 1) <= x { root += 1 }
    let basePrimes = PrimeTest.sieve(upTo: max(root, 2)).dropFirst().map { Int($0) }
    // Odd number 2i + 1 at index i; a segment covers indices [low, low + length).
    var low = 1  // the index of 3
    let lastIndex = (x - 1) / 2
    var composite = [Bool](repeating: false, count: segmentLength)
    while low <= lastIndex {
      try cancellation.check()
      let high = min(low + segmentLength, lastIndex + 1)
      let length = high - low
      for i in 0..<length { composite[i] = false }
      for p in basePrimes {
        let square = p * p
        if square > 2 * (high - 1) + 1 { break }
        // The first odd multiple of p that is ≥ max(p², 2·low + 1).
        let start = max(square, ((2 * low + 1 + p - 1) / p) * p)
        var multiple = start % 2 == 0 ? start + p : start
        while multiple <= 2 * (high - 1) + 1 {
          composite[(multiple - 1) / 2 - low] = true
          multiple += 2 * p
        }
      }
      for i in 0..<length where !composite[i] {
        guard visit(2 * (low + i) + 1) else { return }
      }
      low = high
    }
  }
}
