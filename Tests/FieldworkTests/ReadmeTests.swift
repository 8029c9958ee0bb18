import Fieldwork
import Testing

/// The README's usage snippets, as written there, so the front page cannot rot.
struct ReadmeContact: Sendable {
  var name: String
  var email: String
}

@MainActor @Suite struct ReadmeTests {
  @MainActor final class NameForm {
    @State var name = ""
    @State var isEditing = false

    lazy var host = RepresentableHost { [unowned self] in
      TextField("Name", text: $name, isFirstResponder: $isEditing)
        .maxLength(40)
        .onEdit { print("name is now", self.name) }
        .onReturn { print("submitted") }
    }
  }

  @Test func textFieldSnippet() {
    let form = NameForm()
    form.host.view.tap()
    form.host.view.type("Ada\n")
    #expect(form.name == "Ada")
    #expect(form.isEditing == false)
    form.name = "Grace"
    #expect(form.host.view.text == "Grace")
  }

  @Test func searchSnippet() {
    let contacts = [
      ReadmeContact(name: "José Müller", email: "jose@example.org"),
      ReadmeContact(name: "Ada Lovelace", email: "ada@example.org"),
    ]
    let results = SearchResults(SearchIndex(contacts, by: [\.name, \.email]))
    let bar = RepresentableHost { SearchBar("Search contacts", text: results.queryBinding) }
    bar.view.tap()
    bar.view.type("jose mu")
    #expect(results.hits.map(\.name) == ["José Müller"])
    bar.view.tapCancelButton()
    #expect(results.hits.count == 2)
    #expect(!bar.view.isFirstResponder)
  }
}
