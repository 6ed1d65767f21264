// Enclosures of the elementary functions over wide intervals: monotone pieces take the library's
// values at the ends, widened; periodic functions add their extrema when the interval may hold
// one (decided with an enclosure of π, so a doubtful case includes the extremum).
extension Interval {
  /// An increasing function's enclosure from its library values at the ends.
  @inline(__always) private func increasing(_ f: (Double) -> Double) -> Interval {
    Interval(Interval.libraryDown(f(lower)), Interval.libraryUp(f(upper)))
  }

  /// A decreasing function's enclosure from its library values at the ends.
  @inline(__always) private func decreasing(_ f: (Double) -> Double) -> Interval {
    Interval(Interval.libraryDown(f(upper)), Interval.libraryUp(f(lower)))
  }

  /// e^x.
  public func exponential() -> Interval {
    let r = increasing(Library.exp)
    return Interval(Swift.max(0, r.lower), r.upper)
  }

  /// ln x: defined for x > 0.
  public func logarithm() -> Enclosure {
    guard upper > 0 else { return .nowhere }
    let throughout = lower > 0
    let low = throughout ? Interval.libraryDown(Library.log(lower)) : -.infinity
    return Enclosure(Interval(low, Interval.libraryUp(Library.log(upper))), definedThroughout: throughout)
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
      // products bound the exact power), or the library's value widened for large n.
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
      let value = Library.pow(x, Double(n))
      return down ? Interval.libraryDown(value) : Interval.libraryUp(value)
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
      let log = positive.upper > 0 ? Interval.libraryUp(Library.log(positive.upper)) : -.infinity
      let top = (Interval(-.infinity, log) * y).exponential()
      return Enclosure(Interval(0, top.upper), definedThroughout: lower >= 0)
    }
    guard let log = logarithm().range else { return .nowhere }
    return Enclosure((log * y).exponential(), definedThroughout: lower > 0)
  }

  /// The real q-th root (q ≥ 2): for odd q of every x, keeping the sign; for even q of x ≥ 0.
  public func root(_ q: Int) -> Enclosure {
    if q <= 1 { return Enclosure(self) }
    let exponent = 1 / Double(q)
    func signedRoot(_ x: Double, down: Bool) -> Double {
      let value = (x < 0 ? -1 : 1) * Library.pow(Swift.abs(x), exponent)
      return down ? Interval.libraryDown(value) : Interval.libraryUp(value)
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
  private func periodic(_ f: (Double) -> Double, maximumQuarter: Int, minimumQuarter: Int) -> Interval {
    if coversPeriod { return Interval(-1, 1) }
    let a = f(lower)
    let b = f(upper)
    let low = mayHoldCriticalPoint(quarter: minimumQuarter) ? -1 : Interval.libraryDown(Swift.min(a, b))
    let high = mayHoldCriticalPoint(quarter: maximumQuarter) ? 1 : Interval.libraryUp(Swift.max(a, b))
    return Interval(Swift.max(-1, low), Swift.min(1, high))
  }

  /// sin x (x in radians).
  public func sine() -> Interval { periodic(Library.sin, maximumQuarter: 1, minimumQuarter: 3) }

  /// cos x (x in radians).
  public func cosine() -> Interval { periodic(Library.cos, maximumQuarter: 0, minimumQuarter: 2) }

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
        let left = Library.tan(lower), right = Library.tan(upper)
        let gap = left > right && !(Interval.pi * Interval(k + 0.5)).contains(lower)
          && !(Interval.pi * Interval(k + 0.5)).contains(upper)
          ? Interval.libraryInner(right, left) : nil
        return Enclosure(.whole, definedThroughout: false, continuous: false, gap: gap)
      }
      k += 1
    }
    return Enclosure(increasing(Library.tan))
  }

  /// asin x: defined for −1 ≤ x ≤ 1.
  public func arcsine() -> Enclosure {
    guard let inside = intersection(Interval(-1, 1)) else { return .nowhere }
    let r = inside.increasing(Library.asin)
    let half = Interval.pi.upper / 2
    return Enclosure(Interval(Swift.max(-half, r.lower), Swift.min(half, r.upper)),
                     definedThroughout: inside == self)
  }

  /// acos x: defined for −1 ≤ x ≤ 1.
  public func arccosine() -> Enclosure {
    guard let inside = intersection(Interval(-1, 1)) else { return .nowhere }
    let r = inside.decreasing(Library.acos)
    return Enclosure(Interval(Swift.max(0, r.lower), Swift.min(Interval.pi.upper, r.upper)),
                     definedThroughout: inside == self)
  }

  /// atan x.
  public func arctangent() -> Interval {
    let r = increasing(Library.atan)
    let half = Interval.pi.upper / 2
    return Interval(Swift.max(-half, r.lower), Swift.min(half, r.upper))
  }

  // MARK: Hyperbolic

  /// sinh x.
  public func hyperbolicSine() -> Interval { increasing(Library.sinh) }

  /// cosh x (least at 0).
  public func hyperbolicCosine() -> Interval {
    let m = magnitude()
    return Interval(Swift.max(1, Interval.libraryDown(Library.cosh(m.lower))), Interval.libraryUp(Library.cosh(m.upper)))
  }

  /// tanh x.
  public func hyperbolicTangent() -> Interval {
    let r = increasing(Library.tanh)
    return Interval(Swift.max(-1, r.lower), Swift.min(1, r.upper))
  }
}
