// Enclosures of the elementary functions over wide intervals: monotone pieces take certified
// values at the ends (Interval+Certified.swift); periodic functions add their extrema when the
// interval may hold one (decided with an enclosure of π, so a doubtful case includes the
// extremum).
extension Interval {
  /// Bounds of f at a point that may be ±∞ (f's limit there).
  static func bounds(_ f: PointFunction, at x: Double) -> (down: Double, up: Double) {
    x.isFinite ? certified(f, x) : limit(f, positive: x > 0)
  }

  /// Bounds of f's limit at +∞ or −∞ (the whole line for a function the kernels never take
  /// there).
  private static func limit(_ f: PointFunction, positive: Bool) -> (down: Double, up: Double) {
    let halfPi = (Interval.pi.lower / 2, Interval.pi.upper / 2)
    switch f {
    case .exp: return positive ? (.infinity, .infinity) : (0, 0)
    case .atan: return positive ? halfPi : (-halfPi.1, -halfPi.0)
    case .sinh, .asinh: return positive ? (.infinity, .infinity) : (-.infinity, -.infinity)
    case .tanh, .erf: return positive ? (1, 1) : (-1, -1)
    case .erfc: return positive ? (0, 0) : (2, 2)
    case .ln, .acosh, .cosh, .gamma, .lgamma, .root: return positive ? (.infinity, .infinity) : (-.infinity, .infinity)
    default: return (-.infinity, .infinity)
    }
  }

  /// An increasing function's enclosure from its certified values at the ends.
  func increasing(_ f: PointFunction) -> Interval {
    Interval(Interval.bounds(f, at: lower).down, Interval.bounds(f, at: upper).up)
  }

  /// A decreasing function's enclosure from its certified values at the ends.
  func decreasing(_ f: PointFunction) -> Interval {
    Interval(Interval.bounds(f, at: upper).down, Interval.bounds(f, at: lower).up)
  }

  /// e^x.
  public func exponential() -> Interval {
    let r = increasing(.exp)
    return Interval(Swift.max(0, r.lower), r.upper)
  }

  /// ln x: defined for x > 0.
  public func logarithm() -> Enclosure {
    guard upper > 0 else { return .nowhere }
    let throughout = lower > 0
    let low = throughout ? Interval.bounds(.ln, at: lower).down : -.infinity
    return Enclosure(Interval(low, Interval.bounds(.ln, at: upper).up), definedThroughout: throughout)
  }

  /// √x: defined for x ≥ 0 (IEEE square roots are correctly rounded).
  public func squareRoot() -> Enclosure {
    guard upper >= 0 else { return .nowhere }
    let throughout = lower >= 0
    let low = throughout ? Swift.max(0, Interval.squareRootBounds(lower).down) : 0
    return Enclosure(Interval(low, Interval.squareRootBounds(upper).up), definedThroughout: throughout)
  }

  /// Bounds of √x for x ≥ 0 (exact when the root is).
  static func squareRootBounds(_ x: Double) -> (down: Double, up: Double) {
    let r = x.squareRoot()
    guard r.isFinite, r > 0 else { return (r, r) }
    if x < 0x1p-960 { return (r.nextDown, r.nextUp) }
    return directed(r, error: x.addingProduct(-r, r))
  }

  /// |x|.
  public func magnitude() -> Interval {
    if lower >= 0 { return self }
    if upper <= 0 { return -self }
    return Interval(0, Swift.max(-lower, upper))
  }

  /// x^n for a whole exponent n; for n < 0 defined where x ≠ 0.
  public func power(_ n: Int) -> Enclosure {
    if n == 0 { return Enclosure(Interval(1)) }
    if n == 1 { return Enclosure(self) }
    if n < 0 {
      let positive = power(n == Int.min ? Int.max - 1 : -n)
      guard let range = positive.range else { return .nowhere }
      return Interval(1).divided(by: range)
    }
    func pow(_ x: Double, down: Bool) -> Double {
      // x^n by squaring with each product rounded the same way (for x ≥ 0 the rounded
      // products bound the exact power), or e^(n·ln x) for large n.
      if x < 0 { return -pow(-x, down: !down) }
      if n <= 64 {
        var result = 1.0
        var base = x
        var k = n
        while k > 0 {
          if k & 1 == 1 {
            let p = Interval.product(result, base)
            result = down ? p.down : p.up
          }
          k >>= 1
          if k > 0 {
            let p = Interval.product(base, base)
            base = down ? p.down : p.up
          }
        }
        return result
      }
      if x == 0 || x == .infinity { return x }
      let exponent = Double(exactly: n).map { Interval($0) } ?? Interval(Double(n).nextDown, Double(n).nextUp)
      guard let log = Interval(x).logarithm().range else { return down ? 0 : .infinity }
      let value = (log * exponent).exponential()
      return down ? value.lower : value.upper
    }
    if n % 2 == 0 {
      let m = magnitude()
      return Enclosure(Interval(Swift.max(0, pow(m.lower, down: true)), pow(m.upper, down: false)))
    }
    return Enclosure(Interval(pow(lower, down: true), pow(upper, down: false)))
  }

