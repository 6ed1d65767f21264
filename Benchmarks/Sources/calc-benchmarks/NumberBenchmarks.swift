import CalcKit

/// The number core: one operation on two values, through the public API. The operands are
/// variables `a` and `b` of a calculator and the expression is parsed once, so each
/// iteration is the evaluation of `a+b` (say): the operation plus a small fixed overhead,
/// which `a` alone measures.
enum NumberBenchmarks {
  static let group = "number/"

  static func all() throws -> [Benchmark] {
    let g = group
    let setup = Calculator()
    // Small: numerator and denominator in a machine word. Big: about 100-bit parts.
    let pairs: [(label: String, a: String, b: String)] = [
      ("small integers", "123456", "789"),
      ("small fractions", "22/7", "355/113"),
      ("big fractions", "2^100/3^40", "7^30/5^45"),
    ]
    var list: [Benchmark] = []
    for pair in pairs {
      var calculator = setup
      calculator.variables["a"] = try setup.evaluate(pair.a)
      calculator.variables["b"] = try setup.evaluate(pair.b)
      for operation in ["a", "a+b", "a*b", "a/b"] {
        let expression = try calculator.parse(operation)
        let name = operation == "a" ? "a alone (the overhead)" : operation
        list.append(
          Benchmark("\(g)\(pair.label): \(name)", input: expression) { [calculator] in
            (try? calculator.evaluate($0)).map { $0.isExact ? "exact" : "approximate" } ?? "error"
          })
      }
    }
    return list
  }
}
