import CalcKit

/// `calc --rates`: the cached rates as a table, in a terminal what the rates list screen of
/// the keypad calculator app calc grew from shows.
///
/// ```
/// ECB reference rates, 2017-03-08: 1 EUR in each currency; change since 2017-03-03 (▲▼: more than 0.1%)
/// AUD  Australian dollar       1.3968     +0.0012  +0.086%
/// ...
/// ```
///
/// Rates against the euro are the ECB's exact figures. Against another base they are
/// exact fractions, shown to ``significantDigits`` significant digits and marked `≈`
/// when that rounds them; a change is shown exactly when it fits those digits, else rounded
/// and marked the same way.
struct RatesTable {
  var snapshot: RateSnapshot
  /// The currency the rates are against.
  var base: String
  /// The currencies to list; every one when empty.
  var codes: [String]
  var threshold: TrendThreshold = .default

  /// Digits of a rate that is not exactly shown.
  static let significantDigits = 6
  /// Digits of a change that is not exactly shown.
  static let changeDigits = 4

  /// The table's lines, or the error for an unknown code or base.
  func lines() throws(ExchangeRatesError) -> [String] {
    let latest = snapshot.latest
    let base = self.base.uppercased()
    _ = try snapshot.rate(of: base)
    var wanted = codes.map { $0.uppercased() }
    for code in wanted { _ = try snapshot.rate(of: code) }
    if wanted.isEmpty { wanted = latest.codes.filter { $0 != base } }

    var header = "ECB reference rates, \(latest.date): 1 \(base) in each currency"
    if let previous = snapshot.previous {
      header += "; change since \(previous.date) (▲▼: more than \(Self.thresholdText(threshold)))"
    } else {
      header += "; no earlier rates kept for a change"
    }
    var rows: [[String]] = []
    var rounded = false
    for code in wanted {
      let rate = try latest.rate(of: code, against: base)
      let (rateText, rateRounded) = Self.text(rate)
      rounded = rounded || rateRounded
      var row = [code, Currency.name(ofCode: code) ?? "", rateText]
      if let previous = snapshot.previous, let change = latest.change(of: code, since: previous, base: base) {
        let (changeText, changeRounded) = Self.text(change.difference, signed: true, digits: Self.changeDigits)
        let (percentText, _) = Self.percentText(change.relativeDifference)
        rounded = rounded || changeRounded
        row += [changeText, percentText, change.direction(by: threshold).mark]
      } else if snapshot.previous != nil {
        row += ["new", "", ""]
      }
      rows.append(row)
    }
    var lines = [header] + Self.align(rows)
    if rounded {
      lines.append(
        "≈ rounded (rates to \(Self.significantDigits) significant digits, changes to \(Self.changeDigits)); calc converts with the exact rates")
    }
    return lines
  }

  /// The value exactly when it has at most ``significantDigits`` digits, else rounded to them
  /// (never to fewer integer digits) and marked `≈`; with `signed`, a `+` before a positive value.
  static func text(_ value: Number, signed: Bool = false, digits wanted: Int = significantDigits)
    -> (String, rounded: Bool)
  {
    let integerDigits = value.decimalString(precision: 38).split(separator: ".")[0].filter(\.isNumber).count
    let digits = max(wanted, integerDigits)
    let exact = value.isExactlyShown(precision: digits)
    var text = value.decimalString(precision: digits)
    if signed, value.signum > 0 { text = "+" + text }
    return (exact ? text : "≈" + text, !exact)
  }

  /// A fraction as a percentage with three significant digits, `≈+0.0859%`, signed.
  static func percentText(_ fraction: Number) -> (String, rounded: Bool) {
    let percent = (try? fraction * 100) ?? 0
    let exact = percent.isExactlyShown(precision: 3)
    var text = percent.decimalString(precision: 3)
    if percent.signum > 0 { text = "+" + text }
    return ((exact ? "" : "≈") + text + "%", !exact)
  }

  static func thresholdText(_ threshold: TrendThreshold) -> String {
    switch threshold {
    case .absolute(let amount): return "±" + amount.decimalString()
    case .relative(let fraction): return ((try? fraction * 100) ?? 0).decimalString() + "%"
    }
  }

  /// Columns: code and name left-aligned; numbers aligned on their decimal points.
  static func align(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    var cells = rows.map { $0 + Array(repeating: "", count: columns - $0.count) }
    for column in 0..<columns {
      let numeric = column >= 2 && column != columns - 1
      if numeric {
        // Pad the part before the point on the left and the part after it on the right.
        let parts = cells.map { row -> (String, String) in
          let cell = row[column]
          guard let point = cell.firstIndex(where: { $0 == "." || $0 == "%" }) else { return (cell, "") }
          return (String(cell[..<point]), String(cell[point...]))
        }
        let left = parts.map(\.0.count).max() ?? 0
        let right = parts.map(\.1.count).max() ?? 0
        for (index, part) in parts.enumerated() {
          cells[index][column] = pad(part.0, to: left, left: true) + pad(part.1, to: right, left: false)
        }
      } else {
        let width = cells.map { $0[column].count }.max() ?? 0
        for index in cells.indices { cells[index][column] = pad(cells[index][column], to: width, left: false) }
      }
    }
    return cells.map { row in
      var line = row.joined(separator: "  ")
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  private static func pad(_ text: String, to width: Int, left: Bool) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
