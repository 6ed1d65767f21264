import Foundation
import Testing

// An amount of money looks the same in one-shot, batch and the session: in its currency's
// minor units, ≈ when they round it.

@Suite("Amounts in one-shot and batch")
struct AmountCLITests {
  @Test("one-shot shows an amount in cents, ≈ when rounded, as the session does")
  func amountInMinorUnits() throws {
    let third = try runCalc(["$237.80/3"])
    #expect(third.stdout == "≈79.27 USD\n", "\(third)")
    #expect(third.status == 0)
    let exact = try runCalc(["$5 + 2.50 USD"])
    #expect(exact.stdout == "7.50 USD\n", "\(exact)")
    let yen = try runCalc(["1000 JPY / 3"])
    #expect(yen.stdout == "≈333 JPY\n", "\(yen)")
  }

  @Test("every digit of an amount is a conversion away: to N digits, to fraction")
  func amountInFull() throws {
    let digits = try runCalc(["$237.80/3 to 40 digits"])
    #expect(digits.stdout == "≈79.26666666666666666666666666666666666667 USD\n", "\(digits)")
    let fraction = try runCalc(["$237.80/3 to fraction"])
    #expect(fraction.stdout == "1189/15 USD\n", "\(fraction)")
  }

  @Test("batch shows amounts as one-shot and the session do")
  func batchAmounts() throws {
    let result = try runCalc([], stdin: "price = $5\nprice/3\nans*3\n")
    #expect(result.stdout == "5.00 USD\n≈1.67 USD\n5.00 USD\n", "\(result)")
    #expect(result.status == 0)
  }

  @Test("--locale writes an amount with the locale's separators")
  func amountInLocale() throws {
    let result = try runCalc(["--locale", "de_DE", "$1234.56 * 1000 / 7"])
    #expect(result.stdout == "≈176.365,71 USD\n", "\(result)")
  }
}
