#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colours of one-shot and batch mode, as `--color` asks (``ColorPolicy``): the `≈` that
/// starts a rounded result on standard output, and an error's prefix (`error:`, `line 3:`)
/// and caret line on standard error, as the session colours them. Each stream is decided
/// on its own, as grep and ls decide: with `auto`, `calc "1/0" 2>file` colours neither and
/// `calc "1/3" | cat` still colours errors at the terminal.
struct OutputColors: Sendable {
  /// Whether standard output is coloured.
  var output: Bool
  /// Whether standard error is coloured.
  var errors: Bool

  /// The colours `choice` gives the two streams as they are now.
  init(_ choice: ColorPolicy.Choice) {
    let policy = ColorPolicy(choice)
    output = policy.colors(fd: STDOUT_FILENO)
    errors = policy.colors(fd: STDERR_FILENO)
  }

  init(output: Bool, errors: Bool) {
    self.output = output
    self.errors = errors
  }

  /// No colour at all.
  static let none = OutputColors(output: false, errors: false)

  /// A result as written to standard output.
  func result(_ text: String) -> String {
    OutputColors.marked(output: text, on: output)
  }

  /// An error as written to standard error, its first line starting with `prefix`.
  func error(_ text: String, prefix: String = "error:") -> String {
    OutputColors.marked(error: text, prefix: prefix, on: errors)
  }

  /// `text` with the `≈` that starts any of its lines marked (``Style/approximate``).
  static func marked(output text: String, on: Bool) -> String {
    guard on, text.contains("≈") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("≈") ? Style.approximate.apply("≈", on: true) + line.dropFirst() : String(line)
    }.joined(separator: "\n")
  }

  /// `text` with `prefix` where a line starts with it, and the caret lines (`^~~`), in
  /// ``Style/error``.
  static func marked(error text: String, prefix: String, on: Bool) -> String {
    guard on else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if !prefix.isEmpty, line.hasPrefix(prefix) {
        return Style.error.apply(prefix, on: true) + line.dropFirst(prefix.count)
      }
      let marks = line.drop { $0 == " " }
      if !marks.isEmpty, marks.allSatisfy({ $0 == "^" || $0 == "~" }) {
        return String(line.prefix(line.count - marks.count)) + Style.error.apply(String(marks), on: true)
      }
      return String(line)
    }.joined(separator: "\n")
  }
}
