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
