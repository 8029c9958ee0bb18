import Foundation

extension NSPredicate {
  /// A predicate read from a format string, as Core Data's `NSPredicate(format:)`:
  ///
  /// ```swift
  /// NSPredicate(format: "name CONTAINS[cd] %@", searchText)
  /// NSPredicate(format: "priority >= %d AND isComplete == NO", 2)
  /// ```
  ///
  /// It reads comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string
  /// operators (`CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, `MATCHES`) with the `[c]`,
  /// `[d]` and `[cd]` options, `AND`/`OR`/`NOT` (and `&&`, `||`, `!`), `ANY`/`ALL`/`NONE`,
  /// `TRUEPREDICATE`/`FALSEPREDICATE`, string and number literals, `nil`, `TRUE`/`FALSE`,
  /// `{…}` lists, and the arguments `%@`, `%K` (a key), `%d`, `%i`, `%ld`, `%f`.
  ///
  /// Foundation on Linux marks this initializer unavailable; FieldworkCoreData's is the one
  /// a call finds. Its arguments are `Any`, not `CVarArg`: on Apple's platforms an array
  /// (`"name IN %@", names`) passes as an `NSArray`, which Linux has no bridge for. Where Core Data raises an exception for a format it cannot read, this
  /// predicate matches nothing and ``NSPredicate/formatError`` says why, naming the column;
  /// a fetch that uses it throws that error. Substitution variables (`$name`) are not read.
  public convenience init(format predicateFormat: String, _ args: Any...) {
    self.init(parsed: PredicateFormat(format: predicateFormat, arguments: args.map { $0 }))
  }

  /// A predicate read from a format string, with its arguments in an array.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    self.init(
      parsed: PredicateFormat(format: predicateFormat, arguments: (arguments ?? []).map { $0 }))
  }

  /// A predicate read from a format string, or the error that says where it cannot be read.
  ///
  /// - Throws: ``PredicateFormatError``, naming the column.
  public convenience init(
    validatingFormat predicateFormat: String, argumentArray arguments: [Any] = []
  )
    throws(PredicateFormatError)
  {
    let parsed = PredicateFormat(format: predicateFormat, arguments: arguments.map { $0 })
    if case .failure(let error) = parsed.root { throw error }
    self.init(parsed: parsed)
  }

  convenience init(parsed: PredicateFormat) {
    self.init(block: { object, _ in
      if let probe = object as? FormatProbe {
        probe.parsed = parsed
        return true
      }
      return parsed.evaluate(object)
    })
  }

  /// Why the format string this predicate was made from could not be read, or `nil` when it
  /// was read (or the predicate was not made from a format). For a compound predicate, the
  /// first error of its subpredicates.
  public var formatError: PredicateFormatError? {
    if let compound = self as? NSCompoundPredicate {
      return compound.subpredicates.lazy.compactMap(\.formatError).first
    }
    let probe = FormatProbe()
    _ = evaluate(with: probe)
    guard case .failure(let error) = probe.parsed?.root else { return nil }
    return error
  }

  /// What the predicate tests, comparable between two predicates made apart: the format's
  /// tree, a compound's parts, or the value of a predicate that is not a format's (made with
  /// `NSPredicate(value:)` or a block).
  var signature: PredicateSignature {
    if let compound = self as? NSCompoundPredicate {
      return .compound(
        compound.compoundPredicateType.rawValue, compound.subpredicates.map(\.signature))
    }
    let probe = FormatProbe()
    let value = evaluate(with: probe)
    if let parsed = probe.parsed { return .format(parsed) }
    return .opaque(value)
  }
}

/// What a predicate tests, as ``NSPredicate/signature`` reads it.
indirect enum PredicateSignature: Equatable {
  case format(PredicateFormat)
  case compound(UInt, [PredicateSignature])
  case opaque(Bool)
}

/// Passed to a predicate's block to ask it, instead of evaluating, whether its format was
/// read (Foundation's `NSPredicate` keeps no other state a subclass-free extension can reach).
private final class FormatProbe {
  var parsed: PredicateFormat?
}

extension NSSortDescriptor {
  /// A sort descriptor that orders managed objects by the attribute named `key`, as Core
  /// Data's `NSSortDescriptor(key:ascending:)` (which Foundation on Linux marks unavailable).
  ///
  /// Values order as Core Data's store orders them: numbers by value, strings by their
  /// characters, dates in time, and a missing value before any other. Objects that are not
  /// managed objects compare as equal.
  public convenience init(key: String, ascending: Bool) {
    self.init(
      keyPath: \NSObject.self, ascending: ascending,
      comparator: { left, right in
        let l = (left as? NSManagedObject)?.primitiveManagedValue(forKey: key)
        let r = (right as? NSManagedObject)?.primitiveManagedValue(forKey: key)
        switch (l, r) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let l?, let r?): return l.compare(r) ?? .orderedSame
        }
      })
  }

  /// A sort descriptor that orders by an optional property, a missing value first, as Core
  /// Data's `NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)` does for
  /// `@NSManaged var timestamp: Date?` (Foundation on Linux accepts only non-optional
  /// values).
  public convenience init<Root, Value: Comparable>(
    keyPath: KeyPath<Root, Value?>, ascending: Bool
  ) {
    self.init(
      keyPath: keyPath, ascending: ascending,
      comparator: { left, right in
        switch (left as? Value, right as? Value) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let l?, let r?):
          return l < r ? .orderedAscending : r < l ? .orderedDescending : .orderedSame
        }
      })
  }
}
