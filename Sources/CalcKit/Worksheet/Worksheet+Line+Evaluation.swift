// MARK: - Evaluating one line with the names it reads bound

extension Worksheet {
  /// Line `index` evaluated, with the labels, variables, line references, totals and
  /// functions it reads bound as `scope` has them.
  func evaluateLine(_ index: Int, scope: inout Scope) -> Line {
    let entry = entries[index]
    let reading = entry.reading
    var line = Line(text: lines[index].text, kind: .text, label: reading.label)
    switch reading.shape {
    case .blank:
      line.kind = .blank
      return line
    case .heading:
      line.kind = .heading
      return line
    case .text:
      return line
    case .body:
      break
    }
    line.kind = reading.definedFunction != nil ? .definition : reading.assigned != nil ? .assignment : .expression
    if case .failure(let error)? = reading.parsed, reading.body.isEmpty {
      line.error = error
      return line
    }
    var calculator = self.calculator
    var bound: Set<String> = []
    // The date of the rates a line it reads was converted with.
    var readDate: String?
    do throws(CalcError) {
      for name in reading.allVariableUses(self, scope: scope) {
        if try bind(name, in: &calculator, index: index, scope: &scope, reading: reading, date: &readDate) {
          bound.insert(name)
        }
      }
      for name in reading.allFunctionUses(self, scope: scope) {
        guard let source = scope.functions[name] else { continue }
        try calculator.define(entries[source].reading.body)
      }
    } catch {
      line.error = located(error, reading, at: 0)
      return line
    }
    // The whole line when it reads as an expression with every name known; else the one
    // expression among plain words.
    var source = reading.body
    var start = 0
    let readsWhole: Bool
    if case .success(let expression)? = reading.parsed {
      readsWhole = expression.variableNames.allSatisfy { bound.contains($0) || $0 == "ans" && calculator.lastResult != nil }
    } else {
      readsWhole = false
    }
    if !readsWhole {
      if reading.wordReadings.count > 1 {
        let texts = reading.wordReadings.map { String(decoding: Array(reading.body.utf8)[$0], as: UTF8.self) }
        let whole = SourceRange(0, reading.body.utf8.count)
        line.error = located(Message.severalReadings(texts, at: whole), reading, at: 0)
        return line
      } else if let range = reading.wordReadings.first {
        source = String(decoding: Array(reading.body.utf8)[range], as: UTF8.self)
        start = range.lowerBound
        line.kind = .expression
      } else if !reading.looksLikeArithmetic, reading.label == nil {
        line.kind = .text
        return line
      }
    }
    do {
      switch try calculator.run(source) {
      case .value(let value):
        line.value = value
        line.displayText = calculator.format(value)
      case .converted(let converted):
        line.value = converted.value
        line.displayText = converted.text
      case .amount(let amount):
        line.value = amount.value
        line.currency = amount.code
        line.rateDate = amount.rateDate ?? readDate
        line.displayText = amount.text
      case .definition(let definition):
        line.displayText = definition.source
      case .plot(let request):
        line.displayText = "plot " + request.labels.joined(separator: ", ")
      }
    } catch {
      line.error = located(error, reading, at: start)
    }
    return line
  }

  /// `error`, its range moved from the evaluated text (at `start` in the body) to the line.
  private func located(_ error: CalcError, _ reading: WorksheetReading, at start: Int) -> CalcError {
    var located = error
    located.range = reading.offsets.lineRange(
      SourceRange(error.range.lowerBound + start, error.range.upperBound + start))
    return located
  }

  /// Binds `name` in `calculator` to the value it has at line `index`; false when the
  /// worksheet gives it none (a name calc may know otherwise).
  private func bind(
    _ name: String, in calculator: inout Calculator, index: Int, scope: inout Scope, reading: WorksheetReading,
    date: inout String?
  ) throws(CalcError) -> Bool {
    if let number = WorksheetReading.lineNumber(name) {
      guard number - 1 < index else {
        throw Message.lineNotAbove(name, line: index + 1, at: reading.range(of: name))
      }
      let source = lines[number - 1]
      guard let value = source.value else {
        throw Message.lineWithoutValue(name, at: reading.range(of: name))
      }
      Worksheet.set(name, value, source.currency, in: &calculator)
      date = date ?? source.rateDate
      return true
    }
    if name == WorksheetReading.totalName || name == WorksheetReading.averageName {
      let (total, currency, totalDate) = try blockTotal(scope: &scope, calculator: calculator, at: reading.range(of: name))
      date = date ?? totalDate
      var value = total
      if name == WorksheetReading.averageName {
        var divide = calculator
        Worksheet.set("sheet_total", total, currency, in: &divide)
        value = try divide.execute("sheet_total / \(scope.block.count)")
      }
      Worksheet.set(name, value, currency, in: &calculator)
      return true
    }
    guard let source = scope.values[name], let value = lines[source].value else { return false }
    Worksheet.set(name, value, lines[source].currency, in: &calculator)
    date = date ?? lines[source].rateDate
    return true
  }

