import FieldworkCombine
import Foundation
import Testing

/// `@Published` and `ObservableObject`, as Combine documents them: the projected publisher
/// sends the current value to a new subscriber, and every write in `willSet`, after
/// `objectWillChange`.
@Suite struct PublishedBehaviourTests {
  final class Search: ObservableObject {
    @Published var query = ""
    @Published var count = 0
  }

  @Test func theProjectedPublisherStartsWithTheCurrentValue() {
    let search = Search()
    search.query = "jo"
    var seen: [String] = []
    let cancellable = search.$query.sink { seen.append($0) }
    search.query = "jos"
    #expect(seen == ["jo", "jos"])
    cancellable.cancel()
  }

  @Test func aWriteIsPublishedBeforeThePropertyChanges() {
    let search = Search()
    var storedWhenPublished: [String] = []
    let cancellable = search.$query.dropFirst().sink { _ in
      storedWhenPublished.append(search.query)
    }
    search.query = "new"
    #expect(storedWhenPublished == [""])  // willSet: the old value is still stored
    #expect(search.query == "new")
    cancellable.cancel()
  }

  @Test func writingTheSameValueStillPublishes() {
    let search = Search()
    var changes = 0
    let cancellable = search.objectWillChange.sink { changes += 1 }
    search.count = 0
    search.count = 0
    #expect(changes == 2)
    cancellable.cancel()
  }

  @Test func removeDuplicatesOnTheProjectedPublisherSkipsRepeatedWrites() {
    let search = Search()
    var seen: [Int] = []
    let cancellable = search.$count.removeDuplicates().sink { seen.append($0) }
    search.count = 0
    search.count = 1
    search.count = 1
    #expect(seen == [0, 1])
    cancellable.cancel()
  }

  @Test func aDebouncedQueryPublishesOnlyWhenTheTypingStops() {
    let scheduler = DispatchQueue.test
    let search = Search()
    var searched: [String] = []
    let cancellable = search.$query.dropFirst()
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { searched.append($0) }
    for prefix in ["j", "jo", "jos", "jose"] {
      search.query = prefix
      scheduler.advance(by: .milliseconds(100))
    }
    scheduler.advance(by: .milliseconds(300))
    #expect(searched == ["jose"])
    cancellable.cancel()
  }
}
