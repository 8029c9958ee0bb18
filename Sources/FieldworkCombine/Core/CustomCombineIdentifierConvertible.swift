internal import FieldworkSupport

/// A type with a ``CombineIdentifier``; classes get one from their object identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

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
