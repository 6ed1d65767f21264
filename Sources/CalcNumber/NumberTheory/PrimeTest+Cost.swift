import BigInt

// MARK: - What a primality test costs, against the work budget

extension PrimeTest {
  /// The price of a Baillie–PSW test of `n` in work units: `bits × words²`, the word
  /// products of its modular squarings (a strong test and a Lucas test of about `bits` steps
  /// each, on Montgomery products of `words` words). Measured in a release build: about
  /// 2.4·10^-8 s a unit (2^4423 − 1: 0.5 s, 2^9689 − 1: 5.3 s, 2^19937 − 1: 45 s).
  static func cost(_ n: BigUInt) -> Int {
    let words = max(1, n.words.count)
    return n.bitWidth * words * words
  }

  /// The most one primality test, one prime search (`nextprime`, `prevprime`) or the
  /// trial division of `factor` may cost: 4 × the budget's units (40,000,000 at the
  /// default: a test of a number of about 5,400 bits, 1,600 digits, about a second).
  static func allowance(_ budget: WorkBudget) -> Int { budget.units * 4 }

  /// About how many digits the largest number has whose test costs at most
  /// ``allowance(_:)`` (`bits³ / 4096 ≤ allowance`), for the errors that name the limit.
  static func largestTestedDigits(_ budget: WorkBudget) -> Int {
    let bits = pow(Double(allowance(budget)) * 4096, 1.0 / 3)
    return Int((bits * 0.30103 / 100).rounded(.down)) * 100
  }

  /// Whether `n`, of more than one word, has a factor among the first 300 primes: the
  /// trial division ``isPrime(_:cancellation:)`` starts with, a pass of `words` word
  /// divisions per prime.
  static func hasSmallFactor(_ n: BigUInt) -> Bool {
    smallPrimes.prefix(300).contains { remainder(n, $0) == 0 }
  }

  /// Throws the budget error `isprime` (and `factor`, for a factor it must test) gives for
  /// a number whose test costs more than ``allowance(_:)``.
  static func requireAffordableTest(_ n: BigUInt, _ function: String, _ budget: WorkBudget) throws(ArithmeticError) {
    guard n.words.count > 1, cost(n) > allowance(budget) else { return }
    throw .beyondBudget(
      "\(function) tests numbers of up to about \(WorkBudget.grouped(largestTestedDigits(budget))) digits for primality (the work budget)")
  }

  /// `m` with every factor `p` divided out, and how many there were: by `p`, `p²`, `p⁴`, …
  /// while they divide, then back down, so that a million factors (`factor(10^999999)`)
  /// take about forty divisions instead of a million passes over the number.
  static func removingFactor(_ m: BigUInt, _ p: UInt) -> (BigUInt, Int) {
    var rest = m
    var count = 0
    var powers: [BigUInt] = [BigUInt(p)]
    var top = BigUInt(p)
    while true {
      let (q, r) = BigUInt.quotientAndRemainder(rest, top)
      guard r.isZero else { break }
      rest = q
      count += 1 << (powers.count - 1)
      top = top.squared()
      if top.bitWidth > rest.bitWidth + 1 { break }
      powers.append(top)
    }
    for i in powers.indices.reversed() {
      let (q, r) = BigUInt.quotientAndRemainder(rest, powers[i])
      if r.isZero {
        rest = q
        count += 1 << i
      }
    }
    return (rest, count)
  }
}
