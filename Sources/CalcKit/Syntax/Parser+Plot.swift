/// The parts of a `plot` statement, as text with their places in the line; the evaluator
/// parses and evaluates each (Grammar.md, "Plots").
struct PlotStatement: Sendable {
  /// A function to draw: its text and where it is.
  struct Part: Sendable {
    var text: String
    var range: SourceRange
  }

  /// A range `name = low..high`.
  struct Range: Sendable {
    var name: String
    var low: Part
    var high: Part
    var range: SourceRange
  }

  var functions: [Part]
  var ranges: [Range]
  /// The file of `to svg FILE`.
  var svgFile: String?
  var svgRange: SourceRange?
}

extension Parser {
  /// plot_statement → 'plot' plot_item (',' plot_item)* ( 'to' 'svg' file )?
  /// plot_item → expression | name '=' expression '..' expression
  ///
  /// A statement that starts with the word `plot` followed by a space and something other than
  /// `=` or an operator (so `plot = 3` and `plot * 2` still use a variable called plot). Its
  /// items are split at commas outside parentheses; an item `name = a..b` is a range (`y` the
  /// y-range, any other name the x-range and the plot's variable), every other one a function.
  /// Nil when `source` is not a plot statement.
  static func plotStatement(_ source: String) throws(CalcError) -> PlotStatement? {
    let bytes = Array(source.utf8)
    var start = 0
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
    let word = Array("plot".utf8)
    guard bytes.count >= start + word.count, Array(bytes[start..<start + word.count]) == word else { return nil }
    var rest = start + word.count
    if rest == bytes.count { throw Message.plotWithoutFunction(at: SourceRange(start, rest)) }
    guard bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") else { return nil }
    while rest < bytes.count, bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t") { rest += 1 }
    if rest == bytes.count { throw Message.plotWithoutFunction(at: SourceRange(start, rest)) }
    let following = bytes[rest]
    if "=*/^),;!%".utf8.contains(following) { return nil }
    // `to svg FILE` at the end.
    var end = bytes.count
    var svgFile: String?
    var svgRange: SourceRange?
    if let marker = Parser.lastWord(" to ", in: bytes, from: rest) {
      let target = String(decoding: bytes[(marker + 4)...], as: UTF8.self).trimmingSpaces
      if target.hasPrefix("svg ") || target.hasPrefix("svg\t") || target == "svg" {
        var file = String(target.dropFirst(3)).trimmingSpaces
        if file.count >= 2, file.hasPrefix("\""), file.hasSuffix("\"") { file = String(file.dropFirst().dropLast()) }
        svgRange = SourceRange(marker + 1, bytes.count)
        guard !file.isEmpty else { throw Message.plotTargetMalformed(at: SourceRange(marker + 1, bytes.count)) }
        svgFile = file
        end = marker
      }
    }
    // Items at commas outside parentheses.
    var items: [SourceRange] = []
    var depth = 0
    var itemStart = rest
    for index in rest..<end {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ",") where depth <= 0:
        items.append(SourceRange(itemStart, index))
        itemStart = index + 1
      default: break
      }
    }
    items.append(SourceRange(itemStart, end))
    var statement = PlotStatement(functions: [], ranges: [], svgFile: svgFile, svgRange: svgRange)
    for item in items {
      let trimmed = Parser.trimmed(item, in: bytes)
      guard trimmed.lowerBound < trimmed.upperBound else { throw Message.plotWithoutFunction(at: item) }
      if let range = try Parser.plotRange(trimmed, in: bytes) {
        statement.ranges.append(range)
      } else {
        statement.functions.append(PlotStatement.Part(text: Parser.text(trimmed, in: bytes), range: trimmed))
      }
    }
    if statement.functions.isEmpty { throw Message.plotWithoutFunction(at: SourceRange(start, bytes.count)) }
    return statement
  }

  /// `name = low..high`, or nil when the item is not a name followed by a single `=`.
  private static func plotRange(_ item: SourceRange, in bytes: [UInt8]) throws(CalcError) -> PlotStatement.Range? {
    var index = item.lowerBound
    while index < item.upperBound, bytes[index] < 0x80 ? (Character(UnicodeScalar(bytes[index])).isLetter || bytes[index] == UInt8(ascii: "_") || (index > item.lowerBound && Character(UnicodeScalar(bytes[index])).isNumber)) : true {
      index += 1
    }
    guard index > item.lowerBound else { return nil }
    let name = Parser.text(SourceRange(item.lowerBound, index), in: bytes)
    var equals = index
    while equals < item.upperBound, bytes[equals] == UInt8(ascii: " ") { equals += 1 }
    guard equals < item.upperBound, bytes[equals] == UInt8(ascii: "="),
      equals + 1 >= item.upperBound || bytes[equals + 1] != UInt8(ascii: "=")
    else { return nil }
    let body = SourceRange(equals + 1, item.upperBound)
    var dots: Int?
    var i = body.lowerBound
    while i + 1 < body.upperBound {
      if bytes[i] == UInt8(ascii: "."), bytes[i + 1] == UInt8(ascii: ".") {
        dots = i
        break
      }
      i += 1
    }
    guard let dots else { throw Message.plotRangeMalformed(name, at: item) }
    let low = Parser.trimmed(SourceRange(body.lowerBound, dots), in: bytes)
    let high = Parser.trimmed(SourceRange(dots + 2, body.upperBound), in: bytes)
    guard low.lowerBound < low.upperBound, high.lowerBound < high.upperBound else {
      throw Message.plotRangeMalformed(name, at: item)
    }
    return PlotStatement.Range(
      name: name, low: PlotStatement.Part(text: Parser.text(low, in: bytes), range: low),
      high: PlotStatement.Part(text: Parser.text(high, in: bytes), range: high), range: item)
  }

  /// The offset of the last `word` in `bytes` at or after `from`.
  private static func lastWord(_ word: String, in bytes: [UInt8], from: Int) -> Int? {
    let pattern = Array(word.utf8)
    var index = bytes.count - pattern.count
    while index >= from {
      if Array(bytes[index..<index + pattern.count]) == pattern { return index }
      index -= 1
    }
    return nil
  }

  private static func trimmed(_ range: SourceRange, in bytes: [UInt8]) -> SourceRange {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high, bytes[low] == UInt8(ascii: " ") || bytes[low] == UInt8(ascii: "\t") { low += 1 }
    while high > low, bytes[high - 1] == UInt8(ascii: " ") || bytes[high - 1] == UInt8(ascii: "\t") { high -= 1 }
    return SourceRange(low, high)
  }

  private static func text(_ range: SourceRange, in bytes: [UInt8]) -> String {
    String(decoding: bytes[range.lowerBound..<range.upperBound], as: UTF8.self)
  }
}
