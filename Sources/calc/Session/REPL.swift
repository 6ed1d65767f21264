import CLibEdit
import CTerminal
import CalcKit

/// The interactive session at a terminal: reads lines with ``LineEditor``, answers them
/// with ``Session``, keeps the history and the session's state in their files.
struct REPL {
  var session: Session
  /// Where settings, variables and `ans` are kept; nil with `--no-state`.
  var stateFile: StateFile?
  /// Where the lines typed are kept; nil when there is no directory for it.
  var historyFile: HistoryFile?
  /// Settings the command line gave, which win over saved ones.
  var overrides: Overrides
  /// False with `--no-live`: no live result in this run, whatever `:live` saved (colour
  /// stays as `--color` says).
  var showsLive = true
  /// Warnings from finding the files, shown at start.
  var warnings: [String] = []
  /// The state this session last had in common with ``stateFile``: the defaults, then the
  /// state restored, then its own state each time it saved. What another session saved
  /// since is merged with it (``StateFile/save(_:since:)``).
  var base: SessionState

  /// Settings given as options when the session starts.
  struct Overrides {
    var precision: Int?
    var rounding: RoundingMode?
    var angleUnit: AngleUnit?
    var width: Int?

    /// The settings these give.
    var names: Set<Session.SettingName> {
      var names: Set<Session.SettingName> = []
      if precision != nil { names.insert(.precision) }
      if rounding != nil { names.insert(.rounding) }
      if angleUnit != nil { names.insert(.angleUnit) }
      if width != nil { names.insert(.width) }
      return names
    }

    func apply(to session: inout Session) {
      if let precision {
        session.calculator.precision = precision
        session.calculator.showsExactValuesInFull = false
      }
      if let rounding { session.calculator.rounding = rounding }
      if let angleUnit { session.calculator.angleUnit = angleUnit }
      if let width { session.width = width }
    }
  }

  /// A session whose files live in `directory` (nil: none), restoring the saved state
  /// unless `restoresState` is false (then it is not saved either).
  init(session: Session, overrides: Overrides, directory: String?, restoresState: Bool) {
    self.session = session
    self.overrides = overrides
    base = session.state
    overrides.apply(to: &self.session)
    guard let directory else {
      warnings.append(CommandMessage.noStateDirectory)
      return
    }
    // Once calc has run here, its history file is there (it is made at start-up); if it
    // is gone, say so. On a first run there is nothing to say.
    let historyPath = directory + "/history"
    if FileSystem.exists(directory), !FileSystem.exists(historyPath) {
      warnings.append(CommandMessage.historyFileMissing(historyPath))
    }
    do throws(FileSystem.Failure) {
      try FileSystem.createDirectories(directory)
    } catch {
      warnings.append(CommandMessage.cannotCreateDirectory(directory, error))
      return
    }
    historyFile = HistoryFile(path: historyPath)
    self.session.files.append(("History", historyPath))
    if restoresState {
      let file = StateFile(path: directory + "/session.json")
      stateFile = file
      self.session.files.append(("Session", file.path))
    }
  }

