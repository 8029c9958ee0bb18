/// An attribute of an entity, as Core Data's `NSAttributeDescription`: for a model built in
/// code, it gives an attribute a default value and makes a non-optional one required when
/// saving.
public final class NSAttributeDescription {
  /// The attribute's name, the key of its value.
  public var name: String
  /// Its type.
  public var attributeType: NSAttributeType
  /// Whether it may have no value when saved (`true` by default, as in Core Data).
  public var isOptional = true
  /// The value a newly inserted object starts with.
  public var defaultValue: Any?

  /// An attribute with no name yet, of undefined type.
  public init() {
    name = ""
    attributeType = .undefinedAttributeType
  }

  /// An attribute named `name`, of `type`.
  public init(name: String, type: NSAttributeType) {
    self.name = name
    self.attributeType = type
  }
}
