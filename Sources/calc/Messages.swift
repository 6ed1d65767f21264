import ArgumentParser
import CalcKit

/// Every message the `calc` command writes itself, each once: the options it rejects, the
/// warnings it prints on standard error (`calc: …`), the session's command errors, and why
/// rates are unavailable. CalcKit's errors come from CalcKit's own catalogue; the texts of
/// an error type that describes itself (`HTTPClient.Failure`, `ExchangeRatesError`) are
/// written once in its `description`.
enum CommandMessage {
  // MARK: Options the command line rejects

  /// An option calc does not know, with the options it may have meant; a word with one
  /// dash also says how to start an expression with a name.
  static func unknownOption(_ word: String, suggestions: [String]) -> ValidationError {
    var text = "Unknown option '\(word)'"
    if !suggestions.isEmpty {
      let listed = suggestions.count == 1
        ? suggestions[0] : suggestions.dropLast().joined(separator: ", ") + " or " + (suggestions.last ?? "")
      text += "; did you mean \(listed)?"
    } else {
      text += "."
    }
    if !word.hasPrefix("--") {
      text += " An expression that starts with a name goes after --: calc -- \(word)"
    }
    return ValidationError(text)
  }

  static func precisionOutOfRange(_ precision: Int) -> ValidationError {
    ValidationError("--precision must be from 1 to \(Limits.maximumPrecision), not \(precision).")
  }

  static let keysAndExpression = ValidationError("--keys takes the keys instead of an expression; give one or the other.")

  static let keysAndFormat = ValidationError(
    "--keys shows the keypad's own display; it cannot be combined with --width, --fraction-digits, --percent or --currency.")

  static let keysAndInputLocale = ValidationError("--input-locale reads expressions; --keys presses keys.")

  static func minimumWidthOutOfRange(_ minimumWidth: Int) -> ValidationError {
    ValidationError("--minimum-width must be from 1 to 1000, not \(minimumWidth).")
  }

  static let traceWithoutKeys = ValidationError("--trace goes with --keys.")

  static let keypadOptionsWithoutKeys = ValidationError(
    "--operators, --minimum-width and --approximate-marker go with --keys.")

  /// `option` is ` for --input-locale` or empty (for --locale).
  static func unknownLocale(_ identifier: String, option: String) -> ValidationError {
    ValidationError(
      "Unknown locale '\(identifier)'\(option). Known: \(NumberLocale.availableIdentifiers.joined(separator: ", ")), POSIX.")
  }

  static func fractionDigitsOutOfRange(_ fractionDigits: Int) -> ValidationError {
    ValidationError("--fraction-digits must be from 0 to \(Limits.maximumPrecision), not \(fractionDigits).")
  }

  static func unknownCurrency(_ code: String) -> ValidationError {
    ValidationError("Unknown currency code '\(code)': use an ISO 4217 code such as USD, EUR, JPY or KRW.")
  }

  static let percentAndCurrency = ValidationError("--percent and --currency cannot be combined.")

  static let widthAndDigits = ValidationError(
    "--width chooses the digits itself; it cannot be combined with --fraction-digits or --currency.")

  static func invalidWidth(_ error: Error) -> ValidationError {
    ValidationError("--width: \(error).")
  }

  static let inputLocaleInSession = ValidationError(
    "--input-locale reads expressions given as arguments or piped; the interactive session reads calc's own form.")

  static let formatInSession = ValidationError(
    "--fraction-digits, --percent, --currency and --locale format expressions and piped input; the interactive session shows results as calc reads them back (1_234.5), fitted to the terminal (see --width).")

  static func unknownKey(_ character: Character) -> ValidationError {
    ValidationError(
      "Unknown key '\(character)' in --keys: use digits, '.', '+ - * /', '=', '%', 'n' (±), '<' (backspace), 'c' (AC).")
  }

  static let baseWithoutRates = ValidationError("--base goes with --rates.")

  static let updateRatesOffline = ValidationError(
    "--update-rates fetches from the network; it cannot be combined with --offline or CALC_OFFLINE.")

