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
  /// `AC`: clears everything.
  case clear

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
    /// `=` evaluated an expression that has no value (`5 ÷ 0`); the display shows `Error`.
    case failed(CalcError)
  }

  /// Why a key was ignored: each case has a message a UI can show.
  public enum Rejection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `+ × ÷` (or `%`) with nothing entered.
    case leadingOperator = "an operator needs a number before it"
    /// An operator right after another.
    case doubleOperator = "an operator cannot follow another; use ± for a negative number"
    /// A second decimal point in one number.
    case secondDecimalPoint = "a number has one decimal point"
    /// A digit beyond the display's digits.
    case tooManyDigits = "the display holds no more digits"
    /// `=` after an operator, or with only a sign entered.
    case incomplete = "the expression is incomplete"
    /// A digit or point after `%`, or `%` twice.
    case afterPercent = "a percentage ends its number"
    /// `⌫` with nothing to delete (or on a result).
    case nothingToDelete = "nothing to delete"
    /// A digit key with a value outside 0–9.
    case invalidDigit = "not a digit"

    /// The message.
    public var description: String { rawValue }
  }
}
