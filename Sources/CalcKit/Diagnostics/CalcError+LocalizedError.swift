#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// So an app can show a `CalcError` as it shows any error: `localizedDescription` (and a
/// SwiftUI or AppKit alert) reads the message, such as `division by zero`, instead of
/// "The operation could not be completed".
extension CalcError: LocalizedError {
  /// The message: `expected a number after '+'`.
  public var errorDescription: String? { message }

  /// The kind in words, from its raw value: `Division by zero`, `Syntax`, `Unknown name`.
  public var failureReason: String? {
    let words = String(kind.rawValue.map { $0 == "-" ? " " : $0 })
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
