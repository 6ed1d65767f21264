import Foundation
import Testing
import TestSupport

/// calc.1, the manual page at the repository's root (made by scripts/make-man-page.sh),
/// against what the built binary says of itself.
@Suite("The manual page")
struct ManualPageTests {
  /// The long options `calc --help` lists (`--precision`, …, `--help`), in its order.
  static func helpOptions() throws -> [String] {
    let help = try runCalc(["--help"])
    #expect(help.status == 0, "\(help)")
    var options: [String] = []
    var inOptions = false
    for line in help.stdoutLines {
      if line.hasPrefix("OPTIONS:") { inOptions = true; continue }
      guard inOptions else { continue }
      if !line.isEmpty, !line.hasPrefix(" ") { break }  // the next heading
      // An option's own line starts with two spaces and a dash: "  --precision <N>  …"
      // or "  -h, --help  …"; its help text is indented further.
      guard line.hasPrefix("  -") else { continue }
      for word in line.split(separator: " ") where word.hasPrefix("--") {
        let name = word.drop { $0 == "-" }.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        options.append("--" + name)
        break
      }
    }
    return options
  }

  static func manualPage() throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("calc.1"), encoding: .utf8)
  }

  @Test("calc --help lists the options this test reads")
  func helpIsRead() throws {
    let options = try Self.helpOptions()
    #expect(options.count >= 20, "\(options)")
    for known in ["--precision", "--rounding", "--keys", "--update-rates", "--version", "--help"] {
      #expect(options.contains(known), "\(known) not found in calc --help: \(options)")
    }
  }

  @Test("Every option calc --help lists has an entry in calc.1's OPTIONS")
  func everyOptionIsDocumented() throws {
    let page = try Self.manualPage()
    let lines = page.split(separator: "\n").map(String.init)
    // mdoc writes an option's entry as ".It Fl -precision Ar N" (Fl adds the first dash),
    // and -h, --help as ".It Fl h , -help".
    let entries = lines.filter { $0.hasPrefix(".It Fl ") }
    for option in try Self.helpOptions() {
      let name = String(option.dropFirst())  // "-precision": what follows Fl
      let documented = entries.contains { entry in
        entry.split(separator: " ").contains { $0 == name }
      }
      #expect(documented, "calc.1 has no entry for \(option): run scripts/make-man-page.sh")
    }
  }

  @Test("Calc.1 has the sections a manual page needs, in mdoc")
  func sections() throws {
    let page = try Self.manualPage()
    #expect(page.contains(".Dt CALC 1"))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "INTERACTIVE SESSION", "CURRENCY RATES",
      "ENVIRONMENT", "FILES", "SHELL COMPLETION", "EXIT STATUS",
    ] {
      #expect(page.contains(".Sh \(section)\n"), "no section \(section)")
    }
    // generate-manual drops non-ASCII characters; make-man-page.sh writes them back.
    #expect(page.contains("'\\[u2248]' marks a rounded result"))
    #expect(!page.contains(".It Em help"), "argument-parser's implicit help subcommand is listed")
  }
}

/// `calc --generate-completion-script SHELL` (which `make install` installs).
@Suite("Shell completion scripts")
struct CompletionScriptTests {
  @Test("Bash, zsh and fish scripts are produced and complete every option", arguments: ["bash", "zsh", "fish"])
  func script(shell: String) throws {
    let result = try runCalc(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "", "\(result)")
    let script = result.stdout
    #expect(script.count > 1_000, "\(shell): \(script.count) characters")
    for option in try ManualPageTests.helpOptions() {
      let name = String(option.dropFirst(2))
      // bash and zsh name an option as typed; fish as `-l 'precision'` or in its
      // argparse spec (`'precision='`, `'h/help'`).
      let mentioned =
        shell == "fish"
        ? script.contains("-l '\(name)'") || script.contains("'\(name)") || script.contains("/\(name)'")
        : script.contains(option)
      #expect(mentioned, "the \(shell) script does not mention \(option)")
    }
    switch shell {
    case "bash": #expect(script.contains("complete ") && script.contains("_calc"))
    case "zsh": #expect(script.hasPrefix("#compdef calc"))
    default: #expect(script.contains("complete -c 'calc'"))
    }
  }

  @Test("The rounding modes are offered as --rounding's values")
  func roundingValues() throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try runCalc(["--generate-completion-script", shell]).stdout
      for mode in ["half-even", "half-up", "ceiling", "floor"] {
        #expect(script.contains(mode), "\(shell): no \(mode)")
      }
    }
  }
}
