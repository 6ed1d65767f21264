import ArgumentParser
import CalcKit

@main
struct Calc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calc",
    abstract: "Evaluate arithmetic exactly.",
    discussion: """
      With an expression, print its value. With no expression and input from a pipe or \
      file, evaluate each line and print one line per input line (blank when it fails; \
      the error goes to standard error). With no expression at a terminal, start an \
      interactive session (type :help in it); it keeps its history and its variables and \
      settings in $XDG_STATE_HOME/calc (or ~/.local/state/calc). Results are exact: one whose \
      decimal expansion ends is shown with every digit, others are rounded once to 38 significant \
      digits, and --precision N rounds every result to N. The manual page (man calc, or man ./calc.1 \
      in the source) has every option and command; Grammar.md describes the language.

      An expression may start with '-' and a number or a built-in name (calc -pi); one that \
      starts with another name goes after '--' (calc -- -x), as '-p' is an unknown option. A '#' \
      at the start or after a space starts a comment to the end of the line.

      Exit status: 0 on success, 1 if any expression failed, 64 on a usage error.

      Examples:
        calc "123+456*2"
        calc --precision 5 --rounding down "2/3"
        calc -- -2^2
        calc --width 12 "123456789012345"      (≈1.234568e14)
        calc --currency KRW 1234567.5          (₩1,234,568)
        calc --locale de_DE --fraction-digits 2 1234.5
        printf '1/3\\n2^100\\n' | calc
      """,
    version: "0.1.0"
  )

  @Option(
    name: .customLong("precision"),
    help: ArgumentHelp(
      "Round every result to N significant digits (1-\(Limits.maximumPrecision)). Without it, an exact result whose decimal expansion ends is shown in full, others at 38 digits (in a session, at the precision it saved).",
      valueName: "N"))
  var precisionOption: Int?

  /// The precision asked for, or the default.
  var precision: Int { precisionOption ?? 38 }

  @Option(
    name: .customLong("rounding"),
    help: ArgumentHelp(
      "How the last digit is rounded.",
      discussion: "One of: \(RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "mode"))
  var roundingOption: RoundingMode?

  /// The rounding asked for, or the default.
  var rounding: RoundingMode { roundingOption ?? .halfEven }

  @Flag(help: "Trigonometric functions read and give degrees instead of radians.")
  var degrees = false

  @Option(
    help: ArgumentHelp(
      "Show each result in at most N characters, as the session does: grouped with '_', then rounded to fewer digits, then in scientific notation; '≈' marks a rounded result.",
      discussion: "At least \(DisplayFormat.minimumWidth). Not with --fraction-digits or --currency.",
      valueName: "N"))
  var width: Int?

  @Option(help: ArgumentHelp("A plot's height in lines (its width is --width); the terminal's, or 24 when not a terminal.", valueName: "N"))
  var height: Int?

  @Option(help: ArgumentHelp("Write each plot as an SVG file to FILE instead of drawing it as text.", valueName: "FILE"))
  var svg: String?

  @Option(help: ArgumentHelp("Show exactly N digits after the decimal point, grouped (0-\(Limits.maximumPrecision)).", valueName: "N"))
  var fractionDigits: Int?

  @Flag(help: "Show each result as a percentage: 0.1234 as 12.34%.")
  var percent = false

  @Option(
    help: ArgumentHelp(
      "Show each result as an amount of an ISO 4217 currency, with its minor units: USD $1,234.50, KRW ₩1,234,568.",
      valueName: "code"))
  var currency: String?

  @Option(
    help: ArgumentHelp(
      "Separators and sign placement of a locale: en_US 1,234.5 (the default for the options above), de_DE 1.234,5, fr_FR, de_CH, en_IN, ...",
      valueName: "id"))
  var locale: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Press calculator keys and print the display: digits, '.', '+ - * /', '=', '%', 'n' (±), '<' (backspace), 'c' (AC); spaces ignored.",
      valueName: "sequence"))
  var keys: String?

  @Flag(help: "With --keys, print one line per key: the key, the display after it, and why a key was rejected.")
  var trace = false

  @Option(
    help: ArgumentHelp(
      "With --keys, what an operator right after another and '=' right after an operator do: reject (the default) or replace (the iOS Calculator's: '5+*' is 5*, '5+=' is 10).",
      valueName: "policy"))
  var operators: Keypad.OperatorPolicy?

  @Option(
    help: ArgumentHelp(
      "With --keys, the narrowest display in characters (\(Keypad.defaultMinimumWidth) by default); the keypad's digits always fit.",
      valueName: "N"))
  var minimumWidth: Int?

  @Option(
    help: ArgumentHelp(
      "With --keys, the mark before a rounded result ('≈' by default; '' for none).", valueName: "mark"))
  var approximateMarker: String?

  @Option(
    help: ArgumentHelp(
      "Read numbers in the expression (or piped lines) as a locale writes them: de_DE reads 1.234,5 and separates arguments with ';' (max(1,5; 2)). Grammar.md, \"Locale input\", has the rules.",
      valueName: "id"))
  var inputLocale: String?

  @Flag(
    help: "In the interactive session, neither restore nor save variables, ans and settings (history is still kept).")
  var noState = false

  // The live result and colour in the session: Session/LivePreview.swift, ColorPolicy.swift.
  @Flag(help: "In the interactive session, do not show the line's value while it is typed, in this run (:live off turns it off for good).")
  var noLive = false

  @Option(
    name: .customLong("color"),
    help: ArgumentHelp(
      "Colour errors and the '≈' of rounded results (and the session's input line): always, auto (the default: only a stream that is a terminal, and not with TERM=dumb or NO_COLOR set) or never.",
      valueName: "when"))
  var colorChoice: ColorPolicy.Choice?

  @Flag(help: "Fetch the ECB's euro reference rates into the cache ($XDG_CACHE_HOME/calc); CALC_RATES_URL sets the source.")
  var updateRates = false

  @Flag(help: "List the cached exchange rates with names and the change since the previous rates; currency codes after it choose some.")
  var rates = false

  @Option(help: ArgumentHelp("With --rates, the currency the rates are against (EUR by default).", valueName: "code"))
  var base: String?

  @Flag(help: "Never fetch exchange rates from the network (also CALC_OFFLINE=1); use the cache only.")
  var offline = false

  @Option(
    help: ArgumentHelp(
      "Print the worksheet FILE (- for standard input) with each line's result in a right-hand column.",
      valueName: "FILE"))
  var sheet: String?

  @Flag(help: "With a worksheet file, print it again each time the file changes, until interrupted.")
  var watch = false

  @Argument(
    parsing: .allUnrecognized,
    help: "The expression. Several words are joined with spaces; it may start with '-' (or follow '--').")
  var expression: [String] = []

  /// The expression's words: what was given, less the first `--` (which only ends options;
  /// the arguments are captured with unrecognised dashes, so it arrives among them).
  var expressionWords: [String] {
    guard let terminator = expression.firstIndex(of: "--") else { return expression }
    var words = expression
    words.remove(at: terminator)
    return words
  }

  func run() throws {
    // Fixed digits are decided like significant ones: an approximate result is worked out
    // until 20 digits beyond those asked for are certain (or calc shows fewer).
    let working = fractionDigits.map { min(max(precision, $0 + 20), Limits.maximumPrecision) } ?? precision
    var calculator = Calculator(
      precision: working, rounding: rounding, angleUnit: degrees ? .degrees : .radians)
    if isRatesCommand { return try runRates() }
    calculator.showsExactValuesInFull = precisionOption == nil
    calculator.inputLocale = try numberInputLocale()
    let words = expressionWords
    let presentation = try presentation()
    if let source = worksheetSource(words, calculator: calculator) {
      return try runSheet(source, calculator: calculator, presentation: presentation)
    } else if watch {
      throw CommandMessage.watchWithoutSheet
    }
    if let keys {
      let locale = self.locale.flatMap { NumberLocale(identifier: $0) } ?? .enUS
      let keypad = Keypad(
        rounding: rounding, locale: locale, minimumWidth: minimumWidth ?? Keypad.defaultMinimumWidth,
        approximateMarker: approximateMarker ?? "≈", operatorPolicy: operators ?? .reject)
      var sequence = KeySequence(keypad: keypad, trace: trace)
      try sequence.run(try KeySequence.keys(keys))
    } else if !words.isEmpty {
      var oneShot = OneShot(calculator: calculator, presentation: presentation)
      oneShot.plotOutput = PlotOutput(width: width, height: height, svgFile: svg, color: ColorPolicy(colorChoice ?? .auto))
      oneShot.rates.offline = offline
      oneShot.colors = OutputColors(colorChoice ?? .auto)
      try oneShot.run(words.joined(separator: " "))
    } else if isatty(STDIN_FILENO) != 0 {
      try runSession()
    } else {
      var batch = Batch(calculator: calculator, presentation: presentation)
      batch.plotOutput = PlotOutput(width: width, height: height, svgFile: svg, color: ColorPolicy(colorChoice ?? .auto))
      batch.rates.offline = offline
      batch.colors = OutputColors(colorChoice ?? .auto)
      if !batch.run() { throw ExitCode(1) }
    }
  }
}

extension Calc {
  /// The interactive session: standard input is a terminal and there is no expression.
  func runSession() throws {
    if inputLocale != nil {
      throw CommandMessage.inputLocaleInSession
    }
    if fractionDigits != nil || percent || currency != nil || locale != nil {
      throw CommandMessage.formatInSession
    }
    let overrides = REPL.Overrides(
      precision: precisionOption, rounding: roundingOption, angleUnit: degrees ? .degrees : nil, width: width)
    var session = Session()
    session.rates.offline = offline
    session.color = colorChoice ?? .auto
    var repl = REPL(
      session: session, overrides: overrides, directory: REPL.stateDirectory(),
      restoresState: !noState)
    repl.showsLive = !noLive
    repl.run()
  }
}

extension RoundingMode: ExpressibleByArgument {}

extension Keypad.OperatorPolicy: ExpressibleByArgument {}
