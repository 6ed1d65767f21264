/// How one currency's rate moved between two snapshots.
///
/// ```swift
/// let change = try today.change(of: "USD", since: lastWeek)   // against EUR
/// change?.difference              // new − old, exact
/// change?.direction(by: .seed)    // .up, .down or .steady
/// ```
public struct RateChange: Sendable, Hashable {
  /// The ISO 4217 code of the currency whose rate moved.
  public var code: String
  /// The ISO 4217 code the rates are quoted against.
  public var base: String
  /// Units of ``code`` per unit of ``base`` in the older snapshot.
  public var old: Number
  /// Units of ``code`` per unit of ``base`` in the newer snapshot.
  public var new: Number

  /// A change from `old` to `new` of `code`'s rate against `base`.
  public init(code: String, base: String, old: Number, new: Number) {
    self.code = code
    self.base = base
    self.old = old
    self.new = new
  }

  /// `new − old`, exact: positive when one unit of the base buys more of the currency.
  public var difference: Number {
    (try? new - old) ?? 0
  }

  /// `(new − old) / old`, exact: 0.01 for a rise of 1%.
  public var relativeDifference: Number {
    (try? (new - old) / old) ?? 0
  }

  /// Which way the rate moved, counting only moves beyond `threshold`.
  public func direction(by threshold: TrendThreshold = .default) -> Direction {
    let moved: Number
    let limit: Number
    switch threshold {
    case .absolute(let amount):
      moved = difference
      limit = amount
    case .relative(let fraction):
      moved = relativeDifference
      limit = fraction
    }
    if moved > limit { return .up }
    if moved < -limit { return .down }
    return .steady
  }

  /// The way a rate moved.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// It rose by more than the threshold (▲).
    case up
    /// It fell by more than the threshold (▼).
    case down
    /// It moved by the threshold or less, or not at all.
    case steady

    /// `▲`, `▼`, or an empty string for ``steady``.
    public var mark: String {
      switch self {
      case .up: return "▲"
      case .down: return "▼"
      case .steady: return ""
      }
    }
  }
}

/// How far a rate must move before it counts as a rise or a fall.
///
/// The keypad calculator app calc grew from, whose rates list marked rises and falls, used
/// ``absolute(_:)`` 0.01 (``seed``, named after it): a move of more than one hundredth of a
/// unit. That is 1% of a rate near 1 (USD per EUR), but 0.0008% of JPY's 120 and 0.00007%
/// of IDR's 14,144, and 1.2% of GBP's 0.87: the same move of the euro would mark the
/// large-number currencies every day and the small ones hardly ever. A ``relative(_:)``
/// threshold treats every currency alike, so it is the ``default``: a move of more than
/// 0.1% of the old rate.
public enum TrendThreshold: Sendable, Hashable {
  /// A move of more than this many units of the currency (``seed`` is this with 0.01).
  case absolute(Number)
  /// A move of more than this fraction of the old rate (0.001 for 0.1%).
  case relative(Number)

  /// More than ±0.01: the rule of the keypad calculator app calc grew from (its seed, hence
  /// the name).
  public static var seed: TrendThreshold { .absolute(Number("0.01") ?? 0) }

  /// calc's rule: more than 0.1% of the old rate, either way.
  public static var `default`: TrendThreshold { .relative(Number("0.001") ?? 0) }
}

extension ExchangeRates {
  /// How `code`'s rate against `base` moved from `previous` to these rates; nil when
  /// either snapshot lacks `code` or `base`.
  ///
  /// - Parameters:
  ///   - code: the currency (letter case ignored).
  ///   - previous: the older snapshot.
  ///   - base: the currency the rates are taken against; these rates' base by default.
  public func change(of code: String, since previous: ExchangeRates, base: String? = nil) -> RateChange? {
    let base = (base ?? self.base).uppercased()
    guard let new = try? rate(of: code, against: base), let old = try? previous.rate(of: code, against: base)
    else { return nil }
    return RateChange(code: code.uppercased(), base: base, old: old, new: new)
  }

  /// How every currency both snapshots quote moved against `base` from `previous` to these
  /// rates, by code (`base` itself left out).
  public func changes(since previous: ExchangeRates, base: String? = nil) -> [String: RateChange] {
    let base = (base ?? self.base).uppercased()
    var changes: [String: RateChange] = [:]
    for code in codes where code != base {
      if let change = change(of: code, since: previous, base: base) { changes[code] = change }
    }
    return changes
  }
}
