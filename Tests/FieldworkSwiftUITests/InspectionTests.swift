import FieldworkUIKit
import Testing

private struct Settings: View {
  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, strawberry
    var id: Self { self }
  }

  @State var name = ""
  @State var notes = ""
  @State var flavor = Flavor.vanilla
  @State var size = Size.small
  @State var quantity = 1
  @State var volume = 0.5
  @State var notifies = false
  @State var isLocked = false
  @State var nameChanges = 0
  @State var submissions = 0
  @State var tapped = 0

  enum Size: Hashable { case small, large }

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name, prompt: Text("Your name"))
          .onChange(of: name) { nameChanges += 1 }
          .onSubmit { submissions += 1 }
        TextEditor(text: $notes)
          .accessibilityIdentifier("notes")
      }
      Section {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        Picker("Size", selection: $size) {
          Text("Small").tag(Size.small)
          Text("Large").tag(Size.large)
        }
        .pickerStyle(.segmented)
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
        Slider(value: $volume, in: 0...1, step: 0.25)
        Toggle("Notifications", isOn: $notifies)
      } header: {
        Text("Order")
      } footer: {
        Text("Changes apply at once.")
      }
      .disabled(isLocked)
      Section {
        Text("Tap me").onTapGesture { tapped += 1 }
        Label("Help", systemImage: "questionmark.circle")
          .accessibilityLabel("Get help")
      }
    }
  }
}

@MainActor @Suite struct InspectionTests {
  @Test func setInputIsOneEditThroughTheRealControl() throws {
    let host = ViewHost { Settings() }
    let field = try host.inspect().find(ViewType.TextField.self)
    #expect(try field.attribute("placeholder", as: String.self) == "Your name")
    try field.setInput("Ada Lovelace")
    #expect(try field.input() == "Ada Lovelace")
    #expect(try host.inspect().find(Settings.self).actualView().nameChanges == 1)
    // The control is the real headless field: focused by the tap, its caret after the text.
    let control = try #require(try field.platformView() as? HeadlessTextField)
    #expect(control.isFirstResponder)
    #expect(control.selectedRange == NSRange(location: 12, length: 0))
    try field.setInput("")
    #expect(try field.input() == "")
    #expect(try host.inspect().find(Settings.self).actualView().nameChanges == 2)
  }

