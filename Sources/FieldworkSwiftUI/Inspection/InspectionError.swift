/// Why inspection could not do what a test asked: nothing matched a `find`, an attribute is
/// missing, a control is disabled.
///
/// The ``message`` uses ViewInspector's wording, so a test written against ViewInspector
/// that compares `error.localizedDescription` still passes ("Search did not find a match",
/// "Button is unresponsive: it is disabled"). Where the tree around the problem is known, it
/// is kept in ``tree`` and printed by ``description``, which is what a failed test shows.
public struct InspectionError: LocalizedError, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, in ViewInspector's words.
  public let message: String
  /// The printed tree around where inspection looked, when it is known.
  public let tree: String?
  /// What a failed search looked for, when it is known: `text "nope"`, `button "Save"`,
  /// `Text`.
  public let sought: String?

  /// An error saying `message`: for your own `find` helpers and conditions.
  public init(message: String) {
    self.init(message: message, tree: nil)
  }

  init(message: String, tree: String?, sought: String? = nil) {
    self.message = message
    self.tree = tree
    self.sought = sought
  }

  /// The same error, with the tree around where inspection looked.
  func with(tree: String) -> InspectionError {
    InspectionError(message: message, tree: tree, sought: sought)
  }

  /// The same error, saying what the search looked for.
  func seeking(_ sought: String) -> InspectionError {
    InspectionError(message: message, tree: tree, sought: sought)
  }

  /// The message: what `localizedDescription` returns, in ViewInspector's words, so a test
  /// that compares it with ViewInspector's wording passes.
  public var errorDescription: String? { message }

  /// The message, what a failed search looked for, then the tree around the problem: what
  /// a failed test shows. "Search did not find a match for text "nope"", then the tree.
  public var description: String {
    let head = sought.map { "\(message) for \($0)" } ?? message
    guard let tree else { return head }
    return head + "\n" + tree
  }

  // MARK: ViewInspector's errors, by its names

  /// An inspection call at `path` met `factual` where it expected `expected`.
  public static func inspection(path: String, factual: String, expected: String)
    -> InspectionError
  {
    InspectionError(message: "\(path) found \(factual) instead of \(expected)")
  }

  /// A value is `factual`, not `expected`.
  public static func typeMismatch(factual: String, expected: String) -> InspectionError {
    InspectionError(message: "Type mismatch: \(factual) is not \(expected)")
  }

  /// A view of type `type` has no attribute `label`.
  public static func attributeNotFound(label: String, type: String) -> InspectionError {
    InspectionError(message: "\(type) does not have '\(label)' attribute")
  }

  /// A child index past the children a view has.
  public static func viewIndexOutOfBounds(index: Int, count: Int) -> InspectionError {
    InspectionError(message: "Enclosed view index '\(index)' is out of bounds: '0 ..< \(count)'")
  }

  /// The view that `parent` would contain is not there.
  public static func viewNotFound(parent: String) -> InspectionError {
    InspectionError(message: "View for \(parent) is absent")
  }

  /// `view` has no parent: it is the root.
  public static func parentViewNotFound(view: String) -> InspectionError {
    InspectionError(message: "\(view) does not have parent")
  }

  /// `parent` has no `modifier` (at `index`, when it is not the first).
  public static func modifierNotFound(parent: String, modifier: String, index: Int)
    -> InspectionError
  {
    InspectionError(
      message: "\(parent) does not have '\(modifier)' modifier"
        + (index == 0 ? "" : " at index \(index)"))
  }

  /// `view` reads environment objects nobody provided.
  public static func missingEnvironmentObjects(view: String, objects: [String])
    -> InspectionError
  {
    InspectionError(message: "\(view) is missing EnvironmentObjects: \(objects)")
  }

  /// What was asked is not supported; `message` says what to do.
  public static func notSupported(_ message: String) -> InspectionError {
    InspectionError(message: message)
  }

  /// A text attribute could not be read; `message` says which.
  public static func textAttribute(_ message: String) -> InspectionError {
    InspectionError(message: message)
  }

  /// A search found no match (or fewer than it was to skip).
  public static func searchFailure(skipped: Int, blockers: [String]) -> InspectionError {
    let blockersText =
      blockers.isEmpty ? "" : ". Possible blockers: " + blockers.joined(separator: ", ")
    if skipped == 0 {
      return InspectionError(message: "Search did not find a match" + blockersText)
    }
    return InspectionError(message: "Search did only find \(skipped) matches" + blockersText)
  }

  /// `parent` has no `callback`.
  public static func callbackNotFound(parent: String, callback: String) -> InspectionError {
    InspectionError(message: "\(parent) does not have '\(callback)' callback")
  }

  /// The control `name` ignores the person, for `reason`; nothing was changed.
  public static func unresponsiveControl(name: String, reason: String) -> InspectionError {
    InspectionError(message: "\(name) is unresponsive: \(reason)")
  }

  // MARK: Fieldwork's own

  static func notInTree(kind: String, tree: String) -> InspectionError {
    InspectionError(
      message: """
        The \(kind) is no longer in the tree: a render since it was found removed it. Find it \
        again.
        """, tree: tree)
  }

  static func unresponsive(_ kind: String, reason: String) -> InspectionError {
    unresponsiveControl(name: kind, reason: reason)
  }

  static let offMainThread = InspectionError(
    message: """
      Inspection runs on the main thread, where the hosted views live, and this call came from \
      another thread. XCTest runs its test methods on the main thread already; in Swift \
      Testing, mark the test or its suite @MainActor.
      """)
}
