import TestSupport

extension RatesServer {
  /// Runs calc with this server's environment.
  func calc(_ arguments: [String], url: String? = nil, _ extra: [String: String] = [:]) throws -> CalcResult {
    try runCalc(arguments, environment: environment(url: url, extra))
  }
}
