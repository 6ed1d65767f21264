import Testing

/// Batch output is flushed before calc waits for more input, so a program can feed calc a
/// line and read the answer while calc keeps running (a coprocess). Each read has a
/// deadline: an answer held back in a buffer fails the test instead of hanging it.
@Suite("Streaming batch output")
struct StreamingTests {
  @Test("Each answer arrives before standard input is closed")
  func answersStreamBeforeEOF() throws {
    let session = try CalcSession()
    session.send("1+1\n")
    #expect(try session.readStdoutLine() == "2")
    session.send("2^10\n")
    #expect(try session.readStdoutLine() == "1024")
    session.send("\n")
    #expect(try session.readStdoutLine() == "")
    #expect(try session.finish() == 0)
  }

  @Test("A failing line's empty output line and its error arrive before stdin is closed")
  func errorsStreamBeforeEOF() throws {
    let session = try CalcSession()
    session.send("1/0\n")
    #expect(try session.readStdoutLine() == "")
    let errors = try session.waitForStderrLines(3)
    #expect(errors == ["line 1: division by zero", "  1/0", "    ^"])
    session.send("6*7\n")
    #expect(try session.readStdoutLine() == "42")
    #expect(try session.finish() == 1)
  }

  @Test("Options apply in a streaming session, and a line split across writes is evaluated whole")
  func splitWrites() throws {
    let session = try CalcSession(["--precision", "5"])
    session.send("2/")
    session.send("3\n")
    #expect(try session.readStdoutLine() == "0.66667")
    session.send("1/3\r\n")
    #expect(try session.readStdoutLine() == "0.33333")
    // A last line with no newline is answered once input ends.
    session.send("7*6")
    #expect(try session.finish() == 0)
    #expect(try session.readStdoutLine() == "42")
  }
}
