import CalcNumber

extension Node.Operation {
  /// The number core's operation for a bitwise operator; nil for the others.
  var bitwiseOperation: BitwiseOperation? {
    switch self {
    case .bitAnd: return .and
    case .bitOr: return .or
    case .bitXor: return .xor
    case .shiftLeft: return .shiftLeft
    case .shiftRight: return .shiftRight
    default: return nil
    }
  }

  /// How the operation is written in words, for messages.
  var bitwiseWord: String { bitwiseOperation?.word ?? "not" }

  var isBitwise: Bool { bitwiseOperation != nil }
}