  static let keysAndRates = ValidationError("--keys cannot be combined with --rates or --update-rates.")

  static let updateRatesWithExpression = ValidationError(
    "--update-rates takes no expression; give currency codes to --rates to list some.")

  static func notACurrencyCode(_ word: String) -> ValidationError {
    ValidationError("--rates takes ISO 4217 currency codes such as USD or JPY, not '\(word)'.")
  }

  // MARK: Warnings and errors on standard error

  static let noStateDirectory = "calc: neither XDG_STATE_HOME nor HOME is set; history and the session are not saved"

  static func historyFileMissing(_ path: String) -> String {
    "calc: the history file \(path) was missing; starting a new one"
  }

  static func cannotCreateDirectory(_ directory: String, _ error: Error) -> String {
    "calc: cannot create \(directory) (\(error)); history and the session are not saved"
  }

  static let noLineEditing = "calc: cannot set up line editing on this terminal"

  static func cannotAddToHistory(_ path: String, _ reason: String) -> String {
    "calc: cannot add to the history file \(path) (\(reason))"
  }

  static func cannotSaveSession(_ path: String, _ reason: String) -> String {
    "calc: cannot save the session to \(path) (\(reason))"
  }

  static func cannotReadSession(_ path: String, _ error: Error) -> String {
    "calc: cannot read the saved session \(path) (\(error)); starting afresh"
  }

  /// A session.json with a format version this calc does not know.
  static func newerSession(_ path: String, version: Int) -> String {
    "calc: the saved session \(path) was written by a newer calc (format version \(version)); left as it is, and this session will not be saved"
  }

  /// Saved names that are built in now, each with the name it is kept under.
  static func keptConflictingNames(_ renames: [(old: String, new: String, isFunction: Bool)]) -> String {
    let list = renames.map { "your \($0.isFunction ? "function" : "variable") \($0.old) is now \($0.new)" }
    return "calc: these saved names are built in now, so they were kept under new names "
      + "(type the new name where you typed the old one; your saved functions already do): "
      + list.joined(separator: ", ")
  }

  static func damagedSession(_ path: String, _ reason: String, movedTo aside: String) -> String {
    "calc: the saved session \(path) is damaged (\(reason)); moved it to \(aside) and started afresh"
  }

  static func damagedSessionNotMoved(_ path: String, _ reason: String, _ error: Error) -> String {
    "calc: the saved session \(path) is damaged (\(reason)) and could not be moved aside (\(error)); starting afresh"
  }

  /// A session.json found damaged when the session saved (something wrote it since start).
  static func damagedSessionOnSave(_ path: String, _ reason: String, movedTo aside: String) -> String {
    "calc: the saved session \(path) was damaged (\(reason)); moved it to \(aside) and saved this session"
  }

  /// Why a session was not saved over a damaged file (after `cannot save the session to …`).
  static func damagedSessionNotMovedOnSave(_ reason: String, _ error: Error) -> String {
    "the file there is damaged (\(reason)) and could not be moved aside (\(error))"
  }

  /// A session.json a newer calc wrote after this session started.
  static func newerSessionOnSave(_ path: String, version: Int) -> String {
    "calc: the saved session \(path) was written by a newer calc (format version \(version)) since this session started; left as it is, and this session is no longer saved"
  }

  /// Names (and settings) both this session and another changed: this session's are kept.
  static func changedInAnotherSession(_ names: [SessionState.MergedName]) -> String {
    mergeNote(names, "also changed in another calc session", keepingOurs: true)
  }

  /// Names another session removed that this one changed: this session's are kept.
  static func removedInAnotherSession(_ names: [SessionState.MergedName]) -> String {
    mergeNote(names, "removed in another calc session", keepingOurs: true)
  }

  /// Names this session removed (`:clear`) that another changed: the other's are kept.
  static func keptFromAnotherSession(_ names: [SessionState.MergedName]) -> String {
    let them = names.count == 1 ? "it" : "them"
    return mergeNote(
      names, "changed in another calc session after this one removed \(them)",
      keepingOurs: false)
  }

