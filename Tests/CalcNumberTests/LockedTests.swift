@testable import CalcNumber
import Testing

/// `Locked`, the lock that replaces `Synchronization.Mutex` in the number core's caches
/// (Sources/CalcNumber/Locked.swift).
@Suite("Locked")
struct LockedTests {
  @Test("Increments from many tasks at once are none of them lost")
  func concurrentIncrements() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test("withLock returns what its body returns and keeps what it wrote")
  func valueAndResult() {
    let table = Locked<[String: Int]>([:])
    let previous = table.withLock { table -> Int? in
      defer { table["pi"] = 3 }
      return table["pi"]
    }
    #expect(previous == nil)
    #expect(table.withLock { $0["pi"] } == 3)
  }
}
