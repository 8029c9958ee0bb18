import FieldworkUIKit
import Testing

@MainActor @Suite struct ViewModelTests {
  static let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson"]

  func rows(_ host: ViewHost<ContactSearchScreen>) throws -> [String] {
    try host.inspect().find(ViewType.List.self).findAll(ViewType.Text.self).map { try $0.string() }
  }

  @Test func theQueryIsSearchedOnceTypingPauses() throws {
    let scheduler = DispatchQueue.test
    let host = ViewHost {
      ContactSearchScreen(names: Self.names, scheduler: scheduler.eraseToAnyScheduler())
    }
    let field = try host.inspect().find(ViewType.SearchBar.self)
    try field.setInput("a")
    try field.setInput("al")
    #expect(try rows(host) == Self.names)
    scheduler.advance(by: .milliseconds(299))
    #expect(try rows(host) == Self.names)
    scheduler.advance(by: .milliseconds(1))
    #expect(try rows(host) == ["Alan Turing"])
  }
}