  /// The directory of calc's files: `$XDG_STATE_HOME/calc`, else `~/.local/state/calc`.
  static func stateDirectory() -> String? {
    if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return state + "/calc" }
    if let home = environment("HOME"), !home.isEmpty { return home + "/.local/state/calc" }
    return nil
  }

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The terminal's width: `COLUMNS` when set, else what the terminal reports, else 80.
  static func terminalColumns() -> Int {
    if let text = environment("COLUMNS"), let columns = Int(text), columns > 0 { return columns }
    for fd in [STDOUT_FILENO, STDIN_FILENO] {
      let columns = Int(calc_terminal_columns(fd))
      if columns > 0 { return columns }
    }
    return 80
  }

  /// Runs until `:quit`, `exit`, Ctrl-D or the end of input.
  mutating func run() {
    Self.useUTF8Characters()
    var historyEntries: [String] = []
    if let file = historyFile {
      let (entries, warning, usable) = file.load()
      historyEntries = entries
      if let warning { warnings.append(warning) }
      if !usable { historyFile = nil }
    }
    var notice: String?
    if let stateFile {
      let (state, warning, newerVersion) = stateFile.load()
      if let state {
        session.restore(state)
        base = session.state
        // Options given on the command line win over the saved settings.
        overrides.apply(to: &session)
        notice = session.restoredNotice(except: overrides.names)
      }
      if let warning { warnings.append(warning) }
      // A newer calc's file is left byte for byte as it is: this session saves nothing.
      if newerVersion != nil { self.stateFile = nil }
    }
    for warning in warnings { printError(warning) }
    LineRates.refreshInBackground(offline: session.rates.offline)

    var current = session
    guard
      let editor = LineEditor(
        program: "calc", prompt: Session.prompt, historySize: historyFile?.limit ?? 1_000,
        columns: REPL.terminalColumns,
        complete: { text in Completion(
            completing: text, variables: current.calculator.variables.keys, names: current.calculator.names) })
    else {
      printError(CommandMessage.noLineEditing)
      return
    }
    for entry in historyEntries { editor.addHistory(entry) }
    editor.live = LiveTerminal.preview(for: session, showsLive: showsLive)
    calc_write_output("calc \(Calc.configuration.version): exact arithmetic. :help for help, Ctrl-D to leave.\n")
    if let notice { calc_write_output(notice + "\n") }
    // A precision given as an option may be higher than the saved approximations'.
    let (refined, _) = Interrupt.cancellable { token in session.refineApproximations(cancellation: token) }
    if !refined.names.isEmpty || refined.cancelled {
      calc_write_output("precision \(session.calculator.precision)" + Session.refinementNote(refined) + "\n")
    }
    var saved = session.state
    var historyFailed = false
    var lastEntry = historyEntries.last
    var saveFailed = false
    var noted: Set<SessionState.MergedName> = []
    while true {
      switch editor.readLine() {
      case .end:
        calc_write_output("\n")
        return
      case .interrupted:
        calc_write_output("\n")
        continue
      case .line(let line):
        if !line.trimmingWhitespace.isEmpty, line != lastEntry {
          lastEntry = line
          editor.addHistory(line)
          if let historyFile, !historyFailed, let reason = historyFile.append(line) {
            historyFailed = true
            printError(CommandMessage.cannotAddToHistory(historyFile.path, reason))
          }
        }
        // Ctrl-C now stops the evaluation; the terminal has echoed `^C`, which the reply
        // replaces.
        let columns = REPL.terminalColumns()
        let (reply, interrupted) = Interrupt.cancellable { token in
          session.respond(to: line, columns: columns, cancellation: token)
        }
        if interrupted { calc_write_output("\r\u{1B}[K") }
        current = session
        LiveTerminal.update(editor.live, with: session, showsLive: showsLive)
        let colors = LiveTerminal.colors(session)
        switch reply {
        case .none: break
        case .output(let text): calc_write_output(LiveTerminal.colored(output: text, on: colors) + "\n")
        case .error(let text): printError(LiveTerminal.colored(error: text, on: LiveTerminal.colorsErrors(session)))
        case .quit: return
        case .clearScreen: calc_write_output(REPL.clearScreen)
        }
        for notice in session.notices { printError(notice) }
        if stateFile != nil, session.state != saved {
          saved = session.state
          save(saved, saveFailed: &saveFailed, noted: &noted)
        }
      }
    }
  }

  /// Saves `state`, merged with what another session saved since ``base``, and says what
  /// the merge had to choose: once for each name in a session. A failure is said once.
  private mutating func save(_ state: SessionState, saveFailed: inout Bool, noted: inout Set<SessionState.MergedName>) {
    guard let stateFile else { return }
    let saved = stateFile.save(state, since: base)
    if let warning = saved.warning { printError(warning) }
    if let version = saved.newerVersion {
      printError(CommandMessage.newerSessionOnSave(stateFile.path, version: version))
      self.stateFile = nil
      return
    }
    if let reason = saved.failure {
      if !saveFailed { printError(CommandMessage.cannotSaveSession(stateFile.path, reason)) }
      saveFailed = true
      return
    }
    base = state
    guard let merge = saved.merge else { return }
    let lines: [([SessionState.MergedName], ([SessionState.MergedName]) -> String)] = [
      (merge.keptOurs, CommandMessage.changedInAnotherSession),
      (merge.removedThere, CommandMessage.removedInAnotherSession),
      (merge.keptTheirs, CommandMessage.keptFromAnotherSession),
    ]
    for (names, message) in lines {
      let new = names.filter { noted.insert($0).inserted }
      if !new.isEmpty { printError(message(new)) }
    }
    for (name, reason) in merge.dropped {
      guard noted.insert(SessionState.MergedName(name: name, kind: .function)).inserted else { continue }
      printError(CommandMessage.notKeptFromAnotherSession(name, reason))
    }
  }

  /// Moves the cursor home and erases the screen (`clear`), as Ctrl-L does.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  private func printError(_ text: String) {
    calc_write_error(text + "\n")
  }

  /// libedit reads characters in the C library's character set: a UTF-8 one, so `×`,
  /// `÷` and `π` can be typed even when the environment names no locale.
  private static func useUTF8Characters() {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
  }
}
