import BigInt

extension Rational {
  /// The last large power of ten ``powerOfTen(_:)`` made, kept so that rounding the same
  /// huge value again costs no new power.
  ///
  /// Rounding an exact value of a million digits (`1e999999`, whose bounds can never decide
  /// its rounding, since it lies on a decimal boundary) divides it by `10^k` with `k` near a
  /// million: 3.3 million bits, about 40 ms to make each time. A session, a display or the
  /// fuzzer shows one value at several precisions and in several forms (`k` differs by the
  /// number of digits asked for), so the one power kept is the smallest of those asked
  /// lately, and a power up to ``nearbyDigits`` digits above it is that power times a small
  /// one (a product of its size by at most 53 words), not a new power.
  ///
  /// Bounded: one entry, of at most ``largestDigits`` digits (about 830 KB); another power
  /// replaces it. Shared by every thread behind a lock held only to read or replace the
  /// entry, never while a power is made, so two threads at worst both make one.
  enum PowerOfTenCache {
    /// Powers of fewer digits are made each time: cheap, and not worth replacing the entry.
    static let smallestDigits = 4_096

    /// Powers of more digits (twice the exact size limit) are made and not kept.
    static let largestDigits = 2 * Limits.maximumDigits

    /// How far above the kept power a power is made from it by one product.
    static let nearbyDigits = 1_000

    private static let last = Locked<(k: Int, value: BigUInt)?>(nil)

    /// `10^k` for `smallestDigits <= k`.
    static func power(_ k: Int) -> BigUInt {
      guard k <= largestDigits else { return BigUInt(10).raised(to: k) }
      let kept = last.withLock { $0 }
      if let kept, k >= kept.k, k - kept.k <= nearbyDigits {
        return k == kept.k ? kept.value : BigUInt.product(kept.value, Rational.powerOfTen(k - kept.k))
      }
      let value = BigUInt(10).raised(to: k)
      // Not served by the kept power: below it (a smaller one serves more requests), far
      // above it, or none yet. It replaces the kept one.
      last.withLock { $0 = (k, value) }
      return value
    }
  }
}
