import CalcKit

/// Parse once, evaluate many: `x^2+1` parsed once and evaluated with a new value of `x`
/// each time, and the same as a plain Swift `Double` closure, the floor.
enum BindingBenchmarks {
  static let group = "bind/"
  static let boundName = "\(group)x^2+1 bound, a new x each time"
  static let doubleName = "\(group)Double closure x*x+1, a new x each time"

  /// Cycles through 1,024 inputs, one per call, so each evaluation gets a new value.
  final class Cursor: @unchecked Sendable {
    private var index = 0
    func next() -> Int {
      index = (index + 1) & 1023
      return index
    }
  }

  static func all() throws -> [Benchmark] {
    var calculator = Calculator()
    calculator.variables["y"] = 7  // a variable that is not read, as an app would have
    let parsed = try calculator.parse("x^2+1")
    let bound = try calculator.bind(parsed, parameters: ["x"])
    let numbers = (0..<1024).map { Number($0 - 512) }
    let doubles = (0..<1024).map { Double($0 - 512) }
    let square: (Double) -> Double = { x in x * x + 1 }
    let cursor = Cursor()
    return [
      Benchmark(boundName, input: bound) { f in
        guard let value = try? f.evaluate(numbers[cursor.next()]) else { return "error" }
        blackHole(value)
        return "evaluated"
      },
      Benchmark(doubleName, input: square) { f in
        blackHole(f(doubles[cursor.next()]))
        return "evaluated"
      },
      Benchmark("\(group)x^2+1 with evaluate(_:binding:), a new x each time", input: parsed) { p in
        guard let value = try? calculator.evaluate(p, binding: ["x": numbers[cursor.next()]]) else { return "error" }
        blackHole(value)
        return "evaluated"
      },
    ]
  }

  static let comparisons = [Comparison(calcKit: boundName, peer: doubleName)]
}
