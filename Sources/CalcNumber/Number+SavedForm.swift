import BigInt

// The saved form: the lossless text calc has always written for a number, and which every
// version reads. Exact values as `n` or `n/d` in lowest terms, approximations as their
// bounds `lower..upper`.

extension Number {
  /// The saved form: `"5/2"`, `"-7"`, or an approximation's bounds `"lower..upper"`, what
  /// ``encode(to:)`` writes with ``EncodingStyle/fraction`` (and, for approximations, always).
  package var losslessText: String {
    switch storage {
    case .exact(let value): return value.fractionText
    case .approximate(let lower, let upper): return "\(lower.savedText)..\(upper.savedText)"
    }
  }

  /// Reads ``losslessText``; nil for anything else.
  package init?(losslessText text: String) {
    guard let parts = Number.boundsParts(text) else { return nil }
    switch parts.count {
    case 1:
      guard let value = Rational(fractionText: parts[0]) else { return nil }
      self.init(value)
    case 2:
      if let lower = Dyadic(savedText: parts[0]), let upper = Dyadic(savedText: parts[1]) {
        guard lower <= upper else { return nil }
        self.init(lower: lower, upper: upper)
        return
      }
      // Bounds calc wrote are dyadic (their denominators powers of two): taken exactly, so
      // the value read is the value saved. Each bound's form follows its own exponent
      // (``Dyadic/savedText``), so bounds on either side of 2^±4096 come as one fraction and
      // one `significand p exponent`.
      if let lower = Number.savedBound(parts[0]), let upper = Number.savedBound(parts[1]) {
        guard lower < upper else { return nil }
        self.init(lower: lower, upper: upper)
        return
      }
      // Other rational bounds are rounded outward.
      guard let lower = Rational(fractionText: parts[0]), let upper = Rational(fractionText: parts[1]),
        lower < upper
      else { return nil }
      self.init(lower: lower, upper: upper)
    default:
      return nil
    }
  }

  /// A bound as ``Dyadic/savedText`` writes it: `significand p exponent`, or a fraction
  /// whose denominator is a power of two.
  private static func savedBound(_ text: Substring) -> Dyadic? {
    if let bound = Dyadic(savedText: text) { return bound }
    return Rational(fractionText: text).flatMap(Dyadic.init(exactly:))
  }

  /// `text` cut at each `..`, empty pieces kept (as `split(separator: "..",
  /// omittingEmptySubsequences: false)` would, an API that Apple platforms have only
  /// since macOS 13 and iOS 16): the UTF-8 is scanned by hand. A third dot starts the next
  /// piece (`"1...2"` is `"1"` and `".2"`), also as that split does. Nil for more than two
  /// pieces, which no saved number has.
  package static func boundsParts(_ text: String) -> [Substring]? {
    let dot = UInt8(ascii: ".")
    let utf8 = text.utf8
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var i = utf8.startIndex
    while i != utf8.endIndex {
      let next = utf8.index(after: i)
      if utf8[i] == dot, next != utf8.endIndex, utf8[next] == dot {
        if pieces.count == 1 { return nil }
        pieces.append(text[start..<i])
        i = utf8.index(after: next)
        start = i
      } else {
        i = next
      }
    }
    pieces.append(text[start..<utf8.endIndex])
    return pieces
  }
}

extension Rational {
  /// `n` for an integer, `n/d` otherwise, in lowest terms.
  package var fractionText: String {
    switch storage {
    case .small(let n, 1): return String(n)
    case .small(let n, let d): return "\(n)/\(d)"
    case .big(let n, let d): return d == 1 ? n.decimalText : "\(n.decimalText)/\(d.decimalText)"
    }
  }

  /// Reads `[-]digits[/digits]` with a nonzero denominator and parts of at most
  /// ``Limits/maximumDigits`` digits; nil for anything else.
  package init?(fractionText text: Substring) {
    let pieces = text.split(separator: "/" as Character, omittingEmptySubsequences: false)
    guard pieces.count <= 2, let numerator = Rational.integer(pieces[0], allowsSign: true) else {
      return nil
    }
    var denominator = BigInt(1)
    if pieces.count == 2 {
      guard let d = Rational.integer(pieces[1], allowsSign: false), !d.isZero else { return nil }
      denominator = d
    }
    self.init(numerator: numerator, denominator: denominator)
  }

  private static func integer(_ text: Substring, allowsSign: Bool) -> BigInt? {
    var digits = text.utf8[...]
    if allowsSign, digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= Limits.maximumDigits,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return BigInt(decimalText: text)
  }
}

extension Dyadic {
  /// The value of a rational whose denominator is a power of two; nil for any other.
  package init?(exactly value: Rational) {
    let denominator = value.denominator.magnitude
    let twos = denominator.trailingZeroBitCount
    guard denominator >> twos == 1 else { return nil }
    self.init(value.numerator, exponent: -twos)
  }

  /// A bound as saved: its exact fraction when the exponent is moderate (which any calc
  /// reads), else `significand p exponent`, `-123p-4567890123` for −123 × 2^-4567890123.
  package var savedText: String {
    if exponent.magnitude <= 4_096, let value = rational { return value.fractionText }
    return "\(isNegative ? "-" : "")\(significand.decimalDigits)p\(exponent)"
  }

  /// Reads the `significand p exponent` form of ``savedText``; nil for anything else.
  package init?(savedText text: Substring) {
    let pieces = text.split(separator: "p", omittingEmptySubsequences: false)
    guard pieces.count == 2, let exponent = Int(pieces[1]) else { return nil }
    var digits = pieces[0]
    let negative = digits.first == "-"
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= Limits.maximumDigits, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
      let significand = BigUInt(decimalText: digits)
    else { return nil }
    guard let value = try? Dyadic(significand: significand, exponent: exponent, isNegative: negative).checked()
    else { return nil }
    self = value
  }
}
