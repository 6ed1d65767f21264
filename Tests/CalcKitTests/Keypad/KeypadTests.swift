import CalcKit
import Foundation
import Testing
import TestSupport

/// Keys from the characters `calc --keys` uses, so tables read like key presses; `(` and
/// `)` are the parentheses and `MC`, `MR`, `M+`, `M-` the memory keys. Other characters
/// (spaces) are skipped.
func keys(_ text: String) -> [Key] {
  var result: [Key] = []
  var characters = text[...]
  while let character = characters.popFirst() {
    if let digit = character.wholeNumberValue {
      result.append(.digit(digit))
      continue
    }
    let key: Key?
    switch character {
    case ".": key = .decimalPoint
    case "+": key = .add
    case "-": key = .subtract
    case "*": key = .multiply
    case "/": key = .divide
    case "=": key = .equals
    case "%": key = .percent
    case "n": key = .toggleSign
    case "<": key = .backspace
    case "c": key = .clear
    case "(": key = .openParenthesis
    case ")": key = .closeParenthesis
    case "M":
      switch characters.popFirst() {
      case "C": key = .memoryClear
      case "R": key = .memoryRecall
      case "+": key = .memoryAdd
      case "-": key = .memorySubtract
      default: key = nil
      }
    default: key = nil
    }
    if let key { result.append(key) }
  }
  return result
}

func pressed(_ text: String, maximumDigits: Int = 9) -> Keypad {
  var keypad = Keypad(maximumDigits: maximumDigits)
  for key in keys(text) { keypad.press(key) }
  return keypad
}

@Suite("Keypad")
struct KeypadTests {
  @Test(
    "Each sequence of keys gives its display",
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
    "Each sequence of keys with parentheses gives its display",
    arguments: [
      // `)` shows the group's value; `(` keeps the number before it on the display
      ("(2+3)", "5"), ("(2+3", "3"), ("2*(", "2"), ("(", "0"), ("(1/3)", "≈0.333333333"), ("(((1)))", "1"),
      ("(200+10%)", "220"), ("(2+3)%", "5%"),
      // `=` evaluates with the language's precedence and closes what is open
      ("(2+3)*4=", "20"), ("2*(3+4)=", "14"), ("2*(3+4=", "14"), ("2*((1+2)*(3+4=", "42"), ("(1/3)*3=", "1"),
      ("100*(2+3)%=", "5"), ("(((1=", "1"),
      // a lone sign before `(` makes a negative group; ± after `)` changes the group's sign
      ("-(2+3)=", "-5"), ("2*n", "-0"), ("(2+3)n", "-5"), ("(2+3)nn=", "5"), ("1-(2+3)n=", "6"),
      // `=` again repeats the operator and the whole group
      ("2*(1+2)=", "6"), ("2*(1+2)==", "18"), ("2*(1+2==", "18"),
      // after `=` or an error, `(` starts afresh as a digit does
      ("2+3=(4)", "4"), ("2+3=(4)*2=", "8"), ("(5/0)", "Error"), ("(5/0)7", "7"), ("5/(2-2=", "Error"),
      // backspace reopens a group, removes a `(`, or gives back the lone sign
      ("(2+3)<", "3"), ("(2+3)<)", "5"), ("(2+3)%<", "5"), ("-(<", "-0"), ("-(<5=", "-5"), ("2*(<3=", "6"),
    ])
  func parentheses(sequence: String, expected: String) {
    let keypad = pressed(sequence)
    #expect(keypad.display == expected)
    #expect(keypad.display.count <= keypad.width)
  }

  @Test(
    "Each sequence of keys with memory keys gives its display",
    arguments: [
      // M+ and M− evaluate what is pending, as `=` does, and keep the result on the display
      ("5M+", "5"), ("2+3M+", "5"), ("2+3M+c", "0"), ("5M-", "5"), ("5M+MC", "5"),
      // MR recalls (AC keeps the memory); after `=` it starts a new calculation
      ("5M+cMR", "5"), ("2+3M+MR", "5"), ("2+3M+cMR", "5"), ("5M+M+cMR", "10"), ("5M+2M-cMR", "3"),
      ("5M-cMR", "-5"), ("1+2=M+M+cMR", "6"), ("1+2==M+cMR", "5"), ("5M+c1+MR=", "6"),
      // the memory is exact: a third, recalled and tripled, is one
      ("1/3=M+cMR", "≈0.333333333"), ("1/3=M+cMR*3=", "1"), ("1/3M+M+M+cMR=", "1"),
      // MR is the current number: sign, percent, replace and be replaced
      ("5M+cMRn", "-5"), ("5M+c-MR", "-5"), ("5M+c-MR=", "-5"), ("5M+cMR%", "5%"), ("5M+c200+MR%=", "210"),
      ("5M+c7MR", "5"), ("5M+cMR7", "7"), ("5M+c2+MR7=", "9"), ("5M+cMR<", "0"), ("5M+cMR%<", "5"),
      ("5M+c(MR+1)*2=", "12"), ("5M+c2*(MR=", "10"),
      // M+ on a result adds it as shown; `=` after M+ repeats the operation as after `=`
      ("2+3M+=", "8"), ("2+3M+=M+cMR", "13"),
      // an error stops M+ and leaves the memory as it was
      ("5M+c1/0M+", "Error"), ("5M+c1/0M+cMR", "5"),
    ])
  func memory(sequence: String, expected: String) {
    let keypad = pressed(sequence)
    #expect(keypad.display == expected)
    #expect(keypad.display.count <= keypad.width)
  }

