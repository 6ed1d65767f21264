import Foundation

/// A new, empty directory of its own under the system's temporary directory, named
/// `prefix-UUID`.
package func makeTemporaryDirectory(_ prefix: String = "calc-test") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
