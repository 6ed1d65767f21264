import CalcKit
import Testing

/// The word operators against `Fixtures/words.tsv` (made by
/// `scripts/make-word-operator-vectors.py` with Python's fractions and `math.comb`/`math.perm`),
/// and the rule that a word that is also a name reads two ways.
@Suite("Word operators: plus minus times per div rem choose permute nCr nPr")
struct WordOperatorTests {
  @Test("Every line of words.tsv gives the reference's result")
  func allVectors() throws {
    let records = try Fixture.records("words", fieldCount: 2)
    #expect(records.count > 500)
    let calculator = Calculator()
    for record in records {
      let value = try calculator.evaluate(record.fields[0])
      #expect(calculator.format(value) == record.fields[1], "words.tsv:\(record.line): \(record.fields[0])")
    }
  }

  @Test("A word is an operator only between two operands; elsewhere it is a name")
  func onlyBetweenOperands() throws {
    var calculator = Calculator()
    try calculator.execute("times = 4")
    #expect(try calculator.evaluate("2 times") == Number(8))
    #expect(try calculator.evaluate("times + 1") == Number(5))
    // A number after the word: the name cannot read there (`times 3` is no product).
    #expect(try calculator.evaluate("5 times 3") == Number(15))
    // A parameter of that spelling is the parameter.
    try calculator.execute("f(per) = 2 per")
    #expect(try calculator.evaluate("f(3)") == Number(6))
  }

  @Test("A word that is also a name, before what could continue a product, reads two ways")
  func readsTwoWays() throws {
    var calculator = Calculator()
    try calculator.execute("plus = 2")
    let error = #expect(throws: CalcError.self) { try calculator.evaluate("3 plus (1)") }
    #expect(error?.kind == .syntax)
    #expect(error?.range == SourceRange(2, 6))
    #expect(error?.message.contains("write + for the operator, or (plus) for the name") == true)
    #expect(try calculator.evaluate("3 + (plus)") == Number(5))
  }

  @Test("Every other name of a function gives what the function gives, edges included")
  func aliases() throws {
    let aliases = BuiltIn.all.filter { $0.kind == .function && $0.summary.hasPrefix("the same as ") }
    #expect(aliases.count >= 18)
    let calculator = Calculator()
    for alias in aliases {
      let original = String(alias.summary.dropFirst("the same as ".count))
      let arguments = alias.arguments.hasPrefix("1 argument") || alias.arguments.hasPrefix("1 or") ? [["arccosh", "arcsec", "arccsc"].contains(alias.name) ? "1.5" : "0.5"] : ["7", "3"]
      let call = { (name: String) in "\(name)(\(arguments.joined(separator: ", ")))" }
      #expect(
        calculator.format(try calculator.evaluate(call(alias.name)))
          == calculator.format(try calculator.evaluate(call(original))), "\(alias.name)")
    }
    // The identity rule at a domain edge goes by the function, whatever its name.
    #expect(try calculator.evaluate("arcsin(cos(pi))") == calculator.evaluate("asin(cos(pi))"))
    #expect(try calculator.evaluate("arccos(sin(pi/2))") == Number(0))
  }
}
