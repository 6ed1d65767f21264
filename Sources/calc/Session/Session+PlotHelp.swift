import CalcKit

extension Session {
  /// `:help plot`.
  static let plotHelp = """
    plot sin(x), cos(x) draws functions of x with Braille dots at the terminal's width;
    plot x^2 - 2, x = -3..3 sets the x-range (-10..10 by default), y = -5..5 the y-range
    (fitted by default); plot f draws a defined function; plot … to svg FILE writes SVG.
    Every dot is decided by interval arithmetic: drawn where the graph provably passes,
    empty where it provably does not, ░ where the budget could not decide. Nothing is stored.
    Of x it draws + - * / ^, min, max, pow, log(b, x), functions you defined with one
    parameter, and: \(Plot.functionNames.joined(separator: " "))
    """
}