  /// `note: 'x' and 'y' were HOW; keeping this session's values` (or the other session's,
  /// in the saved session).
  private static func mergeNote(_ names: [SessionState.MergedName], _ how: String, keepingOurs: Bool) -> String {
    let kept = keepingOurs ? "this session's \(noun(names))" : "the other session's \(noun(names)) in the saved session"
    return "note: \(list(names)) \(names.count == 1 ? "was" : "were") \(how); keeping \(kept)"
  }

  /// A function another session saved that cannot be stored beside this session's.
  static func notKeptFromAnotherSession(_ name: String, _ reason: String) -> String {
    "note: the function '\(name)' another calc session saved was not kept beside this session's functions (\(reason))"
  }

  /// `'x', 'f' and the precision`.
  private static func list(_ names: [SessionState.MergedName]) -> String {
    let items = names.map { $0.kind == .setting ? "the \($0.name)" : "'\($0.name)'" }
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  /// What was kept of `names`: `value`, `definition` (only functions) or `setting` (only
  /// settings), plural for more than one.
  private static func noun(_ names: [SessionState.MergedName]) -> String {
    let kinds = Set(names.map(\.kind))
    let noun: String
    if kinds == [SessionState.MergedName.Kind.function] {
      noun = "definition"
    } else if kinds == [SessionState.MergedName.Kind.setting] {
      noun = "setting"
    } else {
      noun = "value"
    }
    return names.count == 1 ? noun : noun + "s"
  }

  static func cannotUseHistory(_ path: String, _ error: Error) -> String {
    "calc: cannot use the history file \(path) (\(error)); history is not saved"
  }

  /// A history file with a format version this calc does not know.
  static func newerHistory(_ path: String, version: Int) -> String {
    "calc: the history file \(path) was written by a newer calc (format version \(version)); left as it is, and this session's lines are not added to it"
  }

  static func damagedHistory(_ path: String, _ reason: String, movedTo aside: String) -> String {
    "calc: the history file \(path) is damaged (\(reason)); moved it to \(aside) and started a new one"
  }

  static func droppedHistoryLines(_ count: Int, _ path: String) -> String {
    "calc: dropped \(count) damaged line\(count == 1 ? "" : "s") from the history file \(path)"
  }

  /// `stream` is `standard output` or `file descriptor N`.
  static func cannotWrite(to stream: String, _ reason: String) -> String {
    "calc: cannot write to \(stream): \(reason)\n"
  }

  static func cannotReadRatesCache(_ path: String, _ error: Error) -> String {
    "calc: cannot read the rates cache \(path) (\(error))"
  }

  static func damagedRatesCache(_ path: String, _ reason: String, movedTo aside: String) -> String {
    "calc: the rates cache \(path) is damaged (\(reason)); moved it to \(aside)"
  }

  static func damagedRatesCacheNotMoved(_ path: String, _ reason: String, _ error: Error) -> String {
    "calc: the rates cache \(path) is damaged (\(reason)) and could not be moved aside (\(error))"
  }

  /// A rates cache with a format version this calc does not know.
  static func newerRatesCache(_ path: String, version: Int) -> String {
    "calc: the rates cache \(path) was written by a newer calc (format version \(version)); left as it is, and this calc keeps the rates it fetches only while it runs"
  }

  /// Why rates fetched were not saved over a newer calc's cache.
  static func newerRatesCacheNotSaved(_ path: String, version: Int) -> String {
    "the rates cache \(path) was written by a newer calc (format version \(version)), which this calc leaves as it is; the rates fetched were not saved"
  }

  static func cannotWriteRatesCache(_ path: String, _ error: Error) -> String {
    "cannot write the rates cache \(path): \(error)"
  }

  static func cannotUpdateRates(_ error: Error) -> String {
    "calc: cannot update the exchange rates: \(error)"
  }

  /// An error of a rates command, or a reason the rates were not saved.
  static func failure(_ reason: String) -> String {
    "calc: \(reason)"
  }

  static func noTrends(_ url: String, _ error: Error) -> String {
    "calc: no trends yet: the 90-day history \(url): \(error)"
  }

  static func staleRates(_ date: String, daysAgo days: Int) -> String {
    "calc: the exchange rates are from \(date), \(days) days ago; run `calc --update-rates`"
  }

  // MARK: Why there are no rates (RateStore.Unavailable)

  static let noRatesCacheLocation = "no exchange rates: set HOME or XDG_CACHE_HOME for calc's rates cache"

  static func noRatesOffline(_ directory: String) -> String {
    "no exchange rates cached in \(directory), and calc is offline; run `calc --update-rates` when online"
  }

  static func noRatesFetched(_ error: Error) -> String {
    "no exchange rates: \(error); run `calc --update-rates` when the source can be reached, or set CALC_RATES_URL"
  }

  static let noCacheDirectory = "no cache directory: set HOME or XDG_CACHE_HOME"

  static let offlineNotFetching = "offline (--offline or CALC_OFFLINE): not fetching rates"

  /// What went wrong with the rates at `url`.
  static func source(_ url: String, _ error: Error) -> String {
    "\(url): \(error)"
  }

  // MARK: The interactive session's errors (after `error: `)

  static func commandUsage(_ name: String, _ usage: String) -> String {
    "':\(name)' takes \(usage)"
  }

  static let noResultYet = "there is no result yet"

  static let explainUsage = "':explain' takes an expression: :explain 6/2(1+2)"

  static func precisionArgument(_ argument: String) -> String {
    "precision must be a whole number from 1 to \(Limits.maximumPrecision), not '\(argument)'"
  }

  static func unknownRounding(_ argument: String, modes: String) -> String {
    "unknown rounding '\(argument)'; one of: \(modes)"
  }

  static func widthArgument(_ argument: String, maximum: Int) -> String {
    "width must be 'auto' or a number from \(DisplayFormat.minimumWidth) to \(maximum), not '\(argument)'"
  }

  /// `hint` is ` (did you mean ':vars'?)` or empty.
  static func unknownCommand(_ name: String, hint: String) -> String {
    "unknown command ':\(name)'\(hint); :help lists the commands"
  }

  /// `*2` before any result.
  static func nothingToContinue(_ first: Character, at range: SourceRange) -> CalcError {
    CalcError(.syntax, "'\(first)' continues from the last result, and there is none yet", at: range)
  }
}

// MARK: - Shipped rates and worksheets (issue 39)

extension CommandMessage {
  /// No cache and no network: the rates compiled into calc are used, with their date.
  static func usingShippedRates(_ date: String, daysAgo days: Int) -> String {
    "calc: no exchange rates cached and none fetched: using the rates shipped with calc, of \(date) (\(days) days ago); run `calc --update-rates` for current ones"
  }
}

extension CommandMessage {
  static let watchStandardInput = ValidationError("--watch reads a file again when it changes; it cannot watch standard input (--sheet -).")
  static let sheetWithExpression = ValidationError("--sheet takes a file (or - for standard input) instead of an expression; give one or the other.")
  static let sheetWithKeys = ValidationError("--sheet evaluates a worksheet; --keys presses keys: give one or the other.")
  static let watchWithoutSheet = ValidationError("--watch needs a worksheet file: calc --watch FILE or calc --sheet FILE --watch.")

  static func noSheetFile(_ path: String) -> String {
    "no worksheet file \(path)"
  }

  static func cannotReadSheet(_ path: String, _ error: Error) -> String {
    "cannot read the worksheet \(path): \(error)"
  }

  /// The line under a worksheet that names the rates its conversions used, once.
  static func sheetRatesDate(_ dates: [String]) -> String {
    "Exchange rates: ECB reference rates of \(dates.joined(separator: ", "))"
  }
}

extension CommandMessage {
  static func cannotSaveSheet(_ path: String, _ error: Error) -> String {
    "cannot write the worksheet \(path): \(error)"
  }

  static func savedSheet(_ count: Int, _ path: String) -> String {
    "saved \(count) line\(count == 1 ? "" : "s") to \(path)"
  }
}
