/// A name the language defines, a function or a constant, with a line of help: what an
/// app needs to list, complete or explain the names calc knows.
///
/// ```swift
/// BuiltIn.all.filter { $0.name.hasPrefix("sq") }.map(\.name)   // ["sqrt"]
/// ```
///
/// ``Calculator/names`` lists these and, with the same type, the functions and constants a
/// calculator adds (``origin`` tells them apart).
public struct BuiltIn: Sendable, Hashable {
  /// What kind of name it is.
  public enum Kind: Sendable, Hashable {
    /// Called with arguments in parentheses: `sqrt(2)`.
    case function
    /// A value: `pi`.
    case constant
  }

  /// The name as typed: `sqrt`, `pi`, `π`.
  public let name: String
  /// A function or a constant.
  public let kind: Kind
  /// How many arguments a function takes (`1 argument`, `1 or 2 arguments`); empty for a
  /// constant.
  public let arguments: String
  /// One line of help: `square root; exact for perfect squares: sqrt(16) = 4`. For a
  /// function defined in the language, its definition: `f(x) = x^2 + 1`.
  public let summary: String
  /// Where the name comes from.
  public let origin: Origin

  /// Where a name comes from.
  public enum Origin: Sendable, Hashable {
    /// Part of the language: ``BuiltIn/all``.
    case builtIn
    /// Registered by an app with `define(function:arity:help:_:)`
    /// or ``Calculator/define(constant:value:help:)``.
    case registered
    /// Defined in the language: `f(x) = x^2 + 1`.
    case defined
  }

  /// The kind of name, as `:help` groups them: `trigonometric`, `roots and powers`,
  /// `constants`, …; empty for a name a calculator adds.
  public let category: String

  /// The function this name is another name for (`asin` for `arcsin`), or nil.
  public let aliasOf: String?

  init(
    name: String, kind: Kind, arguments: String, summary: String, category: String = "", aliasOf: String? = nil,
    origin: Origin = .builtIn
  ) {
    self.category = category
    self.aliasOf = aliasOf
    self.name = name
    self.kind = kind
    self.arguments = arguments
    self.summary = summary
    self.origin = origin
  }

  /// Every function (in Grammar.md's order) and then every constant.
  public static let all: [BuiltIn] =
    Catalogue.functions.map {
      BuiltIn(
        name: $0.name, kind: .function, arguments: $0.arityDescription, summary: $0.help, category: $0.category.rawValue,
        aliasOf: $0.aliasOf)
    }
    + Catalogue.constants.map {
      BuiltIn(name: $0.name, kind: .constant, arguments: "", summary: $0.help, category: "constants")
    }

  /// The categories of the built-in functions, in the order `:help` lists them.
  public static let functionCategories: [String] = FunctionEntry.Category.allCases.map(\.rawValue)

  /// The words that are operators, not values: `mod`, `of`.
  public static let operatorWords: [String] = Catalogue.keywords.sorted()
}
