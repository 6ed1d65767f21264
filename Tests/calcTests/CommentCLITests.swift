import Foundation
import Testing

// `#` comments in one-shot and batch, and a UTF-8 byte-order mark at the start of batch
// input.

@Suite("Comments and a byte-order mark")
struct CommentCLITests {
  @Test("batch: a comment line gives an empty line, a comment after an expression is left off")
  func batchComments() throws {
    let mustShow = try runCalc([], stdin: "# note\n1+1\n")
    #expect(mustShow.stdout == "\n2\n", "\(mustShow)")
    #expect(mustShow.stderr == "", "\(mustShow)")
    #expect(mustShow.status == 0)
    let mixed = try runCalc([], stdin: "x = 2  # the width\n  # indented\nx*3\t# tab before\n16#ff # hex\n16#ff\n")
    #expect(mixed.stdout == "2\n\n6\n255\n255\n", "\(mixed)")
    #expect(mixed.status == 0, "\(mixed)")
  }

  @Test("an error on a line with a comment shows the line as typed with the caret in place")
  func errorWithComment() throws {
    let result = try runCalc([], stdin: "1/0  # oops\n")
    #expect(result.status == 1)
    #expect(result.stdout == "\n")
    #expect(result.stderr == "line 1: division by zero\n  1/0  # oops\n    ^\n", "\(result)")
  }

  @Test("hundreds of lines with comments (worked out in parallel) give the same lines")
  func manyLinesWithComments() throws {
    var input = ""
    var expected = ""
    for n in 1...600 {
      switch n % 3 {
      case 0:
        input += "# line \(n)\n"
        expected += "\n"
      case 1:
        input += "\(n)*2  # twice\n"
        expected += "\(n * 2)\n"
      default:
        input += "\(n)+1\n"
        expected += "\(n + 1)\n"
      }
    }
    let result = try runCalc([], stdin: input)
    #expect(result.stdout == expected)
    #expect(result.status == 0)
  }

  @Test("one-shot: a comment after the expression is left off")
  func oneShotComment() throws {
    let result = try runCalc(["1+1  # note"])
    #expect(result.stdout == "2\n", "\(result)")
    #expect(result.status == 0)
    let based = try runCalc(["16#ff"])
    #expect(based.stdout == "255\n", "\(based)")
  }

  @Test("a UTF-8 byte-order mark at the start of batch input is skipped")
  func byteOrderMark() throws {
    let result = try runCalc([], stdin: [0xEF, 0xBB, 0xBF] + Array("1+1\n2*3\n".utf8))
    #expect(result.stdout == "2\n6\n", "\(result)")
    #expect(result.stderr == "", "\(result)")
    #expect(result.status == 0)
    // Only at the start: later, it is still an error.
    let later = try runCalc([], stdin: Array("1+1\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("2\n".utf8))
    #expect(later.status == 1, "\(later)")
  }
}
