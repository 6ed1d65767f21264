import CalcKit

extension Session {
  /// The settings, as `:help` and `:reset` say them: `precision 38, rounding half-even,
  /// angles in radians, width of the terminal`.
  var settingsSummary: String {
    "precision \(calculator.precision), rounding \(calculator.rounding.rawValue), "
      + "angles in \(calculator.angleUnit.rawValue), " + (width.map { "width \($0)" } ?? "width of the terminal")
  }

  /// The settings that differ from a new session's, each as a few words (`degrees`,
  /// `precision 50`, `rounding up`, `width 40`); those in `except` are left out.
  func changedSettings(except: Set<SettingName> = []) -> [String] {
    let defaults = Session()
    var changed: [String] = []
    if !except.contains(.angleUnit), calculator.angleUnit != defaults.calculator.angleUnit {
      changed.append(calculator.angleUnit.rawValue)
    }
    if !except.contains(.precision), calculator.precision != defaults.calculator.precision {
      changed.append("precision \(calculator.precision)")
    }
    if !except.contains(.rounding), calculator.rounding != defaults.calculator.rounding {
      changed.append("rounding \(calculator.rounding.rawValue)")
    }
    if !except.contains(.width), let width, width != defaults.width {
      changed.append("width \(width)")
    }
    if !except.contains(.live), live != defaults.live {
      changed.append("live " + (live ? "on" : "off"))
    }
    return changed
  }

  /// The settings a session keeps.
  enum SettingName: Hashable {
    case precision, rounding, angleUnit, width, live
  }

  /// The line shown at start when the saved session changed settings from the defaults
  /// (those given as options excepted), else nil: `restored: degrees, precision 50
  /// (:reset for the defaults)`.
  func restoredNotice(except: Set<SettingName>) -> String? {
    let changed = changedSettings(except: except)
    guard !changed.isEmpty else { return nil }
    return "restored: " + changed.joined(separator: ", ") + " (:reset for the defaults)"
  }
}
