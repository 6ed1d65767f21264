import CalcKit
import Testing

/// Keys from the characters `calc --keys` uses, so tables read like key presses.
func keys(_ text: String) -> [Key] {
  text.compactMap { character -> Key? in
    if let digit = character.wholeNumberValue { return .digit(digit) }
    switch character {
    case ".": return .decimalPoint
    case "+": return .add
    case "-": return .subtract
    case "*": return .multiply
    case "/": return .divide
    case "=": return .equals
    case "%": return .percent
    case "n": return .toggleSign
    case "<": return .backspace
    case "c": return .clear
    default: return nil
    }
  }
}

func pressed(_ text: String, maximumDigits: Int = 9) -> Keypad {
  var keypad = Keypad(maximumDigits: maximumDigits)
  for key in keys(text) { keypad.press(key) }
  return keypad
}

@Suite("Keypad")
struct KeypadTests {
  @Test(
    "the display after a sequence of keys",
    arguments: [
      // entry
      ("", "0"), ("0", "0"), ("007", "7"), ("0.", "0."), (".", "0."), (".5", "0.5"), ("1.2.3", "1.23"),
      ("1234567", "1,234,567"), ("123456789012", "123,456,789"), ("0.12345678901", "0.12345678"),
      // operators and sign
      ("*5", "5"), ("+5", "5"), ("/5", "5"), ("-5", "-5"), ("5+*3=", "8"), ("5+-3=", "8"),
      ("5n", "-5"), ("5nn", "5"), ("5*n3=", "-15"), ("5*3n=", "-15"), ("-5*2=", "-10"),
      // equals
      ("12+3=", "15"), ("2+3*4=", "14"), ("0.1+0.2=", "0.3"), ("7/2=", "3.5"), ("1/3=", "≈0.333333333"),
      ("2/3=", "≈0.666666667"), ("1/3=*3=", "1"), ("5+=", "5"), ("5=", "5"),
      // after equals
      ("2+3=*4=", "20"), ("2+3=7", "7"), ("2+3=.5", "0.5"), ("1+2=", "3"), ("1+2==", "5"),
      ("1+2===", "7"), ("2*3===", "54"), ("10-1==", "8"), ("2+3=n", "-5"), ("2+3=n*2=", "-10"),
      // percent
      ("200+10%=", "220"), ("200-10%=", "180"), ("50%=", "0.5"), ("10%", "10%"), ("10%5", "10%"),
      ("2*3=%", "6%"), ("2*3=%=", "0.06"),
      // errors
      ("5/0=", "Error"), ("5/0=7", "7"), ("5/0=c", "0"), ("5/0=+", "Error"), ("5/0==", "Error"),
      // backspace and clear
      ("12<", "1"), ("12<<", "0"), ("12<<<", "0"), ("5+<3=", "53"), ("10%<", "10"), ("5+3=<", "8"),
      ("12+3c", "0"), ("12+3=c", "0"),
      // long results
      ("123456789*1000=", "1.23456789e11"), ("99999999*99999999=", "≈9.9999998e15"),
      ("1/7=", "≈0.142857143"), ("0.0000001/3=", "≈3.33333333e-8"),
    ])
  func display(sequence: String, expected: String) {
    let keypad = pressed(sequence)
    #expect(keypad.display == expected)
    #expect(keypad.display.count <= keypad.width)
  }

