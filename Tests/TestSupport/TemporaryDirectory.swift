import Foundation

/// A new, empty directory of its own, named `prefix-UUID`, inside this test process's
/// directory under the system's temporary directory (`calc-tests-PID-…`), which is removed
/// when the process exits: a run of the suite leaves nothing behind in /tmp.
package func makeTemporaryDirectory(_ prefix: String = "calc-test") throws -> URL {
  let url = testsDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The directory of this test process's temporary directories (made, and registered for
/// removal at exit, on first use).
private let testsDirectory: URL = {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "calc-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
  atexit { removeTestsDirectory() }
  return url
}()

private func removeTestsDirectory() {
  try? FileManager.default.removeItem(at: testsDirectory)
}
