import CalcKit
import Foundation

/// Parsing and evaluating text through CalcKit's public API: the work calc does for each
/// input line, without the reading and writing.
enum EvaluationBenchmarks {
  static let group = "eval/"
  static let corpusNames = ["\(group)corpus: evaluate, per line", "\(group)corpus: evaluate+format, per line"]

  static func all(corpus: [String]) throws -> [Benchmark] {
    let g = group
    let calculator = Calculator()
    var list: [Benchmark] = []
    // Parse and evaluate (`evaluate(String)`); the output says whether the value is exact.
    for source in ["123+456*2", "(1.5+2.25)*4/3-0.125"] {
      list.append(
        Benchmark("\(g)evaluate(\"\(source)\")", input: source) {
          (try? calculator.evaluate($0)).map { $0.isExact ? "exact" : "approximate" } ?? "error"
        })
    }
    // The same and the text, as calc's batch mode does it: parse, evaluate, format.
    for source in ["123+456*2", "(1.5+2.25)*4/3-0.125", "1/3"] {
      list.append(
        Benchmark("\(g)evaluate+format(\"\(source)\")", input: source) {
          (try? calculator.evaluate($0)).map(calculator.format) ?? "error"
        })
    }
    // Parse alone, and evaluation of an expression parsed once.
    let parsed = try calculator.parse("123+456*2")
    list.append(
      Benchmark("\(g)parse(\"123+456*2\")", input: "123+456*2") {
        (try? calculator.parse($0)) == nil ? "error" : "parsed"
      })
    list.append(
      Benchmark("\(g)evaluate(parsed \"123+456*2\")", input: parsed) {
        (try? calculator.evaluate($0)).map { $0.isExact ? "exact" : "approximate" } ?? "error"
      })
    // Every line of the corpus, evaluated (parse + evaluate; per line) and also formatted.
    if !corpus.isEmpty {
      list.append(
        Benchmark(corpusNames[0], input: corpus, units: corpus.count) { lines in
          var failures = 0
          for line in lines {
            do { blackHole(try calculator.evaluate(line)) } catch { failures += 1 }
          }
          return "\(lines.count) lines, \(failures) errors"
        })
      list.append(
        Benchmark(corpusNames[1], input: corpus, units: corpus.count) { lines in
          var characters = 0
          for line in lines {
            if let value = try? calculator.evaluate(line) { characters += calculator.format(value).utf8.count }
          }
          return "\(characters) characters"
        })
    }
    return list
  }

  /// The corpus lines: from `path`, or else made by scripts/make-corpus.py (10,000 lines).
  static func corpus(path: String?, lines: Int) throws -> [String] {
    let text: String
    if let path {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } else {
      let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/make-corpus.py")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script.path, "--lines", String(lines)]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      text = String(decoding: data, as: UTF8.self)
    }
    return text.split(separator: "\n").map(String.init)
  }
}
