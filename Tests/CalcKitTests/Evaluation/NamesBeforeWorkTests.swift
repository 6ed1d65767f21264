import CalcKit
import Testing

/// Every name of a line is looked up before any of its arithmetic: an unknown name, a call
/// of a function nothing defines or with the wrong number of arguments, is the error even
/// when an operation before it would fail or take long.
@Suite("Names are checked before any work")
struct NamesBeforeWorkTests {
  /// The error `source` ends with in `calculator`, or nil when it gives a value.
  static func error(_ source: String, in calculator: inout Calculator) -> CalcError? {
    do {
      _ = try calculator.run(source)
      return nil
    } catch {
      return error
    }
  }

  @Test("An unknown name after a division by zero is the error, pointed at the name")
  func unknownNameFirst() throws {
    var calculator = Calculator()
    let error = try #require(Self.error("1/0 + nosuch", in: &calculator))
    #expect(error.kind == .unknownName)
    #expect(error.range == SourceRange(6, 12))
  }

  @Test("A name in the branch of if that is not taken is looked up too")
  func untakenBranch() throws {
    var calculator = Calculator()
    let error = try #require(Self.error("if(1, 2, nosuch)", in: &calculator))
    #expect(error.kind == .unknownName)
    #expect(Self.error("if(1, 2, ans)", in: &calculator)?.kind == .unknownName)
    _ = try calculator.run("3")
    #expect(Self.error("if(1, 2, ans)", in: &calculator) == nil)
  }

  @Test("A call of a defined function with the wrong number of arguments fails before the work")
  func arityFirst() throws {
    var calculator = Calculator()
    _ = try calculator.run("g(x) = x + 1")
    #expect(Self.error("1/0 + g(1, 2)", in: &calculator)?.kind == .wrongArgumentCount)
    #expect(Self.error("1/0 + h(1)", in: &calculator)?.kind == .unknownName)
    #expect(Self.error("1/0 + g(1)", in: &calculator)?.kind == .divisionByZero)
  }

  @Test("A definition may use a name defined after it; calling it before then names it")
  func definitionsLookUpWhenCalled() throws {
    var calculator = Calculator()
    _ = try calculator.run("f(x) = x + later")
    #expect(Self.error("f(1)", in: &calculator)?.kind == .unknownName)
    _ = try calculator.run("later = 41")
    #expect(try calculator.execute("f(1)") == Number(42))
  }
}
