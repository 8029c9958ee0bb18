/// Why inspection could not do what a test asked: nothing matched a `find`, an attribute is
/// missing, a control is disabled. The message says what was asked and shows the rendered
/// tree around it.
public struct InspectionError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, with the tree around it.
  public let message: String

  /// An error saying `message`: for your own `find` helpers and conditions.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  static func notFound(_ query: String, tree: String) -> InspectionError {
    InspectionError(
      message: """
        Search did not find \(query). The tree searched:
        \(tree)
        """)
  }

  static func notInTree(kind: String, tree: String) -> InspectionError {
    InspectionError(
      message: """
        The \(kind) is no longer in the tree: a render since it was found removed it. Find it \
        again. The tree now:
        \(tree)
        """)
  }

  static func attributeNotFound(_ name: String, on kind: String, tree: String) -> InspectionError {
    InspectionError(
      message: """
        The \(kind) has no \(name) attribute. Around it:
        \(tree)
        """)
  }

  static func unresponsive(_ kind: String, reason: String) -> InspectionError {
    InspectionError(message: "The \(kind) is unresponsive: \(reason). Nothing was changed.")
  }
}
