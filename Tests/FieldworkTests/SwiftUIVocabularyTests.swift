import Dispatch
import Fieldwork
import FieldworkTesting
import Foundation
import Observation
import Testing

/// A label that reads the environment the way a SwiftUI developer writes it.
private struct EnvironmentLabel: Representable {
  @Environment(\.isEnabled) var isEnabled
  @Environment(\.colorScheme) var colorScheme
  func makeView(context: Context) -> Label { Label() }
  func updateView(_ label: Label, context: Context) {
    label.isEnabled = isEnabled
    label.text = colorScheme == .dark ? "dark" : "light"
  }
}

/// Shows a number; `.onChange` is applied to it from outside.
private struct NumberLabel: Representable {
  var value: Int
  func makeView(context: Context) -> Label { Label() }
  func updateView(_ label: Label, context: Context) { label.text = "\(value)" }
}

@Observable private final class ObservedProfile {
  var name = ""
}

@MainActor @Suite struct SwiftUIVocabularyTests {
  @Test func environmentReadsTheRenderingHostsValuesAndFollowsThem() {
    let host = RepresentableHost { EnvironmentLabel() }
    #expect(host.view.isEnabled && host.view.text == "light")
    host.environment.isEnabled = false
    #expect(!host.view.isEnabled)
    host.environment.colorScheme = .dark
    #expect(host.view.text == "dark")
    // Outside a render, the default value, as SwiftUI gives.
    #expect(EnvironmentLabel().isEnabled)
  }

  @Test func onChangeRunsAfterTheUpdateOncePerChangeAndNeverForAnEqualValue() {
    @State var count = 0
    var seen: [String] = []
    let host = RepresentableHost {
      NumberLabel(value: count).onChange(of: count) { old, new in
        seen.append("\(old)→\(new) shows \(count)")
      }
    }
    #expect(seen.isEmpty)  // no initial run without initial: true
    count = 1
    count = 1  // equal: nothing
    count = 3
    #expect(seen == ["0→1 shows 1", "1→3 shows 3"])
    #expect(host.view.text == "3")
    host.update()  // a render that sees no change runs nothing
    #expect(seen.count == 2)
  }

  @Test func onChangeWithInitialRunsForTheFirstValueAndAllThreeFormsCompose() {
    @State var count = 5
    var log: [String] = []
    let host = RepresentableHost {
      NumberLabel(value: count)
        .onChange(of: count, initial: true) { old, new in log.append("pair \(old) \(new)") }
        .onChange(of: count) { log.append("plain") }
        .onChange(of: count) { new in log.append("perform \(new)") }
    }
    #expect(log == ["pair 5 5"])
    count = 6
    #expect(log == ["pair 5 5", "pair 5 6", "plain", "perform 6"])
    #expect(host.view.text == "6")
  }

  @Test func aComponentsOnChangeSeesProgrammaticWritesThatOnEditMisses() {
    // The form article's validation trap: `.onEdit` never runs for programmatic writes.
    @State var email = ""
    @State var error: String?
    var edits = 0
    let host = RepresentableHost {
      TextField("Email", text: $email)
        .onEdit { edits += 1 }
        .onChange(of: email, initial: true) { _, new in
          error = new.isEmpty || new.contains("@") ? nil : "Enter an email address"
        }
    }
    #expect(error == nil)
    email = "not-an-address"
    #expect(error == "Enter an email address")
    #expect(edits == 0)
    host.view.tap()
    host.view.type("@x")
    #expect(error == nil)
    #expect(edits == 2)
  }

  @Test func typingIsOneUpdatePerKeystrokeSoOnChangeSeesEveryCharacterAndAPasteIsOne() {
    @State var text = ""
    var seen: [String] = []
    let host = RepresentableHost {
      TextField("Name", text: $text).onChange(of: text) { _, new in seen.append(new) }
    }
    host.view.tap()
    host.view.type("ab")
    #expect(seen == ["a", "ab"])
    host.view.paste("cd")
    #expect(seen == ["a", "ab", "abcd"])
    // Inside a transaction the block is the batch, as before.
    withTransaction { host.view.type("ef") }
    #expect(seen == ["a", "ab", "abcd", "abcdef"])
  }

  @Test func typingIntoATextEditorIsOneUpdatePerKeystrokeToo() {
    @State var notes = ""
    var seen: [String] = []
    let host = RepresentableHost {
      TextEditor(text: $notes).onChange(of: notes) { _, new in seen.append(new) }
    }
    host.view.tap()
    host.view.type("a\nb")
    #expect(seen == ["a", "a\n", "a\nb"])
  }

