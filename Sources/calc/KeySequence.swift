import ArgumentParser
import CalcKit

/// `calc --keys`: drives the keypad machine with one character per key.
struct KeySequence {
  /// The keys of a sequence: digits, `.`, `+ - * /`, `=`, `%`, `n` (±), `<` (backspace),
  /// `c` (AC); spaces are ignored.
  static func keys(_ text: String) throws -> [(Character, Key)] {
    var keys: [(Character, Key)] = []
    for character in text where character != " " {
      guard let key = key(for: character) else {
        throw CommandMessage.unknownKey(character)
      }
      keys.append((character, key))
    }
    return keys
  }

  static func key(for character: Character) -> Key? {
    if let digit = character.wholeNumberValue, character.isASCII { return .digit(digit) }
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
    case "c", "C": return .clear
    default: return nil
    }
  }

  var keypad: Keypad
  var trace: Bool

  /// Presses every key and prints the final display (or, with `trace`, one line per key:
  /// the key, the display after it, and why it was rejected). An error display exits 1.
  mutating func run(_ keys: [(Character, Key)]) throws {
    var output = OutputBuffer(fileDescriptor: 1)
    for (character, key) in keys {
      keypad.press(key)
      guard trace else { continue }
      output.append("\(character)  \(keypad.display)")
      switch keypad.lastOutcome {
      case .accepted: break
      case .rejected(let reason): output.append("  (rejected: \(reason))")
      case .failed(let error): output.append("  (error: \(error.message))")
      }
      output.append("\n")
    }
    if !trace { output.append(keypad.display + "\n") }
    output.flush()
    if case .failed(let error) = keypad.lastOutcome {
      var errors = OutputBuffer(fileDescriptor: 2)
      errors.append("error: \(error.message)\n")
      errors.flush()
      throw ExitCode(1)
    }
  }
}
