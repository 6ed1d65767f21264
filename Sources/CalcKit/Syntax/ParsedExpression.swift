/// A parsed expression, ready to evaluate any number of times.
///
/// (Named so that it never clashes with Foundation's `Expression` when an app imports both.)
///
/// ```swift
/// var calculator = Calculator()
/// let area = try calculator.parse("pi * r^2")
/// calculator.variables["r"] = Number(2)
/// let value = try calculator.evaluate(area)   // ≈ 12.566…
/// area.variableNames                          // ["r"]
/// ```
///
/// A line that defines a function (`f(x) = x^2 + 1`) parses too: ``definedFunction`` names
/// it, and ``Calculator/run(_:cancellation:)`` or ``Calculator/execute(_:)`` stores it.
public struct ParsedExpression: Sendable {
  /// The text the expression was parsed from; error ranges refer to it.
  public let source: String
  /// The variable this line assigns to (`x` in `x = 2`), if it is an assignment.
  public var assignedName: String? { extras?.assignedName }
  /// The function this line defines (`f` in `f(x) = x^2 + 1`), if it is a definition;
  /// the expression is then the function's body.
  public var definedFunction: String? { extras?.definedFunction }
  /// The parameters of the function this line defines (`["a", "b"]` in
  /// `hyp(a, b) = sqrt(a^2 + b^2)`); empty otherwise.
  public var parameterNames: [String] { extras?.parameterNames ?? [] }
  /// The conversion the line ends with (`to hex` gives `.base(16)`), or nil.
  public var conversion: Conversion? { extras?.conversion }
  /// The ISO 4217 codes of the currencies the line mentions (`100 USD to KRW` gives
  /// `["USD", "KRW"]`), each once, in order: a line with any needs
  /// ``Calculator/exchangeRates`` when they differ.
  public var currencyCodes: [String] { extras?.currencyCodes ?? [] }
  var nodes: [Node]
  /// The literals too big for a node, which their nodes refer to by index.
  let bigNumbers: [Rational]
  /// The names of variables, which their nodes refer to by index.
  let names: [String]
  /// What only some lines have, in one object (nil for a plain expression), so that
  /// copying an expression costs as few reference counts as it can.
  let extras: Extras?

  /// The names of functions that are not built in, which call nodes refer to by index.
  var calledNames: [String] { extras?.calledNames ?? [] }
  /// Where the name of the assigned variable or the defined function is.
  var nameRange: SourceRange? { extras?.nameRange }
  /// Where the conversion's target is (`hex` in `255 to hex`).
  var conversionRange: SourceRange? { extras?.conversionRange }

  /// An assignment's or a definition's name, a definition's parameters, and the names of
  /// functions that are not built in.
  final class Extras: Sendable {
    let assignedName: String?
    let definedFunction: String?
    let parameterNames: [String]
    let calledNames: [String]
    let nameRange: SourceRange?
    let conversion: Conversion?
    let conversionRange: SourceRange?
    let currencyCodes: [String]

    init(
      assignedName: String?, definedFunction: String?, parameterNames: [String], calledNames: [String],
      nameRange: SourceRange?, conversion: Conversion? = nil, conversionRange: SourceRange? = nil,
      currencyCodes: [String] = []
    ) {
      self.currencyCodes = currencyCodes
      self.conversion = conversion
      self.conversionRange = conversionRange
      self.assignedName = assignedName
      self.definedFunction = definedFunction
      self.parameterNames = parameterNames
      self.calledNames = calledNames
      self.nameRange = nameRange
    }
  }

  /// Parses `source`, throwing a ``CalcError`` with the position of the first problem.
  ///
  /// Calls of functions that are not built in (`f(2)`) parse: whether the function
  /// exists, and how many arguments it takes, is checked when the expression is evaluated
  /// by a ``Calculator`` that may know it.
  public init(_ source: String) throws(CalcError) {
    try self.init(source, syntax: nil)
  }

