import CalcKit
import Foundation
import Testing
import TestSupport

// A keypad saved and restored is the same keypad: equal, and it goes on exactly as the
// original would. Damaged data is refused with an error, never a trap.

@Suite("Keypad Codable")
struct KeypadCodableTests {
  private func roundTrip(_ keypad: Keypad) throws -> Keypad {
    try JSONDecoder().decode(Keypad.self, from: JSONEncoder().encode(keypad))
  }

  @Test("Saved states read back equal", arguments: [
    "", "12.5", "12+3", "2+3=", "1+2==", "2+3=*4", "200+10%", "5/0=", "2*(3+4", "-(2+3)n", "(2)%", "2*(1+2)=",
    "1/3M+cMR*", "5M+c-MR%", "(5/0)", "10<", "-", "-n", "5+*", "5M+MC",
  ])
  func roundTrip(sequence: String) throws {
    let keypad = pressed(sequence)
    let back = try roundTrip(keypad)
    #expect(back == keypad)
    #expect(back.display == keypad.display)
    #expect(back.expression == keypad.expression)
    #expect(back.memory == keypad.memory)
    #expect(back.lastOutcome == keypad.lastOutcome)
  }

  @Test("Settings read back: digits, rounding and locale", arguments: [1, 5, 9, 100])
  func settings(digits: Int) throws {
    let locale = try #require(NumberLocale(identifier: "fr_FR"))
    var keypad = Keypad(maximumDigits: digits, rounding: .up, locale: locale)
    for key in keys("1234.5/7=") { keypad.press(key) }
    let back = try roundTrip(keypad)
    #expect(back == keypad)
    #expect(back.width == keypad.width)
    #expect(back.display == keypad.display)
    #expect(back != Keypad(maximumDigits: digits))
  }

  /// Random key sequences with every key: after each key the saved state reads back
  /// equal, and the restored keypad answers the following keys exactly as the original.
  @Test("Random states read back and go on the same")
  func randomStates() throws {
    var random = SeededRandom(seed: 13)
    var failures: [String] = []
    for _ in 0..<400 {
      var keypad = Keypad(maximumDigits: Int.random(in: 1...12, using: &random))
      var pressedSoFar: [Key] = []
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        let key = KeypadTests.randomKey(&random)
        keypad.press(key)
        pressedSoFar.append(key)
        var restored = try roundTrip(keypad)
        if restored != keypad { failures.append("not equal after \(pressedSoFar)") }
        var original = keypad
        for _ in 0..<5 {
          let next = KeypadTests.randomKey(&random)
          original.press(next)
          restored.press(next)
          if restored != original || restored.display != original.display {
            failures.append("went on differently after \(pressedSoFar) + \(next)")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
  }

  /// Saved JSON with one part changed to what no key presses could make.
  @Test("Damaged states are refused", arguments: [
    ("12+3", #""maximumDigits":9"#, #""maximumDigits":0"#),
    ("12+3", #""maximumDigits":9"#, #""maximumDigits":101"#),
    ("12+3", #""text":"12""#, #""text":"012""#),
    ("12+3", #""text":"12""#, #""text":"1.2.""#),
    ("12+3", #""text":"12""#, #""text":"1x""#),
    ("12+3", #""text":"12""#, #""text":"1234567890""#),
    ("12+3", #""text":"12""#, #""text":"""#),
    ("12+3", #""text":"12""#, #""text":"-12""#),
    ("12+3", #""symbol":"+""#, #""symbol":"^""#),
    ("12+3", #"{"operation":{"symbol":"+"}},"#, ""),
    ("12+3", #""rounding":"half-even""#, #""rounding":"sideways""#),
    ("(2)", #"{"close":{"percent":false}}"#, #"{"close":{"percent":false}},{"close":{"percent":false}}"#),
    ("(2)", #"{"open":{"negative":false}},"#, ""),
    ("(5/0", #""text":"0""#, #""text":"0"}},{"close":{"percent":false}"#),
    ("5M+", #""memory":"5""#, #""memory":"1..2""#),
    ("5M+", #""memory":"5""#, #""memory":"1\/0""#),
    ("5M+", #""memory":"5""#, #""memory":true"#),
    ("2+3=", #""result":"5""#, #""result":"6""#),
    ("2+3=", #""result":"5""#, #""result":null"#),
    ("2+3=*4", #""value":"5""#, #""value":"1..2""#),
    ("1+2=", #""operand":[{"entry""#, #""operand":[{"operation":{"symbol":"+"}},{"entry""#),
    ("1+2=", #""symbol":"+"},"result""#, #""symbol":"%"},"result""#),
    ("*", #""reason":"an operator needs a number before it""#, #""reason":"no reason""#),
    ("5/0=", #""kind":"division-by-zero""#, #""kind":"bad-luck""#),
    ("5/0=", #""lower":"#, #""lower":-"#),
    ("5/0=", #"{"error":{}}"#, #"{"entering":{}}"#),
    ("12", #""tokens":"#, #""tokenz":"#),
  ])
  func damaged(sequence: String, original: String, damaged: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(pressed(sequence)), as: UTF8.self)
    #expect(text.contains(original), "\(text)")
    let data = Data(text.replacingOccurrences(of: original, with: damaged).utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Keypad.self, from: data) }
  }

  /// Saved keypads with random bytes changed, cut or repeated: each is refused with an
  /// error or reads as a keypad that takes keys like any other; nothing traps.
  @Test("Randomly damaged data never traps")
  func randomDamage() throws {
    var random = SeededRandom(seed: 29)
    var decoded = 0
    for _ in 0..<2000 {
      var keypad = Keypad(maximumDigits: Int.random(in: 1...12, using: &random))
      for _ in 0..<Int.random(in: 1...20, using: &random) { keypad.press(KeypadTests.randomKey(&random)) }
      var bytes = Array(try JSONEncoder().encode(keypad))
      let replacements = Array(#"0123456789-.,:"{}[]()/%+ntrue"#.utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[index] = replacements[Int.random(in: 0..<replacements.count, using: &random)]
        case 1: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...8, using: &random)))
        default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 8)], at: index)
        }
        if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
      }
      guard var restored = try? JSONDecoder().decode(Keypad.self, from: Data(bytes)) else { continue }
      decoded += 1
      for _ in 0..<10 {
        restored.press(KeypadTests.randomKey(&random))
        #expect(restored.display.count <= restored.width)
      }
      #expect(try roundTrip(restored) == restored)
    }
    #expect(decoded > 0)
  }
}