  @Test func focusStateMovesFocusLikeSwiftUIs() {
    enum Field: Hashable { case name, email }
    @FocusState var focus: Field?
    @State var name = ""
    @State var email = ""
    let window = HeadlessWindow()
    let nameHost = RepresentableHost(window: window) {
      TextField("Name", text: $name).focused($focus, equals: .name)
        .onSubmit { focus = .email }
    }
    let emailHost = RepresentableHost(window: window) {
      TextField("Email", text: $email).focused($focus, equals: .email)
    }
    focus = .name
    #expect(nameHost.view.isFirstResponder)
    nameHost.view.type("Ada\n")
    #expect(focus == .email)
    #expect(emailHost.view.isFirstResponder && !nameHost.view.isFirstResponder)
    #expect(window.firstResponder === emailHost.view)
    focus = nil
    #expect(window.firstResponder == nil)
    @FocusState var isSearching: Bool
    let bar = RepresentableHost { SearchBar(text: .constant("")).focused($isSearching) }
    isSearching = true
    #expect(bar.view.isFirstResponder)
    bar.view.resignFirstResponder()
    #expect(!isSearching)
  }

  @Test func aFocusStateBindingPassesToAChildAndTheNextButtonTakesAnEnum() {
    enum Field: Hashable { case name, email }
    @FocusState var focus: Field?
    @State var name = ""
    @State var email = ""
    func child(_ focus: FocusState<Field?>.Binding) -> TextField {
      TextField("Email", text: $email).focused(focus, equals: .email)
    }
    let window = HeadlessWindow()
    let nameHost = RepresentableHost(window: window) {
      TextField("Name", text: $name).focused($focus, equals: .name)
        .inputAccessoryItems([.next(focus: $focus, equals: .email)])
    }
    let emailHost = RepresentableHost(window: window) { child($focus) }
    nameHost.view.tap()
    #expect(focus == .name)
    nameHost.view.tapAccessory("Next")
    #expect(focus == .email)
    #expect(emailHost.view.isFirstResponder)
  }

  @Test func bindableGivesBindingsToAnObservableModel() {
    @Bindable var profile = ObservedProfile()
    let host = RepresentableHost { TextField("Name", text: $profile.name) }
    host.view.tap()
    host.view.type("Ada")
    #expect(profile.name == "Ada")
    profile.name = "Grace"
    UpdateScheduler.flush()  // Observation reports a change before it is stored
    #expect(host.view.text == "Grace")
  }

  @Test func swiftUIsModifierNamesSetTheTraits() {
    @State var password = ""
    let secure = RepresentableHost {
      SecureField("Password", text: $password, prompt: Text("at least 8 characters"))
        .submitLabel(.join).textInputAutocapitalization(.never).autocorrectionDisabled()
        .onSubmit { password += "!" }
    }
    let field = secure.view
    #expect(field.isSecureTextEntry)
    #expect(field.placeholder == "at least 8 characters")
    #expect(field.returnKeyType == .join)
    #expect(field.autocapitalizationType == TextAutocapitalizationType.none)
    #expect(field.autocorrectionType == .no)
    field.tap()
    field.type("pw\n")
    #expect(password == "pw!")
    @State var name = ""
    let titled = RepresentableHost { TextField("Name", text: $name, prompt: nil) }
    #expect(titled.view.placeholder == "Name")
    #expect(SubmitLabel.allCases.map(\.returnKeyType).contains(.default))
  }

  @Test func theSharedModifiersWorkTheSameOnEveryTextComponent() {
    // One implementation (EditingComponent) for the text field, the search bar and the editor.
    @State var text = ""
    @State var focused = false
    var log: [String] = []
    let field = RepresentableHost {
      TextField("Name", text: $text).keyboardType(.emailAddress).textContentType(.emailAddress)
        .autocorrectionDisabled().focused($focused).onChange(of: text) { log.append("field") }
        .maxLength(5)  // a component's own modifier after the shared ones
    }
    let bar = RepresentableHost {
      SearchBar(text: $text).keyboardType(.webSearch).autocorrectionDisabled()
        .onChange(of: text) { log.append("bar") }.placeholder("Find")
    }
    let editor = RepresentableHost {
      TextEditor(text: $text).keyboardType(.asciiCapable).disabled(text == "lock")
        .onChange(of: text) { log.append("editor") }.maxLength(10)
    }
    #expect(field.view.keyboardType == .emailAddress && field.view.textContentType == .emailAddress)
    #expect(bar.view.keyboardType == .webSearch && bar.view.autocorrectionType == .no)
    #expect(bar.view.placeholder == "Find")
    #expect(editor.view.keyboardType == .asciiCapable && editor.view.isEditable)
    focused = true
    #expect(field.view.isFirstResponder)
    field.view.type("lock")
    #expect(!editor.view.isEditable)
    #expect(log.filter { $0 == "bar" }.count == 4 && log.filter { $0 == "editor" }.count == 4)
  }