  /// x^y for x > 0 (and x = 0 when y > 0), as e^(y·ln x).
  public func power(_ y: Interval) -> Enclosure {
    guard upper >= 0 else { return .nowhere }
    if lower <= 0 && y.lower > 0 {
      // 0^y = 0 for y > 0, and x^y is continuous at 0 from the right.
      let positive = Interval(Swift.max(lower, 0), upper)
      let log = positive.upper > 0 ? Interval.bounds(.ln, at: positive.upper).up : -.infinity
      let top = (Interval(-.infinity, log) * y).exponential()
      return Enclosure(Interval(0, top.upper), definedThroughout: lower >= 0)
    }
    guard let log = logarithm().range else { return .nowhere }
    return Enclosure((log * y).exponential(), definedThroughout: lower > 0)
  }

  /// The real q-th root (q ≥ 2): for odd q of every x, keeping the sign; for even q of x ≥ 0.
  public func root(_ q: Int) -> Enclosure {
    if q <= 1 { return Enclosure(self) }
    func signedRoot(_ x: Double, down: Bool) -> Double {
      // The root of |x|, certified, with x's sign (a lower bound of −r is −(r's upper bound)).
      let r = Interval.bounds(.root(q), at: Swift.abs(x))
      return x < 0 ? (down ? -r.up : -r.down) : (down ? r.down : r.up)
    }
    if q % 2 == 1 { return Enclosure(Interval(signedRoot(lower, down: true), signedRoot(upper, down: false))) }
    guard upper >= 0 else { return .nowhere }
    let throughout = lower >= 0
    let low = throughout ? Swift.max(0, signedRoot(lower, down: true)) : 0
    return Enclosure(Interval(low, signedRoot(upper, down: false)), definedThroughout: throughout)
  }

  // MARK: Trigonometry

  /// Whether the interval may hold a point π·(q/2 + 2k) for an integer k: a maximum of sin
  /// (q = 1), a minimum (q = 3), of cos (q = 0 and q = 2). A doubtful case counts as holding it.
  private func mayHoldCriticalPoint(quarter q: Int) -> Bool {
    let period = 2 * Double.pi
    let offset = Double(q) * Double.pi / 2
    let first = ((lower - offset) / period).rounded(.down) - 1
    let last = ((upper - offset) / period).rounded(.up) + 1
    var k = first
    while k <= last {
      let point = Interval.pi * Interval(Double(q) / 2 + 2 * k)
      if point.intersects(self) { return true }
      k += 1
    }
    return false
  }

  /// Whether the interval is too wide (or too far out) to look for critical points: a whole
  /// period, or ends beyond 2^50 where the spacing of `Double`s approaches the period.
  private var coversPeriod: Bool {
    !isBounded || upper - lower >= 2 * Double.pi || Swift.max(Swift.abs(lower), Swift.abs(upper)) > 0x1p50
  }

  /// An enclosure of a periodic function from its values at the ends and its extrema.
  private func periodic(_ f: PointFunction, maximumQuarter: Int, minimumQuarter: Int) -> Interval {
    if coversPeriod { return Interval(-1, 1) }
    let a = Interval.certified(f, lower)
    let b = Interval.certified(f, upper)
    let low = mayHoldCriticalPoint(quarter: minimumQuarter) ? -1 : Swift.min(a.down, b.down)
    let high = mayHoldCriticalPoint(quarter: maximumQuarter) ? 1 : Swift.max(a.up, b.up)
    return Interval(Swift.max(-1, low), Swift.min(1, high))
  }

