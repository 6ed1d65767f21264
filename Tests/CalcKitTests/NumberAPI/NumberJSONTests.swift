import CalcKit
import Foundation
import Testing

// Number's Codable against real JSON: JSON numbers and decimal strings read exactly,
// terminating values written as decimals (Fixtures/codable.tsv, from
// scripts/make-codable-vectors.py, Python's fractions and decimal).

@Suite("Number JSON")
struct NumberJSONTests {
  private static let records = (try? Fixture.records("codable", fieldCount: 3)) ?? []
  private static let encodings = (try? Fixture.records("codable-encode", fieldCount: 3)) ?? []

  private static func decode(_ json: String) throws -> Number {
    try JSONDecoder().decode([Number].self, from: Data("[\(json)]".utf8))[0]
  }

  private static func encode(_ value: Number, style: Number.EncodingStyle? = nil) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    if let style { encoder.userInfo[Number.encodingStyleKey] = style }
    let text = String(decoding: try encoder.encode([value]), as: UTF8.self)
    return String(text.dropFirst().dropLast())
  }

  @Test("The vectors are there")
  func present() {
    #expect(NumberJSONTests.records.count >= 50)
    #expect(NumberJSONTests.encodings.count >= 25)
  }

  @Test("JSON numbers and strings read as the reference's exact value, or are refused")
  func decodes() throws {
    for (line, fields) in NumberJSONTests.records {
      let (json, expected) = (fields[1], fields[2])
      if expected == "error" {
        #expect(throws: DecodingError.self, "line \(line): \(json)") { try NumberJSONTests.decode(json) }
        continue
      }
      let reference = try #require(Number(expected), "line \(line)")
      let value = try NumberJSONTests.decode(json)
      #expect(value == reference && value.isExact, "line \(line): \(json) gave \(value.fractionString ?? "")")
    }
  }

  @Test("Exact values write as the reference's decimal or fraction, and as JSON numbers when asked")
  func encodes() throws {
    for (line, fields) in NumberJSONTests.encodings {
      let value = try #require(Number(fields[0]), "line \(line)")
      #expect(try NumberJSONTests.encode(value) == "\"\(fields[1])\"", "line \(line)")
      #expect(try NumberJSONTests.encode(value, style: .text) == "\"\(fields[1])\"", "line \(line)")
      let number = try NumberJSONTests.encode(value, style: .number)
      #expect(number == fields[2], "line \(line): \(number)")
      // Each reads back as the value written.
      #expect(try NumberJSONTests.decode(number) == value, "line \(line)")
      #expect(try NumberJSONTests.decode("\"\(fields[1])\"") == value, "line \(line)")
      // The fraction style is the saved form: n or n/d in lowest terms.
      #expect(try NumberJSONTests.encode(value, style: .fraction) == "\"\(fields[0])\"", "line \(line)")
    }
  }

  @Test("Every style reads back as the same value, exact and approximate alike", arguments: [
    "0", "-7", "19.99", "1e-7", "2^-100", "10^19728-1", "-3^200/7", "1/3", "sqrt(2)", "-pi", "e^100",
    "sqrt(2)*2^-100000", "2^-5000",
  ])
  func roundTrip(source: String) throws {
    let value = try Calculator().evaluate(source)
    for style in [Number.EncodingStyle.text, .number, .fraction] {
      let back = try NumberJSONTests.decode(try NumberJSONTests.encode(value, style: style))
      #expect(back == value, "\(style)")
      #expect(back.isExact == value.isExact)
      #expect(back.decimalString(precision: 60) == value.decimalString(precision: 60))
    }
  }

  @Test("An approximation is written as its bounds in every style")
  func approximation() throws {
    let value = try Calculator().evaluate("sqrt(2)")
    let saved = try NumberJSONTests.encode(value, style: .fraction)
    #expect(saved.contains(".."))
    #expect(try NumberJSONTests.encode(value) == saved)
    #expect(try NumberJSONTests.encode(value, style: .number) == saved)
  }

  private struct LineItem: Codable {
    var price: Number
    var qty: Number
  }

  @Test("A price as a JSON number and a quantity as a string decode exactly and multiply exactly")
  func lineItem() throws {
    let item = try JSONDecoder().decode(LineItem.self, from: Data(#"{"price": 19.99, "qty": "3"}"#.utf8))
    #expect(item.price == Number("1999/100"))
    #expect(item.qty == Number(3))
    let total = try item.price * item.qty
    #expect(total == Number("59.97"))
    #expect(Calculator().format(total) == "59.97")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.number
    #expect(String(decoding: try encoder.encode(item), as: UTF8.self) == #"{"price":19.99,"qty":3}"#)
  }

  @Test("Refusals say what was wrong")
  func errors() throws {
    do {
      _ = try NumberJSONTests.decode(#""abc""#)
      Issue.record("abc was read")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("abc"))
    }
    do {
      _ = try NumberJSONTests.decode("true")
      Issue.record("true was read")
    } catch DecodingError.typeMismatch(_, let context) {
      #expect(context.debugDescription.contains("a number"))
    }
    do {
      _ = try NumberJSONTests.decode("99999999999999999999999999999999999999999")
      Issue.record("a number Foundation cut was read")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains("as a string"))
    }
    // An optional number takes null as nil.
    #expect(try JSONDecoder().decode([Number?].self, from: Data("[null]".utf8)) == [nil])
  }
}

