import FieldworkUIKit
import Testing

/// `#Preview`, `@Previewable` and `@Entry`, expanded by Fieldwork's own compiler plugin, and
/// `Preview.all` finding this module's previews at run time (Screens/PreviewedScreens.swift).
@MainActor @Suite struct PreviewTests {
  var previews: [Preview] { Preview.all(inModule: "FieldworkSwiftUITests") }

  @Test func everyPreviewOfTheModuleIsFoundInFileAndLineOrder() throws {
    let found = previews.filter { $0.fileID.hasSuffix("PreviewedScreens.swift") }
    #expect(found.map(\.displayName) == [nil, "Greeting Grace", "Counter", "Two rows"])
    #expect(found.map(\.line) == [33, 37, 42, 47])
    #expect(found.allSatisfy { $0.fileID == "FieldworkSwiftUITests/PreviewedScreens.swift" })
    // No preview of another module is listed under this one.
    #expect(Preview.all.count >= found.count)
    #expect(Preview.all(inModule: "NoSuchModule").isEmpty)
  }

  @Test func aPreviewIsHostedAndInspected() throws {
    let unnamed = try #require(previews.first { $0.line == 33 })
    #expect(try unnamed.host().inspect().find(text: "Hello, Ada!").string() == "Hello, Ada!")
    #expect(unnamed.description == "FieldworkSwiftUITests/PreviewedScreens.swift:33")
  }

  @Test func theEntryMacroDeclaresAnEnvironmentValueWithItsDefault() throws {
    var environment = EnvironmentValues()
    #expect(environment.greetingName == "Ada")
    #expect(environment.highlightedRow == nil)
    environment.greetingName = "Grace"
    environment.highlightedRow = 3
    #expect(environment.greetingName == "Grace")
    #expect(environment.highlightedRow == 3)
    let grace = try #require(previews.first { $0.displayName == "Greeting Grace" })
    #expect(try grace.host().inspect().find(text: "Hello, Grace!").string() == "Hello, Grace!")
  }

  @Test func traitsSizeTheHostedScreen() throws {
    let landscape = try #require(previews.first { $0.displayName == "Greeting Grace" })
    #expect(landscape.screenSize == CGSize(width: 844, height: 390))
    #expect(landscape.host().size == CGSize(width: 844, height: 390))
    let fixed = try #require(previews.first { $0.displayName == "Two rows" })
    #expect(
      fixed.traits.map(\.value) == [.fixedLayout(width: 320, height: 200), .sizeThatFitsLayout])
    #expect(fixed.screenSize == CGSize(width: 320, height: 200))
    let texts = try fixed.host().inspect().findAll(ViewType.Text.self).map { try $0.string() }
    #expect(texts == ["First", "Second"])
  }

  @Test func previewableStateLivesAsAViewsStateDoes() throws {
    let counter = try #require(previews.first { $0.displayName == "Counter" })
    let host = counter.host()
    #expect(try host.inspect().find(text: "Count: 2").string() == "Count: 2")
    try host.inspect().find(button: "Add one").tap()
    try host.inspect().find(button: "Add one").tap()
    #expect(try host.inspect().find(text: "Count: 4").string() == "Count: 4")
    // A second host of the same preview starts from the declared value again.
    #expect(try counter.host().inspect().find(text: "Count: 2").string() == "Count: 2")
  }

  @Test func everyPreviewIsHostedAuditedAndSpoken() throws {
    for preview in previews {
      let host = preview.host()
      #expect(host.accessibilityAuditIssues().isEmpty, "\(preview)")
      #expect(!host.spokenScreen.isEmpty, "\(preview)")
    }
    let counter = try #require(previews.first { $0.displayName == "Counter" })
    #expect(counter.host().spokenScreen.contains("Add one"))
  }

  @Test func aPreviewProviderIsHostedByItsType() throws {
    let preview = Preview(GreetingPreviews.self)
    #expect(preview.displayName == "GreetingPreviews")
    #expect(try preview.host().inspect().find(text: "Hello, Ada!").string() == "Hello, Ada!")
  }
}

struct GreetingPreviews: PreviewProvider {
  static var previews: some View { GreetingView() }
}
