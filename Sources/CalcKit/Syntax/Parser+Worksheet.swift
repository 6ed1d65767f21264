// MARK: - A worksheet's lines (Grammar.md, "Worksheets")

/// How the worksheet language reads one line's text, before anything is evaluated: its
/// kind, comment, label, the expression it evaluates (with `sum` and `average` renamed to
/// the worksheet's own names), and the names it defines and uses.
///
/// sheet_line → blank_line | heading | [ label ] , [ sheet_body ] , [ sheet_comment ]
/// blank_line → { " " | "\t" }
/// heading → "##" , { any character }: a heading, which ends a block as a blank line does
/// sheet_body → line | words_around: the line as calc reads it when every name in it is
/// known, else the one expression among plain words
struct WorksheetReading: Sendable {
  enum Shape: Sendable { case blank, heading, text, body }

  var shape: Shape
  /// The label's name, spaces as `_`.
  var label: String?
  /// The expression to evaluate, as rewritten (`sum` → `total`, `average` → the block's
  /// average name).
  var body = ""
  /// Maps offsets in ``body`` back to offsets in the line.
  var offsets = WorksheetOffsets()
  /// The body parsed, or why it did not parse.
  var parsed: Result<ParsedExpression, CalcError>?
  /// The expression a line of words around one number reads as (`Groceries 120` → `120`),
  /// as a range of ``body``; more than one when the line could be read several ways.
  var wordReadings: [Range<Int>] = []
  /// Whether the line has anything that only an expression has (a digit, an operator).
  var looksLikeArithmetic = false

  /// The variable names the body reads (labels, assignments, `lineN`, `total`).
  var variableUses: [String] = []
  /// The functions the body calls that are not built in.
  var functionUses: [String] = []
  /// The variable an assignment stores.
  var assigned: String?
  /// The function a definition defines.
  var definedFunction: String?

  /// The name of the block's total, for `total` and `sum`.
  static let totalName = "total"
  /// The name of the block's average, for `average` (a built-in function elsewhere).
  static let averageName = "sheet_average"

  /// The line number `name` refers to (`line3` → 3), nil for other names.
  static func lineNumber(_ name: String) -> Int? {
    guard name.hasPrefix("line"), name.count > 4, name.count < 12 else { return nil }
    let digits = name.dropFirst(4)
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0" else { return nil }
    return Int(digits)
  }

  init(_ line: String, locale: NumberLocale?) {
    let bytes = Array(line.utf8)
    let trimmed = line.trimmingSpaces
    if trimmed.isEmpty {
      shape = .blank
      return
    }
    if trimmed.hasPrefix("##") {
      shape = .heading
      return
    }
    let end = WorksheetReading.commentStart(in: bytes) ?? bytes.count
    var start = 0
    // A label: words before the first `:`, the value after it.
    if let colon = bytes[..<end].firstIndex(of: UInt8(ascii: ":")),
      let name = WorksheetReading.labelName(bytes[..<colon])
    {
      label = name
      start = colon + 1
    }
    let content = String(decoding: bytes[start..<end], as: UTF8.self)
    guard content.contains(where: { !$0.isWhitespace }) else {
      shape = label == nil ? .text : .body
      if label != nil {
        parsed = .failure(Message.emptyLabel(at: SourceRange(0, start)))
      }
      return
    }
    shape = .body
    let rewritten = WorksheetOffsets.rewrite(content, start: start)
    body = rewritten.text
    offsets = rewritten.offsets
    looksLikeArithmetic = body.unicodeScalars.contains { "0123456789+-*/^×÷()=$€£¥₩%".unicodeScalars.contains($0) }
    do {
      let expression = try ParsedExpression(body, locale: locale)
      parsed = .success(expression)
      assigned = expression.assignedName
      definedFunction = expression.definedFunction
      variableUses = expression.variableNames
      functionUses = expression.functionNames.filter { name in !Catalogue.functions.contains { $0.name == name } }
    } catch {
      parsed = .failure(error)
    }
    wordReadings = WorksheetReading.wordReadings(in: body)
  }

