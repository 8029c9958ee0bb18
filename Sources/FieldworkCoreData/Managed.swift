/// Makes a property of an `NSManagedObject` subclass one of its entity's attributes: where
/// Core Data's code says `@NSManaged`, Fieldwork's says `@Managed`.
///
/// ```swift
/// extension Item {
///   @Managed public var title: String
///   @Managed public var timestamp: Date?
///   @Managed public var priority: Int16
/// }
/// ```
///
/// Swift on Linux accepts `@NSManaged` but never generates its accessors (Core Data
/// supplies them at run time through Objective-C), so a program that uses one does not
/// link. `@Managed` writes the accessors: they read and write the object's value for the
/// property's name, tell its observers, and mark it changed in its context. The property's
/// type is one of Core Data's attribute types: `String`, `Bool`, `Int`, `Int16`, `Int32`,
/// `Int64`, `Double`, `Float`, `Decimal`, `Date`, `UUID`, `Data` or `URL`, optional or not, or
/// `NSNumber?` and `NSDecimalNumber?` (what Xcode generates for a number without "Use Scalar
/// Type" and for a Decimal).
/// A non-optional property with no value reads as its type's zero (`0`, `false`, `""`).
/// Relationships (`NSSet`, another managed object) are not supported.
@attached(accessor, names: named(get), named(set))
public macro Managed() = #externalMacro(module: "FieldworkMacros", type: "ManagedMacro")
