import FieldworkUIKit
import Testing

/// What VoiceOver would read on a hosted screen, with SwiftUI's defaults, and its cursor.
@MainActor @Suite struct AccessibilityTests {
  struct SignIn: View {
    @State var email = ""
    @State var password = ""
    @State var remember = true
    @State var signedIn = false

    var body: some View {
      VStack {
        Text("Sign In").font(.largeTitle).accessibilityAddTraits(.isHeader)
        TextField("Email", text: $email)
        SecureField("Password", text: $password)
        Toggle("Remember me", isOn: $remember)
        Button("Sign In") { signedIn = true }
          .disabled(email.isEmpty || password.isEmpty)
        Image(decorative: "wave")
        Image(systemName: "lock.fill").accessibilityHidden(true)
      }
    }
  }

  @Test func aFormReadsAsVoiceOverReadsIt() throws {
    let host = ViewHost { SignIn() }
    #expect(
      host.spokenScreen == """
        Sign In. Heading.
        Email. Text Field. Double tap to edit.
        Password. Secure Text Field. Double tap to edit.
        Remember me. Switch Button. On. Double tap to toggle setting.
        Sign In. Dimmed. Button.
        """)
    let elements = host.accessibilityElements
    #expect(
      elements.map(\.path) == [
        "view(SignIn.self).vStack().text(0)", "view(SignIn.self).vStack().textField(1)",
        "view(SignIn.self).vStack().secureField(2)", "view(SignIn.self).vStack().toggle(3)",
        "view(SignIn.self).vStack().button(4)",
      ])
    #expect(elements[4].traits == .isButton)
    #expect(!elements[4].isEnabled)
    #expect(elements[3].value == "1")
  }

  @Test func secureTextNeverReachesWhatVoiceOverReads() throws {
    let host = ViewHost { SignIn() }
    try host.inspect().find(ViewType.SecureField.self).setInput("hunter2")
    try host.inspect().find(ViewType.TextField.self).setInput("ada@example.com")
    let password = try #require(host.accessibilityElements.first { $0.label == "Password" })
    #expect(password.value == "•••••••")
    #expect(!host.spokenScreen.contains("hunter2"))
    #expect(host.spokenScreen.contains("Email: ada@example.com. Text Field."))
    #expect(host.spokenScreen.contains("Sign In. Button."))  // no longer dimmed
  }

  @Test func theCursorMovesAndActsAsAPersonsSwipesAndTaps() throws {
    let host = ViewHost { SignIn() }
    let voiceOver = host.voiceOver()
    #expect(throws: InspectionError.self) { try voiceOver.activate() }  // on nothing yet
    #expect(voiceOver.next()?.label == "Sign In")
    #expect(voiceOver.next()?.label == "Email")
    try voiceOver.activate()  // a double tap focuses the field
    #expect(voiceOver.focused?.traits.contains(.isEditing) == true)
    #expect(voiceOver.focused?.spokenHint == "Use the rotor to access Misspelled Words")
    voiceOver.next()
    voiceOver.next()
    try voiceOver.activate()  // flips the toggle
    #expect(voiceOver.focused?.value == "0")
    #expect(voiceOver.next()?.label == "Sign In")
    let dimmed = #expect(throws: InspectionError.self) { try voiceOver.activate() }
    #expect(dimmed?.localizedDescription == "\"Sign In\" is dimmed: a double tap does nothing.")
    #expect(voiceOver.next() == nil)  // the end: it stays
    #expect(voiceOver.previous()?.label == "Remember me")
    #expect(voiceOver.spoken.first == "Sign In. Heading.")
    #expect(voiceOver.spoken.count == 6)
  }

  struct Ordering: View {
    @State var count = 0
    @State var log: [String] = []

    var body: some View {
      VStack {
        Text("Second")
        Text("First").accessibilitySortPriority(1)
        HStack {
          Text("Price")
          Text("€4")
        }
        .accessibilityElement(children: .combine)
        HStack {
          Image(systemName: "star")
          Text("Hidden by ignore")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Favourite")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Remove") { log.append("removed") }
        Stepper("Count: \(count)", value: $count)
        Text("Custom").accessibilityInputLabels(["Custom", "Mine"])
      }
    }
  }

  @Test func sortPriorityCombineIgnoreAndActions() throws {
    let host = ViewHost { Ordering() }
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels == ["First", "Second", "Price, €4", "Favourite", "Count: 0", "Custom"])
    let favourite = host.accessibilityElements[3]
    #expect(favourite.customActions == ["Remove"])
    #expect(favourite.spoken == "Favourite. Button. Actions Available")
    let voiceOver = host.voiceOver()
    #expect(voiceOver.move(toLabel: "Favourite") != nil)
    try voiceOver.performCustomAction(named: "Remove")
    #expect(try host.inspect().view(Ordering.self).actualView().log == ["removed"])
    let missing = #expect(throws: InspectionError.self) {
      try voiceOver.performCustomAction(named: "Share")
    }
    #expect(
      missing?.localizedDescription
        == "\"Favourite\" has no custom action named \"Share\"; it has: \"Remove\"")
    voiceOver.move(toLabel: "Count: 0")
    try voiceOver.increment()
    try voiceOver.increment()
    try voiceOver.decrement()
    #expect(voiceOver.focused?.label == "Count: 1")  // the same element, read anew
    #expect(host.accessibilityElements[4].label == "Count: 1")
    #expect(
      host.accessibilityElements[4].spoken
        == "Count: 1. Adjustable. Swipe up or down with one finger to adjust the value.")
    #expect(host.accessibilityElements[5].inputLabels == ["Custom", "Mine"])
  }

  /// A row of a `List` whose `ForEach` has `.onDelete` offers VoiceOver's "Delete" action on
  /// every element in it, and performing it deletes that row (iOS: the swipe-to-delete
  /// action is exposed to assistive technologies as a custom action of the row's elements).
  @Test func aRowThatCanBeDeletedOffersDeleteToVoiceOver() throws {
    struct Groceries: View {
      @State var items = ["Milk", "Eggs", "Bread"]
      var body: some View {
        List {
          ForEach(items, id: \.self) { item in
            HStack {
              Text(item)
              Button("Buy") {}
            }
          }
          .onDelete { items.remove(atOffsets: $0) }
        }
      }
    }
    let host = ViewHost { Groceries() }
    let eggs = try #require(host.accessibilityElements.first { $0.label == "Eggs" })
    #expect(eggs.customActions == ["Delete"])
    #expect(host.accessibilityElements.allSatisfy { $0.customActions == ["Delete"] })
    let voiceOver = host.voiceOver()
    voiceOver.move(toLabel: "Eggs")
    try voiceOver.performCustomAction(named: "Delete")
    #expect(host.accessibilityElements.map(\.label) == ["Milk", "Buy", "Bread", "Buy"])
  }

  /// iOS exposes a row's swipe actions to VoiceOver as custom actions of the row, named by
  /// their buttons ("Actions Available"), instead of elements of their own: the buttons are
  /// hidden until a swipe shows them (UIKit's `UIContextualAction`s are in the row's
  /// `accessibilityCustomActions`; SwiftUI's `.swipeActions` are read the same way).
  @Test func aRowsSwipeActionsAreItsCustomActionsNotElements() throws {
    struct Inbox: View {
      @State var messages = ["Hello", "Invoice"]
      @State var archived: [String] = []
      var body: some View {
        List {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .swipeActions(edge: .leading) {
                Button("Pin") {}
              }
              .swipeActions {
                Button("Archive") {
                  archived.append(message)
                  messages.removeAll { $0 == message }
                }
              }
          }
        }
      }
    }
    let host = ViewHost { Inbox() }
    #expect(host.accessibilityElements.map(\.label) == ["Hello", "Invoice"])
    let invoice = try #require(host.accessibilityElements.first { $0.label == "Invoice" })
    #expect(invoice.customActions == ["Pin", "Archive"])
    #expect(host.spokenScreen == "Hello Actions Available\nInvoice Actions Available")
    let voiceOver = host.voiceOver()
    voiceOver.move(toLabel: "Invoice")
    try voiceOver.performCustomAction(named: "Archive")
    #expect(host.accessibilityElements.map(\.label) == ["Hello"])
    #expect(try host.inspect().find(Inbox.self).actualView().archived == ["Invoice"])
  }

  @Test func viewInspectorsAccessibilityGettersReadTheElement() throws {
    let screen = try Ordering().inspect()
    #expect(try screen.find(text: "First").accessibilitySortPriority() == 1)
    #expect(try screen.find(text: "Second").accessibilitySortPriority() == 0)
    #expect(try screen.find(ViewType.Stepper.self).accessibilityTraits() == .isAdjustable)
    #expect(try screen.find(text: "Custom").accessibilityInputLabels() == ["Custom", "Mine"])
    #expect(try screen.find(text: "First").accessibilityElement()?.spoken == "First")
    #expect(try screen.find(ViewType.HStack.self).accessibilityElement()?.label == "Price, €4")
  }

  struct Sheet: View {
    @State var showsDetail = false
    var body: some View {
      Button("Details") { showsDetail = true }
        .sheet(isPresented: $showsDetail) {
          Text("Detail").accessibilityAddTraits(.isHeader)
        }
    }
  }

  @Test func aSheetHidesWhatIsBehindItAndEscapeDismissesIt() throws {
    let host = ViewHost { Sheet() }
    let voiceOver = host.voiceOver()
    voiceOver.next()
    try voiceOver.activate()
    #expect(host.spokenScreen == "Detail. Heading.")
    try voiceOver.escape()
    #expect(host.spokenScreen == "Details. Button.")
    let nothing = #expect(throws: InspectionError.self) { try voiceOver.escape() }
    #expect(nothing?.localizedDescription.hasPrefix("Nothing to escape") == true)
  }

  @Test func notificationsPostedAreRecordedByTheHost() {
    let host = ViewHost { Text("Results") }
    AccessibilityNotification.politeAnnouncement("3 results").post()
    AccessibilityNotification(.screenChanged).post()
    #expect(
      host.accessibilityNotifications.notifications.suffix(2).map(\.description) == [
        "announcement \"3 results\" (polite)", "screenChanged",
      ])
  }

  struct Inbox: View {
    @State var query = ""
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Welcome", value: "Welcome")
          Text("No more mail")
        }
        .navigationTitle("Inbox")
        .searchable(text: $query)
        .navigationDestination(for: String.self) { subject in
          Text("Reading \(subject)").navigationTitle(subject)
        }
      }
    }
  }

  @Test func aStackReadsItsTopScreenUnderItsTitleAndBackGoesBack() throws {
    let host = ViewHost { Inbox() }
    #expect(
      host.spokenScreen == """
        Inbox. Heading.
        Search. Search Field. Double tap to edit.
        Welcome. Button.
        No more mail
        """)
    let voiceOver = host.voiceOver()
    voiceOver.move(toLabel: "Welcome")
    try voiceOver.activate()
    #expect(
      host.spokenScreen == """
        Back. Back Button.
        Welcome. Heading.
        Reading Welcome
        """)
    voiceOver.next()
    try voiceOver.activate()  // Back
    #expect(host.spokenScreen.hasPrefix("Inbox. Heading."))
  }
}
