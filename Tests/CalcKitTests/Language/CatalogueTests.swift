import Foundation
import TestSupport
import Testing

@testable import CalcKit

/// The language catalogue is the one list of built-in names: the evaluator implements
/// exactly its functions, and Grammar.md's function table names exactly them.
@Suite("The language catalogue")
struct CatalogueTests {
  static let root = repositoryRoot

  @Test("Every function of the catalogue has an implementation, and every implementation an entry")
  func implementationsMatchEntries() {
    let canonical = Set(Catalogue.functions.map(\.canonicalName))
    for entry in Catalogue.functions {
      #expect(FunctionTable.implementation(named: entry.canonicalName) != nil, "\(entry.name) has no implementation")
    }
    let names = FunctionTable.implementations.names
    #expect(Set(names).count == names.count, "a name has two implementations")
    for name in names {
      #expect(canonical.contains(name), "the implementation of \(name) has no catalogue entry")
    }
  }

  @Test("Names are unique, and an alias names a function under its own name with the same arity")
  func aliasesNameFunctions() throws {
    #expect(Set(Catalogue.functionNames).count == Catalogue.functions.count)
    for (alias, original) in Catalogue.aliases {
      let entry = try #require(Catalogue.function(named: alias))
      let target = try #require(Catalogue.function(named: original))
      #expect(target.aliasOf == nil, "\(alias) names \(original), itself an alias")
      #expect(entry.arity == target.arity && entry.category == target.category)
      #expect(entry.isIrrationalOfExactArguments == target.isIrrationalOfExactArguments)
    }
    for constant in Catalogue.constants {
      #expect(Catalogue.function(named: constant.name) == nil, "\(constant.name) is a constant and a function")
    }
  }

  @Test("A call of each catalogue function parses to that function and evaluates through its implementation")
  func everyFunctionIsCallable() throws {
    let calculator = Calculator()
    var values = 0
    for entry in Catalogue.functions {
      // 3/4 is in every function's domain but the ones from 1 up (acosh) or of whole
      // numbers; 3 in all of theirs.
      for argument in ["3/4", "3"] {
        let call = "\(entry.name)(\(Array(repeating: argument, count: entry.arity.lowerBound).joined(separator: ", ")))"
        // `if(c, a, b)` parses to a branch, not a call (only the branch taken is evaluated);
        // `sumover` and `prodover` to a loop, whose second argument is a name.
        if !["if", "sumover", "prodover"].contains(entry.name) { #expect(try calculator.parse(call).functionNames == [entry.name], "\(call)") }
        let original = "\(entry.canonicalName)(" + call.drop { $0 != "(" }.dropFirst()
        let direct = Result { () throws(CalcError) in calculator.format(try calculator.evaluate(call)) }
        let viaOriginal = Result { () throws(CalcError) in calculator.format(try calculator.evaluate(original)) }
        if case .success(let value) = direct {
          values += 1
          #expect(viaOriginal == .success(value), "\(call)")
        } else {
          #expect(throws: CalcError.self, "\(original) fails as \(call) does") { try viaOriginal.get() }
        }
      }
    }
    #expect(values > Catalogue.functions.count, "most calls give a value")
  }

  /// The names in the first column of Grammar.md's function table (`sqrt(x)`,
  /// `sin cos tan (x)`, `floor(x)`, `ceil(x)`): the identifiers outside parentheses.
  static func grammarTableNames() throws -> (names: Set<String>, otherNames: String) {
    let text = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## Functions\n").dropFirst().first)
      .components(separatedBy: "\n## ")[0]
    var names: Set<String> = []
    for line in section.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      for (index, span) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
        var depth = 0
        var outside = ""
        for character in span {
          if character == "(" { depth += 1 } else if character == ")" { depth -= 1 } else if depth == 0 { outside.append(character) }
        }
        for word in outside.split(separator: " ") {
          let isName = word.first.map { $0.isLetter || $0 == "_" } == true
            && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
          if isName { names.insert(String(word)) }
        }
      }
    }
    let otherNames = try #require(section.components(separatedBy: "**Other names.**").dropFirst().first)
      .components(separatedBy: "\n\n")[0]
    return (names, otherNames)
  }

  @Test("Grammar.md's function table names every function of the catalogue, and no other")
  func grammarTableMatchesCatalogue() throws {
    let (names, otherNames) = try Self.grammarTableNames()
    let primary = Set(Catalogue.primaryFunctions.map(\.name))
    #expect(names.count >= 40)
    for name in primary.subtracting(names).sorted() { Issue.record("Grammar.md's function table lacks \(name)") }
    for name in names.subtracting(primary).sorted() { Issue.record("Grammar.md names \(name), not in the catalogue") }
    for (alias, _) in Catalogue.aliases {
      #expect(otherNames.contains("`\(alias)`") || otherNames.contains("`\(alias) ") || otherNames.contains(" \(alias)`")
        || otherNames.contains(" \(alias) "), "Grammar.md's other names lack \(alias)")
    }
  }
}
