/// One node of a parsed expression.
///
/// A ``ParsedExpression`` stores its tree as an array of nodes in post-order: each node follows
/// the nodes of its operands, so evaluation is a single loop over a value stack, and no
/// shape of input (a million-term sum, say) can recurse deeply while evaluating or freeing.
///
/// A node is a plain value (no references), so copying and freeing nodes costs nothing per
/// node: a literal that fits machine words is stored in the node itself, and a big literal
/// or a name is an index into the expression's ``ParsedExpression/bigNumbers`` or
/// ``ParsedExpression/names``.
struct Node: Sendable {
  enum Operation: Sendable {
    /// A literal numerator/denominator in lowest terms, as in ``Rational/Storage/small``.
    case number(Int, Int)
    /// The literal ``ParsedExpression/bigNumbers``[index].
    case bigNumber(Int)
    case constant(Constant)
    /// A variable or `ans`, ``ParsedExpression/names``[index], looked up when evaluated.
    case variable(Int)
    /// A call of ``Catalogue/functions``[index] on the `arguments` values before it.
    case call(function: Int, arguments: Int)
    /// A call of a function that is not built in (a definition such as `f(x) = x^2`, or one
    /// an app registered), ``ParsedExpression/calledNames``[name], looked up by name when
    /// evaluated, on the `arguments` values before it.
    case userCall(name: Int, arguments: Int)
    /// The value of parameter `index` of the definition or bound expression being
    /// evaluated (a slot: no lookup by name).
    case parameter(Int)
    case negate
    case add, subtract, multiply, divide, modulo, power
    /// `a + b%`: a·(1 + b/100); the right operand is already b/100.
    case addPercent
    /// `a - b%`: a·(1 − b/100).
    case subtractPercent
    /// Postfix `!`.
    case factorial
    /// Postfix `!!`: n·(n−2)·(n−4)·…
    case doubleFactorial
    /// Postfix `°`: times π/180 in radians, the identity in degrees.
    case degrees
    /// Postfix `%`: x/100.
    case percent
    /// The angle unit `deg` or `rad` after a number or `)` (`30 deg`, `(pi/2) rad`): `deg` is
    /// `°`; `rad` is the identity in radians and times 180/π with the degrees setting. The
    /// word starts at UTF-8 offset `at`, or `at` is nil for the unit a `to deg`/`to rad`
    /// conversion divides by (which no name can be).
    case angleUnit(radians: Bool, at: Int?)
    /// The bitwise operations on whole numbers (two's complement, as in Python): `&`/`and`,
    /// `|`/`or`, `xor`, `<<`/`shl`, `>>`/`shr`.
    case bitAnd, bitOr, bitXor, shiftLeft, shiftRight
    /// Prefix `~`/`not`: −x − 1.
    case bitNot
    /// One unit of the currency ``Money/codes``[index]: `USD` in `100 USD`, `$` in `$5`.
    case currency(Int)
    /// A comparison of the two values before it: 1 when it holds, else 0.
    case compare(Comparison)
    /// Prefix `not`: 1 for zero, 0 for any other value.
    case logicalNot
    /// `a && b`: 1 when neither value is zero, else 0; `a || b`: 1 when either is not zero.
    case logicalAnd, logicalOr
    /// The condition of `if(c, a, b)`, the value before it: when it is zero, evaluation
    /// goes on `skip` nodes further (past `a` and its ``jump``, to `b`).
    case branch(skip: Int)
    /// The end of `a` in `if(c, a, b)`: evaluation goes on `skip` nodes further (past `b`).
    case jump(skip: Int)
    /// The end of `if(c, a, b)`: the value of the branch taken stands for the whole call.
    case conditionalEnd
    /// An operator written as a word between two operands, `5 times 3`, `5 choose 2`; the
    /// word starts at UTF-8 offset `at` (for an error that points at it). `mayBeName`
    /// when what follows could also continue a product with a name of that spelling
    /// (`5 times x`, `5 times -1`; not `5 times 3`).
    case word(WordOperator, at: Int, mayBeName: Bool)
    /// The variable of the `level`-th Σ or ∏ that encloses this node in its expression
    /// (0 the outermost): the value it has in the term being evaluated.
    case local(Int)
    /// The start of `Σ(term, k, a, b)` (or ∏ when `product`), after the nodes of `a` and
    /// `b`: the term's `body` nodes follow, then ``rangeEnd(product:body:)``.
    case rangeStart(product: Bool, body: Int)
    /// The end of a term of Σ or ∏: the term's value is added (multiplied) in, and
    /// evaluation goes back `body` nodes for the next value of the variable, or on with the
    /// sum (product), whose range is the whole call.
    case rangeEnd(product: Bool, body: Int)
  }

  var operation: Operation
  /// The whole subexpression this node stands for.
  var range: SourceRange
}

/// The operators written as words (qalc's and fend's), read as operators only between
/// two operands: `5 plus 3`, `7 rem 2`, `5 choose 2`, `5 nCr 2`.
enum WordOperator: String, Sendable, CaseIterable {
  case plus, minus, times, per, div, rem, choose, permute, nCr, nPr

  /// Whether the word is at the level of `+` and `-` (else at that of `*` and `/`).
  var isAdditive: Bool { self == .plus || self == .minus }

  /// The symbol or function that means the same: what to write instead when the word
  /// reads two ways.
  var spelledOut: String {
    switch self {
    case .plus: return "+"
    case .minus: return "-"
    case .times: return "*"
    case .per: return "/"
    case .div: return "floor(a/b)"
    case .rem: return "a - b*trunc(a/b)"
    case .choose, .nCr: return "nCr(a, b)"
    case .permute, .nPr: return "nPr(a, b)"
    }
  }
}

/// The six comparisons.
enum Comparison: Sendable {
  case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

  /// Whether the comparison holds when the left operand's order against the right one is
  /// `order` (-1, 0 or 1).
  func holds(_ order: Int) -> Bool {
    switch self {
    case .equal: return order == 0
    case .notEqual: return order != 0
    case .less: return order < 0
    case .lessOrEqual: return order <= 0
    case .greater: return order > 0
    case .greaterOrEqual: return order >= 0
    }
  }

  /// The operator as calc writes it.
  var symbol: String {
    switch self {
    case .equal: return "=="
    case .notEqual: return "!="
    case .less: return "<"
    case .lessOrEqual: return "<="
    case .greater: return ">"
    case .greaterOrEqual: return ">="
    }
  }
}
