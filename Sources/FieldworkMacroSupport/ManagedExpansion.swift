/// Expands FieldworkCoreData's `@Managed`, the stand-in for Core Data's `@NSManaged`, on a
/// property of an `NSManagedObject` subclass:
///
/// ```swift
/// @Managed public var title: String
/// ```
///
/// becomes a computed property whose accessors read and write the object's value for the
/// property's name:
///
/// ```swift
/// get { _managedValue(forKey: "title") }
/// set { _setManagedValue(newValue, forKey: "title") }
/// ```
///
/// The property's type picks the accessors' overloads: a non-optional one reads its type's
/// zero when it has no value.
package enum ManagedExpansion {
  /// The accessors of the property `declaration`.
  ///
  /// - Throws: A diagnostic for a `let`, an initial value, a missing type, several names in
  ///   one declaration, or a relationship type (`NSSet`, `NSOrderedSet`).
  package static func accessors(_ declaration: String) throws(MacroDiagnostic) -> String {
    let tokens = try ModelExpansion.lex(declaration)
    guard
      let property = try ModelExpansion.property(
        tokens, in: declaration, from: 0, to: tokens.count)
    else {
      throw MacroDiagnostic(
        "@Managed goes on an instance 'var' of an NSManagedObject subclass", at: 0)
    }
    guard !property.isConstant else {
      throw MacroDiagnostic(
        "@Managed property '\(property.name)' must be a 'var'", at: property.offset)
    }
    guard property.initializer == nil else {
      throw MacroDiagnostic(
        "@Managed property '\(property.name)' cannot have an initial value: give the model's attribute a default value instead",
        at: property.offset)
    }
    guard let type = property.type else {
      throw MacroDiagnostic(
        "@Managed property '\(property.name)' needs a type, such as 'String' or 'Date?'",
        at: property.offset)
    }
    let bareType = type.filter { !$0.isWhitespace }
    for relationship in ["NSSet", "NSOrderedSet", "Set<"] where bareType.hasPrefix(relationship) {
      throw MacroDiagnostic(
        "@Managed property '\(property.name)' is a relationship ('\(type)'): FieldworkCoreData supports attributes only",
        at: property.offset)
    }
    let key = ModelExpansion.quoted(property.name)
    return """
      get { _managedValue(forKey: \(key)) }
      set { _setManagedValue(newValue, forKey: \(key)) }
      """
  }
}
