// MARK: - A line that is a call of `factor`, or ends in `to factors`

extension Calculator {
  /// A whole number's factorisation as `to factors` writes it, within this calculator's
  /// work budget and stopping when its evaluation is cancelled.
  func factored(_ value: Number) throws(ArithmeticError) -> ConvertedValue {
    let text = try value.factorizationText(budget: WorkBudget(units: workBudget), cancellation: cancellation)
    return ConvertedValue(value: value, conversion: .factors, text: text, isExact: true)
  }
}
