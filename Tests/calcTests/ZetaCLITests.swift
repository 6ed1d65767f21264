import Foundation
import Testing

// The lines issue 35 asks the command to show for zeta.

@Suite("zeta on the command line")
struct ZetaCLITests {
  @Test("zeta(-1) == -1/12 prints 1, and zeta(-1) to fraction prints -1/12")
  func zetaOfMinusOne() throws {
    let equal = try runCalc(["zeta(-1) == -1/12"])
    #expect(equal.stdout == "1\n", "\(equal)")
    #expect(equal.status == 0, "\(equal)")
    let fraction = try runCalc(["zeta(-1) to fraction"])
    #expect(fraction.stdout == "-1/12\n", "\(fraction)")
    #expect(fraction.status == 0, "\(fraction)")
  }

  @Test("zeta(1) is a domain error that names the pole")
  func zetaPole() throws {
    let result = try runCalc(["zeta(1)"])
    #expect(result.status != 0, "\(result)")
    #expect(result.stderr.contains("zeta has a pole at 1"), "\(result)")
  }
}
