import Testing

#if canImport(UIKit)
  import CoreData
#else
  import FieldworkUIKit
#endif

/// `NSPredicate(format:)` as Apple's "Predicate Format String Syntax" describes it
/// (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html),
/// evaluated on dictionaries, strings and managed objects.
@Suite struct PredicateFormatTests {
  let ada: [String: Any] = [
    "name": "Ada Lovelace", "age": 36, "city": "Zürich", "score": 9.5, "member": true,
    "tags": ["math", "poetry"],
  ]

  func matches(_ format: String, _ arguments: [Any] = [], _ object: Any? = nil) -> Bool {
    NSPredicate(format: format, argumentArray: arguments).evaluate(with: object ?? ada)
  }

  @Test(arguments: [
    ("name == 'Ada Lovelace'", true), ("name = \"Ada Lovelace\"", true),
    ("name != 'Ada'", true), ("name <> 'Ada Lovelace'", false),
    ("age > 30", true), ("age >= 36", true), ("age => 37", false), ("age < 36", false),
    ("age <= 36", true), ("age =< 35", false), ("score > 9", true), ("score == 9.5", true),
    ("age BETWEEN {30, 40}", true), ("age BETWEEN {37, 40}", false),
    ("age IN {1, 36}", true), ("name IN {'Ada', 'Grace'}", false),
    ("member == YES", true), ("member == TRUE", true), ("member == NO", false),
    ("missing == nil", true), ("name == NULL", false), ("name != nil", true),
  ])
  func comparisons(format: String, expected: Bool) {
    #expect(matches(format) == expected, "\(format)")
  }

  @Test(arguments: [
    ("name CONTAINS 'Love'", true), ("name CONTAINS 'love'", false),
    ("name CONTAINS[c] 'love'", true), ("name BEGINSWITH 'Ada'", true),
    ("name ENDSWITH[c] 'LACE'", true), ("city == 'Zurich'", false),
    ("city ==[d] 'Zurich'", true), ("city CONTAINS[cd] 'ZUR'", true),
    ("name LIKE 'Ada*'", true), ("name LIKE 'A?a *'", true), ("name LIKE 'ada*'", false),
    ("name LIKE[c] 'ada*'", true), ("name LIKE '*Love*'", true), ("name LIKE 'Ada'", false),
    ("name MATCHES 'A.a L.*'", true), ("name MATCHES 'Love'", false),
    ("'Love' IN name", true),
  ])
  func stringOperators(format: String, expected: Bool) {
    #expect(matches(format) == expected, "\(format)")
  }

  @Test(arguments: [
    ("age > 30 AND member == YES", true), ("age > 40 OR name BEGINSWITH 'A'", true),
    ("NOT age > 40", true), ("!(age > 40) && member == true", true),
    ("age > 40 || (score < 10 AND NOT member == NO)", true),
    ("TRUEPREDICATE", true), ("FALSEPREDICATE", false), ("age > 40 AND TRUEPREDICATE", false),
    ("ANY tags == 'poetry'", true), ("ALL tags CONTAINS 'o'", false),
    ("NONE tags == 'chess'", true), ("tags CONTAINS 'math'", true),
    ("AGE > 1 and Name contains[C] 'ADA'", false),
    ("age > 1 and name contains[C] 'ADA'", true),
  ])
  func compoundsAndQuantifiers(format: String, expected: Bool) {
    #expect(matches(format) == expected, "\(format)")
  }

  @Test func argumentsFillTheSpecifiersInOrder() {
    #expect(matches("name CONTAINS[c] %@", ["love"]))
    #expect(matches("%K == %@", ["city", "Zürich"]))
    #expect(matches("age == %d AND score > %f", [36, 9.0]))
    #expect(matches("age IN %@", [[1, 2, 36]]))
    #expect(!matches("age IN %@", [Set([1, 2])]))
    #expect(matches("name BEGINSWITH %@", [Substring("Ada")]))
    #expect(NSPredicate(format: "SELF BEGINSWITH[c] %@", "a").evaluate(with: "Ada"))
    #expect(NSPredicate(format: "age > %d", 35).evaluate(with: ada))
    #expect(NSPredicate(format: "SELF IN %@", ["a", "b"]).evaluate(with: "b"))
  }

