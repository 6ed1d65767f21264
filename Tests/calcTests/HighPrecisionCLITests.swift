import Foundation
import TestSupport
import Testing

/// `calc` at the largest precision, 100,000 significant digits, and the largest integers
/// printed in full (`2^1000000`, `100000!`), checked against mpmath, Python's
/// `decimal` and `int` (HighPrecisionExpected.swift, from
/// `scripts/make-high-precision-cli-vectors.py`) by length, ends and SHA-256.
@Suite("Precision to 100,000 digits on the command line")
struct HighPrecisionCLITests {
  /// A deadline for a debug build on a loaded machine (each case takes a few seconds).
  static let timeout: Double = 180

  @Test("calc prints every digit as the reference does, up to 100,000 digits", arguments: HighPrecisionExpected.outputs)
  func output(_ expected: HighPrecisionExpected.Output) throws {
    let result = try runCalc(expected.arguments, timeout: Self.timeout)
    try #require(result.status == 0 && result.stderr.isEmpty, "\(expected): \(result.stderr)")
    let text = result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
    #expect(text.utf8.count == expected.length, "\(expected): \(text.utf8.count) characters")
    #expect(String(text.prefix(40)) == expected.head, "\(expected)")
    #expect(String(text.suffix(40)) == expected.tail, "\(expected)")
    #expect(SHA256.hex(Array(result.stdout.utf8)) == expected.sha256, "\(expected): the digits differ")
  }

  /// Issue 35's must-show: Γ(1/3) to 10,000 digits, every one equal to Arb's
  /// (`Fixtures/gamma-one-third-10000.txt`, python-flint at 10,030 and 10,060 digits
  /// rounding alike: scripts/make-gamma-high-vectors.py).
  @Test("calc --precision 10000 \"gamma(1/3)\" prints Arb's 10,000 digits")
  func gammaOfOneThird() throws {
    let reference = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Tests/CalcKitTests/Fixtures/gamma-one-third-10000.txt"),
      encoding: .utf8)
    let expected = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(expected.filter(\.isNumber).count == 10_000)
    let result = try runCalc(["--precision", "10000", "gamma(1/3)"], timeout: Self.timeout)
    try #require(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
  }

  @Test("One more digit than the largest precision is a usage error", arguments: [
    ["--precision", "100001", "pi"], ["--fraction-digits", "100001", "pi"],
  ])
  func beyondTheLimit(_ arguments: [String]) throws {
    let result = try runCalc(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout.isEmpty && result.stderr.contains("100000"), "\(result)")
  }
}
