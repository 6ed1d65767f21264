// MARK: - Variables set through the Swift API

extension Calculator {
  /// Sets variable `name` to `value`, checking the name, unlike ``variables``.
  ///
  /// `calculator.variables["pi"] = 3` is stored but never read: a name that is a constant,
  /// a function, `ans`, `mod` or `of` (built in, registered or defined), or that is not
  /// spelled as a calc name, is never looked up as a variable. This method throws instead;
  /// ``unreachableVariableNames`` lists such entries of the dictionary.
  ///
  /// - Throws: ``CalcError`` of kind ``CalcError/Kind/invalidAssignment``.
  public mutating func setVariable(_ name: String, _ value: Number) throws(CalcError) {
    try checkAssignable(name, at: nameRange(name))
    variables[name] = value
  }

  /// The names in ``variables`` that expressions can never read (see ``setVariable(_:_:)``),
  /// sorted.
  public var unreachableVariableNames: [String] {
    variables.keys.filter { name in
      do throws(CalcError) {
        try checkAssignable(name, at: SourceRange(0, 0))
        return false
      } catch {
        return true
      }
    }.sorted()
  }

  // MARK: - Internals

  /// A name's range when the name itself is the source, as for the Swift API.
  func nameRange(_ name: String) -> SourceRange { SourceRange(0, name.utf8.count) }

  /// Throws unless a variable may be called `name`.
  func checkAssignable(_ name: String, at range: SourceRange) throws(CalcError) {
    try Names.checkSpelling(name, at: range)
    try Names.checkAssignable(name, at: range)
    switch customNameTable.entries[name] {
    case .constant?:
      throw Message.constantNotAssignable(name, at: range)
    case .some:
      throw Message.functionNotAssignable(name, at: range)
    case nil:
      return
    }
  }
}