  /// Parses `source` with numbers written as `locale` writes them: its decimal separator
  /// and digit grouping, and `;` between arguments where `,` is the decimal separator.
  ///
  /// ```swift
  /// try ParsedExpression("1,5+1", locale: .deDE)            // 2.5 when evaluated
  /// try ParsedExpression("max(1.234,5; 2)", locale: .deDE)  // 1234.5
  /// ```
  ///
  /// Grouping separators are read only between integer digits in whole groups
  /// (`1.234.567,5`); a number that fits neither reading (`1.5` in `de_DE`) is an error
  /// naming both. Where the locale's grouping separator is the argument separator (`,` in
  /// `en_US`), it is not read, and `,` separates arguments. A `nil` locale reads calc's own
  /// form, as ``init(_:)`` does. Grammar.md, "Locale input", has the rules.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/syntax`` at the first problem, or
  ///   for the whole source when calc cannot read the locale's separators (a decimal
  ///   separator other than `.` or `,`).
  public init(_ source: String, locale: NumberLocale?) throws(CalcError) {
    guard let locale else {
      try self.init(source, syntax: nil)
      return
    }
    try self.init(source, syntax: InputSyntax(locale: locale, source: source))
  }

  /// Parses `source` in calc's own form (`syntax` nil) or a locale's.
  init(_ source: String, syntax: InputSyntax?) throws(CalcError) {
    if syntax == nil, let nodes = PlainArithmetic.nodes(of: source) {
      // Plain arithmetic, read without the parser: a debug build checks that the parser
      // reads the same nodes.
      assert(ParsedExpression.parserAgrees(source, nodes), "PlainArithmetic and Parser read \(source) differently")
      self.source = source
      self.nodes = nodes
      bigNumbers = []
      names = []
      extras = nil
      return
    }
    var parser = Parser(source, syntax: syntax)
    try parser.parseInputOnAmpleStack(source)
    self.source = source
    self.nodes = parser.nodes
    self.bigNumbers = parser.bigNumbers
    self.names = parser.names
    var codes: [String] = []
    for node in parser.nodes {
      if case .currency(let index) = node.operation, !codes.contains(Money.codes[index]) {
        codes.append(Money.codes[index])
      }
    }
    if case .currency(let code)? = parser.conversion, !codes.contains(code) { codes.append(code) }
    if parser.assignment == nil && parser.definition == nil && parser.calledNames.isEmpty
      && parser.conversion == nil && codes.isEmpty
    {
      extras = nil
    } else {
      extras = Extras(
        assignedName: parser.assignment?.name, definedFunction: parser.definition?.name,
        parameterNames: parser.definition?.parameters ?? [], calledNames: parser.calledNames,
        nameRange: parser.definition?.range ?? parser.assignment?.range,
        conversion: parser.conversion, conversionRange: parser.conversionRange, currencyCodes: codes)
    }
  }

  /// Whether ``Parser`` reads `source` as `nodes` (and nothing more), for the check in a
  /// debug build of what ``PlainArithmetic`` read.
  static func parserAgrees(_ source: String, _ nodes: [Node]) -> Bool {
    var parser = Parser(source)
    guard (try? parser.parseInputOnAmpleStack(source)) != nil else { return false }
    return parser.bigNumbers.isEmpty && parser.names.isEmpty && parser.calledNames.isEmpty
      && parser.assignment == nil && parser.definition == nil && parser.conversion == nil
      && String(describing: parser.nodes) == String(describing: nodes)
  }

  /// The names this expression reads as values, each once, in order of first appearance:
  /// variables, `ans` and constants an app registered, but not the built-in constants
  /// (`pi`, `e`) nor parameters. `pi * r^2` gives `["r"]`; `hyp(a, b) = sqrt(a^2 + b^2 + k)`
  /// gives `["k"]`.
  public var variableNames: [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for node in nodes {
      if case .variable(let index) = node.operation, seen.insert(names[index]).inserted {
        result.append(names[index])
      }
    }
    return result
  }

  /// The functions this expression calls, each once, in order of appearance in the source:
  /// built-in ones and others (defined in the language or registered by an app).
  /// `sqrt(f(x)) + g(2)` gives `["sqrt", "f", "g"]`.
  public var functionNames: [String] {
    var first: [String: Int] = [:]
    for node in nodes {
      let name: String
      switch node.operation {
      case .call(let index, _): name = Catalogue.functions[index].name
      case .userCall(let index, _): name = calledNames[index]
      default: continue
      }
      first[name] = min(first[name] ?? .max, node.range.lowerBound)
    }
    return first.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
  }
}
