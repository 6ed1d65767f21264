import CalcKit

/// How the command line shows a `plot` statement: as Braille text at the terminal's size (or
/// `--width` × `--height`, 80 × 24 when not a terminal), or as an SVG file (`plot … to svg FILE`
/// or `--svg FILE`).
struct PlotOutput: Sendable {
  /// `--width`: the plot's width in characters.
  var width: Int?
  /// `--height`: the plot's height in lines.
  var height: Int?
  /// `--svg FILE`: write every plot to this file instead.
  var svgFile: String?
  /// Whether the plot's functions are coloured: the policy of the rest of calc's output
  /// (`--color`, the session's `:color`, `NO_COLOR`, `TERM=dumb`, pipes).
  var color = ColorPolicy()

  /// The text to print for `request`, or nil after writing its error to standard error
  /// (prefixed with `prefix`).
  func text(for request: PlotRequest, columns: Int? = nil, cancellation: CancellationToken? = nil, prefix: String = "") -> String? {
    do {
      return try drawn(request, columns: columns, cancellation: cancellation)
    } catch {
      var errors = OutputBuffer(fileDescriptor: 2)
      errors.append(prefix + "error: \(error)\n")
      errors.flush()
      return nil
    }
  }

  /// The text to print for `request`: the plot itself, or a line naming the SVG file written.
  /// Throws the error of a file that cannot be written.
  func drawn(_ request: PlotRequest, columns: Int? = nil, cancellation: CancellationToken? = nil) throws -> String {
    if let file = request.svgFile ?? svgFile {
      let grid = Plot.svgGrid
      let plot = try request.draw(columns: grid.columns, rows: grid.rows, cancellation: cancellation)
      try PlotOutput.write(plot.svg(), to: file)
      return "plot written to \(file)"
    }
    let size = self.size(columns: columns)
    let grid = Plot.textGrid(width: size.width, height: size.height)
    let plot = try request.draw(columns: grid.columns, rows: grid.rows, cancellation: cancellation)
    return plot.text(useColor: color.colors(fd: STDOUT_FILENO))
  }

  /// The width and height: the options, else the terminal's, else 80 × 24.
  func size(columns: Int?) -> (width: Int, height: Int) {
    var terminal = winsize()
    let isTerminal = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &terminal) == 0 && terminal.ws_col > 0
    let width = self.width ?? columns ?? (isTerminal ? Int(terminal.ws_col) : 80)
    let height = self.height ?? (isTerminal && terminal.ws_row > 0 ? Int(terminal.ws_row) - 1 : 24)
    return (min(max(width, 20), 1_000), min(max(height, 8), 500))
  }

  /// Writes `text` to the file at `path`, replacing it.
  static func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "w") else {
      throw PlotFileError(path: path, reason: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw PlotFileError(path: path, reason: String(cString: strerror(errno)))
    }
  }
}

/// An SVG file that cannot be written.
struct PlotFileError: Error, CustomStringConvertible {
  var path: String
  var reason: String
  var description: String { "cannot write the plot to \(path): \(reason)" }
}
