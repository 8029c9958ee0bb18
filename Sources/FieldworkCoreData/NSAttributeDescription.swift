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

/// The type of an attribute, as Core Data names it.
public enum NSAttributeType: UInt, Sendable {
  /// No type given.
  case undefinedAttributeType = 0
  /// `Int16`.
  case integer16AttributeType = 100
  /// `Int32`.
  case integer32AttributeType = 200
  /// `Int64`.
  case integer64AttributeType = 300
  /// `Decimal`.
  case decimalAttributeType = 400
  /// `Double`.
  case doubleAttributeType = 500
  /// `Float`.
  case floatAttributeType = 600
  /// `String`.
  case stringAttributeType = 700
  /// `Bool`.
  case booleanAttributeType = 800
  /// `Date`.
  case dateAttributeType = 900
  /// `Data`.
  case binaryDataAttributeType = 1000
  /// `UUID`.
  case UUIDAttributeType = 1100
  /// `URL`.
  case URIAttributeType = 1200
}
