import Testing

@Suite("calc --keys")
struct KeysCLITests {
  @Test(
    "prints the final display",
    arguments: [
      ("12+3=", "15"), ("2+3=*4=", "20"), ("1+2===", "7"), ("2+3=7", "7"), ("*5", "5"), ("5+*3=", "8"),
      ("0.1+0.2=", "0.3"), ("7/2=", "3.5"), ("123456789*1000=", "1.23456789e11"), ("200+10%=", "220"),
      ("1/3=", "≈0.333333333"), ("12 + 3 =", "15"), ("-5*2=", "-10"), ("5n*2=", "-10"), ("12<c7", "7"),
    ])
  func display(sequence: String, expected: String) throws {
    let result = try runCalc(["--keys", sequence])
    #expect(result.stdout == expected + "\n")
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test("a division by zero shows Error, says why on stderr and exits 1")
  func error() throws {
    let result = try runCalc(["--keys", "5/0="])
    #expect(result.stdout == "Error\n")
    #expect(result.stderr == "error: division by zero\n")
    #expect(result.status == 1)
  }

  @Test("--trace shows each key, the display, and why a key was rejected")
  func trace() throws {
    let result = try runCalc(["--keys", "*5+*3=", "--trace"])
    #expect(
      result.stdout == """
        *  0  (rejected: an operator needs a number before it)
        5  5
        +  5
        *  5  (rejected: an operator cannot follow another; use ± for a negative number)
        3  3
        =  8

        """)
    #expect(result.status == 0)
  }

  @Test("--locale sets the keypad's separators")
  func locale() throws {
    let result = try runCalc(["--locale", "de_DE", "--keys", "1234.5*2="])
    #expect(result.stdout == "2.469\n")
  }

  @Test(
    "usage errors",
    arguments: [
      (["--keys", "5x"], "Unknown key 'x'"),
      (["--keys", "5", "1+2"], "--keys takes the keys instead of an expression"),
      (["--keys", "5", "--width", "12"], "cannot be combined"),
      (["--trace", "1+2"], "--trace goes with --keys"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try runCalc(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
