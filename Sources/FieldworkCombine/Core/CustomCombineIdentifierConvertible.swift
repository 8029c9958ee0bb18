internal import Fieldwork

/// A type with a ``CombineIdentifier``; classes get one from their object identity.
public protocol CustomCombineIdentifierConvertible {
  /// The identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
