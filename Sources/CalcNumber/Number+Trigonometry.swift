extension Number {
  /// Which trigonometric function. The raw value is the name calc knows the function by (a
  /// plain string: interpolating the case would reflect on it, which is slow, when the
  /// function table is built).
  package enum Trigonometric: String, Sendable {
    case sin, cos, tan, asin, acos, atan
  }

  package func trigonometric(
    _ function: Trigonometric, unit: AngleUnit, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    switch function {
    case .sin, .cos, .tan:
      if let exact = try Number.exactTrigonometric(function, of: self, unit: unit) { return exact }
      if unit == .degrees, let angle = exactValue {
        return try Number.trigonometric(function, ofDegrees: angle, w)
      }
      var radians = self
      if unit == .degrees { radians = try multiplied(by: Number.degree(w), w) }
      // tan x = x + x³/3 + …: a tiny exact angle has bounds on the right side of x.
      if function == .tan, let x = radians.exactValue, let tiny = x.tinyTangentBounds(bits: w.bits) {
        return w.bounds(tiny.lower, tiny.upper)
      }
      let parts: TrigonometricParts = function == .sin ? .sine : (function == .cos ? .cosine : .both)
      let (sin, cos) = try radians.sineAndCosine(w, parts)
      switch function {
      case .sin: return sin
      case .cos: return cos
      default: return try sin.divided(by: cos, w)
      }
    case .asin, .acos, .atan:
      if let exact = try Number.exactInverse(function, of: self, unit: unit) { return exact }
      let radians = try inverseInRadians(function, w)
      return unit == .degrees ? try radians.divided(by: Number.degree(w), w) : radians
    }
  }

  /// sin, cos or tan of an exact angle in degrees. The angle is reduced exactly first, so a
  /// huge one (2^60000°) loses nothing to the conversion, and folded into [-90°, 90°] by
  /// the identities sin(180° − a) = sin a and cos a = sin(90° − a), so an angle close to a
  /// multiple of 90° becomes a small one, whose sine is computed relative to its size:
  /// `sin(180 - 1e-4000)` in degrees is about 1.745e-4002, not a difference of nearly equal
  /// numbers.
  private static func trigonometric(
    _ function: Trigonometric, ofDegrees angle: Rational, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    func sine(_ a: Rational) throws(ArithmeticError) -> Number {
      var a = try a.reducedDegrees()
      if a > Rational(90) { a = try Rational(180).subtracting(a) }
      if a < Rational(-90) { a = try Rational(-180).subtracting(a) }
      return try Number(a).multiplied(by: degree(w), w).trigonometric(.sin, unit: .radians, w)
    }
    let complement = try Rational(90).subtracting(angle)
    switch function {
    case .sin: return try sine(angle)
    case .cos: return try sine(complement)
    default: return try sine(angle).divided(by: sine(complement), w)
    }
  }

  /// π/180 as bounds.
  package static func degree(_ w: WorkingPrecision) throws(ArithmeticError) -> Number {
    try Constants.piBounds(bits: w.bits, stop: w.cancellation).divided(by: Number(180), w)
  }

  /// Bounds on sine and cosine (one not in `parts` may be `[-1, 1]`); for an approximate
  /// argument, widened by its width (both functions change by at most the change in their
  /// argument).
  private func sineAndCosine(_ w: WorkingPrecision, _ parts: TrigonometricParts) throws(ArithmeticError) -> (Number, Number) {
    // Reducing an angle of 2^k radians needs π to k bits and more: beyond 2^1,000,000 (about
    // 10^301030) at the default budget that takes longer than the budget allows (π by
    // binary splitting and the division by π/2 take about a second there).
    // (2^(m-1) <= |x| < 2^m, so m > k means |x| >= 2^k.)
    let limit = w.budget.reducedAngleBits
    // An exact angle below 2^(n − d + 1) (n, d the bit widths of its numerator and
    // denominator) is within the limit without building its bounds.
    let clearlyWithin = exactValue.map { $0.numerator.magnitude.bitWidth - $0.denominator.magnitude.bitWidth + 1 <= limit } ?? false
    if !clearlyWithin, max(lower.magnitudeExponentOrZero, upper.magnitudeExponentOrZero) > limit {
      let digits = (Double(limit) * 0.301_029_995_663_981_2).rounded()
      throw .beyondBudget(
        "sin, cos and tan take angles below 2^\(limit) (about 10^\(Int(digits))) in radians: "
          + "reducing a larger one would need π to more digits than the work budget allows")
    }
    let start = try requireRationalBounds().lower
    let (sin, cos) = try start.sineAndCosineBounds(bits: w.kernelBits(for: self), stop: w.cancellation, parts: parts)
    if isExact {
      // A part not asked for goes unused (it may be [-1, 1]): its bounds are left unrounded.
      return (
        parts.sine ? w.bounds(sin.lower, sin.upper) : sin, parts.cosine ? w.bounds(cos.lower, cos.upper) : cos
      )
    }
    let width = upper.subtracting(lower, bits: 64, .up)
    func widen(_ n: Number) throws(ArithmeticError) -> Number {
      let b = w.bits + 64
      return w.bounds(
        max(n.lower.subtracting(width, bits: b, .down), Dyadic(-1)), min(n.upper.adding(width, bits: b, .up), Dyadic.one))
    }
    return (try widen(sin), try widen(cos))
  }

  private func inverseInRadians(
    _ function: Trigonometric, _ w: WorkingPrecision
  ) throws(ArithmeticError) -> Number {
    let atan: (Number) throws(ArithmeticError) -> Number = { x throws(ArithmeticError) in
      let kernel = { (r: Rational, bits: Int) throws(ArithmeticError) -> Number in
        try r.arctangentBounds(bits: bits, stop: w.cancellation)
      }
      if let once = try x.increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.arctangentRise) { return once }
      return try x.increasing(w, kernel)
    }
    if function == .atan { return try atan(self) }
    // asin x = atan(x / sqrt(1 - x²)) for |x| < 1; acos x = π/2 - asin x.
    // An exact argument is checked as it is (its bounds would cost a division each).
    if let x = exactValue {
      if x.magnitude > .one { throw .outsideMinusOneToOne(function.rawValue) }
    } else if upper > Dyadic.one || lower < Dyadic(-1) {
      if upper < Dyadic(-1) || lower > Dyadic.one { throw .outsideMinusOneToOne(function.rawValue) }
      throw .indeterminate
    }
    if function == .acos, let x = exactValue, x.signum > 0,
      let direct = try x.arccosineBounds(bits: w.bits, stop: w.cancellation)
    {
      return w.bounds(direct.lower, direct.upper)
    }
    if function == .acos && lower.signum > 0 {
      // acos x = 2·asin(sqrt((1 − x)/2)): no cancellation near x = 1, where acos x is
      // about sqrt(2(1 − x)) and π/2 − asin x would lose it.
      let half = try Number(1).subtracting(self, w).divided(by: Number(2), w)
      if half.upper.signum <= 0 { return Number(0) }
      let root = try half.magnitude.squareRoot(w)
      return try root.inverseInRadians(.asin, w).multiplied(by: Number(2), w)
    }
    // π/2, only where it is used (asin of ±1, and acos).
    func halfPi() throws(ArithmeticError) -> Number {
      try Constants.piBounds(bits: w.bits, stop: w.cancellation).divided(by: Number(2), w)
    }
    let asin: Number
    if exactValue == .one {
      asin = try halfPi()
    } else if exactValue == Rational(-1) {
      asin = try halfPi().negated
    } else {
      let kernel = { (x: Rational, bits: Int) throws(ArithmeticError) -> Number in
        // An end point at the edge of the domain (bounds of cos(pi) reach -1): ±π/2.
        if x == .one { return try Constants.piBounds(bits: bits, stop: w.cancellation).divided(by: Number(2), w) }
        if x == Rational(-1) {
          return try Constants.piBounds(bits: bits, stop: w.cancellation).divided(by: Number(-2), w)
        }
        // asin x = x + x³/6 + …: a tiny argument has bounds on the right side of x.
        if let tiny = x.tinyArcsineBounds(bits: bits) { return tiny }
        if let direct = try x.arcsineBounds(bits: bits, stop: w.cancellation) { return direct }
        // Three long steps at a high precision (a root, a division, the arctangent): a
        // cancelled evaluation stops between them.
        let cosine = try Number(1).subtracting(Number(x).squared(w), w).squareRoot(w)
        try w.cancellation.check()
        let ratio = try Number(x).divided(by: cosine, w)
        try w.cancellation.check()
        return try atan(ratio)
      }
      if let once = try increasingFromLowerEnd(w, minimumBits: 0, kernel, rise: Number.arcsineRise) {
        asin = once
      } else {
        asin = try increasing(w, kernel)
      }
    }
    return function == .asin ? asin : try halfPi().subtracting(asin, w)
  }

  /// The exact values at the angles where they are rational: multiples of 90° and 30°
  /// (sin, cos) and 45° (tan), and 0 in radians.
  private static func exactTrigonometric(
    _ function: Trigonometric, of x: Number, unit: AngleUnit
  ) throws(ArithmeticError) -> Number? {
    guard let angle = x.exactValue else { return nil }
    if unit == .radians {
      guard angle.isZero else { return nil }
      return Number(function == .cos ? 1 : 0)
    }
    let reduced = try angle.reducedDegrees()
    guard reduced.isInteger, case .small(let degrees, 1) = reduced.storage else { return nil }
    let half = Rational(numerator: 1, denominator: 2)
    func sine(_ d: Int) -> Rational? {
      switch (d % 360 + 360) % 360 {
      case 0, 180: return .zero
      case 90: return .one
      case 270: return Rational(-1)
      case 30, 150: return half
      case 210, 330: return -half
      default: return nil
      }
    }
    switch function {
    case .sin: return sine(degrees).map(Number.init)
    case .cos: return sine(degrees + 90).map(Number.init)
    default:
      switch (degrees % 180 + 180) % 180 {
      case 0: return Number(0)
      case 45: return Number(1)
      case 135: return Number(-1)
      case 90: throw .domain("tan is undefined at odd multiples of 90°")
      default: return nil
      }
    }
  }

  private static func exactInverse(
    _ function: Trigonometric, of x: Number, unit: AngleUnit
  ) throws(ArithmeticError) -> Number? {
    guard let value = x.exactValue else { return nil }
    if unit == .radians {
      if value.isZero && function != .acos { return Number(0) }
      if value == .one && function == .acos { return Number(0) }
      return nil
    }
    let half = Rational(numerator: 1, denominator: 2)
    let table: [(Rational, Int)]
    switch function {
    case .asin: table = [(.zero, 0), (half, 30), (-half, -30), (.one, 90), (Rational(-1), -90)]
    case .acos: table = [(.one, 0), (half, 60), (.zero, 90), (-half, 120), (Rational(-1), 180)]
    default: table = [(.zero, 0), (.one, 45), (Rational(-1), -45)]
    }
    return table.first { $0.0 == value }.map { Number($0.1) }
  }
}

extension Rational {
  /// An angle in degrees reduced to (-180, 180], exactly: a small angle stays small
  /// (`-1e-4986` is not turned into `360 - 1e-4986`, whose sine would need thousands of
  /// digits to tell from 0).
  package func reducedDegrees() throws(ArithmeticError) -> Rational {
    let turns = try divided(by: Rational(360)).roundedToInteger(.toNearestOrAwayFromZero)
    var reduced = try subtracting(turns.multiplied(by: Rational(360)))
    if reduced == Rational(-180) { reduced = Rational(180) }
    return reduced
  }
}