  @Test("The memory holds what the memory keys added and subtracted", arguments: [
    ("", nil), ("5M+", "5"), ("5M-", "-5"), ("5M+MC", nil), ("5M+c", "5"), ("1/3M+", "1/3"), ("1/3M+2M-", "-5/3"),
    ("5M+c0M-", "5"), ("5M+5M-", "0"),
  ])
  func memoryValue(sequence: String, expected: String?) throws {
    let keypad = pressed(sequence)
    #expect(keypad.memory == expected.map { try? Calculator().evaluate($0) } ?? nil)
  }

  @Test("The keypad counts the parentheses left open", arguments: [
    ("", 0), ("(", 1), ("((1", 2), ("((1)", 1), ("((1))", 0), ("((1=", 0), ("(1)<", 1), ("-(", 1), ("-(<", 0),
  ])
  func openParentheses(sequence: String, expected: Int) {
    #expect(pressed(sequence).openParentheses == expected)
  }


  @Test(
    "A rejected key leaves the state unchanged and says why",
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
      // parentheses: no implicit multiplication, `)` only to close an open `(`
      ("5", "(", .missingOperator),
      ("0.5", "(", .missingOperator),  // so no 0.5(2), which reads two ways
      ("0.", "(", .missingOperator),
      ("5%", "(", .missingOperator),
      ("(2)", "(", .missingOperator),
      ("(2)", "5", .missingOperator),
      ("(2)", ".", .missingOperator),
      ("", ")", .noOpenParenthesis),
      ("5", ")", .noOpenParenthesis),
      ("(2))", ")", .noOpenParenthesis),
      ("2+3=", ")", .noOpenParenthesis),
      ("(5+", ")", .incomplete),
      ("(", ")", .incomplete),
      ("(-", ")", .incomplete),
      ("(", "=", .incomplete),
      ("(5+", "=", .incomplete),
      ("(", "*", .leadingOperator),
      ("(", "%", .leadingOperator),
      ("(2)%", "%", .afterPercent),
      // memory
      ("", "MR", .memoryEmpty),
      ("5M+MC", "MR", .memoryEmpty),
      ("5M+c(2)", "MR", .missingOperator),
      ("5M+cMR%", "5", .afterPercent),
      ("5M+cMR", "(", .missingOperator),
      ("", "M+", .incomplete),
      ("5+", "M+", .incomplete),
      ("5+", "M-", .incomplete),
      ("(", "M+", .incomplete),
      ("5/0=", "M+", .incomplete),
    ])
  func rejections(before: String, key: String, reason: Keypad.Rejection) throws {
    var keypad = pressed(before)
    let (display, expression) = (keypad.display, keypad.expression)
    let before = keypad
    keypad.press(try #require(keys(key).first))
    #expect(keypad.lastOutcome == .rejected(reason))
    #expect(keypad.display == display)
    #expect(keypad.expression == expression)
    #expect(keypad.memory == before.memory)
    #expect(keypad.result == before.result)
    #expect(keypad.openParentheses == before.openParentheses)
  }

  @Test("The expression entered is calc source", arguments: [
    ("12+3", "12+3"), ("5n*3", "(-5)*3"), ("200+10%", "200+10%"), ("2+3=*4", "ans*4"), ("-", "(-0)"), ("5.", "5."),
    ("2*(3+4", "2*(3+4"), ("2*(3+4=", "2*(3+4)"), ("-(2+3)", "(-(2+3))"), ("(2)n%", "(-(2))%"), ("((1)n)", "((-(1)))"),
    ("5M+cMR*2", "5*2"), ("5M-cMR", "(-5)"), ("1/3M+cMR%", "(1/3)%"), ("5M+c-MR", "(-5)"), ("(2+3)<", "(2+3"),
  ])
  func expression(sequence: String, expected: String) {
    #expect(pressed(sequence).expression == expected)
  }

  @Test("An evaluation error is reported with its kind")
  func failure() {
    let keypad = pressed("5/0=")
    guard case .failed(let error) = keypad.lastOutcome else {
      Issue.record("expected a failure, got \(keypad.lastOutcome)")
      return
    }
    #expect(error.kind == .divisionByZero)
  }

  @Test("The width holds the digits with sign, separators and percent", arguments: [5, 9, 12, 20])
  func width(digits: Int) {
    let keypad = Keypad(maximumDigits: digits)
    #expect(keypad.maximumDigits == digits)
    let longest = pressed("n" + String(repeating: "9", count: digits - 1) + ".9%", maximumDigits: digits)
    #expect(longest.display.count <= keypad.width)
    #expect(keypad.width >= DisplayFormat.minimumWidth)
  }

  /// Every key, for the random sequences.
  static let allKeys: [Key] = (0...9).map { Key.digit($0) } + [
    .decimalPoint, .add, .subtract, .multiply, .divide, .equals, .percent, .toggleSign, .backspace, .clear,
    .openParenthesis, .closeParenthesis, .memoryClear, .memoryRecall, .memoryAdd, .memorySubtract,
  ]

  /// A random key: digits and operators more often than the rest, to build real calculations.
  static func randomKey(_ random: inout SeededRandom) -> Key {
    Bool.random(using: &random)
      ? Key.digit(Int.random(in: 0...9, using: &random))
      : allKeys[Int.random(in: 0..<allKeys.count, using: &random)]
  }

  /// Thousands of random key sequences: the machine never traps, the display always fits
  /// and reads back as a number (or is `Error`), a rejected key changes nothing, `AC` always
  /// resets, what was entered always parses once its groups are closed, and every accepted
  /// `=` shows what the engine gives for the expression entered (rounded for the display).
  @Test("Random key sequences keep every rule")
  func randomSequences() throws {
    var random = SeededRandom(seed: 5)
    var failures: [String] = []
    var evaluations = 0
    for _ in 0..<4000 {
      var keypad = Keypad(maximumDigits: Int.random(in: 5...12, using: &random))
      var pressedSoFar: [Key] = []
      for _ in 0..<Int.random(in: 1...40, using: &random) {
        let key = Self.randomKey(&random)
        let before = keypad
        let closed = Self.closed(keypad.expression)
        keypad.press(key)
        pressedSoFar.append(key)
        let context = "\(pressedSoFar)"
        if case .rejected = keypad.lastOutcome,
          keypad.display != before.display || keypad.expression != before.expression || keypad.memory != before.memory
        {
          failures.append("a rejected key changed the state after \(context)")
        }
        if keypad.display.count > keypad.width { failures.append("too wide: \(keypad.display) after \(context)") }
        if keypad.display != "Error", !Self.readsBack(keypad.display) {
          failures.append("\(keypad.display) does not read back after \(context)")
        }
        if !keypad.isShowingResult, keypad.display != "Error", Self.isComplete(keypad),
          (try? Calculator().parse(Self.closed(keypad.expression))) == nil
        {
          failures.append("\(keypad.expression) does not parse after \(context)")
        }
        if key == .clear, keypad.display != "0" || keypad.expression != "" || keypad.lastOutcome != .accepted {
          failures.append("AC did not reset after \(context)")
        }
        if key == .equals, keypad.lastOutcome == .accepted, !before.isShowingResult {
          evaluations += 1
          var calculator = Calculator()
          calculator.lastResult = before.result
          let value = try calculator.evaluate(closed)
          let expected = try DisplayFormat(width: keypad.width, precision: keypad.maximumDigits).string(for: value)
          if keypad.display != expected { failures.append("\(closed) shows \(keypad.display), not \(expected)") }
        }
      }
    }
    #expect(evaluations > 1000)
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
  }

  /// An expression with its open parentheses closed (a negative group opens two).
  static func closed(_ expression: String) -> String {
    let open = expression.count(where: { $0 == "(" }) - expression.count(where: { $0 == ")" })
    return expression + String(repeating: ")", count: max(open, 0))
  }

  /// Whether a display (in `en_US`) is a number the language reads: grouping, `≈` and a
  /// trailing point dropped.
  static func readsBack(_ display: String) -> Bool {
    var text = display.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "≈", with: "")
    if text.hasSuffix(".") || text.hasSuffix(".%") { text = text.replacingOccurrences(of: ".", with: "") }
    return (try? Calculator().evaluate(text)) != nil
  }

  /// Whether the expression ends with a number (so `=` would evaluate it).
  static func isComplete(_ keypad: Keypad) -> Bool {
    guard let last = keypad.expression.last else { return false }
    return last.isNumber || last == ")" || last == "%" || last == "s" || last == "."
  }
}

