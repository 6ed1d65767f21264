/// How the lexer reads numbers and argument lists: calc's own form (a point, `,` between
/// arguments), or a ``NumberLocale``'s decimal separator and grouping.
///
/// The rules (Grammar.md, "Locale input"):
/// - The decimal separator is the locale's, `.` or `,`. Where it is `,`, arguments are
///   separated by `;` (`max(1,5; 2)`), as spreadsheets do, and a `,` must stand between
///   digits (`1,5`; not `5,` or `,5`).
/// - The grouping separator is read only between digits of the integer part, in whole
///   groups (3 digits, or 2 beyond the first group in `en_IN`): `1.234.567,5` in `de_DE`.
///   Anything else (`1.5`, `1234.567`, `1,000.5` in `de_DE`) is an error naming both readings.
///   A no-break space and a narrow no-break space stand for each other, as do `’` and `'`.
///   Where the grouping separator is also the argument separator (`,` in `en_US`), it is
///   not read: `,` separates arguments, as without a locale.
/// - A `.` that is neither of the locale's separators (in `fr_FR`) is an error.
/// - `_` between digits, exponents and recurring decimals are read as always.
///
/// A class, so that the lexer (which the parser copies to look ahead, at every level of a
/// nested expression) grows by one reference only, and by nothing to retain for calc's own
/// form (nil there).
final class InputSyntax: Sendable {
  /// The decimal separator, `.` or `,`.
  let decimalSeparator: UInt8
  /// The byte sequences read as grouping separators; empty when none is.
  let groupingSeparators: [[UInt8]]
  /// Digits in the group nearest the decimal separator.
  let groupingSize: Int
  /// Digits in each group before that one.
  let secondaryGroupingSize: Int
  /// What separates arguments: `,`, or `;` where `,` is the decimal separator.
  let argumentSeparator: UInt8
  /// The locale's separators as written, for messages.
  let decimalText: String
  let groupingText: String
  /// "in de_DE", for messages.
  let inLocale: String

  /// calc's own form: a point, no grouping but `_`, and `,` between arguments.
  static let standard = InputSyntax(
    UInt8(ascii: "."), groupingSeparators: [], groupingSize: 3, secondaryGroupingSize: 3,
    argumentSeparator: UInt8(ascii: ","), decimalText: ".", groupingText: "", inLocale: "")

  private init(
    _ decimalSeparator: UInt8, groupingSeparators: [[UInt8]], groupingSize: Int, secondaryGroupingSize: Int,
    argumentSeparator: UInt8, decimalText: String, groupingText: String, inLocale: String
  ) {
    self.decimalSeparator = decimalSeparator
    self.groupingSeparators = groupingSeparators
    self.groupingSize = groupingSize
    self.secondaryGroupingSize = secondaryGroupingSize
    self.argumentSeparator = argumentSeparator
    self.decimalText = decimalText
    self.groupingText = groupingText
    self.inLocale = inLocale
  }

  /// The argument separator as written, for messages: `,` or `;`.
  var argumentSeparatorText: String { String(Character(Unicode.Scalar(argumentSeparator))) }

  /// Whether this is calc's own form, which the lexer reads on its usual path.
  var isStandard: Bool {
    decimalSeparator == UInt8(ascii: ".") && groupingSeparators.isEmpty && argumentSeparator == UInt8(ascii: ",")
  }

  /// Whether `,` is the decimal separator (and `;` separates arguments).
  var hasDecimalComma: Bool { decimalSeparator == UInt8(ascii: ",") }

  /// The syntax of `locale`'s input; an error (for the whole of `source`) when calc cannot
  /// read its separators: a decimal separator other than `.` or `,`, or a grouping
  /// separator that is not `.`, `,`, `'`, `’`, a no-break space or a narrow no-break space,
  /// or is the decimal separator.
  convenience init(locale: NumberLocale, source: String) throws(CalcError) {
    let name = locale.identifier == "custom" ? "in this input locale" : "in \(locale.identifier)"
    let range = SourceRange(0, source.utf8.count)
    let decimal: UInt8
    switch locale.decimalSeparator {
    case ".": decimal = UInt8(ascii: ".")
    case ",": decimal = UInt8(ascii: ",")
    default:
      throw Message.unreadableDecimalSeparator(locale.decimalSeparator, locale: name, at: range)
    }
    let argument = decimal == UInt8(ascii: ",") ? UInt8(ascii: ";") : UInt8(ascii: ",")
    var groupings: [[UInt8]]
    switch locale.groupingSeparator {
    case "": groupings = []
    case ".": groupings = [Array(".".utf8)]
    case ",": groupings = [Array(",".utf8)]
    case "'", "\u{2019}": groupings = [Array("\u{2019}".utf8), Array("'".utf8)]
    case "\u{A0}", "\u{202F}": groupings = [Array("\u{A0}".utf8), Array("\u{202F}".utf8)]
    default:
      throw Message.unreadableGroupingSeparator(locale.groupingSeparator, locale: name, at: range)
    }
    if groupings.first == [decimal] {
      throw Message.sameSeparators(locale.decimalSeparator, locale: name, at: range)
    }
    // `,` both groups digits and separates arguments: `max(1,234)` would read two ways, so
    // it separates arguments, as without a locale.
    if groupings.first == [argument] { groupings = [] }
    self.init(
      decimal, groupingSeparators: groupings,
      groupingSize: max(locale.groupingSize, 1), secondaryGroupingSize: max(locale.secondaryGroupingSize, 1),
      argumentSeparator: argument, decimalText: locale.decimalSeparator,
      groupingText: locale.groupingSeparator, inLocale: name)
  }

  /// Whether digit-group sizes (in order, at least two groups) are a valid grouping: the
  /// last of ``groupingSize`` digits, the others of ``secondaryGroupingSize``, the first
  /// of 1 up to that.
  func isValidGrouping(_ groups: [Int]) -> Bool {
    guard groups.count >= 2, let first = groups.first, let last = groups.last else { return false }
    guard (1...secondaryGroupingSize).contains(first), last == groupingSize else { return false }
    return groups.dropFirst().dropLast().allSatisfy { $0 == secondaryGroupingSize }
  }

  /// `12345` grouped as this locale writes it (`12.345`), for messages.
  func grouped(_ digits: String) -> String {
    var chars = Array(digits)
    var out: [Character] = []
    var size = groupingSize
    while chars.count > size {
      out = Array(groupingText) + Array(chars.suffix(size)) + out
      chars.removeLast(size)
      size = secondaryGroupingSize
    }
    return String(chars + out)
  }
}
