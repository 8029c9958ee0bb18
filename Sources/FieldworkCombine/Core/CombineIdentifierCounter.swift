internal import Fieldwork

/// Numbers the identifiers `CombineIdentifier()` makes.
enum CombineIdentifierCounter {
  private static let counter = Locked<UInt64>(1 << 63)

  static func next() -> UInt64 {
    counter.withLock { value in
      value &+= 1
      return value
    }
  }
}
