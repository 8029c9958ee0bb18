/// Untrusted bytes as a SwiftData store file: read, never trap; what is read survives being
/// written and read again unchanged.
enum StoreFuzz {
  static func run(_ data: [UInt8]) {
    guard let state = try? StoreFile.decode(data, path: "fuzz.store") else { return }
    let written = StoreFile.encode(state)
    guard let again = try? StoreFile.decode(written, path: "fuzz.store"), again == state else {
      fatalError("invariant violated: a store read does not survive a write and a read")
    }
  }
}
