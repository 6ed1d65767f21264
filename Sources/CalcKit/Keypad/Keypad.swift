/// The rules of a calculator app's buttons, as a value: press keys, read the display.
///
/// An app forwards each button press to ``press(_:)`` and draws ``display``; the keypad
/// guarantees that every sequence of presses leads to a sensible state:
///
/// - The display starts at `0`. A digit replaces a lone `0` (no `007`); a number has one
///   decimal point, and `.` first gives `0.`.
/// - `+ × ÷` with nothing entered are rejected; `−` first starts a negative number.
/// - An operator right after another is rejected (negative operands come from `±`);
///   with ``OperatorPolicy/replace`` it replaces the other, as in the iOS Calculator.
/// - `=` evaluates what was entered with CalcKit (exactly, with the usual precedence) and
///   shows the result; after an operator it is rejected as incomplete (with
///   ``OperatorPolicy/replace``, the number before the operator is used again: `5 + =`
///   gives 10).
/// - After `=`, a digit or `.` starts a new calculation and an operator continues from the
///   result (`2 + 3 = × 4 =` gives 20); `=` again repeats the last operation
///   (`1 + 2 = = =` gives 3, 5, 7).
/// - `%` makes the current number a percentage by the language's rules: `200 + 10 % =` is
///   220, `50 % =` is 0.5.
/// - `±` changes the sign of the current number (or of the result); `⌫` deletes the last
///   thing entered; `AC` resets the calculation (not the memory).
/// - `(` opens a group where a number could start (after a lone `−`, a negative group;
///   after `=`, a new calculation, as a digit does); after a number or `)` it is rejected, as is a number right after `)`: there is no
///   implicit multiplication, as in the language. `)` closes the innermost group after a
///   complete number and shows the group's value; with no group open it is rejected.
///   `=` closes the groups still open (`2 × (3 + 4 =` gives 14), and repeats a whole
///   group (`2 × (1 + 2) = =` gives 6, 18).
/// - `M+` and `M−` evaluate what was entered as `=` does (rejected where `=` is), then add
///   the result to the ``memory`` or subtract it (an empty memory counts as 0); on a result
///   they use it as shown, without repeating. `MR` puts the memory in as the current
///   number: after `=` it starts a new calculation, as a digit does; it replaces a number
///   being typed; after `)` it is rejected; with nothing stored it is rejected. `MC`
///   forgets the memory. `AC` keeps the memory.
/// - An evaluation error (`5 ÷ 0 =`) shows `Error`; the next digit starts afresh.
/// - Entries stop accepting digits at ``maximumDigits``; results are rounded to that many
///   significant digits and fitted to ``width`` by ``DisplayFormat`` (fewer digits, then
///   scientific notation, ``approximateMarker`` (`≈`) when rounded), never cut off.
///
/// A rejected key leaves the state unchanged and sets ``lastOutcome`` to the reason.
///
/// A keypad is `Equatable` and `Codable`, so an app can save it and restore the screen
/// (the calculation, the memory, what `=` repeats) after a relaunch; see
/// ``init(from:)`` for what decoding checks.
///
/// ```swift
/// var keypad = Keypad()
/// for key: Key in [.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals] {
///   keypad.press(key)
/// }
/// keypad.display        // "20"
/// keypad.press(.add)
/// keypad.press(.multiply)
/// keypad.lastOutcome    // .rejected(.doubleOperator)
/// ```
///
/// The iOS Calculator's operator rules are a choice:
///
/// ```swift
/// var ios = Keypad(operatorPolicy: .replace)
/// for key: Key in [.digit(5), .add, .multiply, .equals] { ios.press(key) }
/// ios.display           // "25": × replaced +, and = used 5 again
/// ```
public struct Keypad: Sendable, Equatable {
  /// The most digits one entry can have, and the significant digits of a result; 9 by
  /// default, like a phone held upright.
  public let maximumDigits: Int
  /// The characters ``display`` has room for: ``maximumDigits`` digits with a sign, a
  /// decimal separator, grouping separators and a `%` (14 for 9 digits in `en_US`), and at
  /// least ``minimumWidth``.
  ///
  /// Entries always fit. Results are fitted into it; at a width of 11 or more every result
  /// whose decimal exponent has at most 5 digits fits (beyond 10^±99999, see
  /// ``DisplayFormat``). In a narrower display, a result whose exponent is too long for
  /// even one digit (`≈1e-100` in 6 characters) is shown in that one-digit form, wider than
  /// the width, never cut.
  public let width: Int
  /// The narrowest ``width`` asked for: ``defaultMinimumWidth`` (11) unless the keypad was
  /// made with another.
  public let minimumWidth: Int
  /// Written before a result that is rounded (`≈0.333333333`): `"≈"` by default; empty
  /// for no mark. It counts toward the ``width``.
  public let approximateMarker: String
  /// What an operator right after another does, and `=` right after an operator:
  /// ``OperatorPolicy/reject`` (the default) or ``OperatorPolicy/replace`` (the iOS
  /// Calculator's).
  public let operatorPolicy: OperatorPolicy
  /// What the calculator's screen shows.
  public internal(set) var display = "0"
  /// What became of the last key pressed.
  public internal(set) var lastOutcome = Outcome.accepted
  /// The last result `=` produced (`ans` in ``expression`` when a calculation continues
  /// from it).
  public internal(set) var result: Number?
  /// The value `M+` and `M−` accumulate and `MR` recalls; `nil` when nothing is stored
  /// (at first and after `MC`). `AC` keeps it.
  public internal(set) var memory: Number?

