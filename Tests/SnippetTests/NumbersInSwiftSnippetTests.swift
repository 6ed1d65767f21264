import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "Numbers in Swift Code" (NumbersInSwift.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct NumbersInSwiftSnippetTests {
  /// Numbers in Swift Code (NumbersInSwift.md).
  @Test("NumbersInSwift.md's block computes as its comments show")
  func numbersInSwiftCode() throws {
    // The block, as it is:
    let price = Number("19.99")!                    // exactly 1999/100
    let total = try price * 3 - Number("0.97")!     // exactly 59
    let third = try Number(1) / 3                   // exactly 1/3
    third.fractionString                            // "1/3"
    try third * 3 == 1                              // true
    try Number(2).raised(to: 100)                   // exact, 31 digits
    try Number(2).raised(to: Number("1/2")!, precision: 50)   // an approximation of √2

    Number(0.1 as Double)!.fractionString           // "3602879701896397/36028797018963968"
    Double(third)                                   // 0.3333333333333333, correctly rounded
    // What it shows:
    #expect(price.fractionString == "1999/100")
    #expect(total == 59 && total.isExact)
    #expect(third.fractionString == "1/3")
    #expect(try third * 3 == 1)
    #expect(try Number(2).raised(to: 100).fractionString?.count == 31)
    let root = try Number(2).raised(to: Number("1/2")!, precision: 50)
    #expect(!root.isExact)
    #expect(Number(0.1 as Double)!.fractionString == "3602879701896397/36028797018963968")
    #expect(Double(third) == 1.0 / 3)
  }

  /// Numbers in Swift Code: one value, one truth (NumbersInSwift.md).
  @Test("NumbersInSwift.md's one-value-one-truth block gives what its comments show")
  func oneValueOneTruth() throws {
    // The block, as it is:
    let calculator = Calculator()
    let two = try calculator.evaluate("sqrt(2)^2")          // exactly 2, by the identity rule
    two.isExact                                             // true
    two == 2                                                // true, and the same hash as Number(2)
    let root38 = try calculator.evaluate("sqrt(2)")
    let root50 = try Calculator(precision: 50).evaluate("sqrt(2)")
    root38 == root50                                        // false: other bounds, another key
    root38.decimalString(precision: 30) == root50.decimalString(precision: 30)   // true: a key by value
    root38.compare(root50)                                  // nil: the bounds overlap

    let price = Number("19.99")!
    Decimal(exactly: price)                                 // 19.99
    Decimal(exactly: try Number(1) / 3)                     // nil: 1/3 does not terminate
    Decimal(rounding: try Number(1) / 3)                    // 0.33333333333333333333333333333333333333
    let huge = try Number(10).raised(to: 200)
    Decimal(rounding: huge)                                 // nil: past Decimal's range (decimalValue is NaN)
    Double(rounding: huge)                                  // 1e+200
    Double(rounding: try huge * huge)                       // nil: past Double's range (Double(_:) is +infinity)
    // What it shows:
    #expect(two.isExact)
    #expect(two == 2)
    #expect(two.hashValue == Number(2).hashValue)
    #expect(root38 != root50)
    #expect(root38.decimalString(precision: 30) == root50.decimalString(precision: 30))
    #expect(root38.compare(root50) == nil)
    #expect(Decimal(exactly: price) == Decimal(string: "19.99"))
    #expect(Decimal(exactly: try Number(1) / 3) == nil)
    #expect(Decimal(rounding: try Number(1) / 3)?.description == "0." + String(repeating: "3", count: 38))
    #expect(Decimal(rounding: huge) == nil)
    #expect(huge.decimalValue.isNaN)
    #expect(Double(rounding: huge) == 1e200)
    #expect(Double(rounding: try huge * huge) == nil)
    #expect(Double(try huge * huge) == .infinity)
  }

  /// Numbers in Swift Code: JSON (NumbersInSwift.md).
  @Test("NumbersInSwift.md's JSON block encodes and decodes as its comments show")
  func codableJSON() throws {
    // The block, as it is:
    struct LineItem: Codable { var price: Number; var qty: Number }
    let item = try JSONDecoder().decode(LineItem.self, from: Data(#"{"price": 19.99, "qty": "3"}"#.utf8))
    Calculator().format(try item.price * item.qty)  // "59.97"

    let encoder = JSONEncoder()
    encoder.userInfo[Number.encodingStyleKey] = Number.EncodingStyle.number
    try encoder.encode(item)  // {"price":19.99,"qty":3}; without the style {"price":"19.99","qty":"3"}
    // What it shows:
    #expect(Calculator().format(try item.price * item.qty) == "59.97")
    let numbers = String(decoding: try encoder.encode(item), as: UTF8.self)
    #expect(numbers.contains(#""price":19.99"#) && numbers.contains(#""qty":3"#), "\(numbers)")
    let strings = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
    #expect(strings.contains(#""price":"19.99""#) && strings.contains(#""qty":"3""#), "\(strings)")
  }
}
