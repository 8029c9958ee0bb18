/// Untrusted text as an `NSPredicate` format string: read, never trap or hang; an error's
/// column is inside the string (or one past its end); a format that reads evaluates on
/// dictionaries and strings, and answers the same twice.
enum PredicateFuzz {
  static func run(_ data: [UInt8]) {
    let arguments: [Any?] = ["Ada", 36, 2.5, ["a", "b"], nil, "name"]
    let objects: [Any] = [
      ["name": "Ada Lovelace", "age": 36, "tags": ["math", "poetry"], "city": "Zürich"],
      [String: Any](), "short", "👩‍👩‍👧 e\u{301}",
    ]
    let text = String(decoding: data, as: UTF8.self)
    let parsed = PredicateFormat(format: text, arguments: arguments)
    switch parsed.root {
    case .failure(let error):
      guard error.column >= 1, error.column <= text.count + 1 else {
        fatalError("invariant violated: column \(error.column) outside 1...\(text.count + 1)")
      }
    case .success:
      for object in objects where parsed.evaluate(object) != parsed.evaluate(object) {
        fatalError("invariant violated: a predicate answered differently twice")
      }
    }
  }
}
