import Fieldwork
import FieldworkTesting
import Testing

/// A search bar tells VoiceOver how many results there are, politely, once typing pauses.
@MainActor @Suite struct SearchAnnouncementTests {
  static let names = ["Ada", "Alan", "Grace", "Katherine", "Margaret"]

  @Test func theCountIsAnnouncedPolitelyOnceTypingPauses() async {
    let clock = ManualClock()
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar("Search people", text: query.projectedValue)
        .announcesResultCount(
          after: .milliseconds(500), clock: clock,
          {
            Self.names.filter { $0.lowercased().contains(query.wrappedValue.lowercased()) }.count
          }, phrase: { "\($0) people (announcement test)" })
    }
    func announced() -> [AccessibilityNotification] {
      host.accessibilityNotifications.notifications.filter {
        $0.argument?.hasSuffix("(announcement test)") == true
      }
    }
    host.view.tap()
    host.view.type("a")
    await clock.advance(by: .milliseconds(300))
    host.view.type("r")  // a key before the pause: the wait starts again
    await clock.advance(by: .milliseconds(499))
    await yieldUntil({ clock.sleeperCount == 1 })
    #expect(announced().isEmpty)
    await clock.advance(by: .milliseconds(1))
    await yieldUntil({ !announced().isEmpty })
    #expect(
      announced().map(\.description) == ["announcement \"1 people (announcement test)\" (polite)"])
    // The same query after an edit that comes back to it is not announced again.
    host.view.type("x")
    host.view.deleteBackward()
    await clock.advance(by: .seconds(1))
    await yieldUntil({ clock.sleeperCount == 0 })
    #expect(announced().count == 1)
    host.view.deleteBackward()
    await clock.advance(by: .seconds(1))
    await yieldUntil({ announced().count == 2 })
    #expect(announced().last?.argument == "5 people (announcement test)")
    #expect(announced().allSatisfy { $0.isPolite })
  }

  @Test func theDefaultPhrases() {
    #expect(SearchBar.resultCountPhrase(0) == "No results")
    #expect(SearchBar.resultCountPhrase(1) == "1 result")
    #expect(SearchBar.resultCountPhrase(54) == "54 results")
  }

  @Test func theBarReadsAsASearchField() {
    let query = State(wrappedValue: "")
    let host = RepresentableHost { SearchBar("Search people", text: query.projectedValue) }
    #expect(host.spokenScreen == "Search people. Search Field. Double tap to edit.")
    host.view.tap()
    host.view.type("ad")
    #expect(
      host.spokenScreen
        == "Search people: ad. Is editing. Search Field. Use the rotor to access Misspelled Words")
  }
}
