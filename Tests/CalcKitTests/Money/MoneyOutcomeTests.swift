import CalcKit
import Testing

/// Amounts of money keep their currency in the library's outcome: the
/// text in the currency's minor units, checked against Python's fractions and ISO 4217
/// (`scripts/make-money-text-vectors.py`), the exact value beside it, and lowercase codes.
@Suite struct MoneyOutcomeTests {
  @Test("Every amount of money-text.tsv is shown as Python rounds it in minor units")
  func everyTextVectorMatches() throws {
    let records = try Fixture.records("money-text", fieldCount: 4)
    #expect(records.count > 500)
    let calculator = try MoneyLanguageTests.calculator()
    var mismatches: [String] = []
    for record in records {
      let (source, value, code, text) = (record.fields[0], record.fields[1], record.fields[2], record.fields[3])
      let got: String
      do {
        guard case .amount(let amount) = try calculator.outcome(of: source) else {
          mismatches.append("money-text.tsv:\(record.line): \(source) is not an amount")
          continue
        }
        let consistent = amount.isExact == !amount.text.hasPrefix("≈")
        got = "\(amount.value.fractionString ?? "approximate")\t\(amount.code)\t\(amount.text)\t\(consistent)"
      } catch {
        got = "error: \(error.message)"
      }
      if got != "\(value)\t\(code)\t\(text)\ttrue" {
        mismatches.append("money-text.tsv:\(record.line): \(source) → \(got), expected \(value) \(code) \(text)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(10).joined(separator: "\n"))")
    // outcome(of:) ran each line on a copy.
    #expect(calculator.lastResult == nil)
  }

  @Test("evaluate gives the exact value and outcome the amount with its currency")
  func evaluateGivesTheValueAndOutcomeTheAmount() throws {
    let calculator = try MoneyLanguageTests.calculator()
    let record = try #require(try Fixture.records("money-text", fieldCount: 4).first { $0.fields[0] == "€20 + $5" })
    let value = try calculator.evaluate("€20 + $5")
    #expect(value.fractionString == record.fields[1])
    guard case .amount(let amount) = try calculator.outcome(of: "€20 + $5") else {
      Issue.record("€20 + $5 is not an amount")
      return
    }
    #expect(amount.value == value)
    #expect(amount.code == record.fields[2])
    #expect(amount.text == record.fields[3])
    #expect(!amount.isExact)
    #expect(amount.rateDate == "2017-03-08")
    // Every digit at the calculator's precision, beside the rounded text.
    #expect(amount.valueText == calculator.format(value) + " EUR")
    // The same rule in a locale: the separators change, nothing else.
    #expect(amount.formatted(locale: .deDE) == String(record.fields[3].map { $0 == "." ? "," : $0 }))
    #expect(amount.formatted(locale: .posix, usesGrouping: false) == amount.text)
  }

  @Test("outcome(of:) stores no variable, definition or ans")
  func outcomeStoresNothing() throws {
    var calculator = try MoneyLanguageTests.calculator()
    guard case .amount(let price) = try calculator.outcome(of: "price = 100 EUR to USD") else {
      Issue.record("an assignment of an amount is not an amount")
      return
    }
    #expect(price.code == "USD")
    #expect(calculator.variables.isEmpty && calculator.lastResult == nil)
    guard case .definition = try calculator.outcome(of: "f(x) = x + 1") else {
      Issue.record("a definition is not a definition")
      return
    }
    #expect(calculator.definitions.isEmpty)
    // What run stores, the outcome reads back with its currency.
    try calculator.run("price = 100 EUR to USD")
    guard case .amount(let doubled) = try calculator.outcome(of: "price * 2") else {
      Issue.record("price * 2 is not an amount")
      return
    }
    #expect(doubled.code == "USD")
    #expect(try doubled.value == price.value * 2)
  }

  @Test("An amount in a currency without ISO minor units shows the value formatted")
  func aRetiredCurrencyHasTheFormattedValue() throws {
    // HRK left ISO 4217's list, so calc knows no minor units for it; the 2017 rates quote it.
    let calculator = try MoneyLanguageTests.calculator()
    guard case .amount(let kuna) = try calculator.outcome(of: "100 EUR to HRK") else {
      Issue.record("100 EUR to HRK is not an amount")
      return
    }
    let rate = try #require(calculator.exchangeRates?.rate(of: "HRK"))
    #expect(try kuna.value == rate * 100)
    #expect(kuna.text == calculator.format(kuna.value) + " HRK")
    #expect(kuna.isExact == kuna.value.isExactlyShown(precision: calculator.precision))
  }

  @Test("A huge amount is marked ≈ only when it is rounded")
  func aHugeAmountIsMarkedOnlyWhenRounded() throws {
    // Beyond 10^100,000 the number is written in scientific notation, not in minor units.
    let calculator = Calculator()
    guard case .amount(let round) = try calculator.outcome(of: "10^200000 USD"),
      case .amount(let odd) = try calculator.outcome(of: "(10^200000 + 1) USD")
    else {
      Issue.record("not amounts")
      return
    }
    #expect(round.isExact && !round.text.hasPrefix("≈") && round.text.hasSuffix(" USD"), "\(round.text)")
    #expect(!odd.isExact && odd.text.hasPrefix("≈"), "\(odd.text)")
  }

  @Test(
    "A currency code in lowercase is an unknown name that suggests the capitals",
    arguments: [
    ("100 usd to eur", 4, 7, "usd", "USD"),
    ("€20 + 5 usd", 10, 13, "usd", "USD"),  // UTF-8 offsets: € is 3 bytes
    ("3 Jpy", 2, 5, "Jpy", "JPY"),
  ])
  func lowercaseCodesSuggestCapitals(_ source: String, _ lower: Int, _ upper: Int, _ name: String, _ code: String)
    throws
  {
    let calculator = try MoneyLanguageTests.calculator()
    do {
      _ = try calculator.evaluate(source)
      Issue.record("\(source) was accepted")
    } catch {
      #expect(error.kind == .unknownName)
      #expect(error.message.hasPrefix("unknown name '\(name)' (did you mean '\(code)'?"), "\(error.message)")
      #expect(error.range == SourceRange(lower, upper))
    }
  }

  @Test("A lowercase code after to is read as the currency")
  func lowercaseAfterToIsRead() throws {
    let calculator = try MoneyLanguageTests.calculator()
    #expect(try calculator.evaluate("100 USD to eur") == calculator.evaluate("100 USD to EUR"))
    // A variable with a code's letters in lowercase is a name like any other.
    var session = calculator
    try session.execute("all = 4")
    #expect(try session.evaluate("all * 2") == 8)
  }
}
