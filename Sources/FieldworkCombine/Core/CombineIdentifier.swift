/// A unique identity of a subscription or a subscriber, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  /// A new identifier, different from every other made by this initialiser.
  public init() {
    value = CombineIdentifierCounter.next()
  }

  /// The identity of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// `0x` and the identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}