  @Test(
    "a rejected key leaves the state unchanged and says why",
    arguments: [
      ("", "*", Keypad.Rejection.leadingOperator),
      ("", "+", .leadingOperator),
      ("", "%", .leadingOperator),
      ("5+", "*", .doubleOperator),
      ("5+", "+", .doubleOperator),
      ("-", "-", .doubleOperator),
      ("1.5", ".", .secondDecimalPoint),
      ("123456789", "1", .tooManyDigits),
      ("5+", "=", .incomplete),
      ("-", "=", .incomplete),
      ("10%", "5", .afterPercent),
      ("10%", "%", .afterPercent),
      ("", "<", .nothingToDelete),
      ("2+3=", "<", .nothingToDelete),
      ("5/0=", "*", .leadingOperator),
    ])
  func rejections(before: String, key: String, reason: Keypad.Rejection) throws {
    var keypad = pressed(before)
    let (display, expression) = (keypad.display, keypad.expression)
    keypad.press(try #require(keys(key).first))
    #expect(keypad.lastOutcome == .rejected(reason))
    #expect(keypad.display == display)
    #expect(keypad.expression == expression)
  }

  @Test("the expression entered is calc source", arguments: [
    ("12+3", "12+3"), ("5n*3", "(-5)*3"), ("200+10%", "200+10%"), ("2+3=*4", "ans*4"), ("-", "(-0)"), ("5.", "5."),
  ])
  func expression(sequence: String, expected: String) {
    #expect(pressed(sequence).expression == expected)
  }

  @Test("an evaluation error is reported with its kind")
  func failure() {
    let keypad = pressed("5/0=")
    guard case .failed(let error) = keypad.lastOutcome else {
      Issue.record("expected a failure, got \(keypad.lastOutcome)")
      return
    }
    #expect(error.kind == .divisionByZero)
  }

  @Test("the width holds the digits with sign, separators and percent", arguments: [5, 9, 12, 20])
  func width(digits: Int) {
    let keypad = Keypad(maximumDigits: digits)
    #expect(keypad.maximumDigits == digits)
    let longest = pressed("n" + String(repeating: "9", count: digits - 1) + ".9%", maximumDigits: digits)
    #expect(longest.display.count <= keypad.width)
    #expect(keypad.width >= DisplayFormat.minimumWidth)
  }

  /// Thousands of random key sequences: the machine never traps, the display always fits,
  /// a rejected key changes nothing, `AC` always resets, and every accepted `=` shows what the engine gives for the
  /// expression entered (rounded for the display).
  @Test("random key sequences keep every rule")
  func randomSequences() throws {
    var random = SeededRandom(seed: 5)
    let all: [Key] = (0...9).map { Key.digit($0) } + [
      .decimalPoint, .add, .subtract, .multiply, .divide, .equals, .percent, .toggleSign, .backspace, .clear,
    ]
    var failures: [String] = []
    var evaluations = 0
    for _ in 0..<3000 {
      var keypad = Keypad(maximumDigits: Int.random(in: 5...12, using: &random))
      var pressedSoFar: [Key] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        // Digits and operators more often than the rest, to build real calculations.
        let key = Bool.random(using: &random) ? Key.digit(Int.random(in: 0...9, using: &random)) : all.randomElement(using: &random)!
        let (expression, previous, wasResult) = (keypad.expression, keypad.result, keypad.isShowingResult)
        let display = keypad.display
        keypad.press(key)
        if case .rejected = keypad.lastOutcome, keypad.display != display || keypad.expression != expression {
          failures.append("a rejected key changed the state after \(pressedSoFar + [key])")
        }
        pressedSoFar.append(key)
        let context = "\(pressedSoFar)"
        if keypad.display.count > keypad.width { failures.append("too wide: \(keypad.display) after \(context)") }
        if key == .clear, keypad.display != "0" || keypad.expression != "" || keypad.lastOutcome != .accepted {
          failures.append("AC did not reset after \(context)")
        }
        if key == .equals, keypad.lastOutcome == .accepted, !wasResult {
          evaluations += 1
          var calculator = Calculator()
          calculator.lastResult = previous
          let value = try calculator.evaluate(expression)
          let expected = try DisplayFormat(width: keypad.width, precision: keypad.maximumDigits).string(for: value)
          if keypad.display != expected { failures.append("\(expression) shows \(keypad.display), not \(expected)") }
        }
      }
    }
    #expect(evaluations > 1000)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }
}
