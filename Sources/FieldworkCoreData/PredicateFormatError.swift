/// Why a predicate format string could not be read, and where: Core Data raises an
/// exception for such a string; Fieldwork reports it as this error, naming the column.
///
/// `NSPredicate(format:)` cannot throw: a predicate made from a format it cannot read
/// matches nothing, and a fetch that uses it throws this error
/// (``NSManagedObjectContext/fetch(_:)``). `NSPredicate(validatingFormat:argumentArray:)`
/// throws it directly.
public struct PredicateFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The format string.
  public var format: String
  /// The column of the first character that could not be read, counting characters from 1
  /// (one past the end when the string ended too soon).
  public var column: Int
  /// What was expected there, or what is wrong with it.
  public var reason: String

  /// An error at `column` of `format`.
  public init(format: String, column: Int, reason: String) {
    self.format = format
    self.column = column
    self.reason = reason
  }

  /// `Unable to parse the format string "…" at column N: reason`: Core Data's words, and
  /// where.
  public var description: String {
    "Unable to parse the format string \"\(format)\" at column \(column): \(reason)"
  }
}
