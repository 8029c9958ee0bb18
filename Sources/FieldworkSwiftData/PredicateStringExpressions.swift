import Foundation

// Foundation on Linux has the #Predicate macro but not the string operators it writes for
// `localizedStandardContains`, `caseInsensitiveCompare` and `localizedCompare`: they are
// built only into Apple's Foundation. These are the declarations the macro expects, with
// Apple's documented behaviour. On Apple platforms Foundation has its own.
#if !canImport(Darwin)
  extension PredicateExpressions {
    /// `root.localizedStandardContains(other)` in a predicate: whether `root` contains
    /// `other`, ignoring case and diacritics, as Foundation's.
    public struct StringLocalizedStandardContains<
      Root: PredicateExpression, Other: PredicateExpression
    >: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
      /// The string searched.
      public let root: Root
      /// The string sought.
      public let other: Other

      /// The expression `root.localizedStandardContains(other)`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// Whether the string contains the other, ignoring case and diacritics.
      public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
        let string = String(try root.evaluate(bindings))
        let sought = String(try other.evaluate(bindings))
        return string.range(
          of: sought, options: [.caseInsensitive, .diacriticInsensitive], locale: .current)
          != nil
      }
    }

    /// `root.caseInsensitiveCompare(other)` in a predicate, as Foundation's.
    public struct StringCaseInsensitiveCompare<
      Root: PredicateExpression, Other: PredicateExpression
    >: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
      /// The string compared.
      public let root: Root
      /// The string it is compared with.
      public let other: Other

      /// The expression `root.caseInsensitiveCompare(other)`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// The order of the strings, ignoring case.
      public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
        String(try root.evaluate(bindings)).caseInsensitiveCompare(
          String(try other.evaluate(bindings)))
      }
    }

    /// `root.localizedCompare(other)` in a predicate, as Foundation's.
    public struct StringLocalizedCompare<
      Root: PredicateExpression, Other: PredicateExpression
    >: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
      /// The string compared.
      public let root: Root
      /// The string it is compared with.
      public let other: Other

      /// The expression `root.localizedCompare(other)`.
      public init(root: Root, other: Other) {
        self.root = root
        self.other = other
      }

      /// The order of the strings in the current locale.
      public func evaluate(_ bindings: PredicateBindings) throws -> ComparisonResult {
        String(try root.evaluate(bindings)).localizedCompare(String(try other.evaluate(bindings)))
      }
    }

    /// What the #Predicate macro writes for `localizedStandardContains`.
    public static func build_localizedStandardContains<Root, Other>(
      _ root: Root, _ other: Other
    ) -> StringLocalizedStandardContains<Root, Other> {
      StringLocalizedStandardContains(root: root, other: other)
    }

    /// What the #Predicate macro writes for `caseInsensitiveCompare`.
    public static func build_caseInsensitiveCompare<Root, Other>(_ root: Root, _ other: Other)
      -> StringCaseInsensitiveCompare<Root, Other>
    {
      StringCaseInsensitiveCompare(root: root, other: other)
    }

    /// What the #Predicate macro writes for `localizedCompare`.
    public static func build_localizedCompare<Root, Other>(_ root: Root, _ other: Other)
      -> StringLocalizedCompare<Root, Other>
    {
      StringLocalizedCompare(root: root, other: other)
    }
  }

  extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringLocalizedStandardContains: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringLocalizedStandardContains: Sendable
  where Root: Sendable, Other: Sendable {}
  extension PredicateExpressions.StringCaseInsensitiveCompare: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringCaseInsensitiveCompare: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringCaseInsensitiveCompare: Sendable
  where Root: Sendable, Other: Sendable {}
  extension PredicateExpressions.StringLocalizedCompare: StandardPredicateExpression
  where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
  extension PredicateExpressions.StringLocalizedCompare: Codable
  where Root: Codable, Other: Codable {}
  extension PredicateExpressions.StringLocalizedCompare: Sendable
  where Root: Sendable, Other: Sendable {}
#endif
