import Testing

@Suite("calc --keys")
struct KeysCLITests {
  @Test(
    "calc --keys prints the final display",
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

  @Test("A division by zero shows Error, says why on stderr and exits 1")
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
    "calc --keys with a bad key or an option it does not take is a usage error",
    arguments: [
      (["--keys", "5x"], "Unknown key 'x'"),
      (["--keys", "5", "1+2"], "--keys takes the keys instead of an expression"),
      (["--keys", "5", "--width", "12"], "cannot be combined"),
      (["--trace", "1+2"], "--trace goes with --keys"),
      (["--operators", "replace", "1+2"], "go with --keys"),
      (["--approximate-marker", "~", "1+2"], "go with --keys"),
      (["--keys", "5", "--minimum-width", "0"], "--minimum-width must be from 1 to 1000"),
      (["--keys", "5", "--operators", "sideways"], "sideways"),
      (["--keys", "5", "--input-locale", "de_DE"], "--input-locale reads expressions"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try runCalc(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(
    "--operators: reject (the default) or replace, as the iOS Calculator",
    arguments: [
      ("5+*2=", "7", "10"), ("5+=", "5", "10"), ("5+==", "5", "15"), ("5*==", "5", "125"),
      ("2+3*=", "3", "11"), ("5+-3=", "8", "2"),
    ])
  func operators(sequence: String, rejecting: String, replacing: String) throws {
    let reject = try runCalc(["--keys", sequence])
    #expect(reject.stdout == rejecting + "\n")
    #expect(try runCalc(["--keys", sequence, "--operators", "reject"]).stdout == rejecting + "\n")
    let replace = try runCalc(["--keys", sequence, "--operators", "replace"])
    #expect(replace.stdout == replacing + "\n")
    #expect(replace.status == 0)
  }

  @Test("--operators replace in --trace shows no rejection for the second operator or for =")
  func replaceTrace() throws {
    let result = try runCalc(["--keys", "5+*=", "--operators", "replace", "--trace"])
    #expect(
      result.stdout == """
        5  5
        +  5
        *  5
        =  25

        """)
  }

  @Test("--approximate-marker sets the mark of a rounded result, or none", arguments: [
    ("~", "~0.333333333"), ("", "0.333333333"), ("≈", "≈0.333333333"),
  ])
  func marker(marker: String, expected: String) throws {
    let result = try runCalc(["--keys", "1/3=", "--approximate-marker", marker])
    #expect(result.stdout == expected + "\n")
    #expect(result.status == 0)
  }

  @Test("--minimum-width widens the display; the keypad's 9 digits always fit")
  func minimumWidth() throws {
    // 14 characters hold 9 digits, a sign, a point, two commas and %: a narrower minimum changes nothing.
    #expect(try runCalc(["--keys", "0.0000001n/3=", "--minimum-width", "5"]).stdout == "≈-3.3333333e-8\n")
    #expect(try runCalc(["--keys", "0.0000001n/3="]).stdout == "≈-3.3333333e-8\n")
    let wide = try runCalc(["--keys", "0.0000001n/3=", "--minimum-width", "15"])
    #expect(wide.stdout == "≈-3.33333333e-8\n")
    #expect(wide.status == 0)
  }
}
