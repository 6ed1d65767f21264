import BigInt

/// The functions whose values at a point the interval kernels take from calc's certified
/// kernels (``Interval/certified(_:_:)``).
enum PointFunction: Hashable, Sendable {
  case exp, ln, sin, cos, tan, asin, acos, atan
  case sinh, cosh, tanh, asinh, acosh, atanh
  case erf, erfc, gamma, lgamma, digamma
  /// x^(1/q) for x ≥ 0.
  case root(Int)
}

// Every value an interval kernel takes at an end (or at a critical point) is proved: it is
// computed by the number core's own certified kernel, whose bounds hold the true value, at
// ``Interval/pointPrecision``, and those bounds are rounded outward to `Double`s. Nothing is
// trusted to the C library. Values at the same points recur (the edges of a plot's columns
// are each shared by two columns and by the pieces at their ends), so they are kept in a
// small cache.
extension Interval {
  /// The precision of the certified point values: 20 digits (98 bits), so that the bounds,
  /// rounded outward to `Double`s, are one unit in the last place apart or two.
  static let pointPrecision = WorkingPrecision(digits: 20)

  /// Bounds of f(x) as `Double`s: a lower bound rounded toward −∞ and an upper bound toward
  /// +∞ from the certified kernel's bounds, so the true value lies between them. `x` is a
  /// finite point of the function's domain (the callers check). Beyond the range of `Double`
  /// the bounds are the largest finite value and ∞ (or 0 and the least positive value); a
  /// kernel that gives up (never expected at these precisions) leaves the whole line.
  static func certified(_ f: PointFunction, _ x: Double) -> (down: Double, up: Double) {
    let key = PointCache.Key(function: f, argument: x.bitPattern)
    if let known = PointCache.shared.withLock({ $0[key] }) { return (known.down, known.up) }
    let value = computed(f, x)
    PointCache.shared.withLock { cache in
      if cache.count >= PointCache.capacity { cache.removeAll(keepingCapacity: true) }
      cache[key] = PointCache.Bounds(down: value.down, up: value.up)
    }
    return value
  }

  /// ``certified(_:_:)`` without the cache.
  private static func computed(_ f: PointFunction, _ x: Double) -> (down: Double, up: Double) {
    if let out = outOfRange(f, x) { return out }
    guard let point = Number(x) else { return (-.infinity, .infinity) }
    let w = pointPrecision
    let value: Number
    do {
      switch f {
      case .exp: value = try point.exponential(w)
      case .ln: value = try point.logarithm(w)
      case .sin: value = try point.trigonometric(.sin, unit: .radians, w)
      case .cos: value = try point.trigonometric(.cos, unit: .radians, w)
      case .tan: value = try point.trigonometric(.tan, unit: .radians, w)
      case .asin: value = try point.trigonometric(.asin, unit: .radians, w)
      case .acos: value = try point.trigonometric(.acos, unit: .radians, w)
      case .atan: value = try point.trigonometric(.atan, unit: .radians, w)
      case .sinh: value = try point.hyperbolic(.sinh, w)
      case .cosh: value = try point.hyperbolic(.cosh, w)
      case .tanh: value = try point.hyperbolic(.tanh, w)
      case .asinh: value = try point.hyperbolic(.asinh, w)
      case .acosh: value = try point.hyperbolic(.acosh, w)
      case .atanh: value = try point.hyperbolic(.atanh, w)
      case .erf: value = try point.errorFunction(w)
      case .erfc: value = try point.complementaryErrorFunction(w)
      case .gamma: value = try point.gamma(w)
      case .lgamma: value = try point.logGamma(w, name: "lgamma")
      case .digamma: value = try point.digamma(w)
      case .root(let q): value = try point.raised(to: Number(Rational(numerator: 1, denominator: BigInt(q))), w)
      }
    } catch {
      return (-.infinity, .infinity)
    }
    return (double(value.lower, .down), double(value.upper, .up))
  }

  /// Bounds for arguments whose value is beyond the range of `Double`s, or so close to a
  /// limit that the limit's neighbours bound it (no kernel call), or nil.
  private static func outOfRange(_ f: PointFunction, _ x: Double) -> (down: Double, up: Double)? {
    let huge: (down: Double, up: Double) = (.greatestFiniteMagnitude, .infinity)
    let tiny: (down: Double, up: Double) = (0, .leastNonzeroMagnitude)
    switch f {
    // e^710 > 2^1024 and e^-746 < 2^-1075.
    case .exp: return x >= 710 ? huge : (x <= -746 ? tiny : nil)
    // sinh and cosh of |x| ≥ 711 pass e^710.
    case .sinh: return x >= 711 ? huge : (x <= -711 ? (-.infinity, -.greatestFiniteMagnitude) : nil)
    case .cosh: return Swift.abs(x) >= 711 ? huge : nil
    // Γ(172) = 171! > 2^1024.
    case .gamma: return x >= 172 ? huge : nil
    // erfc(28) < 10^-342, below the least Double and far below a unit of 1 or 2.
    case .erf: return x >= 28 ? (Double(1).nextDown, 1) : (x <= -28 ? (-1, Double(-1).nextUp) : nil)
    case .erfc: return x >= 28 ? tiny : (x <= -28 ? (Double(2).nextDown, 2) : nil)
    default: return nil
    }
  }

  /// A dyadic bound as a `Double` rounded in `direction` (so a lower bound stays below the
  /// value and an upper bound above): ±∞ or the largest finite value beyond the range, and
  /// 0 or ±2^-1022 for magnitudes below the normal range.
  static func double(_ d: Dyadic, _ direction: RoundingDirection) -> Double {
    if d.isZero { return 0 }
    let m = d.magnitudeExponent  // 2^(m-1) <= |d| < 2^m
    if m > 1024 {
      if d.isNegative { return direction == .down ? -.infinity : -.greatestFiniteMagnitude }
      return direction == .up ? .infinity : .greatestFiniteMagnitude
    }
    if m <= -1021 {
      // |d| < 2^-1021: between 0 and the least normal number's double.
      if d.isNegative { return direction == .down ? -0x1p-1021 : 0 }
      return direction == .up ? 0x1p-1021 : 0
    }
    let r = d.rounded(toBits: 53, direction)
    guard let significand = UInt64(exactly: r.significand) else { return direction == .down ? -.infinity : .infinity }
    return Double(sign: r.isNegative ? .minus : .plus, exponent: r.exponent, significand: Double(significand))
  }
}

/// The certified point values computed so far (``Interval/certified(_:_:)``), shared by every
/// thread; emptied when it reaches ``capacity``.
enum PointCache {
  struct Key: Hashable, Sendable {
    var function: PointFunction
    var argument: UInt64
  }

  struct Bounds: Sendable {
    var down: Double
    var up: Double
  }

  /// The most values kept: 65,536 (about 3 MB).
  static let capacity = 1 << 16

  static let shared = Locked<[Key: Bounds]>([:])
}
