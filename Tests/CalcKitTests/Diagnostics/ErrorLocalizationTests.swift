import CalcKit
import Foundation
import Testing

// CalcError through Foundation's error API, as an app's alert reads it.

@Suite("CalcError as LocalizedError")
struct ErrorLocalizationTests {
  private func failure(_ source: String) throws -> CalcError {
    do {
      _ = try Calculator().evaluate(source)
    } catch {
      return error
    }
    throw CalcError(.syntax, "no error from \(source)", at: SourceRange(0, 0))
  }

  @Test("localizedDescription is the message", arguments: ["1+*2", "1/0", "sqrt(-1)", "foo", "exp(4e18)", "(1+2"])
  func description(source: String) throws {
    let error = try failure(source)
    #expect((error as any Error).localizedDescription == error.message)
    #expect(error.errorDescription == error.message)
    #expect((error as NSError).localizedDescription == error.message)
  }

  @Test("failureReason is the kind in words", arguments: [
    ("1+*2", "Syntax"), ("1/0", "Division by zero"), ("foo", "Unknown name"), ("sqrt(2, 3)", "Wrong argument count"),
    ("pi = 3", "Invalid assignment"), ("sqrt(-1)", "Domain"), ("exp(4e18)", "Too large"),
  ])
  func reason(source: String, expected: String) throws {
    #expect(try failure(source).failureReason == expected)
  }

  @Test("Every kind has a reason in words")
  func everyKind() {
    for kind in CalcError.Kind.allCases {
      let reason = CalcError(kind, "m", at: SourceRange(0, 0)).failureReason ?? ""
      #expect(!reason.isEmpty && !reason.contains("-") && reason.first?.isUppercase == true, "\(kind)")
    }
  }
}
