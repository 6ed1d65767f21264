/// A button on a calculator's keypad.
public enum Key: Sendable, Hashable {
  /// A digit button, `0` to `9` (other values are rejected when pressed).
  case digit(Int)
  /// The decimal point.
  case decimalPoint
  /// `+`
  case add
  /// `−`: subtraction, or the sign of a first number.
  case subtract
  /// `×`
  case multiply
  /// `÷`
  case divide
  /// `=`
  case equals
  /// `%`: makes the current number a percentage (`200 + 10 %` is 220).
  case percent
  /// `±`: changes the sign of the current number.
  case toggleSign
  /// `⌫`: deletes the last character entered.
  case backspace
  /// `AC`: clears the calculation (the memory is kept; ``memoryClear`` clears it).
  case clear
  /// `(`: opens a group where a number could start (at the start, after an operator or
  /// another `(`; after a lone `−` it opens a negative group). After a number or `)` it is
  /// rejected: there is no implicit multiplication, as in the language.
  case openParenthesis
  /// `)`: closes the innermost open group after a complete number, and shows the group's
  /// value; rejected when no group is open.
  case closeParenthesis
  /// `MC`: forgets the memory.
  case memoryClear
  /// `MR`: recalls the memory as the current number; rejected when nothing is stored.
  case memoryRecall
  /// `M+`: evaluates what was entered, as `=` does, and adds the result to the memory.
  case memoryAdd
  /// `M−`: evaluates what was entered, as `=` does, and subtracts the result from the memory.
  case memorySubtract

  /// The operator's symbol in the calc language, for the binary operators.
  var operatorSymbol: String? {
    switch self {
    case .add: "+"
    case .subtract: "-"
    case .multiply: "*"
    case .divide: "/"
    default: nil
    }
  }
}

extension Keypad {
  /// What became of the last key pressed.
  public enum Outcome: Sendable, Hashable {
    /// The key took effect.
    case accepted
    /// The key was ignored and the state is unchanged; the reason says why.
    case rejected(Rejection)
    /// `=`, `)`, `M+` or `M−` evaluated an expression that has no value (`5 ÷ 0`), or the
    /// memory would grow beyond ``/CalcNumber/Limits``; the display shows `Error`.
    case failed(CalcError)
  }

  /// Why a key was ignored: each case has a message a UI can show.
  public enum Rejection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `+ × ÷` (or `%`) with nothing entered, right after `(`, or on an error.
    case leadingOperator = "an operator needs a number before it"
    /// An operator right after another.
    case doubleOperator = "an operator cannot follow another; use ± for a negative number"
    /// A second decimal point in one number.
    case secondDecimalPoint = "a number has one decimal point"
    /// A digit beyond the display's digits.
    case tooManyDigits = "the display holds no more digits"
    /// `=` (or `M+`, `M−`) after an operator or `(`, with only a sign entered, with
    /// nothing entered, or on an error; `)` right after an operator or `(`.
    case incomplete = "the expression is incomplete"
    /// A digit or point after a number made a percentage, or `%` twice.
    case afterPercent = "a percentage ends its number"
    /// `⌫` with nothing to delete (or on a result).
    case nothingToDelete = "nothing to delete"
    /// A digit key with a value outside 0–9.
    case invalidDigit = "not a digit"
    /// `(` right after a number or `)`, or a number right after `)`: there is no implicit
    /// multiplication.
    case missingOperator = "put an operator between a number and a parenthesis"
    /// `)` with no `(` open.
    case noOpenParenthesis = "no parenthesis is open"
    /// `MR` with nothing stored.
    case memoryEmpty = "nothing is stored in the memory"

    /// The message.
    public var description: String { rawValue }
  }
}
