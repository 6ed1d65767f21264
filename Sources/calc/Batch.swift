import CalcKit
import Dispatch

/// Evaluates standard input line by line: one output line per input line.
///
/// A line that fails gives an empty output line, and its error goes to standard error as
/// `line N: message` with the caret lines. Output is flushed whenever more input must be
/// waited for, so a program feeding calc line by line gets each answer at once.
///
/// When many lines are already waiting (a file or a fast pipe), the lines that stand on
/// their own are evaluated and formatted on all processors first (``Precomputed``), and
/// then every line is taken in order as before: each line's output, error and effect on
/// `ans` and the variables are exactly what one-at-a-time evaluation gives.
struct Batch {
  var calculator: Calculator
  var presentation: Presentation
  /// Loaded when a line first names a currency.
  var rates = LineRates(offline: false, warnsWhenStale: true)
  /// How a `plot` statement is shown.
  var plotOutput = PlotOutput()
  /// The colours of `≈` and errors (`--color`, `auto` by default).
  var colors = OutputColors(.auto)

  /// The most lines taken from the input buffer at a time.
  static let linesPerRound = 8_192

  /// Returns whether every line succeeded.
  mutating func run() -> Bool {
    var input = LineReader(fileDescriptor: 0)
    var output = OutputBuffer(fileDescriptor: 1)
    var allSucceeded = true
    var number = 0
    input.beforeWaiting = { output.flush() }
    var atStart = true
    while var first = input.nextLine() {
      // A file saved with a UTF-8 byte-order mark starts with it: it is no part of the line.
      if atStart, first.starts(with: Batch.byteOrderMark) { first = first.dropFirst(Batch.byteOrderMark.count) }
      atStart = false
      var lines = [first]
      while lines.count < Batch.linesPerRound, let line = input.bufferedLine() { lines.append(line) }
      let precomputed = Precomputed(lines, calculator: calculator, presentation: presentation, colors: colors)
      // The last line worked out in parallel whose value is not yet `ans`: it becomes `ans`
      // only before a line that is taken in order reads it, and at the end of the round.
      var lastWorkedOut: Int?
      var index = 0
      while index < lines.count {
        if precomputed.isWorkedOut(index) {
          // A run of worked-out lines whose texts lie side by side: copied at once.
          let run = precomputed.run(from: index)
          output.append(bytes: precomputed.lines(in: run))
          number += run.count
          index = run.upperBound
          lastWorkedOut = index - 1
          continue
        }
        if let last = lastWorkedOut, let value = precomputed.value(at: last) { calculator.lastResult = value }
        lastWorkedOut = nil
        number += 1
        if !evaluate(lines[index], number: number, into: &output) { allSucceeded = false }
        index += 1
      }
      if let last = lastWorkedOut, let value = precomputed.value(at: last) { calculator.lastResult = value }
    }
    output.flush()
    return allSucceeded
  }

  /// The UTF-8 byte-order mark, skipped at the start of the input.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Evaluates one line in order and writes its output line (and its error to standard
  /// error); false when it failed. A line that is blank or only a comment (`# note`) gives
  /// an empty output line, so there is still one output line per input line.
  private mutating func evaluate(_ bytes: ArraySlice<UInt8>, number: Int, into output: inout OutputBuffer) -> Bool {
    let typed = String(decoding: bytes, as: UTF8.self)
    let commentStart = LineComment.start(in: bytes)
    let line = commentStart == nil ? typed : LineComment.stripped(typed)
    if Batch.isBlank(bytes.prefix(commentStart ?? bytes.count), line) {
      output.append("\n")
      return true
    }
    var succeeded = true
    rates.prepare(&calculator, for: line)
    do {
      switch try calculator.run(line) {
      case .value(let value): output.append(colors.result(presentation.text(value, calculator: calculator)))
      case .converted(let converted): output.append(colors.result(converted.text))
      case .amount(let amount): output.append(colors.result(presentation.text(amount)))
      case .definition(let definition): output.append(definition.source)
      case .plot(let request):
        if let text = plotOutput.text(for: request, prefix: "line \(number): ") { output.append(text) } else { succeeded = false }
      }
      if !calculator.notices.isEmpty {
        output.flush()
        var errors = OutputBuffer(fileDescriptor: 2)
        for notice in calculator.notices { errors.append("line \(number): \(notice)\n") }
        errors.flush()
      }
    } catch {
      succeeded = false
      output.flush()
      var errors = OutputBuffer(fileDescriptor: 2)
      let prefix = "line \(number):"
      errors.append(colors.error(rates.explained(error).rendered(source: typed, prefix: prefix + " "), prefix: prefix))
      errors.append("\n")
      errors.flush()
    }
    output.append("\n")
    return succeeded
  }

  /// Whether a line is only white space, as `Character.isWhitespace` says; a byte scan
  /// answers for ASCII, which is most lines (and stops at the first digit).
  static func isBlank(_ bytes: ArraySlice<UInt8>, _ line: String) -> Bool {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A...0x0D: continue
      case 0x80...: return line.allSatisfy(\.isWhitespace)
      default: return false
      }
    }
    return true
  }
}

