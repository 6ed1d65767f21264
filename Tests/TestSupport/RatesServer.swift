import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The repository's root, from this file's place in it.
package let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The ECB's real files, kept with the library's tests.
package enum ECBFiles {
  package static let directory = repositoryRoot.appendingPathComponent("Tests/CalcKitTests/Fixtures/ecb")
  package static var daily: URL { directory.appendingPathComponent("eurofxref-daily-2017-03-08.xml") }
  package static var history: URL { directory.appendingPathComponent("eurofxref-hist-90d-2017-03-03.xml") }
}

/// A real HTTP server on 127.0.0.1 (`scripts/rates-server.py`, Python's http.server) serving
/// a temporary folder, and a temporary cache directory for the calc processes and the
/// in-process rate store that use it (calcTests' `RatesServer.calc` runs the binary with it).
///
/// The folder starts with the ECB's daily file as `eurofxref-daily.xml` and its 90-day
/// history as `eurofxref-hist-90d.xml` (as the ECB names them), unless told otherwise.
package final class RatesServer: @unchecked Sendable {
  package let root: URL
  package let cache: URL
  package private(set) var port: Int = 0
  private var process: Process?
  private let log: URL

  package init(dailyFile: Bool = true, history: Bool = true, tls: (certificate: String, key: String)? = nil) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("calc-rates-\(UUID().uuidString)")
    root = base.appendingPathComponent("root")
    cache = base.appendingPathComponent("cache")
    log = base.appendingPathComponent("server.log")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    if dailyFile { try FileManager.default.copyItem(at: ECBFiles.daily, to: root.appendingPathComponent("eurofxref-daily.xml")) }
    if history {
      try FileManager.default.copyItem(at: ECBFiles.history, to: root.appendingPathComponent("eurofxref-hist-90d.xml"))
    }
    try start(tls: tls)
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  private func start(tls: (certificate: String, key: String)?) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["python3", repositoryRoot.appendingPathComponent("scripts/rates-server.py").path, root.path]
    if let tls { arguments += ["0", "--tls", tls.certificate, tls.key] }
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    self.process = process
    // The first line is the port; reading it waits until the server listens.
    var line: [UInt8] = []
    let handle = output.fileHandleForReading
    while true {
      let byte = handle.readData(ofLength: 1)
      guard let first = byte.first else { break }
      if first == UInt8(ascii: "\n") { break }
      line.append(first)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self)) else {
      stop()
      throw RatesServerError(description: "rates-server.py did not start (\(String(decoding: line, as: UTF8.self)))")
    }
    self.port = port
  }

  /// Stops the server (the port then refuses connections).
  package func stop() {
    guard let process, process.isRunning else { return }
    // SIGKILL: a child of the test process may have SIGTERM blocked.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// `http://127.0.0.1:PORT/` followed by `path`.
  package func url(_ path: String = "eurofxref-daily.xml", scheme: String = "http", host: String = "127.0.0.1") -> String {
    "\(scheme)://\(host):\(port)/\(path)"
  }

  /// The paths requested so far, in order.
  package var requests: [String] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let start = line.range(of: "\"GET ") else { return nil }
      return line[start.upperBound...].split(separator: " ").first.map(String.init)
    }
  }

  /// The cache file calc writes.
  package var cacheFile: URL { cache.appendingPathComponent("calc/rates.json") }

  /// Writes `text` to a file the server serves.
  package func put(_ name: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// An environment for calc: the cache in this server's temporary folder, the rates from
  /// `url` (this server's daily file by default), nothing else of the test's rates settings.
  package func environment(url: String? = nil, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("CALC_RATES") && $0.key != "CALC_OFFLINE" && !$0.key.lowercased().hasSuffix("_proxy")
    }
    environment["XDG_CACHE_HOME"] = cache.path
    environment["CALC_RATES_URL"] = url ?? self.url()
    environment["CALC_RATES_TIMEOUT"] = "5"
    environment.merge(extra) { $1 }
    return environment
  }
}

/// The server did not start.
package struct RatesServerError: Error, CustomStringConvertible {
  package var description: String
}
