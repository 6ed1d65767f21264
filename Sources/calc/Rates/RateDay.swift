/// Whole days on the proleptic Gregorian calendar, for a snapshot's age.
enum RateDay {
  /// Days from 1970-01-01 to a `YYYY-MM-DD` date; nil for other text.
  static func number(_ date: String) -> Int? {
    let parts = date.split(separator: "-")
    guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
      (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    // Howard Hinnant's days_from_civil.
    let year = m <= 2 ? y - 1 : y
    let era = (year >= 0 ? year : year - 399) / 400
    let yoe = year - era * 400
    let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468
  }

  /// Today's day number in UTC.
  static func today() -> Int {
    Int(time(nil)) / 86_400
  }

  /// Seconds since 1970 now.
  static func now() -> Int {
    Int(time(nil))
  }

  /// How many days before today `date` is (0 for today), nil for a bad date.
  static func age(of date: String) -> Int? {
    number(date).map { today() - $0 }
  }
}
