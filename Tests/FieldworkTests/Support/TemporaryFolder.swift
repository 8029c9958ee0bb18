import Foundation

/// A folder under the temporary directory, removed when the value is released.
final class TemporaryFolder {
  let path: String
  init() throws {
    var template = Array((NSTemporaryDirectory() + "/fieldwork-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    path = String(cString: made)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }
}
