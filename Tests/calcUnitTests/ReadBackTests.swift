import CalcKit
import Testing

@testable import calc
import TestSupport

// Everything the session shows as a result reads back as input and means the value shown:
// random values at random widths through the session's display form.

/// A random expression of one of the kinds the property covers.
private func randomSource(_ random: inout SeededRandom) -> String {
  func digits(_ count: Int) -> String {
    var text = String(Int.random(in: 1...9, using: &random))
    for _ in 1..<max(count, 1) { text += String(Int.random(in: 0...9, using: &random)) }
    return text
  }
  let sign = Bool.random(using: &random) ? "-" : ""
  switch Int.random(in: 0...7, using: &random) {
  case 0:  // integers, short and long
    return sign + digits(Int.random(in: 1...70, using: &random))
  case 1:  // long decimals
    return sign + digits(Int.random(in: 1...30, using: &random)) + "." + digits(Int.random(in: 1...60, using: &random))
  case 2:  // tiny magnitudes
    return sign + digits(1) + "." + digits(Int.random(in: 1...45, using: &random)) + "e-"
      + String(Int.random(in: 5...19_000, using: &random))
  case 3:  // huge magnitudes
    return sign + digits(1) + "." + digits(Int.random(in: 1...45, using: &random)) + "e"
      + String(Int.random(in: 20...19_000, using: &random))
  case 4:  // fractions with no finite decimal form, most of them
    return sign + digits(Int.random(in: 1...30, using: &random)) + "/" + digits(Int.random(in: 1...20, using: &random))
  case 5:  // powers of two: long exact values, shown in full when they fit
    return sign + "2^" + String(Int.random(in: -1_500...1_500, using: &random))
  case 6:  // approximations
    let argument = digits(Int.random(in: 1...12, using: &random))
    return ["sqrt(\(argument))", "ln(\(argument))", "exp(\(Int.random(in: -900...900, using: &random)))",
      "\(sign)pi*10^\(Int.random(in: -400...400, using: &random))", "cbrt(\(sign)\(argument))"][
        Int.random(in: 0...4, using: &random)]
  default:  // near a power of ten, where rounding carries into a longer form
    let nines = String(repeating: "9", count: Int.random(in: 1...50, using: &random))
    return sign + "0." + nines + "*10^" + String(Int.random(in: -30...60, using: &random))
  }
}

/// The value of `text` as written: its digits, and the place value of its last digit
/// (`10^unit`), read without CalcKit; nil if it is not `-?digits[.digits][e±digits]` with
/// `_` only between integer digits.
private func lastDigitPlace(_ text: String) -> Int? {
  var body = Substring(text)
  if body.first == "-" { body = body.dropFirst() }
  var exponent = 0
  if let e = body.firstIndex(of: "e") {
    guard let value = Int(body[body.index(after: e)...]) else { return nil }
    exponent = value
    body = body[..<e]
  }
  let parts = body.split(separator: ".", omittingEmptySubsequences: false)
  guard (1...2).contains(parts.count), !parts[0].isEmpty,
    parts[0].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }),
    parts[0].first != "_", parts[0].last != "_", !parts[0].contains("__")
  else { return nil }
  let fraction = parts.count == 2 ? parts[1] : ""
  guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }), parts.count == 1 || !fraction.isEmpty else { return nil }
  return exponent - fraction.count
}

@Suite("Results read back as input")
struct ReadBackTests {
  @Test("500 random values at widths 10-120: the session's text reads back as the value shown")
  func sessionDisplayReadsBack() throws {
    var random = SeededRandom(seed: 16)
    let reader = Calculator()
    var checked = 0
    var rounded = 0
    for index in 0..<500 {
      let source = randomSource(&random)
      let width = Int.random(in: 10...120, using: &random)
      // Most at the session's defaults (exact values in full), some at a precision asked for.
      var session = Session()
      if index % 4 == 3 { _ = session.respond(to: ":precision \(Int.random(in: 1...60, using: &random))", columns: 80) }
      let value = try session.calculator.evaluate(source)
      let shown = session.display(value, width: width)
      let context = Comment(rawValue: "#\(index) \(source) at width \(width): \(shown)")
      #expect(shown.count <= width, context)
      let marked = shown.hasPrefix("≈")
      let text = marked ? String(shown.dropFirst()) : shown
      #expect(!text.contains(","), context)
      // The text is a literal calc reads, exactly.
      let back = try reader.evaluate(text)
      #expect(back.isExact, context)
      if !marked {
        // Unmarked: the value itself.
        #expect(value.isExact && back == value, context)
      } else {
        // Marked: the value correctly rounded (half-even) at the last digit shown, checked
        // by exact arithmetic on the bounds rather than by CalcKit's rounding.
        rounded += 1
        let place = try #require(lastDigitPlace(text), context)
        let half = try reader.evaluate("5e\(place - 1)")
        for bound in [value.bounds.lowerBound, value.bounds.upperBound] {
          let error = try back - bound
          #expect(error <= half && error >= -half, context)
          if error == half || error == -half {
            // A tie goes to the even digit.
            let lastDigit = text.last { $0.isNumber }
            #expect(lastDigit.map { "02468".contains($0) } ?? false, context)
          }
        }
        #expect(back != value || !value.isExact, context)
      }
      checked += 1
    }
    #expect(checked == 500)
    #expect(rounded > 50 && rounded < 450, "both kinds are covered: \(rounded) rounded")
  }

  @Test("The session groups with '_', which reads back; exact values in full")
  func sessionGrouping() throws {
    var session = Session()
    #expect(output(session.respond(to: "123456789", columns: 80)) == "123_456_789")
    #expect(output(session.respond(to: "123_456_789 + 1", columns: 80)) == "123_456_790")
    #expect(output(session.respond(to: "2^130", columns: 80)) == "1_361_129_467_683_753_853_853_498_429_727_072_845_824")
    #expect(output(session.respond(to: "1/4", columns: 80)) == "0.25")
    #expect(output(session.respond(to: "1/3", columns: 80)) == "≈0." + String(repeating: "3", count: 38))
    _ = session.respond(to: ":precision 5", columns: 80)
    #expect(output(session.respond(to: "2^130", columns: 80)) == "≈1.3611e39")
  }

  @Test("A session restored at the default precision shows exact values in full; at another, rounds")
  func restoredPrecision() throws {
    var session = Session()
    var state = session.state
    state.precision = 10
    session.restore(state)
    #expect(output(session.respond(to: "2^40", columns: 80)) == "≈1.099511628e12")
    var fresh = Session()
    fresh.restore(Session().state)
    #expect(output(fresh.respond(to: "2^40", columns: 80)) == "1_099_511_627_776")
  }

  @Test("The plain form of one-shot and batch reads back: exact values in full are the value")
  func plainFormReadsBack() throws {
    var random = SeededRandom(seed: 1616)
    let calculator = Calculator.commandLine
    for _ in 0..<200 {
      let source = randomSource(&random)
      let value = try calculator.evaluate(source)
      let text = calculator.format(value)
      let back = try calculator.evaluate(text)
      if back != value {
        // Rounded only when there is no finite form (or an approximation): then at 38 digits.
        #expect(!value.isExactlyShown(precision: Limits.maximumPrecision), "\(source): \(text)")
        #expect(back == (try calculator.evaluate(value.decimalString())), "\(source): \(text)")
      }
    }
  }

  @Test("The interactive session refuses --locale: its results read back as input")
  func sessionRefusesLocale() throws {
    let command = try Calc.parse(["--locale", "de_DE"])
    #expect(throws: (any Error).self) { try command.runSession() }
  }
}
