import CalcKit
import Testing

/// Amounts of money in the language, converted with the ECB's rates of 2017-03-08: values
/// checked against Python's fractions (`scripts/make-money-vectors.py`), and the errors.
@Suite struct MoneyLanguageTests {
  static func calculator() throws -> Calculator {
    var calculator = Calculator()
    calculator.exchangeRates = try ExchangeRates(ecbXML: ECBFile.text(ECBFile.daily))
    return calculator
  }

  @Test("Every line of money.tsv gives Python's amount in its currency, or its error")
  func everyVectorMatches() throws {
    let records = try Fixture.records("money", fieldCount: 3)
    #expect(records.count > 1000)
    let base = try MoneyLanguageTests.calculator()
    var mismatches: [String] = []
    for record in records {
      var calculator = base
      let (source, value, code) = (record.fields[0], record.fields[1], record.fields[2])
      let outcome: String
      do {
        switch try calculator.run(source) {
        case .amount(let amount):
          outcome = "\(amount.value.fractionString ?? "approximate")\t\(amount.code)"
        case .value(let number):
          outcome = "\(number.fractionString ?? "approximate")\t-"
        case .converted, .definition, .plot:
          outcome = "unexpected"
        }
      } catch {
        outcome = "error: \(error.message)"
      }
      if outcome != "\(value)\t\(code)" {
        mismatches.append("money.tsv:\(record.line): \(source) → \(outcome), expected \(value) \(code)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count):\n\(mismatches.prefix(10).joined(separator: "\n"))")
  }

  @Test("Converted amounts carry their rate date and exactness; one currency needs no rates")
  func conversionsAndRateDates() throws {
    var calculator = try MoneyLanguageTests.calculator()
    guard case .amount(let usd) = try calculator.run("100 EUR to USD") else {
      Issue.record("not an amount")
      return
    }
    #expect(usd.text == "105.56 USD")
    #expect(usd.rateDate == "2017-03-08")
    #expect(usd.isExact)
    guard case .amount(let yen) = try calculator.run("1000 KRW to JPY") else {
      Issue.record("1000 KRW to JPY is not an amount")
      return
    }
    #expect(try yen.value == Number(1000) * Number("120.65")! / Number("1216.36")!)
    #expect(yen.code == "JPY")
    #expect(!yen.isExact)
    // Amounts of one currency need no rates, and report no date.
    var offline = Calculator()
    guard case .amount(let sum) = try offline.run("$5 + 2.50 USD") else {
      Issue.record("$5 + 2.50 USD is not an amount")
      return
    }
    #expect(sum.text == "7.50 USD")  // two minor units
    #expect(sum.rateDate == nil)
  }

  @Test(
    "Amounts used where they make no sense are errors with a caret and the reason",
    arguments: [
    ("3 USD * 2 EUR", 0, 13, "cannot multiply two amounts"),
    ("5 + 3 USD", 0, 9, "plain number and an amount"),
    ("2 / 3 USD", 0, 9, "cannot divide a plain number"),
    ("sqrt(4 USD)", 5, 10, "'sqrt' takes plain numbers"),
    ("2 USD ^ 2", 2, 9, "'^' does not apply"),
    ("100 to KRW", 7, 10, "only an amount of money converts"),
    ("100 USD to HRK", 11, 14, "no rate for HRK in the rates of 2017-03-08: the last rate known is of 2016-12-30"),
    ("100 USX", 4, 7, "did you mean 'USD'"),
    ("USD = 3", 0, 3, "currency code"),
  ])
  func errors(_ source: String, _ lower: Int, _ upper: Int, _ words: String) throws {
    var calculator = try MoneyLanguageTests.calculator()
    calculator.exchangeRates?.rates["HRK"] = nil
    calculator.lastKnownRateDates = ["HRK": "2016-12-30"]
    do {
      _ = try calculator.run(source)
      Issue.record("\(source) was accepted")
    } catch {
      #expect(error.message.contains(words), "\(source): \(error.message)")
      #expect(error.range == SourceRange(lower, upper), "\(source): \(error.range)")
    }
  }

  @Test("Without rates, a conversion between currencies is a money error")
  func withoutRatesAConversionSaysSo() {
    var calculator = Calculator()
    #expect {
      try calculator.run("100 USD to EUR")
    } throws: { error in
      (error as? CalcError)?.kind == .money
    }
  }

  @Test("Variables and ans keep an amount's currency")
  func variablesAndAnsKeepTheCurrency() throws {
    var calculator = try MoneyLanguageTests.calculator()
    try calculator.run("price = 100 EUR")
    guard case .amount(let doubled) = try calculator.run("price * 2") else {
      Issue.record("the variable lost its currency")
      return
    }
    #expect(doubled.text == "200.00 EUR")
    guard case .amount(let dollars) = try calculator.run("ans to USD") else {
      Issue.record("ans to USD is not an amount")
      return
    }
    #expect(dollars.text == "211.12 USD")
    // A plain number stored over it is plain again.
    try calculator.run("price = 5")
    guard case .value = try calculator.run("price * 2") else {
      Issue.record("a plain number kept an old currency")
      return
    }
  }

  @Test("A variable's currency restored with its value makes it an amount again")
  func variableCurrenciesRoundTrip() throws {
    var calculator = try MoneyLanguageTests.calculator()
    try calculator.run("price = 100 EUR")
    #expect(calculator.variableCurrencies == ["price": "EUR", "ans": "EUR"])
    try calculator.run("n = 3")
    // ans is the plain 3 now.
    #expect(calculator.variableCurrencies == ["price": "EUR"])
    // A new calculator with the same values and the saved currencies reads amounts again.
    var restored = try MoneyLanguageTests.calculator()
    restored.variables = calculator.variables
    restored.lastResult = calculator.lastResult
    restored.variableCurrencies = calculator.variableCurrencies.merging(["n": "XYZ", "gone": "USD"]) { a, _ in a }
    #expect(restored.variableCurrencies == ["price": "EUR"])
    guard case .amount(let doubled) = try restored.run("price * n") else {
      Issue.record("the restored variable lost its currency")
      return
    }
    #expect(doubled.text == "300.00 EUR")
  }

  @Test("evaluate gives an amount's number in the currency asked for")
  func evaluateGivesTheAmountInTheCurrencyAskedFor() throws {
    let calculator = try MoneyLanguageTests.calculator()
    #expect(try calculator.evaluate("100 EUR to USD") == Number("105.56"))
    #expect(try calculator.evaluate("100 EUR") == Number(100))
  }
}
