import Foundation
import Testing

/// The lines issue 36 asks to show, through the built binary: the factorisations, the
/// primality answers and a modular power, each checked against a value computed outside
/// calc (sympy's factorint and isprime, Python's pow; see scripts/make-number-theory-vectors.py).
@Suite("Primes and factors on the command line")
struct NumberTheoryCLITests {
  @Test("Each line prints the reference's text", arguments: [
    // sympy.factorint(2**64 + 1) == {274177: 1, 67280421310721: 1}
    ("factor(2^64+1)", "274177 × 67280421310721"),
    ("factor(360)", "2^3 × 3^2 × 5"),
    // sympy.isprime(2**127 - 1), sympy.isprime(2**127 + 1)
    ("isprime(2^127-1)", "1"),
    ("isprime(2^127+1)", "0"),
    // pow(3, 10**100, 10**9 + 7)
    ("powmod(3, 10^100, 10^9+7)", "9102203"),
    ("factor(360) + 1", "361"),
  ])
  func mustShow(_ source: String, _ expected: String) throws {
    let result = try runCalc([source])
    #expect(result.stdout == expected + "\n", "\(result)")
    #expect(result.stderr == "" && result.status == 0, "\(result)")
  }

  @Test("In a batch, ans after factor is the number")
  func batch() throws {
    let result = try runCalc([], stdin: "factor(360)\nans + 1\ninvmod(3, 12)\n360 to factors\n")
    #expect(result.stdout == "2^3 × 3^2 × 5\n361\n\n2^3 × 3^2 × 5\n", "\(result)")
    #expect(result.stderr.contains("3 has no inverse mod 12: they share the factor 3"), "\(result)")
  }
}
