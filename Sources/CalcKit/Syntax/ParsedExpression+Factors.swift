// MARK: - `factor(n)` is written as the factorisation

extension ParsedExpression {
  /// `.factors` for a line whose whole expression is a call of the built-in `factor`
  /// (`factor(360)`, `x = factor(360)`), which is written as `2^3 × 3^2 × 5` though its
  /// value is the number itself (so `factor(360) + 1` is 361); nil otherwise.
  var impliedConversion: Conversion? {
    guard case .call(let index, 1)? = nodes.last?.operation,
      Catalogue.functions[index].canonicalName == "factor"
    else { return nil }
    return .factors
  }
}
