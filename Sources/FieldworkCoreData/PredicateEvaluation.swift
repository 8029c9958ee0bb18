import Foundation

/// An object a predicate can read keys of: a managed object, or a dictionary.
protocol PredicateKeyReading {
  func predicateValue(forKey key: String) -> Any?
}

extension Dictionary: PredicateKeyReading where Key == String {
  func predicateValue(forKey key: String) -> Any? { self[key] }
}

extension PredicateFormat {
  /// A value an expression has for one object.
  enum Resolved {
    case null
    case value(ManagedValue)
    case list([Resolved])
    /// An object the predicate cannot compare, such as a managed object it reached.
    case other(Any)

    init(_ any: Any?) {
      guard let any else {
        self = .null
        return
      }
      if let optional = any as? any OptionalArgument {
        guard let wrapped = optional.wrapped else {
          self = .null
          return
        }
        self.init(wrapped)
        return
      }
      if let value = ManagedValue(any) {
        self = .value(value)
      } else if let array = any as? [Any] {
        self = .list(array.map { Resolved($0) })
      } else if let set = any as? any SetArgument {
        self = .list(set.elements.map { Resolved($0) })
      } else {
        self = .other(any)
      }
    }
  }

  /// Whether `object` satisfies the predicate: `false` for one that could not be read.
  func evaluate(_ object: Any?) -> Bool {
    guard case .success(let node) = root else { return false }
    return Self.evaluate(node, object)
  }

  static func evaluate(_ node: Node, _ object: Any?) -> Bool {
    switch node {
    case .constant(let value): return value
    case .not(let inner): return !evaluate(inner, object)
    case .and(let left, let right): return evaluate(left, object) && evaluate(right, object)
    case .or(let left, let right): return evaluate(left, object) || evaluate(right, object)
    case .comparison(let comparison): return comparison.evaluate(object)
    }
  }

  static func resolve(_ expression: Expression, _ object: Any?) -> Resolved {
    switch expression {
    case .null: return .null
    case .constant(let value): return .value(value)
    case .evaluatedObject: return Resolved(object)
    case .list(let elements): return .list(elements.map { resolve($0, object) })
    case .keyPath(let components):
      var current: Any? = object
      for component in components {
        guard let reader = current as? any PredicateKeyReading else {
          // A key of a list reads the key of each element, as key-value coding does.
          if let list = current as? [Any] {
            current = list.map {
              ($0 as? any PredicateKeyReading)?.predicateValue(forKey: component) as Any
            }
            continue
          }
          return .null
        }
        current = reader.predicateValue(forKey: component)
      }
      return Resolved(current)
    }
  }
}

extension PredicateFormat.Comparison {
  func evaluate(_ object: Any?) -> Bool {
    let leftValue = PredicateFormat.resolve(left, object)
    let rightValue = PredicateFormat.resolve(right, object)
    if let quantifier {
      guard case .list(let elements) = leftValue else {
        return compare(leftValue, rightValue)
      }
      switch quantifier {
      case .any: return elements.contains { compare($0, rightValue) }
      case .all: return elements.allSatisfy { compare($0, rightValue) }
      case .none: return !elements.contains { compare($0, rightValue) }
      }
    }
    return compare(leftValue, rightValue)
  }

  private func compare(
    _ leftValue: PredicateFormat.Resolved, _ rightValue: PredicateFormat.Resolved
  )
    -> Bool
  {
    switch op {
    case .equal: return equal(leftValue, rightValue)
    case .notEqual: return !equal(leftValue, rightValue)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard case .value(let l) = leftValue, case .value(let r) = rightValue,
        let order = ordered(l, r)
      else { return false }
      switch op {
      case .less: return order == .orderedAscending
      case .lessOrEqual: return order != .orderedDescending
      case .greater: return order == .orderedDescending
      default: return order != .orderedAscending
      }
    case .in:
      switch rightValue {
      case .list(let elements): return elements.contains { equal(leftValue, $0) }
      case .value(.string(let text)):
        guard case .value(.string(let needle)) = leftValue else { return false }
        return fold(text).contains(fold(needle))
      default: return false
      }
    case .contains:
      if case .list(let elements) = leftValue {
        return elements.contains { equal($0, rightValue) }
      }
      return strings(leftValue, rightValue) { $0.contains($1) }
    case .beginsWith: return strings(leftValue, rightValue) { $0.hasPrefix($1) }
    case .endsWith: return strings(leftValue, rightValue) { $0.hasSuffix($1) }
    case .like: return strings(leftValue, rightValue) { Self.like(Array($0), Array($1)) }
    case .matches:
      return strings(leftValue, rightValue) { text, pattern in
        guard let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else {
          return false
        }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
      }
    case .between:
      guard case .value(let value) = leftValue, case .list(let bounds) = rightValue,
        bounds.count == 2, case .value(let low) = bounds[0], case .value(let high) = bounds[1],
        let above = ordered(value, low), let below = ordered(value, high)
      else { return false }
      return above != .orderedAscending && below != .orderedDescending
    }
  }

  private func equal(_ leftValue: PredicateFormat.Resolved, _ rightValue: PredicateFormat.Resolved)
    -> Bool
  {
    switch (leftValue, rightValue) {
    case (.null, .null): return true
    case (.value(let l), .value(let r)): return ordered(l, r) == .orderedSame || l == r
    case (.list(let l), .list(let r)):
      return l.count == r.count && zip(l, r).allSatisfy { equal($0, $1) }
    case (.other(let l as AnyObject), .other(let r as AnyObject)): return l === r
    default: return false
    }
  }

  private func ordered(_ left: ManagedValue, _ right: ManagedValue) -> ComparisonResult? {
    if case .string(let l) = left, case .string(let r) = right, !options.isEmpty {
      let (a, b) = (fold(l), fold(r))
      return a < b ? .orderedAscending : b < a ? .orderedDescending : .orderedSame
    }
    return left.compare(right)
  }

  private func strings(
    _ leftValue: PredicateFormat.Resolved, _ rightValue: PredicateFormat.Resolved,
    _ test: (String, String) -> Bool
  ) -> Bool {
    guard case .value(.string(let text)) = leftValue, case .value(.string(let other)) = rightValue
    else { return false }
    return test(fold(text), fold(other))
  }

  /// `text` as the options compare it: without case for `[c]`, without accents for `[d]`.
  private func fold(_ text: String) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
  }

  /// `LIKE`: `*` matches any run of characters, `?` one character, `\` escapes the next.
  static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
    // Iterative, with one backtrack point per star: linear in practice, never exponential.
    var t = 0
    var p = 0
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count {
        let character = pattern[p]
        if character == "*" {
          star = (p, t)
          p += 1
          continue
        }
        if character == "\\", p + 1 < pattern.count {
          if pattern[p + 1] == text[t] {
            p += 2
            t += 1
            continue
          }
        } else if character == "?" || character == text[t] {
          p += 1
          t += 1
          continue
        }
      }
      guard let backtrack = star else { return false }
      p = backtrack.pattern + 1
      t = backtrack.text + 1
      star = (backtrack.pattern, backtrack.text + 1)
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
