import CalcKit
import Foundation
import Testing

// Number's saved form: every value calc makes reads back as exactly the same value, and
// anything else is refused (decimal text such as "1.5" is read too: NumberJSONTests).

@Suite("Number Codable")
struct NumberCodableTests {
  private struct Box: Codable, Equatable {
    var value: Number
  }

  @Test("Values read back equal, exact and approximate alike", arguments: [
    "0", "-7", "5/2", "0.1+0.2", "2^-100", "-3^200/7", "10^19728-1", "1/3", "sqrt(2)", "-pi", "e^100", "ln(10)/7",
    "sin(1e-30)",
  ])
  func roundTrip(source: String) throws {
    let calculator = Calculator()
    let value = try calculator.evaluate(source)
    let data = try JSONEncoder().encode(Box(value: value))
    let back = try JSONDecoder().decode(Box.self, from: data).value
    #expect(back == value)
    #expect(back.isExact == value.isExact)
    #expect(back.decimalString(precision: 60) == value.decimalString(precision: 60))
  }

  @Test("Text that is not a saved number is refused", arguments: [
    "", "--1", "1/0", "1/-2", "1/", "/2", "1//2", "a", " 1", "1 ", "1..", "..1", "2..1", "1..1",
    "1..2..3", "0x10", "١", String(repeating: "9", count: 1_000_001),
  ])
  func refused(text: String) throws {
    let data = try JSONEncoder().encode([text])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([Number].self, from: data) }
  }

  @Test("The saved form is the fraction in lowest terms; the default writes the decimal")
  func form() throws {
    let value = try Calculator().evaluate("6/4")
    let encoder = JSONEncoder()
    #expect(String(decoding: try encoder.encode([value]), as: UTF8.self) == #"["1.5"]"#)
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.fraction
    #expect(String(decoding: try encoder.encode([value]), as: UTF8.self) == #"["3\/2"]"#)
  }
}

@Suite("BuiltIn")
struct BuiltInTests {
  @Test("Every listed function and constant is one the language knows")
  func listed() throws {
    let calculator = Calculator()
    for builtIn in BuiltIn.all {
      switch builtIn.kind {
      case .constant:
        #expect(builtIn.arguments.isEmpty)
        #expect((try? calculator.evaluate(builtIn.name)) != nil, "\(builtIn.name)")
      case .function:
        // Called with no arguments, a known function complains about the count, not the name.
        do {
          _ = try calculator.evaluate("\(builtIn.name)()")
          Issue.record("\(builtIn.name)() was accepted without arguments")
        } catch {
          #expect(error.kind == .wrongArgumentCount || error.kind == .syntax, "\(builtIn.name): \(error)")
          #expect(error.kind != .unknownName)
        }
        #expect(!builtIn.summary.isEmpty && builtIn.arguments.contains("argument"))
      }
    }
    #expect(Set(BuiltIn.all.map(\.name)).count == BuiltIn.all.count)
  }

  @Test("No other name is a function: an unknown name's error says so")
  func unlisted() throws {
    let names = Set(BuiltIn.all.map(\.name))
    for candidate in ["sqr", "lg", "arcsin", "fact", "tau"] where !names.contains(candidate) {
      #expect(throws: CalcError.self) { try Calculator().evaluate("\(candidate)(1)") }
    }
    #expect(BuiltIn.operatorWords == ["and", "as", "else", "in", "mod", "not", "of", "or", "shl", "shr", "then", "to", "xor"])
  }
}
