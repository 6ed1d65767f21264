import ArgumentParser
import CalcKit

/// `--update-rates` and `--rates`: the exchange-rate commands of the command line.
extension Calc {
  /// Whether the command line asks for a rates command rather than arithmetic.
  var isRatesCommand: Bool { updateRates || rates }

  /// Checks the rates options' combinations (called from ``validate()``).
  func validateRates() throws {
    if base != nil, !rates { throw CommandMessage.baseWithoutRates }
    if updateRates, offline || RateSettings.fromEnvironment().offline {
      throw CommandMessage.updateRatesOffline
    }
    guard isRatesCommand else { return }
    if keys != nil { throw CommandMessage.keysAndRates }
    if !rates, !expressionWords.isEmpty {
      throw CommandMessage.updateRatesWithExpression
    }
    if let code = expressionWords.first(where: { !Self.looksLikeCode($0) }) {
      throw CommandMessage.notACurrencyCode(code)
    }
  }

  private static func looksLikeCode(_ word: String) -> Bool {
    word.count == 3 && word.allSatisfy { $0.isASCII && $0.isLetter }
  }

  /// Runs `--update-rates` and then `--rates`, whichever were given.
  func runRates() throws {
    let settings = RateSettings.fromEnvironment(offline: offline)
    var snapshot: RateSnapshot?
    if updateRates {
      do {
        let update = try RateStore.update(settings: settings)
        update.warnings.forEach(RateStore.warn)
        let latest = update.snapshot.latest
        let previous = update.snapshot.previous.map { "; previous \($0.date)" } ?? ""
        if !rates {
          var output = OutputBuffer(fileDescriptor: 1)
          if update.replaced {
            output.append(
              "ECB reference rates of \(latest.date) (\(latest.rates.count) currencies\(previous)) saved to \(update.path)\n")
          } else {
            output.append("Kept the cached rates of \(latest.date): \(settings.url) has older ones\n")
          }
          output.flush()
        }
        snapshot = update.snapshot
      } catch {
        RateStore.warn(CommandMessage.cannotUpdateRates(error))
        throw ExitCode(1)
      }
    }
    guard rates else { return }
    do {
      let loaded = try snapshot ?? RateStore.load(offline: offline, settings: settings)
      let table = RatesTable(snapshot: loaded, base: base ?? loaded.latest.base, codes: expressionWords)
      var output = OutputBuffer(fileDescriptor: 1)
      for line in try table.lines() { output.append(line + "\n") }
      output.flush()
    } catch {
      RateStore.warn(CommandMessage.failure("\(error)"))
      throw ExitCode(1)
    }
  }
}