  var tokens: [Token] = []
  var phase = Phase.entering
  /// The operator and operand `=` repeats.
  var repeating: Repeat?
  let format: DisplayFormat
  /// For a result followed by `%`: one character narrower.
  let percentFormat: DisplayFormat
  let layout: DecimalLayout

  /// The narrowest display by default, 11 characters: one more than
  /// ``DisplayFormat/minimumWidth``, so that any result with an exponent of up to 5 digits
  /// fits, followed by `%` too.
  public static let defaultMinimumWidth = DisplayFormat.minimumWidth + 1

  /// Creates a keypad showing `0`.
  ///
  /// - Parameters:
  ///   - maximumDigits: digits per entry and significant digits of results, clamped to
  ///     `1...100`.
  ///   - rounding: how results are rounded for the display; half-even by default.
  ///   - locale: separators of the display; `en_US` by default.
  ///   - minimumWidth: the narrowest ``width``, 11 by default, clamped to `1...1000`; the
  ///     entries' room (see ``width``) is kept whatever it is. A smaller display
  ///     (`Keypad(maximumDigits: 4, minimumWidth: 8)`) shows results in fewer characters:
  ///     `0.001 ÷ 3 =` is `≈3.33e-4` in 8, `≈0.0003333` in 11.
  ///   - approximateMarker: written before a rounded result; `"≈"` by default, `""` for none.
  ///   - operatorPolicy: ``OperatorPolicy/reject`` (the default) or
  ///     ``OperatorPolicy/replace``.
  public init(
    maximumDigits: Int = 9, rounding: RoundingMode = .halfEven, locale: NumberLocale = .enUS,
    minimumWidth: Int = Keypad.defaultMinimumWidth, approximateMarker: String = "≈",
    operatorPolicy: OperatorPolicy = .reject
  ) {
    let digits = min(max(maximumDigits, 1), 100)
    let layout = DecimalLayout(locale: locale, usesGrouping: true)
    let separators = layout.separatorCount(integerDigits: digits) * locale.groupingSeparator.count
    // At the default minimum, one more than the display format's, so a result followed
    // by `%` fits too.
    let minimum = min(max(minimumWidth, 1), 1_000)
    let width = max(digits + 2 + locale.decimalSeparator.count + separators, minimum)
    self.maximumDigits = digits
    self.width = width
    self.minimumWidth = minimum
    self.approximateMarker = approximateMarker
    self.operatorPolicy = operatorPolicy
    self.layout = layout
    self.format = DisplayFormat(
      checkedWidth: width, precision: digits, rounding: rounding, locale: locale,
      usesGrouping: true, approximateMarker: approximateMarker, percent: false)
    self.percentFormat = DisplayFormat(
      checkedWidth: width - 1, precision: digits, rounding: rounding, locale: locale,
      usesGrouping: true, approximateMarker: approximateMarker, percent: false)
  }

  /// The calculation entered so far, in the calc language (`12+3`, `(-5)*2`, `200+10%`,
  /// `2*(3+4`); `ans` stands for the result a calculation continues from, and a recalled
  /// memory is written as its exact value (`(1/3)`). A negative group is `(-(…))`. After
  /// `=`, the groups it closed are included. Empty after `AC`.
  public var expression: String {
    Self.source(of: tokens)
  }

  /// Whether the display shows the result of `=` (rather than an entry).
  public var isShowingResult: Bool {
    if case .result = phase { return true }
    return false
  }

  /// Applies one button press.
  public mutating func press(_ key: Key) {
    let outcome: Outcome
    switch key {
    case .digit(let value): outcome = digit(value)
    case .decimalPoint: outcome = decimalPoint()
    case .add, .subtract, .multiply, .divide: outcome = binaryOperator(key)
    case .equals: outcome = equals()
    case .percent: outcome = percent()
    case .toggleSign: outcome = toggleSign()
    case .backspace: outcome = backspace()
    case .clear: outcome = clear()
    case .openParenthesis: outcome = openParenthesis()
    case .closeParenthesis: outcome = closeParenthesis()
    case .memoryClear: outcome = memoryClear()
    case .memoryRecall: outcome = memoryRecall()
    case .memoryAdd: outcome = memoryAdd(negating: false)
    case .memorySubtract: outcome = memoryAdd(negating: true)
    }
    lastOutcome = outcome
    display = screen()
  }
}
