/// The colours of the line being typed: numbers, names, operators, brackets without a
/// partner, and the partner of the bracket beside the cursor.
///
/// libedit draws the line without colour; ``LivePreview`` writes the same characters
/// again over it in these colours, so libedit's picture of the screen stays right. It reads
/// characters only (no parse): what it colours is what the line looks like, not what it
/// means.
enum InputColoring {
  /// The words that are operators (Grammar.md's operator words).
  static let operatorWords: Set<String> = [
    "mod", "and", "or", "xor", "not", "shl", "shr", "to", "in", "as", "of", "div", "rem", "choose",
    "permute", "nCr", "nPr", "then", "else", "if", "plus", "minus", "times", "per", "deg", "rad",
  ]

  /// `line` with colours; `cursor` (a character offset) marks the bracket paired with the
  /// one beside it, nil for none.
  static func colored(_ line: String, cursor: Int?) -> String {
    let characters = Array(line)
    let (partners, unmatched) = brackets(characters)
    var marked: Set<Int> = []
    if let cursor {
      for index in [cursor - 1, cursor] where index >= 0 && index < characters.count {
        if let partner = partners[index] {
          marked = [index, partner]
          break
        }
      }
    }
    var result = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        result.append(character)
        index += 1
      } else if character == "(" || character == ")" {
        let text = String(character)
        if unmatched.contains(index) {
          result += Style.unmatched.apply(text, on: true)
        } else if marked.contains(index) {
          result += Style.matching.apply(text, on: true)
        } else {
          result += text
        }
        index += 1
      } else if character.isASCII && character.isNumber || (character == "." && index + 1 < characters.count && characters[index + 1].isNumber) {
        let end = numberEnd(characters, from: index)
        result += Style.number.apply(String(characters[index..<end]), on: true)
        index = end
      } else if character.isLetter || character == "_" {
        var end = index + 1
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
          end += 1
        }
        let word = String(characters[index..<end])
        result += (operatorWords.contains(word) ? Style.operator : Style.name).apply(word, on: true)
        index = end
      } else {
        result += Style.operator.apply(String(character), on: true)
        index += 1
      }
    }
    return result
  }

  /// The end of the number starting at `start`: digits, `.` and `_`, an exponent
  /// (`e-5`, `e−5`), or the digits of `0x`, `0b`, `0o`.
  private static func numberEnd(_ characters: [Character], from start: Int) -> Int {
    var end = start
    if characters[start] == "0", start + 1 < characters.count, "xXbBoO".contains(characters[start + 1]) {
      end = start + 2
      while end < characters.count, characters[end].isHexDigit || characters[end] == "_" { end += 1 }
      return end
    }
    while end < characters.count, characters[end].isASCII && characters[end].isNumber || characters[end] == "." || characters[end] == "_" {
      end += 1
    }
    if end < characters.count, characters[end] == "e" || characters[end] == "E" {
      var exponent = end + 1
      if exponent < characters.count, "+-−".contains(characters[exponent]) { exponent += 1 }
      if exponent < characters.count, characters[exponent].isASCII && characters[exponent].isNumber {
        end = exponent
        while end < characters.count, characters[end].isASCII && characters[end].isNumber { end += 1 }
      }
    }
    return end
  }

  /// Each bracket's partner, and the brackets that have none.
  static func brackets(_ characters: [Character]) -> (partners: [Int: Int], unmatched: Set<Int>) {
    var partners: [Int: Int] = [:]
    var open: [Int] = []
    var unmatched: Set<Int> = []
    for (index, character) in characters.enumerated() {
      if character == "(" {
        open.append(index)
      } else if character == ")" {
        if let start = open.popLast() {
          partners[start] = index
          partners[index] = start
        } else {
          unmatched.insert(index)
        }
      }
    }
    unmatched.formUnion(open)
    return (partners, unmatched)
  }

  /// The columns a character takes on a terminal: 2 for the wide East Asian ranges and
  /// emoji, 0 for a control character, else 1.
  static func width(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x20 || value == 0x7F { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }

  /// The columns `text` takes.
  static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }
}
