import CalcKit
import CalcNumber
import Foundation
import Testing

/// The parser recurses once per level of nesting, about 8 KiB of stack a level in a release
/// build (31 KiB in a debug one), so `Limits.maximumNesting` (256) levels need about 2 MiB:
/// more than a thread of 512 KiB has (Apple platforms' default for secondary threads and
/// Swift concurrency's). An input that may nest deeper than a few levels is parsed on a
/// thread of its own with a large stack, so the caller's thread never overflows.
@Suite("Deep nesting on a small stack")
struct NestingStackTests {
  /// `body` on a thread with `stackSize` bytes of stack, waited for.
  static func onThread(stackSize: Int, _ body: @escaping @Sendable () -> String) -> String {
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value ?? "no value"
  }

  /// What the thread computed, read after it signalled.
  final class Box: @unchecked Sendable { var value: String? }

  @Test("256 levels of sqrt(, (, -, √, ^ and ** evaluate on a 512 KiB thread", arguments: [
    String(repeating: "sqrt(", count: 256) + "16" + String(repeating: ")", count: 256),
    String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256),
    String(repeating: "-", count: 256) + "1",
    String(repeating: "√", count: 255) + "1",
    String(repeating: "1^", count: 255) + "1",
    // `**` is `^`; a `-` after a digit is binary and nests nothing, the `(` after it does.
    String(repeating: "1**", count: 255) + "1",
    String(repeating: "1-(", count: 254) + "1" + String(repeating: ")", count: 254),
    String(repeating: "1^-", count: 127) + "1",
  ])
  func deepInputOnSmallStack(source: String) throws {
    let outcome = Self.onThread(stackSize: 512 << 10) { () -> String in
      do {
        let calculator = Calculator()
        return calculator.format(try calculator.evaluate(source))
      } catch let error as CalcError {
        return "error: \(error.kind.rawValue)"
      } catch {
        return "error: \(error)"
      }
    }
    #expect(outcome == "1")
  }

  @Test("One level more than the cap is the nesting error on a 512 KiB thread too")
  func pastTheCapOnSmallStack() {
    let source = String(repeating: "sqrt(", count: 257) + "2" + String(repeating: ")", count: 257)
    let kind = Self.onThread(stackSize: 512 << 10) { () -> String in
      do {
        _ = try Calculator().evaluate(source)
        return "value"
      } catch let error as CalcError {
        return error.kind.rawValue
      } catch {
        return "\(error)"
      }
    }
    #expect(kind == "nesting-too-deep")
  }
}
