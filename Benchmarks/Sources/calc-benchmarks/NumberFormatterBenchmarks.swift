import Foundation

/// The peer: Foundation's `NumberFormatter`, doing the jobs the CalcKit benchmarks do,
/// in the same run.
enum NumberFormatterBenchmarks {
  static let group = "format/peer/"

  /// A decimal formatter like `formatted(fractionDigits: 2)`: en_US, grouped, exactly 2
  /// digits after the point, half-even.
  static func makeDecimalFormatter() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    formatter.roundingMode = .halfEven
    #if !canImport(Darwin)
      // swift-corelibs-foundation passes maximumFractionDigits to ICU only when
      // minimumFractionDigits is 0 (swift-corelibs-foundation issue 4221), so with both at
      // 2 it writes "1,234,567.891". The pattern says the same thing and is applied.
      formatter.positiveFormat = "#,##0.00"
    #endif
    return formatter
  }

  /// A currency formatter like `currencyString(code: "USD")`.
  static func makeCurrencyFormatter() -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = "USD"
    formatter.roundingMode = .halfEven
    return formatter
  }

  static func all(_ inputs: FormattingInputs) -> [Benchmark] {
    let g = group
    let decimal = makeDecimalFormatter()
    let currency = makeCurrencyFormatter()
    return [
      Benchmark("\(g)NumberFormatter made once, Double 1234567.891", input: inputs.double) {
        decimal.string(from: NSNumber(value: $0)) ?? "nil"
      },
      Benchmark("\(g)NumberFormatter made once, Decimal 1234567.891", input: inputs.decimal) {
        decimal.string(from: NSDecimalNumber(decimal: $0)) ?? "nil"
      },
      Benchmark("\(g)NumberFormatter made once, Int 1234567", input: inputs.int) {
        decimal.string(from: NSNumber(value: $0)) ?? "nil"
      },
      Benchmark("\(g)NumberFormatter currency USD made once, Double 1234567.891", input: inputs.double) {
        currency.string(from: NSNumber(value: $0)) ?? "nil"
      },
      Benchmark("\(g)NumberFormatter made per call, Double 1234567.891", input: inputs.double) {
        makeDecimalFormatter().string(from: NSNumber(value: $0)) ?? "nil"
      },
    ]
  }

  /// Which CalcKit benchmark each peer benchmark is compared with.
  static let comparisons: [Comparison] = {
    let f = FormattingBenchmarks.group
    let g = NumberFormatterBenchmarks.group
    return [
      Comparison(
        calcKit: "\(f)Double(1234567.891).formatted(fractionDigits: 2)",
        peer: "\(g)NumberFormatter made once, Double 1234567.891"),
      Comparison(
        calcKit: "\(f)Decimal(1234567.891).formatted(fractionDigits: 2)",
        peer: "\(g)NumberFormatter made once, Decimal 1234567.891"),
      Comparison(
        calcKit: "\(f)Int(1234567).formatted(fractionDigits: 2)",
        peer: "\(g)NumberFormatter made once, Int 1234567"),
      Comparison(
        calcKit: "\(f)Number(\"1234567.891\").formatted(fractionDigits: 2)",
        peer: "\(g)NumberFormatter made once, Double 1234567.891"),
      Comparison(
        calcKit: "\(f)NumberFormat(fractionDigits: 2) made once, string(for: 1234567.891)",
        peer: "\(g)NumberFormatter made once, Double 1234567.891"),
      Comparison(
        calcKit: "\(f)Double(1234567.891).currencyString(code: \"USD\")",
        peer: "\(g)NumberFormatter currency USD made once, Double 1234567.891"),
      Comparison(
        calcKit: "\(f)NumberFormat(fractionDigits: 2) made per call, string(for: 1234567.891)",
        peer: "\(g)NumberFormatter made per call, Double 1234567.891"),
      Comparison(
        calcKit: "\(f)Double(1234567.891).formatted(fractionDigits: 2)",
        peer: "\(g)NumberFormatter made per call, Double 1234567.891"),
    ]
  }()
}
