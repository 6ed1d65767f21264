import BigInt
@testable import CalcNumber
import Testing

/// `Rational.removingFives` on numbers built as m · 5^k (m not a multiple of 5: 2^4000 + 1 is 2
/// mod 5, as 2^4 is 1): the count and the rest are known by construction. The large cases go
/// through the fast division (they took seconds of quadratic long division in `sin(1e-30000)`).
@Suite("Removing factors of five")
struct RemovingFivesTests {
  static let rests: [BigUInt] = [1, 2, 3, 4, 6, (BigUInt(3) << 100) + 1, (BigUInt(1) << 4_000) + 1]

  @Test("m · 5^k gives m and k, up to the limit", arguments: [0, 1, 7, 27, 28, 29, 100, 1_000, 20_000])
  func removesExactly(_ k: Int) {
    let five = BigUInt(5).raised(to: k)
    for m in Self.rests {
      let x = m * five
      let (rest, count) = Rational.removingFives(x, atMost: k + 10)
      #expect(count == k && rest == m, "m of \(m.bitWidth) bits, k = \(k)")
      if k >= 3 {
        let limit = k - 3
        let (partial, removed) = Rational.removingFives(x, atMost: limit)
        #expect(removed == limit && partial == m * 125, "m of \(m.bitWidth) bits, k = \(k), at most \(limit)")
      }
    }
  }
}
