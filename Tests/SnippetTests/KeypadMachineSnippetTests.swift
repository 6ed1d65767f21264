import CalcKit
import Foundation
import Testing

/// The Swift blocks of the DocC article "The Keypad Machine" (KeypadMachine.md), each pasted as it is
/// into a test, run, and what its comments show checked after it (ARCHITECTURE.md, "Tests").
/// Lines before a block define what the article takes as given.
@Suite struct KeypadMachineSnippetTests {
  /// The Keypad Machine (KeypadMachine.md; README.md shows the same block).
  @Test("KeypadMachine.md's keypad block shows the displays its comments give")
  func keypad() throws {
    // The block, as it is:
    var keypad = Keypad()                      // 9 digits, like a phone held upright
    for key: Key in [.digit(2), .add, .digit(3), .equals, .multiply, .digit(4), .equals] {
      keypad.press(key)
    }
    keypad.display                             // "20"
    keypad.press(.add); keypad.press(.multiply)
    keypad.lastOutcome                         // .rejected(.doubleOperator): state unchanged
    // What it shows:
    #expect(keypad.display == "20")
    #expect(keypad.lastOutcome == .rejected(.doubleOperator))
  }

  /// The Keypad Machine: three more choices (KeypadMachine.md).
  @Test("KeypadMachine.md's three further choices behave as its comments show")
  func readmeKeypadChoices() {
    // The block, as it is:
    var keypad = Keypad(minimumWidth: 12, approximateMarker: "~", operatorPolicy: .replace)
    // What it shows (the choices it sets):
    #expect(keypad.minimumWidth == 12)
    #expect(keypad.approximateMarker == "~")
    #expect(keypad.operatorPolicy == .replace)
    keypad.press(.digit(7))
    #expect(keypad.display == "7")
  }
}
