/// A scanner for the ECB's euro reference-rates XML, daily file or history.
///
/// The feed's shape is fixed and small: an envelope holding `<Cube>`, which holds one
/// `<Cube time="YYYY-MM-DD">` per day, each holding `<Cube currency="USD" rate="1.0556"/>`.
/// The scanner walks the tags, reads attributes in either quote style, and checks what
/// it needs: the envelope closes (else the body was cut short), every day has a valid date
/// and at least one rate, every rate is a positive decimal. Everything else (the subject,
/// the sender, comments, white space) is skipped.
struct ECBReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The days in the document, in document order.
  mutating func read() throws(ExchangeRatesError) -> [ExchangeRates] {
    try checkStart()
    var days: [ExchangeRates] = []
    var current: (date: String, rates: [String: Number])?
    var closedEnvelope = false
    while let tag = try nextTag() {
      if tag.isClosing {
        if tag.localName == "Envelope" { closedEnvelope = true }
        if tag.localName == "Cube", let day = current {
          days.append(try finish(day))
          current = nil
        }
        continue
      }
      if closedEnvelope { throw .malformed("content after the closing envelope tag") }
      guard tag.localName == "Cube" else {
        if tag.name.lowercased() == "html" || tag.name.lowercased() == "body" { throw .htmlPage }
        continue
      }
      if let time = tag.attributes["time"] {
        if let day = current { days.append(try finish(day)) }
        guard ECBReader.isDate(time) else { throw .malformed("the date '\(time.prefix(20))' is not YYYY-MM-DD") }
        current = (time, [:])
      } else if let code = tag.attributes["currency"] {
        guard let text = tag.attributes["rate"] else { throw .malformed("\(code.prefix(8)) has no rate") }
        guard ECBReader.isCode(code) else { throw .malformed("'\(code.prefix(8))' is not a currency code") }
        guard current != nil else { throw .malformed("the rate of \(code) belongs to no day") }
        guard ECBReader.isDecimal(text), let rate = Number(text), rate.signum > 0 else {
          throw .malformed("the rate of \(code), '\(text.prefix(20))', is not a positive decimal")
        }
        if current?.rates[code] != nil { throw .malformed("\(code) appears twice on \(current?.date ?? "")") }
        current?.rates[code] = rate
      }
    }
    guard closedEnvelope else { throw .truncated }
    if let day = current { days.append(try finish(day)) }
    guard !days.isEmpty else { throw .noRates }
    return days
  }

  private func finish(_ day: (date: String, rates: [String: Number])) throws(ExchangeRatesError) -> ExchangeRates {
    guard !day.rates.isEmpty else { throw .malformed("\(day.date) has no rates") }
    return ExchangeRates(date: day.date, base: "EUR", rates: day.rates)
  }

  /// Refuses what is plainly not the feed before scanning: nothing, an HTML page, text.
  private mutating func checkStart() throws(ExchangeRatesError) {
    // A UTF-8 byte-order mark, then white space.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, ECBReader.isSpace(bytes[index]) { index += 1 }
    guard index < bytes.count else { throw .notXML }
    let head = Array(String(decoding: bytes[index..<min(bytes.count, index + 512)], as: UTF8.self).lowercased().utf8)
    // Byte searches: String's `contains` would come from Foundation, which CalcKit does not
    // link on Linux (ARCHITECTURE.md, "Modules and what may import what"; the size in
    // Benchmarks/README.md).
    if head.starts(with: Array("<!doctype html".utf8)) || head.firstRange(of: Array("<html".utf8)) != nil {
      throw .htmlPage
    }
    guard bytes[index] == UInt8(ascii: "<") else { throw .notXML }
  }

  struct Tag {
    var name: String
    var isClosing: Bool
    var attributes: [String: String]
    /// The name without its namespace prefix: `Envelope` for `gesmes:Envelope`.
    var localName: Substring {
      name.split(separator: ":").last ?? Substring(name)
    }
  }

  /// The next element tag (opening, closing or empty), skipping text, comments,
  /// declarations and processing instructions; nil at the end of the document.
  private mutating func nextTag() throws(ExchangeRatesError) -> Tag? {
    while true {
      guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
        index = bytes.count
        return nil
      }
      index = open + 1
      guard index < bytes.count else { throw .truncated }
      switch bytes[index] {
      case UInt8(ascii: "?"):
        try skip(past: Array("?>".utf8))
        continue
      case UInt8(ascii: "!"):
        if bytes[index...].starts(with: Array("!--".utf8)) {
          try skip(past: Array("-->".utf8))
        } else {
          try skip(past: [UInt8(ascii: ">")])
        }
        continue
      default:
        return try tag()
      }
    }
  }

  private mutating func skip(past terminator: [UInt8]) throws(ExchangeRatesError) {
    var i = index
    while i + terminator.count <= bytes.count {
      if bytes[i..<(i + terminator.count)].elementsEqual(terminator) {
        index = i + terminator.count
        return
      }
      i += 1
    }
    throw .truncated
  }

  /// A tag whose `<` has been read.
  private mutating func tag() throws(ExchangeRatesError) -> Tag {
    var isClosing = false
    if bytes[index] == UInt8(ascii: "/") {
      isClosing = true
      index += 1
    }
    let name = try word()
    guard !name.isEmpty else { throw .malformed("a tag without a name") }
    var attributes: [String: String] = [:]
    while true {
      while index < bytes.count, ECBReader.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { throw .truncated }
      let byte = bytes[index]
      if byte == UInt8(ascii: ">") {
        index += 1
        break
      }
      if byte == UInt8(ascii: "/") {
        index += 1
        guard index < bytes.count else { throw .truncated }
        guard bytes[index] == UInt8(ascii: ">") else { throw .malformed("'/' inside the tag <\(name)>") }
        index += 1
        break
      }
      let key = try word()
      guard !key.isEmpty else { throw .malformed("an unexpected character in the tag <\(name)>") }
      while index < bytes.count, ECBReader.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { throw .truncated }
      guard bytes[index] == UInt8(ascii: "=") else { throw .malformed("the attribute \(key) has no value") }
      index += 1
      while index < bytes.count, ECBReader.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { throw .truncated }
      let quote = bytes[index]
      guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else {
        throw .malformed("the value of \(key) is not quoted")
      }
      index += 1
      guard let end = bytes[index...].firstIndex(of: quote) else { throw .truncated }
      attributes[key] = String(decoding: bytes[index..<end], as: UTF8.self)
      index = end + 1
    }
    return Tag(name: name, isClosing: isClosing, attributes: attributes)
  }

  /// A name: letters, digits, `:`, `_`, `-`, `.`.
  private mutating func word() throws(ExchangeRatesError) -> String {
    let start = index
    while index < bytes.count {
      let b = bytes[index]
      let isNameByte =
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        || b == UInt8(ascii: ":") || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
      guard isNameByte else { break }
      index += 1
    }
    if index == bytes.count { throw .truncated }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// `YYYY-MM-DD` with a month 01-12 and a day 01-31.
  static func isDate(_ text: String) -> Bool {
    let b = Array(text.utf8)
    guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return false }
    let digits = [0, 1, 2, 3, 5, 6, 8, 9]
    guard digits.allSatisfy({ b[$0] >= UInt8(ascii: "0") && b[$0] <= UInt8(ascii: "9") }) else { return false }
    let month = Int(b[5] - 48) * 10 + Int(b[6] - 48)
    let day = Int(b[8] - 48) * 10 + Int(b[9] - 48)
    return (1...12).contains(month) && (1...31).contains(day)
  }

  /// Three capital letters.
  static func isCode(_ text: String) -> Bool {
    text.utf8.count == 3 && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
  }

  /// Digits with at most one `.` and at most 30 characters: the feed's form, `1216.36`.
  static func isDecimal(_ text: String) -> Bool {
    let b = text.utf8
    return !b.isEmpty && b.count <= 30 && b.filter { $0 == UInt8(ascii: ".") }.count <= 1
      && b.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }
      && b.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}
