import Foundation

/// A predicate read from a format string, as `NSPredicate(format:)` reads it: comparisons
/// of key paths and values joined with `AND`, `OR` and `NOT`.
struct PredicateFormat: Sendable, Equatable {
  /// A value a comparison reads: a key path of the object, the object itself, or a constant.
  indirect enum Expression: Sendable, Equatable {
    /// `name`, `owner.name`: the value of the key path of the evaluated object.
    case keyPath([String])
    /// `SELF`: the evaluated object.
    case evaluatedObject
    /// A string, number, date or Boolean, written or passed as an argument.
    case constant(ManagedValue)
    /// `nil` or `NULL`.
    case null
    /// `{1, 2, 3}`, or an array passed as an argument.
    case list([Expression])
  }

  /// How a comparison compares.
  enum Operator: String, Sendable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case like = "LIKE"
    case matches = "MATCHES"
    case `in` = "IN"
    case between = "BETWEEN"
  }

  /// `ANY`, `ALL` or `NONE` before a key path that holds several values.
  enum Quantifier: Sendable, Equatable {
    case any, all, none
  }

  /// `[c]`, `[d]`, `[cd]`: how strings compare.
  struct Options: OptionSet, Sendable, Equatable {
    let rawValue: Int
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  /// One comparison.
  struct Comparison: Sendable, Equatable {
    var quantifier: Quantifier?
    var left: Expression
    var op: Operator
    var options: Options
    var right: Expression
  }

  /// The predicate's tree.
  indirect enum Node: Sendable, Equatable {
    case constant(Bool)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case comparison(Comparison)
  }

  /// The tree, or why the format could not be read.
  let root: Result<Node, PredicateFormatError>

  init(format: String, arguments: [Any?]) {
    root = Result(catching: { () throws(PredicateFormatError) -> Node in
      var parser = PredicateFormatParser(format: format, arguments: arguments)
      return try parser.parse()
    })
  }

  init(_ node: Node) {
    root = .success(node)
  }
}