  /// The UTF-8 offset where a comment starts: `#` at the start or after white space (so
  /// `16#ff` is no comment), or `//` at the start of the line or after white space and
  /// before a word (`7 // 2` stays integer division).
  ///
  /// sheet_comment → ( "#" | "//" ) , { any character }
  static func commentStart(in bytes: [UInt8]) -> Int? {
    var previous = UInt8(ascii: " ")
    var onlySpace = true
    for (offset, byte) in bytes.enumerated() {
      let afterSpace = previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t")
      if byte == UInt8(ascii: "#"), afterSpace { return offset }
      if byte == UInt8(ascii: "/"), afterSpace, offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
        if onlySpace { return offset }
        // `// word`: a comment; `// 2`, `//(`: the operator.
        var next = offset + 2
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        if next == bytes.count || (bytes[next] >= 0x80 || isLetter(bytes[next])) { return offset }
      }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { onlySpace = false }
      previous = byte
    }
    return nil
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// An ASCII letter, or a letter of Latin-1 Supplement and Latin Extended-A and -B
  /// (`ü`, `é`, `ß`, `ł`; not `×` or `÷`).
  ///
  /// latin_letter → letter | a letter of U+00C0–U+024F but × and ÷
  static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isLetter(UInt8(scalar.value)) }
    return (0xC0...0x24F).contains(scalar.value) && scalar.value != 0xD7 && scalar.value != 0xF7
  }

  /// The name a label gives (`per person` gives `per_person`): a letter, then letters,
  /// digits, `_` and spaces; nil when the text before `:` is not a label.
  ///
  /// label → label_word , { " " , label_word } , ":"
  /// label_word → letter , { letter | digit | "_" }
  static func labelName(_ bytes: ArraySlice<UInt8>) -> String? {
    let words = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let first = words.first?.utf8.first, isLetter(first), words.count <= 8 else { return nil }
    for word in words {
      guard word.utf8.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") }) else { return nil }
    }
    return words.joined(separator: "_")
  }

  /// The runs of `body` that could be its expression when the rest are plain words: the
  /// longest runs of words that are not plain (they have a digit, an operator, a currency
  /// symbol or code, or are `to`/`in`/`as`), each holding a digit. None at all when a run
  /// begins with an operator standing alone after a plain word, or ends with one before a
  /// plain word (`a + 1`, `5 - deposit`): the word is then an operand, a name, and the line
  /// is an expression (whose error is that name's), never the number without it.
  ///
  /// words_around → { plain_word } , line , { plain_word }: one run alone; two or more are
  /// an error that names each
  static func wordReadings(in body: String) -> [Range<Int>] {
    let bytes = Array(body.utf8)
    // The words, each with whether it is plain.
    var words: [(range: Range<Int>, isPlain: Bool)] = []
    var offset = 0
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
        offset += 1
        continue
      }
      var end = offset
      while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\t") { end += 1 }
      words.append((offset..<end, isPlainWord(bytes[offset..<end])))
      offset = end
    }
    func isOperator(_ index: Int) -> Bool {
      let word = String(decoding: bytes[words[index].range], as: UTF8.self)
      return word.unicodeScalars.allSatisfy { "+-*/^×÷−".unicodeScalars.contains($0) }
    }
    var runs: [Range<Int>] = []
    var index = 0
    while index < words.count {
      guard !words[index].isPlain else {
        index += 1
        continue
      }
      var last = index
      while last + 1 < words.count, !words[last + 1].isPlain { last += 1 }
      let hasDigit = words[index...last].contains { word in
        bytes[word.range].contains { (0x30...0x39).contains($0) }
      }
      if hasDigit {
        if index > 0 && isOperator(index) || last + 1 < words.count && isOperator(last) { return [] }
        runs.append(words[index].range.lowerBound..<words[last].range.upperBound)
      }
      index = last + 1
    }
    return runs
  }

  /// A word of letters alone (trailing `,.;:!?` aside) that is not a currency code nor a
  /// conversion word. Letters are the Latin ones, with their accents (`Müll`, `Café`), not
  /// Greek ones, which may be constants (`π`).
  ///
  /// plain_word → latin_letter , { latin_letter } , [ "," | "." | ";" | ":" | "!" | "?" ]
  static func isPlainWord(_ word: ArraySlice<UInt8>) -> Bool {
    var letters = word
    while let last = letters.last, ",.;:!?".utf8.contains(last) { letters = letters.dropLast() }
    let text = String(decoding: letters, as: UTF8.self)
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(isLatinLetter) else { return false }
    if ["to", "in", "as", "of"].contains(text.lowercased()) { return false }
    if text.count == 3, text == text.uppercased(), Money.index(ofCode: text) != nil { return false }
    return true
  }
}

/// Where the pieces of a rewritten body came from in the line.
struct WorksheetOffsets: Sendable {
  /// Each rewritten name: its place in the body, and in the line.
  private var replacements: [(body: Range<Int>, line: Range<Int>)] = []
  /// The body's offset in the line.
  private var start = 0

  /// The body's range `range` as a range of the line.
  func lineRange(_ range: SourceRange) -> SourceRange {
    SourceRange(line(range.lowerBound), max(line(range.lowerBound), line(range.upperBound)))
  }

  private func line(_ offset: Int) -> Int {
    var base = (body: 0, line: start)
    for replacement in replacements {
      if offset < replacement.body.lowerBound { break }
      if offset < replacement.body.upperBound { return replacement.line.lowerBound }
      base = (replacement.body.upperBound, replacement.line.upperBound)
    }
    return base.line + (offset - base.body)
  }

  /// `content` (at offset `start` of its line) with `sum` renamed `total` and `average`
  /// the block's average name, where they are names and not calls.
  static func rewrite(_ content: String, start: Int) -> (text: String, offsets: WorksheetOffsets) {
    let bytes = Array(content.utf8)
    var output: [UInt8] = []
    var offsets = WorksheetOffsets()
    offsets.start = start
    var offset = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      WorksheetReading.isLetter(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_")
    }
    while offset < bytes.count {
      guard isNameByte(bytes[offset]), offset == 0 || !isNameByte(bytes[offset - 1]) else {
        output.append(bytes[offset])
        offset += 1
        continue
      }
      var end = offset
      while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
      let word = String(decoding: bytes[offset..<end], as: UTF8.self)
      var next = end
      while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
      let isCall = next < bytes.count && bytes[next] == UInt8(ascii: "(")
      let renamed = isCall ? nil : ["sum": WorksheetReading.totalName, "average": WorksheetReading.averageName][word]
      if let renamed {
        let lower = output.count
        output += Array(renamed.utf8)
        offsets.replacements.append((lower..<output.count, (start + offset)..<(start + end)))
      } else {
        output += bytes[offset..<end]
      }
      offset = end
    }
    return (String(decoding: output, as: UTF8.self), offsets)
  }
}