  @Test func aSearchBarSubmitsWithOnSubmitOfSearch() {
    var searches = 0
    let host = RepresentableHost {
      SearchBar(text: .constant("query")).onSubmit(of: .search) { searches += 1 }
        .textInputAutocapitalization(.words)
    }
    host.view.tap()
    host.view.tapSearchButton()
    #expect(searches == 1)
    #expect(host.view.autocapitalizationType == .words)
  }

  @Test func theSearchBarForwardsTheInputMethod() {
    let bar = HeadlessSearchBar()
    var changes: [String] = []
    final class Delegate: HeadlessSearchBarDelegate {
      var onChange: (String) -> Void = { _ in }
      func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
        onChange(searchText)
      }
    }
    let delegate = Delegate()
    delegate.onChange = { changes.append($0) }
    bar.delegate = delegate
    bar.tap()
    bar.setMarkedText("にほ")
    #expect(bar.text == "にほ")
    #expect(bar.markedRange == NSRange(location: 0, length: 2))
    bar.unmarkText()
    #expect(bar.markedRange == nil)
    #expect(changes == ["にほ", "にほ"])  // marked text is text; committing reports again
  }

  @Test func settleRunsTheMainQueueHopsOfAWrapperWrittenForIOS() async {
    @State var isEditing = false
    @State var text = ""
    let host = RepresentableHost { HoppingField(text: $text, isEditing: $isEditing) }
    host.view.tap()
    #expect(!isEditing)  // the wrapper hopped: nothing yet
    await host.settle()
    #expect(isEditing)
    host.view.type("a")
    await host.settle()
    #expect(text == "a")
  }

  @Test func settleStopsAWrapperThatRequeuesForeverWithADiagnostic() async {
    @State var ticks = 0
    var diagnostics: [UpdateDiagnostic] = []
    let host = RepresentableHost(diagnosticHandler: { diagnostics.append($0) }) {
      NumberLabel(value: ticks)
    }
    // The ticking stops when the test ends: left running, it would hold the main queue for
    // every test after it.
    @State var stopped = false
    func tick() {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard !stopped else { return }
          ticks += 1
          tick()
        }
      }
    }
    tick()
    let settled = await host.settle(maximumRounds: 5)
    stopped = true
    #expect(!settled)
    #expect(diagnostics.map(\.kind) == [.unsettled])
    #expect(diagnostics.first?.description.contains("re-queues") == true)
  }

  @Test func highlightsAreReadByKeyPath() {
    struct Person: Sendable {
      var name: String
      var email: String
      var note: String
    }
    let index = SearchIndex(
      [Person(name: "José Müller", email: "jose@example.org", note: "x")], by: [\.name, \.email])
    let match = try! #require(index.matches(for: "jose").first)
    let name = match.element.name
    #expect(match.ranges(for: \.name).map { String(name[$0]) } == ["José"])
    #expect(match.ranges(for: \.email).count == 1)
    #expect(match.ranges(for: \.note).isEmpty)  // not a key of the index
  }
}

/// A wrapper as iOS developers write it: focus and text written back through
/// `DispatchQueue.main.async`, to dodge "Modifying state during view update".
private struct HoppingField: Representable {
  @Binding var text: String
  @Binding var isEditing: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }
  func makeView(context: Context) -> HeadlessTextField {
    let field = HeadlessTextField()
    field.delegate = context.coordinator
    return field
  }
  func updateView(_ field: HeadlessTextField, context: Context) {
    context.coordinator.parent = self
    if field.text != text { field.text = text }
  }

  final class Coordinator: HeadlessTextFieldDelegate {
    var parent: HoppingField
    init(_ parent: HoppingField) { self.parent = parent }
    func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.parent.isEditing = true }
      }
    }
    func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      let text = textField.text
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.parent.text = text }
      }
    }
  }
}