extension Batch {
  /// The values and output texts of the lines that stand on their own, worked out on all
  /// processors at once.
  ///
  /// A line stands on its own when it evaluates with no variables and no `ans`, does
  /// not assign, and neither converts (`to hex`) nor names a currency: then its value cannot depend on the lines before it. Any other line
  /// (one that names a variable or `ans`, assigns, fails or is blank) is left to be
  /// evaluated in order. Fewer than ``minimumLines`` lines are all left in order:
  /// starting threads would cost more than it saves, and a line typed by a person is
  /// answered at once.
  struct Precomputed {
    /// The value of each worked-out line that ends a run of them (``run(from:)``): what
    /// `ans` is after it. Nil for every other line.
    private var values: [Number?]
    /// Where each worked-out line's output (its text and newline) lies in the buffer of
    /// the task that made it, ``texts``[index / ``linesPerTask``].
    private var spans: [Range<Int>]
    /// Each task's output bytes. Written by the task itself, so the texts are made and freed
    /// on all processors and the lines in order only copy bytes.
    private var texts: [[UInt8]]

    /// Below this many lines, no threads.
    static let minimumLines = 256

    /// Lines per unit of work handed to a thread: small enough that the processors finish
    /// a round close together (one waits for the other's last task).
    static let linesPerTask = 64

    init(_ lines: [ArraySlice<UInt8>], calculator: Calculator, presentation: Presentation, colors: OutputColors = .none) {
      values = Array(repeating: nil, count: lines.count)
      spans = Array(repeating: 0..<0, count: lines.count)
      texts = []
      let processors = sysconf(Int32(_SC_NPROCESSORS_ONLN))
      guard lines.count >= Precomputed.minimumLines, processors > 1 else { return }
      var settings = Calculator(
        precision: calculator.precision, rounding: calculator.rounding, angleUnit: calculator.angleUnit)
      settings.showsExactValuesInFull = calculator.showsExactValuesInFull
      // `1.000` is 1000 in de_DE and 1 in calc's own form: the lines in parallel must be read
      // as the lines in order are.
      settings.inputLocale = calculator.inputLocale
      let standalone = settings
      let tasks = (lines.count + Precomputed.linesPerTask - 1) / Precomputed.linesPerTask
      texts = Array(repeating: [], count: tasks)
      values.withUnsafeMutableBufferPointer { values in
        spans.withUnsafeMutableBufferPointer { spans in
          texts.withUnsafeMutableBufferPointer { texts in
            let slots = Slots(values: values, spans: spans, texts: texts)
            DispatchQueue.concurrentPerform(iterations: tasks) { task in
              let start = task * Precomputed.linesPerTask
              var buffer: [UInt8] = []
              buffer.reserveCapacity(Precomputed.linesPerTask * 40)
              // The value of the last line worked out, kept (in ``values``) only when it is the
              // last of a run: a line taken in order after it may read it as `ans`.
              var last: (index: Int, value: Number)?
              for index in start..<min(start + Precomputed.linesPerTask, lines.count) {
                guard let value = Precomputed.value(of: lines[index], in: standalone) else {
                  if let (index, value) = last { slots.values[index] = value }
                  last = nil
                  continue
                }
                let first = buffer.count
                var text = colors.result(presentation.text(value, calculator: standalone))
                text.withUTF8 { buffer.append(contentsOf: $0) }
                buffer.append(UInt8(ascii: "\n"))
                slots.spans[index] = first..<buffer.count
                last = (index, value)
              }
              if let (index, value) = last { slots.values[index] = value }
              slots.texts[task] = buffer
            }
          }
        }
      }
    }

    /// The value of a line that stands on its own, or nil for any other line (one with a
    /// comment, one that fails, assigns, converts or names a currency).
    static func value(of bytes: ArraySlice<UInt8>, in calculator: Calculator) -> Number? {
      // A line with a comment is left to be taken in order.
      guard LineComment.start(in: bytes) == nil else { return nil }
      let line = String(decoding: bytes, as: UTF8.self)
      // A conversion or an amount of money is written by `run` in order: not here.
      guard let expression = try? calculator.parse(line), expression.assignedName == nil,
        expression.conversion == nil, expression.currencyCodes.isEmpty
      else { return nil }
      return try? calculator.evaluate(expression)
    }

    /// The value of line `index` when it was worked out and is the last of a ``run(from:)``
    /// (the others are not kept).
    func value(at index: Int) -> Number? { values[index] }

    /// Whether line `index` was worked out (its output is never empty: it ends in a newline).
    func isWorkedOut(_ index: Int) -> Bool { !spans[index].isEmpty }

    /// The worked-out lines from `start` (which is one) whose outputs follow each other in
    /// one task's buffer: `start` and the worked-out lines right after it in its task (each
    /// task appends its lines' outputs in order).
    func run(from start: Int) -> Range<Int> {
      let taskEnd = min((start / Precomputed.linesPerTask + 1) * Precomputed.linesPerTask, values.count)
      var end = start + 1
      while end < taskEnd, isWorkedOut(end) { end += 1 }
      return start..<end
    }

    /// The outputs of the lines of a ``run(from:)``, one after another.
    func lines(in run: Range<Int>) -> ArraySlice<UInt8> {
      let bytes = spans[run.lowerBound].lowerBound..<spans[run.upperBound - 1].upperBound
      return texts[run.lowerBound / Precomputed.linesPerTask][bytes]
    }

    /// The results, written by many threads: each index (and each task's buffer) by
    /// exactly one, and read only after all have finished.
    private struct Slots: @unchecked Sendable {
      let values: UnsafeMutableBufferPointer<Number?>
      let spans: UnsafeMutableBufferPointer<Range<Int>>
      let texts: UnsafeMutableBufferPointer<[UInt8]>
    }
  }
}
