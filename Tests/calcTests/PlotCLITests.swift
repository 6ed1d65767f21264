import Foundation
import Testing

// `plot` on the command line (issue 38): text at --width × --height, colour only on a
// terminal, SVG with `to svg FILE` or --svg, and errors on standard error.

@Suite("plot on the command line")
struct PlotCLITests {
  @Test("plot sin(x) at --width 80 --height 24: 24 lines of at most 80 characters, no colour in a pipe")
  func text() throws {
    let result = try runCalc(["--width", "80", "--height", "24", "plot sin(x)"])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 24, "\(result)")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout.contains("sin(x)"))
  }

  @Test("plot … to svg FILE writes an SVG and says so")
  func svg() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("calc-plot-\(UUID().uuidString).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try runCalc(["plot sin(x), cos(x) to svg \(file.path)"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "plot written to \(file.path)\n", "\(result)")
    let svg = try String(contentsOf: file, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("</svg>"))
  }

  @Test("A function plot cannot enclose is an error naming it")
  func unsupported() throws {
    let result = try runCalc(["plot zeta(x)"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("'zeta'"), "\(result)")
  }

  @Test("A plot's colour follows --color: always colours even a pipe, never and auto in a pipe do not, nor NO_COLOR in auto")
  func colorPolicy() throws {
    let always = try runCalc(["--color", "always", "--width", "60", "--height", "12", "plot sin(x)"])
    #expect(always.status == 0 && always.stdout.contains("\u{1B}["), "\(always)")
    for arguments in [["--color", "never"], ["--color", "auto"], []] {
      let plain = try runCalc(arguments + ["--width", "60", "--height", "12", "plot sin(x)"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
      #expect(plain.status == 0 && !plain.stdout.contains("\u{1B}"), "\(arguments): \(plain)")
    }
  }

  @Test("The special functions monotone on known pieces plot; the rest are refused by name")
  func specialFunctions() throws {
    for function in ["erf(x)", "erfc(x)", "gamma(x)", "lgamma(x)", "asinh(x)", "acosh(x)", "atanh(x)"] {
      let result = try runCalc(["--width", "40", "--height", "10", "plot \(function), x = -2.5..4"])
      #expect(result.status == 0 && result.stdout.contains(function), "\(function): \(result)")
    }
  }
}
