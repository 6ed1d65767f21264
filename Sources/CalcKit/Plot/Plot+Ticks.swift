extension Plot {
  /// A tick of an axis: its value and its label in calc's number format.
  struct Tick {
    var value: Double
    var label: String
  }

  /// Ticks at the multiples of a round step (1, 2 or 5 times a power of ten) in `range`, about
  /// `count` of them; each label is the exact multiple as calc writes it.
  static func ticks(in range: ClosedRange<Double>, about count: Int) -> [Tick] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite, count > 0 else { return [] }
    let rough = span / Double(count)
    guard rough > 0, rough.isFinite else { return [] }
    let exponent = Plot.floorLog10(rough)
    let base = Plot.power10(exponent)
    let factor = rough / base
    let multiplier = factor <= 1 ? 1 : factor <= 2 ? 2 : factor <= 5 ? 5 : 10
    let (m, e) = multiplier == 10 ? (1, exponent + 1) : (multiplier, exponent)
    let step = Double(m) * Plot.power10(e)
    let first = (range.lowerBound / step).rounded(.up)
    let last = (range.upperBound / step).rounded(.down)
    guard first <= last, last - first < 1_000, abs(first) < 1e17, abs(last) < 1e17 else { return [] }
    var ticks: [Tick] = []
    var k = first
    while k <= last {
      let multiple = Int(k) * m
      let text = e >= 0 ? "\(multiple)e\(e)" : "\(multiple)e-\(-e)"
      let label = Number(text)?.decimalString(precision: 6) ?? text
      ticks.append(Tick(value: k * step, label: label))
      k += 1
    }
    return ticks
  }

  /// Ticks at multiples of π/2 (or of π, 2π, … when there would be too many), labelled
  /// exactly: `-π`, `-π/2`, `0`, `π/2`, `π`, `3π/2`.
  static func piTicks(in range: ClosedRange<Double>, about count: Int) -> [Tick] {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite, count > 0 else { return [] }
    var halves = 1
    while Double(halves) * Double.pi / 2 < span / Double(count), halves < 1 << 20 { halves *= 2 }
    let step = Double(halves) * Double.pi / 2
    let first = (range.lowerBound / step).rounded(.up)
    let last = (range.upperBound / step).rounded(.down)
    guard first <= last, last - first < 1_000, abs(first) < 1e12, abs(last) < 1e12 else { return [] }
    var ticks: [Tick] = []
    var k = first
    while k <= last {
      let j = Int(k) * halves  // the tick is j·π/2
      let label: String
      if j == 0 {
        label = "0"
      } else if j % 2 == 0 {
        label = j == 2 ? "π" : j == -2 ? "-π" : "\(j / 2)π"
      } else {
        label = j == 1 ? "π/2" : j == -1 ? "-π/2" : "\(j)π/2"
      }
      ticks.append(Tick(value: k * step, label: label))
      k += 1
    }
    return ticks
  }

  /// The ticks of the x-axis: multiples of π/2 for trigonometry in radians, else round numbers.
  func xTicks(about count: Int) -> [Tick] {
    xTicksInPi ? Plot.piTicks(in: xRange, about: count) : Plot.ticks(in: xRange, about: count)
  }

  static func floorLog10(_ x: Double) -> Int {
    var e = 0
    var v = x
    while v >= 10 { v /= 10; e += 1 }
    while v < 1 { v *= 10; e -= 1 }
    return e
  }

  static func power10(_ e: Int) -> Double {
    var p = 1.0
    if e >= 0 { for _ in 0..<e { p *= 10 } } else { for _ in 0..<(-e) { p /= 10 } }
    return p
  }
}