// MARK: - Choices: the operator policy, the minimum width and the rounded mark

extension KeypadTests {
  private static func typed(_ text: String, _ keypad: Keypad) -> Keypad {
    var keypad = keypad
    for key in keys(text) { keypad.press(key) }
    return keypad
  }

  @Test(
    "A second operator is rejected by default, or replaces the first as in the iOS Calculator",
    arguments: [
      // (keys, display with .reject, display with .replace)
      ("5+*2=", "7", "10"), ("5+-3=", "8", "2"), ("5+3-*2=", "6", "11"),
      ("5+=", "5", "10"), ("5+==", "5", "15"), ("5*==", "5", "125"), ("2+3*=", "3", "11"),
      ("2*(1+2)+=", "3", "9"), ("2+3=+=", "5", "10"), ("10%+=", "10%", "0.11"),
      ("5+M+cMR", "0", "10"), ("(+", "0", "0"), ("*5", "5", "5"), ("1+2==", "5", "5"),
    ])
  func operatorPolicy(sequence: String, rejecting: String, replacing: String) {
    let reject = Self.typed(sequence, Keypad())
    let replace = Self.typed(sequence, Keypad(operatorPolicy: .replace))
    #expect(reject.display == rejecting)
    #expect(replace.display == replacing)
    #expect(Keypad().operatorPolicy == .reject)
  }

