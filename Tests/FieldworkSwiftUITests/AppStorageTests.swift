import FieldworkUIKit
import Foundation
import Testing

/// `@AppStorage` as Apple documents it: a value kept in `UserDefaults` under a key, the
/// default read while the key is missing (and never written), every view that reads the key
/// rendered again when one writes it, `.defaultAppStorage(_:)` choosing the store, and
/// `RawRepresentable` and optional values.
@MainActor @Suite struct AppStorageTests {
  enum Theme: String {
    case light, dark
  }

  enum Sort: Int {
    case byName = 0
    case byDate = 1
  }

  /// A store of the test's own, emptied when it is made.
  static func freshStore(_ name: String = #function) -> UserDefaults {
    let suite = "fieldwork.tests.appstorage.\(name.filter { $0.isLetter })"
    let store = UserDefaults(suiteName: suite)!
    store.removePersistentDomain(forName: suite)
    return store
  }

  struct Settings: View {
    @AppStorage("showsCompleted") var showsCompleted = true
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("sort") var sort = Sort.byName
    @AppStorage("nickname") var nickname: String?

    var body: some View {
      VStack {
        Toggle("Show completed", isOn: $showsCompleted)
        Text("theme \(theme.rawValue), sort \(sort.rawValue), nickname \(nickname ?? "none")")
        Summary()
      }
    }
  }

  struct Summary: View {
    @AppStorage("showsCompleted") var showsCompleted = true
    var body: some View { Text(showsCompleted ? "showing all" : "hiding completed") }
  }

  @Test func aMissingKeyReadsTheDefaultAndEveryReaderFollowsAWrite() throws {
    let store = Self.freshStore()
    let host = ViewHost { Settings().defaultAppStorage(store) }
    #expect(try host.inspect().find(text: "showing all").string() == "showing all")
    #expect(store.object(forKey: "showsCompleted") == nil)  // the default is never written
    try host.inspect().find(ViewType.Toggle.self).tap()
    #expect(store.object(forKey: "showsCompleted") != nil && !store.bool(forKey: "showsCompleted"))
    // Another view reading the same key renders again.
    #expect(try host.inspect().find(text: "hiding completed").string() == "hiding completed")
  }

  @Test func rawRepresentableAndOptionalValuesRoundTrip() throws {
    let store = Self.freshStore()
    store.set("dark", forKey: "theme")
    store.set(1, forKey: "sort")
    let host = ViewHost { Settings().defaultAppStorage(store) }
    let text = { try host.inspect().find(ViewType.Text.self).string() }
    #expect(try text() == "theme dark, sort 1, nickname none")
    let settings = try host.inspect().find(Settings.self).actualView()
    settings.nickname = "Ada"
    settings.theme = .light
    #expect(store.string(forKey: "nickname") == "Ada" && store.string(forKey: "theme") == "light")
    #expect(try text() == "theme light, sort 1, nickname Ada")
    settings.nickname = nil  // removes the key
    #expect(store.object(forKey: "nickname") == nil)
    #expect(try text() == "theme light, sort 1, nickname none")
  }

  @Test func aStoredValueOfAnotherKindReadsAsTheDefault() throws {
    let store = Self.freshStore()
    store.set("sepia", forKey: "theme")  // no such case
    let host = ViewHost { Settings().defaultAppStorage(store) }
    #expect(try host.inspect().find(ViewType.Text.self).string().hasPrefix("theme light"))
  }

  @Test func aStoreNamedByThePropertyWinsOverTheEnvironments() throws {
    let named = Self.freshStore("named")
    let environment = Self.freshStore("environment")
    struct Counter: View {
      let store: UserDefaults
      @AppStorage var count: Int
      init(store: UserDefaults) {
        self.store = store
        _count = AppStorage(wrappedValue: 0, "count", store: store)
      }
      var body: some View {
        Button("Count \(count)") { count += 1 }
      }
    }
    let host = ViewHost { Counter(store: named).defaultAppStorage(environment) }
    try host.inspect().find(button: "Count 0").tap()
    #expect(named.integer(forKey: "count") == 1)
    #expect(environment.object(forKey: "count") == nil)
    #expect(try host.inspect().find(ViewType.Button.self).labelView().text().string() == "Count 1")
  }
}
