/// The help topics about conversions and money (`:help conversions`, `:help money`), comments
/// (`:help comments`) and the commands typed without a colon.
extension Session {
  static let conversionsHelp = """
    End a line with to (or in, as) and a target:
      1/3 + 1/6 to fraction    1/2          7/3 to mixed       2 1/3
      255 to hex               0xff         also oct, bin, base N (2 to 36)
      pi to 50 digits          50 significant digits, computed to them
      pi to 2 dp               3.14         exactly N digits after the point
      12345.6 to sci           1.23456e+4   also eng: 12.3456e+3
      1/7 to decimal           0.(142857)   recurring digits in parentheses
      1/6 to decimal           0.1(6)…      after other digits, an ellipsis
      100 EUR to USD           an amount in another currency (:help money)
    The value is kept as ans. 0.(3), 0.1(6)… (or 0.1(6)...) and 2 1/3 are read
    back as typed; 0.1(6) alone could be 0.1*6, so it is an error.
    """

  static let moneyHelp = """
    Amounts: 100 USD, USD 100, $5, €20, £3, ¥500, ₩1000 (ISO codes in capitals).
      100 EUR to USD           converted with the ECB's reference rates
      1200 KRW + 3 USD in EUR  the right amount is converted into the left's currency
      100 EUR + 10%            an amount; 3 USD * 2 is 6 USD; 100 USD / 50 USD is 2
      3 USD * 2 EUR            an error, as is 5 + 3 USD
    A conversion shows the date of its rates: 105.56 USD · ECB 2017-03-08.
    Rates are cached; the session refreshes them in the background when a day old.
    calc --update-rates fetches them, calc --rates lists them.
    """

  static let commentHelp = """
    # starts a comment at the start of a line or after a space or tab: 1+1  # note is 2,
    and a line that is only a comment does nothing (in a batch it gives an empty line).
    A # right after a digit is a radix, not a comment: 16#ff is 255.
    """

  static let plainCommandsHelp = """
    Alone on a line, without the colon: help (or ?) is :help, help NAME (or ? NAME) is
    :help NAME, quit and exit leave, and clear clears the screen (as Ctrl-L; :clear forgets
    the variables). A variable or function of yours with that name wins: the line shows it.
    """
}