  @Test func aCompoundOfFormatPredicatesEvaluatesEach() {
    let both = NSCompoundPredicate(andPredicateWithSubpredicates: [
      NSPredicate(format: "age > 30"), NSPredicate(format: "name BEGINSWITH 'Ada'"),
    ])
    #expect(both.evaluate(with: ada))
    let either = NSCompoundPredicate(orPredicateWithSubpredicates: [
      NSPredicate(format: "age > 50"), NSPredicate(value: false),
    ])
    #expect(!either.evaluate(with: ada))
  }

  /// A format Core Data cannot read raises an exception there; here the predicate matches
  /// nothing and its error says where reading stopped, counting characters from 1.
  @Test(arguments: [
    ("name CONTAINS[c 'x'", 16, "unknown comparison option ' '"),
    ("name ==", 8, "expected a key path or a value"),
    ("name 'x'", 6, "expected an operator"),
    ("(age > 1", 9, "expected ')' before the end"),
    ("age > 1 AND", 12, "expected a key path or a value"),
    ("name == 'open", 9, "has no closing '"),
    ("name == %@", 9, "has no argument"),
    ("age > 1 garbage", 9, "unexpected 'g'"),
    ("name == %z", 9, "'%z' is not a format specifier"),
    ("age BETWEEN 3", 14, "BETWEEN needs two bounds"),
    ("name == $NAME", 9, "substitution variables"),
    ("ünïcödé == 'x' ☃", 16, "unexpected '☃'"),
  ])
  func anUnreadableFormatNamesItsColumn(format: String, column: Int, reason: String) throws {
    let predicate = NSPredicate(format: format)
    let error = try #require(predicate.formatError)
    #expect(error.column == column, "\(format): \(error)")
    #expect(error.reason.contains(reason), "\(format): \(error)")
    #expect(error.description.hasPrefix("Unable to parse the format string \"\(format)\""))
    #expect(!predicate.evaluate(with: ada))
    #expect(throws: PredicateFormatError.self) {
      try NSPredicate(validatingFormat: format)
    }
  }

  @Test func anArgumentOfAnotherTypeIsAnError() throws {
    struct Opaque {}
    let error = try #require(
      NSPredicate(format: "name == %@", argumentArray: [Opaque()]).formatError)
    #expect(error.column == 9 && error.reason.contains("Opaque"))
  }

  @Test func deepNestingIsRefusedNotOverflowed() throws {
    let deep = String(repeating: "(", count: 100_000) + "TRUEPREDICATE"
    let error = try #require(NSPredicate(format: deep).formatError)
    #expect(error.reason.contains("nests more than"))
    let notNot = String(repeating: "NOT ", count: 10_000) + "TRUEPREDICATE"
    #expect(NSPredicate(format: notNot).formatError != nil)
  }

  @Test func emptyAndHugeFormatsAreHandled() throws {
    #expect(NSPredicate(format: "").formatError?.column == 1)
    let huge = "name == '" + String(repeating: "x", count: 200_000) + "'"
    #expect(NSPredicate(format: huge).formatError == nil)
    #expect(!NSPredicate(format: huge).evaluate(with: ada))
    // A pattern of many stars does not backtrack exponentially.
    let stars = String(repeating: "*a", count: 40) + "b"
    #expect(
      !NSPredicate(format: "SELF LIKE %@", stars).evaluate(
        with: String(repeating: "a", count: 5_000)))
  }

  @Test func emojiAndCombiningMarksCompareAsCharacters() {
    #expect(NSPredicate(format: "SELF CONTAINS %@", "👩‍👩‍👧").evaluate(with: "family 👩‍👩‍👧 photo"))
    #expect(NSPredicate(format: "SELF LIKE '?'").evaluate(with: "👩‍👩‍👧"))
    #expect(NSPredicate(format: "SELF ==[d] 'cafe'").evaluate(with: "cafe\u{301}"))
  }

  @MainActor @Test func aFetchWithAnUnreadablePredicateThrowsItsError() throws {
    let context = inMemoryContainer().viewContext
    _ = Chore(context: context)
    let request: NSFetchRequest<Chore> = Chore.fetchRequest()
    request.predicate = NSPredicate(format: "title CONTAINS[x] 'a'")
    #expect {
      try context.fetch(request)
    } throws: { error in
      guard case .predicate(let format) = error as? CoreDataError else { return false }
      return format.column == 16
    }
  }
}
