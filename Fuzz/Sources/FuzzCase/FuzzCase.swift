import CalcKit

/// One fuzz input, from parse to the formatted text.
///
/// The input's bytes are the expression (invalid UTF-8 is repaired, as a `String` does);
/// the settings (precision, rounding, angle unit, display width and locale) come from a
/// checksum of those bytes, so an input always runs with the same settings and a saved
/// crash replays exactly (`Replay file…` prints them).
///
/// Besides "does not trap", it checks a few promises the library documents:
/// - an error's range lies inside the source, and it renders;
/// - a display format's text is never wider than the display (nor a keypad's), except the
///   one-digit form of a value whose decimal exponent has more than 5 digits, which
///   ``DisplayFormat`` documents as shown wider than asked rather than cut
///   (`≈1e999994999` at width 10);
/// - an exact value shown exactly reads back as the same value;
/// - the same bytes read in the chosen locale's form (`inputLocale`) end with a value or an
///   error whose range lies inside the source.
public struct FuzzCase {
  static let precisions = [38, 38, 38, 10, 1, 3, 20, 100, 500, 1_000, 0, -7]
  static let widths = [10, 11, 12, 14, 16, 20, 40, 100]
  static let locales: [NumberLocale] = [.enUS, .deDE, .frFR, .deCH, .posix]

  let source: String
  let bytes: [UInt8]
  let precision: Int
  let rounding: RoundingMode
  let angleUnit: AngleUnit
  let width: Int
  let locale: NumberLocale
  let operatorPolicy: Keypad.OperatorPolicy

  public init(_ buffer: UnsafeBufferPointer<UInt8>) {
    bytes = Array(buffer)
    source = String(decoding: buffer, as: UTF8.self)
    // FNV-1a: a small change to the input picks other settings.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    func pick(_ count: Int, _ shift: UInt64) -> Int { Int((hash >> shift) % UInt64(count)) }
    precision = FuzzCase.precisions[pick(FuzzCase.precisions.count, 0)]
    rounding = RoundingMode.allCases[pick(RoundingMode.allCases.count, 8)]
    angleUnit = pick(2, 16) == 0 ? .radians : .degrees
    width = FuzzCase.widths[pick(FuzzCase.widths.count, 24)]
    locale = FuzzCase.locales[pick(FuzzCase.locales.count, 32)]
    operatorPolicy = pick(2, 40) == 0 ? .reject : .replace
  }

  public var settings: String {
    "precision \(precision), rounding \(rounding.rawValue), \(angleUnit.rawValue), width \(width), locale \(locale.identifier), operators \(operatorPolicy.rawValue)"
  }

  /// Parses, evaluates and formats the input; traps when a promise is broken.
  /// With `show`, prints the settings and the value or error.
  public func run(show showCases: Bool = false) {
    if showCases { print("settings: \(settings)") }
    var calculator = Calculator(precision: precision, rounding: rounding, angleUnit: angleUnit)
    calculator.variables["x"] = Number(7)
    do {
      let value = try calculator.execute(source)
      if showCases { print("value: \(value.decimalString(precision: precision, rounding: rounding))") }
      show(value)
      // A second line that uses the first: ans and the assigned variable.
      show(try calculator.evaluate("ans*2 - ans"))
    } catch {
      if showCases { print("error: \(error.kind.rawValue): \(error.message)") }
      check(error)
    }
    localeInput()
    keypad()
  }

  /// The bytes read as the chosen locale writes numbers (`1,5` in `de_DE`).
  func localeInput() {
    var calculator = Calculator(precision: precision, rounding: rounding, angleUnit: angleUnit)
    calculator.inputLocale = locale
    do {
      show(try calculator.evaluate(source))
    } catch {
      check(error)
    }
  }

  func check(_ error: CalcError) {
    let utf8Count = source.utf8.count
    guard error.range.lowerBound >= 0, error.range.lowerBound <= error.range.upperBound,
      error.range.upperBound <= utf8Count
    else {
      fatalError("error range \(error.range) outside the source (\(utf8Count) bytes): \(error.kind)")
    }
    _ = error.rendered(source: source)
  }

  func show(_ value: Number) {
    let text = value.decimalString(precision: precision, rounding: rounding)
    if value.isExact, value.isExactlyShown(precision: precision) {
      let back = Result { () throws(CalcError) -> Number in try Calculator().evaluate(text) }
      guard case .success(let read) = back, read == value else {
        fatalError("'\(text)' does not read back as the value it shows")
      }
    }
    if let display = try? DisplayFormat(width: width, precision: precision, rounding: rounding, locale: locale) {
      let shown = display.string(for: value)
      guard shown.count <= width || FuzzCase.isOneDigitWithLongExponent(shown) else {
        fatalError("'\(shown)' is wider than \(width)")
      }
    }
    if let percent = try? DisplayFormat(width: width + 2, rounding: rounding, locale: locale, percent: true) {
      let shown = percent.string(for: value)
      guard shown.count <= width + 2 || FuzzCase.isOneDigitWithLongExponent(shown) else {
        fatalError("'\(shown)' is wider than \(width + 2)")
      }
    }
    _ = NumberFormat(fractionDigits: width % 7, rounding: rounding, locale: locale).string(for: value)
  }

  /// Whether a display's text is the form ``DisplayFormat`` allows wider than asked: one
  /// significant digit and a decimal exponent of more than 5 digits (`≈1e999994999`,
  /// `-4e-369693099`, `≈%1e999995001` in a locale that writes the percent sign first),
  /// with the marker, a sign and the percent sign with its spacing around it.
  static func isOneDigitWithLongExponent(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.hasPrefix("≈") { rest = rest.dropFirst() }
    rest = rest.drop { $0 == "%" || $0.isWhitespace }
    while let last = rest.last, last == "%" || last.isWhitespace { rest = rest.dropLast() }
    if rest.hasPrefix("-") { rest = rest.dropFirst() }
    let parts = rest.split(separator: "e", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 1, parts[0].first!.isASCII, parts[0].first!.isNumber else {
      return false
    }
    var exponent = parts[1]
    if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent = exponent.dropFirst() }
    return exponent.count > 5 && exponent.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The bytes as keypad presses: digits, `.`, `+ - * /`, `=`, `%`, `n` (±), `b` (⌫), `c` (AC).
  func keypad() {
    var pad = Keypad(maximumDigits: width % 13, rounding: rounding, locale: locale, operatorPolicy: operatorPolicy)
    for byte in bytes.prefix(200) {
      let key: Key
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): key = .digit(Int(byte) - 48)
      case UInt8(ascii: "."): key = .decimalPoint
      case UInt8(ascii: "+"): key = .add
      case UInt8(ascii: "-"): key = .subtract
      case UInt8(ascii: "*"): key = .multiply
      case UInt8(ascii: "/"): key = .divide
      case UInt8(ascii: "="): key = .equals
      case UInt8(ascii: "%"): key = .percent
      case UInt8(ascii: "n"): key = .toggleSign
      case UInt8(ascii: "b"): key = .backspace
      case UInt8(ascii: "c"): key = .clear
      default: continue
      }
      pad.press(key)
      guard pad.display.count <= pad.width else {
        fatalError("keypad display '\(pad.display)' is wider than \(pad.width)")
      }
    }
    _ = pad.expression
  }
}