  /// sin x (x in radians).
  public func sine() -> Interval { periodic(.sin, maximumQuarter: 1, minimumQuarter: 3) }

  /// cos x (x in radians).
  public func cosine() -> Interval { periodic(.cos, maximumQuarter: 0, minimumQuarter: 2) }

  /// tan x (x in radians): unbounded, and neither defined throughout nor continuous, over an
  /// interval that may hold a pole π/2 + kπ.
  public func tangent() -> Enclosure {
    if !isBounded || upper - lower >= Double.pi || Swift.max(Swift.abs(lower), Swift.abs(upper)) > 0x1p50 {
      return Enclosure(.whole, definedThroughout: false, continuous: false)
    }
    let first = (lower / Double.pi - 0.5).rounded(.down) - 1
    let last = (upper / Double.pi - 0.5).rounded(.up) + 1
    var k = first
    while k <= last {
      if (Interval.pi * Interval(k + 0.5)).intersects(self) {
        // One pole (the interval is shorter than π): tan takes [tan lower, ∞) left of it and
        // (−∞, tan upper] right of it, and skips what lies between when tan upper < tan lower.
        // (Bounds of tan at an end may be far off when the end is within the enclosure of
        // the pole; then there is no gap.)
        let pole = Interval.pi * Interval(k + 0.5)
        var gap: Interval?
        if !pole.contains(lower) && !pole.contains(upper) {
          let left = Interval.certified(.tan, lower).down, right = Interval.certified(.tan, upper).up
          gap = right < left ? Interval(right, left) : nil
        }
        return Enclosure(.whole, definedThroughout: false, continuous: false, gap: gap)
      }
      k += 1
    }
    return Enclosure(increasing(.tan))
  }

  /// asin x: defined for −1 ≤ x ≤ 1.
  public func arcsine() -> Enclosure {
    guard let inside = intersection(Interval(-1, 1)) else { return .nowhere }
    let r = inside.increasing(.asin)
    let half = Interval.pi.upper / 2
    return Enclosure(Interval(Swift.max(-half, r.lower), Swift.min(half, r.upper)),
                     definedThroughout: inside == self)
  }

  /// acos x: defined for −1 ≤ x ≤ 1.
  public func arccosine() -> Enclosure {
    guard let inside = intersection(Interval(-1, 1)) else { return .nowhere }
    let r = inside.decreasing(.acos)
    return Enclosure(Interval(Swift.max(0, r.lower), Swift.min(Interval.pi.upper, r.upper)),
                     definedThroughout: inside == self)
  }

  /// atan x.
  public func arctangent() -> Interval {
    let r = increasing(.atan)
    let half = Interval.pi.upper / 2
    return Interval(Swift.max(-half, r.lower), Swift.min(half, r.upper))
  }

  // MARK: Hyperbolic

  /// sinh x.
  public func hyperbolicSine() -> Interval { increasing(.sinh) }

  /// cosh x (least at 0).
  public func hyperbolicCosine() -> Interval {
    let m = magnitude()
    return Interval(Swift.max(1, Interval.bounds(.cosh, at: m.lower).down), Interval.bounds(.cosh, at: m.upper).up)
  }

  /// tanh x.
  public func hyperbolicTangent() -> Interval {
    let r = increasing(.tanh)
    return Interval(Swift.max(-1, r.lower), Swift.min(1, r.upper))
  }

  /// asinh x.
  public func inverseHyperbolicSine() -> Interval { increasing(.asinh) }

  /// acosh x: defined for x ≥ 1.
  public func inverseHyperbolicCosine() -> Enclosure {
    guard upper >= 1 else { return .nowhere }
    let throughout = lower >= 1
    let low = throughout ? Swift.max(0, Interval.bounds(.acosh, at: lower).down) : 0
    return Enclosure(Interval(low, Interval.bounds(.acosh, at: upper).up), definedThroughout: throughout)
  }

  /// atanh x: defined for −1 < x < 1, unbounded toward either end.
  public func inverseHyperbolicTangent() -> Enclosure {
    guard lower < 1, upper > -1 else { return .nowhere }
    let low = lower > -1 ? Interval.certified(.atanh, lower).down : -.infinity
    let high = upper < 1 ? Interval.certified(.atanh, upper).up : .infinity
    return Enclosure(Interval(low, high), definedThroughout: lower > -1 && upper < 1)
  }
}
