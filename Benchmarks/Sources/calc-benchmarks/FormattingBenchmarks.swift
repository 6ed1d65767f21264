import CalcKit
import Foundation

/// CalcKit's formatting: `formatted`, `formatted(fractionDigits:)`, `percentString`,
/// `currencyString`, `NumberFormat` and `DisplayFormat`.
enum FormattingBenchmarks {
  static let group = "format/"

  static func all(_ inputs: FormattingInputs) throws -> [Benchmark] {
    let g = group
    var list: [Benchmark] = []

    // formatted(fractionDigits: 2) on each kind of value.
    list += [
      Benchmark("\(g)Number(\"1234567.891\").formatted(fractionDigits: 2)", input: inputs.number) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Number(1234567).formatted(fractionDigits: 2)", input: inputs.integerNumber) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Number(1/3).formatted(fractionDigits: 2)", input: inputs.third) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Number(sqrt(2)).formatted(fractionDigits: 2)", input: inputs.root2) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Int(1234567).formatted(fractionDigits: 2)", input: inputs.int) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Double(1234567.891).formatted(fractionDigits: 2)", input: inputs.double) {
        $0.formatted(fractionDigits: 2)
      },
      Benchmark("\(g)Decimal(1234567.891).formatted(fractionDigits: 2)", input: inputs.decimal) {
        $0.formatted(fractionDigits: 2)
      },
    ]

    // formatted: all of the value's digits (whole numbers before issue 13 made that the
    // default). (Typed as String: Foundation has a `formatted()` method too.)
    list += [
      Benchmark("\(g)Number(\"1234567.891\").formatted", input: inputs.number) {
        let text: String = $0.formatted
        return text
      },
      Benchmark("\(g)Int(1234567).formatted", input: inputs.int) {
        let text: String = $0.formatted
        return text
      },
      Benchmark("\(g)Double(1234567.891).formatted", input: inputs.double) {
        let text: String = $0.formatted
        return text
      },
    ]

    // Percent and currency.
    list += [
      Benchmark("\(g)Number(\"0.1234\").percentString()", input: inputs.fraction) {
        $0.percentString()
      },
      Benchmark("\(g)Double(0.1234).percentString()", input: inputs.doubleFraction) {
        $0.percentString()
      },
      Benchmark("\(g)Number(\"1234567.891\").currencyString(code: \"USD\")", input: inputs.number) {
        $0.currencyString(code: "USD")
      },
      Benchmark("\(g)Double(1234567.891).currencyString(code: \"USD\")", input: inputs.double) {
        $0.currencyString(code: "USD")
      },
      Benchmark("\(g)Double(1234567.891).currencyString(code: \"KRW\")", input: inputs.double) {
        $0.currencyString(code: "KRW")
      },
    ]

    // DisplayFormat, made once.
    let display = try DisplayFormat(width: 12)
    let shown: [(String, Number)] = [
      ("1234567.891", inputs.number), ("1/3", inputs.third),
      ("123456789012345", inputs.wide), ("sqrt(2)", inputs.root2),
    ]
    for (label, value) in shown {
      list.append(
        Benchmark("\(g)DisplayFormat(width: 12).string(for: \(label))", input: value) {
          display.string(for: $0)
        })
    }

    // NumberFormat made once, and made for every call.
    let format = NumberFormat(fractionDigits: 2)
    list += [
      Benchmark("\(g)NumberFormat(fractionDigits: 2) made once, string(for: 1234567.891)", input: inputs.number) {
        format.string(for: $0)
      },
      Benchmark("\(g)NumberFormat(fractionDigits: 2) made per call, string(for: 1234567.891)", input: inputs.number) {
        NumberFormat(fractionDigits: 2).string(for: $0)
      },
    ]
    return list
  }
}
