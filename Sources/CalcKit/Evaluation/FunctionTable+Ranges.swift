/// `sumover` and `prodover` (`Σ`, `∑`, `∏`): the parser reads them itself
/// (Parser+Range.swift) and the evaluator runs their term once per value of the variable
/// (``Evaluator/RangeLoop``), so no call node ever names them. These implementations
/// compute the same for values: a term given as a value is the same for every value of
/// the variable, so the sum is the count of values times it and the product its power.
extension FunctionTable {
  static func addRangeForms(to table: inout Registry) {
    table["sumover"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].multiplied(by: Number(rangeCount(arguments[2], arguments[3])), context.working)
    }
    table["prodover"] = function { (arguments, context) throws(ArithmeticError) in
      try arguments[0].power(rangeCount(arguments[2], arguments[3]), context.working)
    }
  }

  /// How many whole numbers run from `first` to `last` (0 when `last` is below `first`);
  /// a domain error unless both are exact whole numbers within a machine word.
  private static func rangeCount(_ first: Number, _ last: Number) throws(ArithmeticError) -> Int {
    guard let a = first.exactValue, let b = last.exactValue, a.isInteger, b.isInteger,
      case .small(let count, 1) = try b.subtracting(a).adding(Rational(1)).storage
    else { throw .domain(rangeBoundsDomain) }
    return max(count, 0)
  }

  private static let rangeBoundsDomain = "the first and last values of a sum or product over a range are whole numbers"
}
