import BigInt
import CalcNumber
import Foundation
import Testing

/// Number's saved form of an approximation, `lower..upper`: each bound is written as its
/// exact fraction when its exponent is within ±4,096 and as `significand p exponent`
/// beyond, so bounds on either side of that line are written in the two forms, and must
/// read back as the same value.
@Suite("Saved form of approximations")
struct SavedFormTests {
  /// `(2^n ± 1) · 2^exponent` for an odd significand: an exponent that stays as given.
  static func bound(_ n: Int, plus: Bool, exponent: Int) -> Dyadic {
    let one = BigInt(1)
    return Dyadic(plus ? (one << n) + 1 : (one << n) - 1, exponent: exponent)
  }

  @Test(
    "Bounds written one as a fraction and one as significand p exponent read back as the same value",
    arguments: [
      // 2^103 + 2^-4097 .. 2^103 + 2^-4096: the lower bound beyond the line, the upper on it.
      (bound(4200, plus: true, exponent: -4097), bound(4199, plus: true, exponent: -4096)),
      // 2^103 - 2^-4096 .. 2^103 + 2^-4097: the lower bound on the line, the upper beyond it.
      (bound(4199, plus: false, exponent: -4096), bound(4200, plus: true, exponent: -4097)),
    ])
  func mixedForms(lower: Dyadic, upper: Dyadic) throws {
    let value = Number(lower: lower, upper: upper)
    let text = value.losslessText
    let parts = try #require(Number.boundsParts(text))
    #expect(parts.count == 2 && parts.filter { $0.contains("p") }.count == 1, "\(text.prefix(40))…")
    #expect(Number(losslessText: text) == value)
    let data = try JSONEncoder().encode([value])
    #expect(try JSONDecoder().decode([Number].self, from: data) == [value])
  }

  @Test("Bounds in one form each way still read back, and bounds out of order or equal are refused")
  func sameForms() throws {
    let far = Number(lower: Self.bound(4300, plus: false, exponent: -4197), upper: Self.bound(4300, plus: true, exponent: -4197))
    let near = Number(lower: Self.bound(100, plus: false, exponent: -97), upper: Self.bound(100, plus: true, exponent: -97))
    for value in [far, near] {
      #expect(Number(losslessText: value.losslessText) == value)
    }
    #expect(Number(losslessText: "3/2..1/2") == nil)
    #expect(Number(losslessText: "1..1") == nil)
    #expect(Number(losslessText: "1/2..3p-4097") == nil)
    #expect(Number(losslessText: "3p-4097..1/2")?.isExact == false)
  }
}