  @Test("The keypad's outcome says why a second operator or = after one was rejected, or that it was taken")
  func operatorPolicyOutcomes() {
    let reject = Self.typed("5+*", Keypad())
    #expect(reject.lastOutcome == .rejected(.doubleOperator))
    #expect(reject.expression == "5+")
    let replace = Self.typed("5+*", Keypad(operatorPolicy: .replace))
    #expect(replace.lastOutcome == .accepted)
    #expect(replace.expression == "5*")
    #expect(Self.typed("5+=", Keypad()).lastOutcome == .rejected(.incomplete))
    let repeated = Self.typed("5+=", Keypad(operatorPolicy: .replace))
    #expect(repeated.lastOutcome == .accepted)
    #expect(repeated.expression == "5+5")
    #expect(repeated.result == Number(10))
  }

  @Test("The minimum width is 11 by default, narrower or wider when asked, and the digits always fit")
  func minimumWidth() {
    #expect(Keypad.defaultMinimumWidth == 11)
    #expect(Keypad().width == 14)
    #expect(Keypad(maximumDigits: 4).width == 11)
    #expect(Keypad(maximumDigits: 4, minimumWidth: 8).width == 8)
    #expect(Keypad(maximumDigits: 4, minimumWidth: 2).width == 8)  // 4 digits, sign, point, separator, %
    #expect(Keypad(minimumWidth: 20).width == 20)
    #expect(Self.typed("0.001/3=", Keypad(maximumDigits: 4)).display == "≈0.0003333")
    #expect(Self.typed("0.001/3=", Keypad(maximumDigits: 4, minimumWidth: 8)).display == "≈3.33e-4")
    let narrow = Keypad(maximumDigits: 4, minimumWidth: 8)
    for sequence in ["1/3=", "2/3=", "9999*9999*9999=", "0.001/7=", "9999=%", "1/7=", "9999n*9999=", "0.0001/3="] {
      let keypad = Self.typed(sequence, narrow)
      #expect(keypad.display.count <= keypad.width, "\(sequence) shows \(keypad.display)")
    }
  }

  @Test("A rounded result is marked ≈ by default, by another mark, or not at all", arguments: [
    ("≈", "≈0.333333333"), ("~", "~0.333333333"), ("", "0.333333333"),
  ])
  func approximateMarker(marker: String, expected: String) {
    let keypad = Self.typed("1/3=", Keypad(approximateMarker: marker))
    #expect(keypad.display == expected)
    #expect(keypad.approximateMarker == marker)
    #expect(Self.typed("1/4=", Keypad(approximateMarker: marker)).display == "0.25")
  }

  @Test("The choices are saved and restored; a keypad saved without them gets the defaults")
  func choicesAreSaved() throws {
    let keypad = Self.typed("5+", Keypad(maximumDigits: 4, minimumWidth: 8, approximateMarker: "~", operatorPolicy: .replace))
    let data = try JSONEncoder().encode(keypad)
    var restored = try JSONDecoder().decode(Keypad.self, from: data)
    #expect(restored == keypad)
    #expect(restored.width == 8)
    restored.press(.equals)
    #expect(restored.display == "10")

    var old = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in ["minimumWidth", "approximateMarker", "operatorPolicy"] {
      #expect(old.removeValue(forKey: key) != nil)
    }
    var before = try JSONDecoder().decode(Keypad.self, from: JSONSerialization.data(withJSONObject: old))
    #expect(before.operatorPolicy == .reject)
    #expect(before.minimumWidth == 11)
    #expect(before.approximateMarker == "≈")
    before.press(.equals)
    #expect(before.lastOutcome == .rejected(.incomplete))
  }
}
