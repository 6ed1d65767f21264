import BigInt

extension BigUInt {
  /// `a·b`, subquadratic: the schoolbook product with full-width word products below
  /// ``Limbs/karatsubaThreshold`` words, Karatsuba above, Toom-3 from
  /// ``Limbs/toom3Threshold``, the number-theoretic transform from ``Limbs/nttThreshold``
  /// (see ``Limbs/multiply(_:_:_:_:into:scratch:)``; attaswift's `*` stays schoolbook up
  /// to 1,024 words). Operands of one word go to attaswift directly.
  package static func product(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
    let an = a.words.count, bn = b.words.count
    if an <= 1 || bn <= 1 { return a * b }
    let (x, y) = an >= bn ? (a.limbs, b.limbs) : (b.limbs, a.limbs)
    return BigUInt(limbs: Limbs.product(x, y))
  }

  /// `self²`, by the squaring variants of the schoolbook, Karatsuba, Toom-3 and transform
  /// products (fewer word products than ``product(_:_:)``; the transform transforms once).
  package func squared() -> BigUInt {
    if words.count <= 1 { return self * self }
    return BigUInt(limbs: Limbs.square(limbs))
  }
}

extension Limbs {
  /// `a·b` as `a.count + b.count` words, for `a.count >= b.count >= 1`.
  static func product(_ a: [UInt], _ b: [UInt]) -> [UInt] {
    let an = a.count, bn = b.count
    guard an >= bn, bn >= 1 else { return [] }
    // The transform needs no scratch; a slicing product needs a slice's worth.
    let scratchCount =
      nttPays(an, bn, threshold: nttThreshold, anyFill: nttAnyFillThreshold) ? 0
      : bn <= (an + 1) / 2 ? 2 * bn + multiplyScratchCount(bn) : multiplyScratchCount(an)
    return [UInt](unsafeUninitializedCapacity: an + bn) { result, initialized in
      withUnsafeTemporaryAllocation(of: UInt.self, capacity: max(scratchCount, 1)) { scratch in
        a.withUnsafeBufferPointer { ap in
          b.withUnsafeBufferPointer { bp in
            guard let r = result.baseAddress, let s = scratch.baseAddress,
              let x = ap.baseAddress, let y = bp.baseAddress
            else { return }
            multiply(x, an, y, bn, into: r, scratch: s)
            initialized = an + bn
          }
        }
      }
    }
  }

  /// `a²` as `2·a.count` words.
  static func square(_ a: [UInt]) -> [UInt] {
    let n = a.count
    guard n >= 1 else { return [] }
    let scratchCount = nttPays(n, n, threshold: nttSquareThreshold, anyFill: nttSquareAnyFillThreshold) ? 0 : squareScratchCount(n)
    return [UInt](unsafeUninitializedCapacity: 2 * n) { result, initialized in
      withUnsafeTemporaryAllocation(of: UInt.self, capacity: max(scratchCount, 1)) { scratch in
        a.withUnsafeBufferPointer { ap in
          guard let r = result.baseAddress, let s = scratch.baseAddress, let x = ap.baseAddress
          else { return }
          square(x, n, into: r, scratch: s)
          initialized = 2 * n
        }
      }
    }
  }
}