  @Test func callOnSubmitSubmitsTheFieldItself() throws {
    let host = ViewHost { Settings() }
    try host.inspect().find(ViewType.TextField.self).callOnSubmit()
    #expect(try host.inspect().find(Settings.self).actualView().submissions == 1)
    #expect(throws: InspectionError.self) {
      try host.inspect().find(ViewType.TextEditor.self).callOnSubmit()
    }
  }

  @Test func aTextEditorTakesInputWithLineBreaks() throws {
    let host = ViewHost { Settings() }
    let editor = try host.inspect().find(viewWithAccessibilityIdentifier: "notes")
      .view(ViewType.TextEditor.self)
    try editor.setInput("one\ntwo")
    #expect(try host.inspect().find(Settings.self).actualView().notes == "one\ntwo")
  }

  @Test func controlsAreDrivenAndDisabledByAnEnclosingSection() throws {
    let host = ViewHost { Settings() }
    let screen = try host.inspect()
    try screen.find(ViewType.Picker.self).select(value: Settings.Flavor.chocolate)
    #expect(
      try screen.find(ViewType.Picker.self).selectedValue()
        == AnyHashable(Settings.Flavor.chocolate))
    let sizes = try screen.find(
      ViewType.Picker.self,
      where: { try $0.labelView().view(ViewType.Text.self).string() == "Size" })
    #expect(
      try sizes.optionTags() == [
        AnyHashable(Settings.Size.small), AnyHashable(Settings.Size.large),
      ])
    try sizes.select(value: Settings.Size.large)
    #expect(throws: InspectionError.self) { try sizes.select(value: "huge") }
    try screen.find(ViewType.Stepper.self).increment()
    try screen.find(ViewType.Stepper.self).increment()
    try screen.find(ViewType.Stepper.self).increment()
    #expect(try screen.find(text: "Quantity: 3").string() == "Quantity: 3")
    try screen.find(ViewType.Slider.self).setValue(0.8)
    #expect(try screen.find(ViewType.Slider.self).value() == 0.75)
    try screen.find(ViewType.Toggle.self).tap()
    #expect(try screen.find(ViewType.Toggle.self).isOn())

    try screen.find(Settings.self).actualView().isLocked = true
    let toggle = try screen.find(ViewType.Toggle.self)
    // .disabled on the section reaches its controls, not the sections around it.
    #expect(try toggle.isDisabled())
    #expect(try !screen.find(ViewType.TextField.self).isDisabled())
    #expect(throws: InspectionError.self) { try toggle.tap() }
    #expect(try toggle.isOn())
    #expect(throws: InspectionError.self) { try screen.find(ViewType.Stepper.self).decrement() }
    #expect(try screen.find(Settings.self).actualView().quantity == 3)
  }

  @Test func aDisabledFieldIgnoresSetInput() throws {
    @State var text = "kept"
    let host = ViewHost {
      TextField("Name", text: $text).disabled(true)
    }
    let field = try host.inspect().find(ViewType.TextField.self)
    #expect(try field.isDisabled())
    #expect(throws: InspectionError.self) { try field.setInput("changed") }
    #expect(text == "kept")
    #expect(throws: InspectionError.self) { try field.callOnSubmit() }
  }

  @Test func sectionsLabelsAndGesturesAreInspected() throws {
    let host = ViewHost { Settings() }
    let order = try host.inspect().find(
      ViewType.Section.self, where: { try $0.header().view(ViewType.Text.self).string() == "Order" }
    )
    #expect(try order.footer().view(ViewType.Text.self).string() == "Changes apply at once.")
    let help = try host.inspect().find(viewWithAccessibilityLabel: "Get help").view(
      ViewType.Label.self)
    #expect(try help.title().view(ViewType.Text.self).string() == "Help")
    #expect(try help.icon().view(ViewType.Image.self).imageName() == "questionmark.circle")
    try host.inspect().find(text: "Tap me").callOnTapGesture()
    #expect(try host.inspect().find(Settings.self).actualView().tapped == 1)
  }

  @Test func findIncludesTheViewItselfAndFindAllIsTopToBottomAndNeverThrows() throws {
    let host = ViewHost { Settings() }
    let form = try host.inspect().find(ViewType.Form.self)
    #expect(try form.find(ViewType.Form.self).tree == form.tree)
    let settings = try host.inspect().find(Settings.self)
    #expect(try settings.find(Settings.self).actualView().name == "")
    let texts = form.findAll(ViewType.Text.self).compactMap { try? $0.string() }
    #expect(texts.first == "Profile")
    #expect(texts.last == "Help")
    #expect(form.findAll(ViewType.List.self).isEmpty)
    #expect(
      form.findAll(ViewType.Text.self, where: { _ in throw InspectionError(message: "no") }).isEmpty
    )
  }

  @Test func aFailedFindByTextOrKindSaysWhatItSought() throws {
    let host = ViewHost { Settings() }
    let byText = #expect(throws: InspectionError.self) { try host.inspect().find(text: "nope") }
    #expect(byText?.localizedDescription == "Search did not find a match")
    #expect(byText?.description.hasPrefix("Search did not find a match for text \"nope\"") == true)
    let byKind = #expect(throws: InspectionError.self) {
      try host.inspect().find(text: "Changes apply at once.").find(ViewType.Toggle.self)
    }
    #expect(byKind?.sought == "a Toggle")
  }

  @Test func aFailedFindNamesTheQueryAndShowsTheTree() throws {
    let host = ViewHost { Settings() }
    do {
      _ = try host.inspect().find(button: "Delete account")
      Issue.record("found a button that is not there")
    } catch let error as InspectionError {
      // ViewInspector's words, so its tests' messages match; the tree searched is printed too.
      #expect(error.localizedDescription == "Search did not find a match")
      // What a failed test shows names what was sought (ViewInspector's own does not).
      #expect(
        error.description.hasPrefix("Search did not find a match for button \"Delete account\""))
      #expect(error.sought == "button \"Delete account\"")
      #expect(error.description.contains("Toggle  isOn: false"))
      #expect(error.description.contains("Text \"Changes apply at once.\""))
    }
    do {
      _ = try host.inspect().find(ViewType.Toggle.self).padding()
      Issue.record("found padding that was never applied")
    } catch let error as InspectionError {
      #expect(error.localizedDescription == "Toggle does not have 'padding' modifier")
      #expect(error.description.contains("▶ Toggle"))
    }
  }

  @Test func aViewThatLeftTheTreeSaysSo() throws {
    @State var shows = true
    let host = ViewHost {
      if shows { Text("going") }
    }
    let text = try host.inspect().find(text: "going")
    shows = false
    #expect(throws: InspectionError.self) { try text.string() }
  }

  @Test func theHostsTreeShowsTypesTextsIdentifiersAndAttributes() throws {
    let host = ViewHost { SignInForm() }
    #expect(
      host.tree == """
        SignInForm
          NavigationStack
            Form  navigationTitle: "Sign In"
              Section
                header: Text "Account"
                TextField  text: "", placeholder: "Email", keyboardType: emailAddress, textContentType: emailAddress, autocapitalization: none
                SecureField  text: "", placeholder: "Password", textContentType: password
              Section
                Toggle  isOn: true
                  Text "Remember me"
                footer: Text "Passwords need at least 8 characters."
              Section
                Button  disabled: true
                  Text "Sign In"
        """)
    #expect(host.description.hasPrefix("ViewHost<SignInForm>\nSignInForm"))
  }

  @Test func aFieldsContentTypeReadsBack() throws {
    let host = ViewHost { SignInForm() }
    #expect(try host.inspect().find(ViewType.SecureField.self).textContentType() == .password)
  }

  @Test func aSecureFieldsTextNeverReachesTheTree() throws {
    let host = ViewHost { SignInForm() }
    try host.inspect().find(ViewType.SecureField.self).setInput("hunter22")
    #expect(host.tree.contains("SecureField  text: \"••••••••\""))
    #expect(!host.tree.contains("hunter22"))
    #expect(!host.description.contains("hunter22"))
    #expect(try host.inspect().find(ViewType.SecureField.self).input() == "hunter22")
  }
}