  static func set(_ name: String, _ value: Number, _ currency: String?, in calculator: inout Calculator) {
    calculator.variables[name] = value
    calculator.amounts[name] = currency.map { MoneyContext.Amount(value: value, code: $0) }
  }

  /// The sum of the values of the block's lines (amounts converted as `+` converts them)
  /// and the date of the rates used (in the sum or in a line's own conversion); an error
  /// for an empty block. The sum of the lines so far is kept in `scope`, so that the totals
  /// of one pass add each line once: exact plain numbers directly, others 64 at a time with
  /// the evaluator.
  private func blockTotal(scope: inout Scope, calculator: Calculator, at range: SourceRange) throws(CalcError)
    -> (Number, String?, String?)
  {
    func located(_ error: CalcError) -> CalcError {
      var located = error
      located.range = range
      return located
    }
    if let failure = scope.sumFailure { throw located(failure) }
    guard let first = scope.block.first, let firstValue = lines[first].value else {
      throw Message.emptyBlock(at: range)
    }
    var sum = scope.sum ?? BlockSum(count: 1, total: firstValue, currency: lines[first].currency, date: lines[first].rateDate)
    var rest = scope.block[sum.count...]
    do throws(CalcError) {
      while !rest.isEmpty {
        let chunk = rest.prefix(64)
        rest = rest.dropFirst(chunk.count)
        try add(chunk, to: &sum, calculator: calculator)
      }
    } catch {
      scope.sumFailure = error
      throw located(error)
    }
    scope.sum = sum
    return (sum.total, sum.currency, sum.date)
  }

  /// Adds the values of the lines `chunk` to `sum`.
  private func add(_ chunk: ArraySlice<Int>, to sum: inout BlockSum, calculator: Calculator) throws(CalcError) {
    defer { sum.count += chunk.count }
    for source in chunk where sum.date == nil { sum.date = lines[source].rateDate }
    if sum.currency == nil, sum.total.isExact, chunk.allSatisfy({ lines[$0].currency == nil && lines[$0].value?.isExact == true }) {
      for source in chunk {
        if let value = lines[source].value { sum.total = try sum.total + value }
      }
      return
    }
    var adder = calculator
    Worksheet.set("sheet_sum", sum.total, sum.currency, in: &adder)
    var terms = ["sheet_sum"]
    for (offset, source) in chunk.enumerated() {
      guard let value = lines[source].value else { continue }
      let name = "sheet_\(offset)"
      Worksheet.set(name, value, lines[source].currency, in: &adder)
      terms.append(name)
    }
    switch try adder.run(terms.joined(separator: " + ")) {
    case .amount(let amount):
      sum.total = amount.value
      sum.currency = amount.code
      sum.date = sum.date ?? amount.rateDate
    case .value(let value):
      sum.total = value
      sum.currency = nil
    case .converted(let converted):
      sum.total = converted.value
    case .definition, .plot:
      break
    }
  }
}

/// The sum of a block's first ``count`` lines with a value.
struct BlockSum: Sendable {
  var count: Int
  var total: Number
  var currency: String?
  var date: String?
}

extension WorksheetReading {
  /// The range of the first `name` in the body (the whole body if it is not there).
  func range(of name: String) -> SourceRange {
    let bytes = Array(body.utf8)
    let target = Array(name.utf8)
    if target.count <= bytes.count {
      for start in 0...(bytes.count - target.count) where Array(bytes[start..<(start + target.count)]) == target {
        return SourceRange(start, start + target.count)
      }
    }
    return SourceRange(0, bytes.count)
  }
}
