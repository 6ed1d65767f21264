import Foundation
import Testing

// Lambert W's exact value at e through the built binary (issue 35's "must show").

@Suite("Lambert W and its relatives on the command line")
struct LambertCLITests {
  @Test("calc \"lambertw(e)\" prints 1, and lambertw(-1/e) prints -1")
  func lambertOfE() throws {
    let result = try runCalc(["lambertw(e)"])
    #expect(result.stdout == "1\n", "\(result)")
    #expect(result.status == 0, "\(result)")
    let branch = try runCalc(["lambertw(-1/e, -1)"])
    #expect(branch.stdout == "-1\n", "\(branch)")
  }

  @Test("A domain error names the branches")
  func branches() throws {
    let result = try runCalc(["lambertw(1, 2)"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("lambertw has the branches 0"), "\(result)")
  }
}
