import Testing

/// A `factor` line on the command line is printed by the one-shot fast path
/// (`OneShot.printValueIfItSucceeds`), which used to leave every outcome but a plain value
/// to the options parser's path, so the number was factored twice (`factor(2^128+1)` spent
/// its whole share of the work budget twice). Both paths must print the same text; `--`
/// before the expression takes the options parser's path. The factorisations are those of
/// sympy's `factorint` (2^64 + 1 = 274177 · 67280421310721).
@Suite("One-shot factor lines")
struct OneShotFactorTests {
  @Test(
    "factor and 'to factors' print the same on the fast path and through the options parser",
    arguments: [
      ("factor(360)", "2^3 × 3^2 × 5"),
      ("factor(-12)", "-1 × 2^2 × 3"),
      ("factor(2^64+1)", "274177 × 67280421310721"),
      ("1001 to factors", "7 × 11 × 13"),
    ])
  func factorLine(_ expression: String, _ expected: String) throws {
    let fast = try runCalc([expression])
    let full = try runCalc(["--", expression])
    #expect(fast.stdout == expected + "\n", "\(fast)")
    #expect(fast.status == 0, "\(fast)")
    #expect(full.stdout == fast.stdout, "\(full)")
    #expect(full.stderr == fast.stderr, "\(full)")
  }
}
