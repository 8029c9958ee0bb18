import FieldworkUIKit
import Testing

/// Each audit type, made to fail by a screen and to pass by its fix.
@MainActor @Suite struct AccessibilityAuditTests {
  func issues<V: View>(_ type: AccessibilityAuditType, @ViewBuilder _ view: @escaping () -> V)
    -> [AccessibilityAuditIssue]
  {
    ViewHost(view).accessibilityAuditIssues(for: type)
  }

  @Test func sufficientElementDescription() throws {
    @State var text = ""
    let unlabelled = issues(.sufficientElementDescription) {
      VStack {
        TextField("", text: $text)
        Button {
        } label: {
          Image(systemName: "square.and.arrow.up")
        }
      }
    }
    #expect(
      unlabelled.map(\.compactDescription) == [
        "Text field has no description",
        "Button is described only by an image's name \"square.and.arrow.up\"",
      ])
    #expect(unlabelled[0].path == "vStack().textField(0)")
    #expect(unlabelled[0].fix.contains(".accessibilityLabel(\"Email\")"))
    #expect(unlabelled[1].path == "vStack().button(1)")
    let fixed = issues(.sufficientElementDescription) {
      VStack {
        TextField("", text: $text).accessibilityLabel("Email")
        Button {
        } label: {
          Label("Share", systemImage: "square.and.arrow.up")
        }
        Button {
        } label: {
          Image(systemName: "trash")
        }.accessibilityLabel("Delete")
      }
    }
    #expect(fixed.isEmpty)
  }

  @Test func elementDetection() {
    let tappableStack = issues(.elementDetection) {
      VStack {
        HStack {
          Image(systemName: "star")
          Text("Rate")
        }
        .onTapGesture {}
      }
    }
    #expect(
      tappableStack.map(\.compactDescription) == [
        "a HStack responds to a tap but is no accessibility element"
      ])
    #expect(tappableStack.first?.path == "vStack().hStack(0)")
    #expect(tappableStack.first?.element == nil)
    let fixed = issues(.elementDetection) {
      VStack {
        HStack {
          Image(systemName: "star")
          Text("Rate")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .onTapGesture {}
      }
    }
    #expect(fixed.isEmpty)
  }

  @Test func trait() {
    let tappableText = issues(.trait) { Text("Forgot password?").onTapGesture {} }
    #expect(
      tappableText.map(\.compactDescription) == [
        "Text \"Forgot password?\" responds to a tap but is not a button"
      ])
    #expect(tappableText.first?.element?.spokenDescription == "Forgot password?")
    #expect(
      issues(.trait) { Text("Forgot password?").onTapGesture {}.accessibilityAddTraits(.isButton) }
        .isEmpty)
  }

  @Test func contrast() {
    let light = issues(.contrast) {
      VStack {
        Text("Faint").foregroundColor(Color(red: 0.75, green: 0.75, blue: 0.75))
        Text("Fine")
        Text("On blue").foregroundColor(.white).background(Color.blue)
        Text("Large and faint").font(.largeTitle).foregroundColor(
          Color(red: 0.55, green: 0.55, blue: 0.55))
        Text("Brand").foregroundColor(Color("BrandInk"))
      }
    }
    #expect(
      light.map(\.compactDescription) == [
        "Text \"Faint\" has a contrast of 1.83:1, under 4.5:1",
        "Text \"On blue\" has a contrast of 4.02:1, under 4.5:1",
        "Text \"Brand\": contrast unknown",
      ])
    #expect(light[2].detailedDescription.contains("cannot know its colour"))
    let fixed = issues(.contrast) {
      VStack {
        Text("Dark").foregroundColor(Color(red: 0.35, green: 0.35, blue: 0.35))
        Text("On blue").font(.title).foregroundColor(.white).background(Color.blue)
        ZStack {
          Color.black
          Text("Night").foregroundColor(.white)
        }
      }
    }
    #expect(fixed.isEmpty)
  }

  /// The colour a text sits on, every way a screen sets it: a `ZStack` whose first view is a
  /// colour that ignores the safe area (the usual full-screen background), and a style in a
  /// shape (`.background(.black, in: Capsule())`, a badge).
  @Test func contrastReadsEveryBackgroundATextSitsOn() {
    let found = issues(.contrast) {
      VStack {
        ZStack {
          Color.black.ignoresSafeArea()
          Text("Night").foregroundColor(.white)
        }
        ZStack {
          Color(red: 0.9, green: 0.9, blue: 0.9).edgesIgnoringSafeArea(.all)
          Text("Faint on grey").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6))
        }
        Text("Badge").foregroundStyle(.white).padding(4).background(.black, in: Capsule())
        Text("Pale badge").foregroundStyle(.white)
          .background(Color(red: 0.8, green: 0.8, blue: 0.8), in: RoundedRectangle(cornerRadius: 4))
      }
    }
    #expect(
      found.map(\.compactDescription) == [
        "Text \"Faint on grey\" has a contrast of 2.27:1, under 4.5:1",
        "Text \"Pale badge\" has a contrast of 1.61:1, under 4.5:1",
      ])
  }

  @Test func contrastReadsForegroundStyleAsItReadsForegroundColor() {
    // iOS 17 recommends `.foregroundStyle(_:)`; the audit reads it on a text, on the views
    // above it, and as a level (`.secondary` is iOS's secondaryLabel, #3C3C43 at 60 %).
    let found = issues(.contrast) {
      VStack {
        Text("Grey on white").foregroundStyle(Color(red: 0.75, green: 0.75, blue: 0.75))
        VStack { Text("Inherited grey") }.foregroundStyle(Color(red: 0.75, green: 0.75, blue: 0.75))
        Text("Tertiary").foregroundStyle(.tertiary)
        ZStack {
          Color(red: 0.1, green: 0.1, blue: 0.1)
          Text("White on dark").foregroundStyle(.white)
        }
        Text("Secondary").foregroundStyle(.secondary)
      }
    }
    #expect(
      found.map(\.compactDescription) == [
        "Text \"Grey on white\" has a contrast of 1.83:1, under 4.5:1",
        "Text \"Inherited grey\" has a contrast of 1.83:1, under 4.5:1",
        "Text \"Tertiary\" has a contrast of 1.73:1, under 4.5:1",
        "Text \"Secondary\" has a contrast of 3.44:1, under 4.5:1",
      ])
  }

  @Test func dynamicType() {
    struct Scaled: View {
      @ScaledMetric var size = 19.0
      var body: some View { Text("Scaled").font(.system(size: size)) }
    }
    let fixedSize = issues(.dynamicType) {
      VStack {
        Text("Fixed").font(.system(size: 19))
        Text("Fixed custom").font(.custom("Avenir", fixedSize: 15))
      }
    }
    #expect(
      fixedSize.map(\.compactDescription) == [
        "Text \"Fixed\" has a fixed font, system(size: 19)",
        "Text \"Fixed custom\" has a fixed font, custom(\"Avenir\", size: 15)",
      ])
    let fixed = issues(.dynamicType) {
      VStack {
        Text("Style").font(.headline)
        Text("Relative").font(.custom("Avenir", size: 15, relativeTo: .body))
        Scaled()
      }
    }
    #expect(fixed.isEmpty)
  }

  @Test func hitRegion() {
    let small = issues(.hitRegion) {
      Button("×") {}.frame(width: 24, height: 24).accessibilityLabel("Close")
    }
    #expect(small.map(\.compactDescription) == ["Button \"Close\" is 24 × 24 points"])
    #expect(
      issues(.hitRegion) {
        Button("×") {}.frame(width: 44, height: 44).accessibilityLabel("Close")
      }.isEmpty)
  }

  /// A frame on a button's label sizes the button (SwiftUI lays the button out around its
  /// label), so a 20 × 20 label makes a 20 × 20 button, which is too small to touch.
  @Test func aFrameOnAButtonsLabelSizesTheButton() {
    let small = issues(.hitRegion) {
      Button {
      } label: {
        Image(systemName: "xmark").frame(width: 20, height: 20)
      }
      .accessibilityLabel("Close")
    }
    #expect(small.map(\.compactDescription) == ["Button \"Close\" is 20 × 20 points"])
    #expect(
      issues(.hitRegion) {
        Button {
        } label: {
          Image(systemName: "xmark").frame(width: 20, height: 20).padding(12)
        }
        .accessibilityLabel("Close")
      }.isEmpty)
  }

  /// Every way a label sizes its control: a frame, explicit padding around it (each edge
  /// counted), and padding of the platform's default length, whose size the audit cannot know
  /// (so it reports nothing).
  @Test func paddingAroundALabelsFrameGrowsTheButton() {
    let found = issues(.hitRegion) {
      VStack {
        Button {
        } label: {
          Image(systemName: "xmark").frame(width: 20, height: 20).padding(4)
        }
        .accessibilityLabel("Close")
        Button {
        } label: {
          Image(systemName: "plus").frame(width: 30, height: 30).padding(.horizontal, 10)
        }
        .accessibilityLabel("Add")
        Button {
        } label: {
          Image(systemName: "minus").frame(width: 20, height: 20).padding()
        }
        .accessibilityLabel("Remove")
      }
    }
    #expect(
      found.map(\.compactDescription) == [
        "Button \"Close\" is 28 × 28 points", "Button \"Add\" is 50 × 30 points",
      ])
  }

  @Test func textClipped() {
    let clipped = issues(.textClipped) {
      Text("A rather long subject line for an email").lineLimit(1).frame(width: 120)
    }
    #expect(clipped.count == 1)
    #expect(
      clipped.first?.compactDescription.hasPrefix(
        "Text \"A rather long subject line for an email\" needs about") == true)
    #expect(issues(.textClipped) { Text("Inbox").lineLimit(1).frame(width: 120) }.isEmpty)
    #expect(
      issues(.textClipped) { Text("A rather long subject line for an email").frame(width: 120) }
        .isEmpty)
  }

  @Test func uniqueIdentifier() {
    let duplicated = issues(.uniqueIdentifier) {
      VStack {
        Button("Delete") {}.accessibilityIdentifier("row.delete")
        Button("Delete") {}.accessibilityIdentifier("row.delete")
      }
    }
    #expect(
      duplicated.map(\.compactDescription) == [
        "Identifier \"row.delete\" is also vStack().button(0)'s"
      ])
    #expect(
      issues(.uniqueIdentifier) {
        VStack {
          Button("Delete") {}.accessibilityIdentifier("row.1.delete")
          Button("Delete") {}.accessibilityIdentifier("row.2.delete")
        }
      }.isEmpty)
  }

  @Test func theHandlerIgnoresIssuesAndTheRestAreThrown() throws {
    let host = ViewHost {
      VStack {
        Text("Forgot password?").onTapGesture {}
        Text("Faint").foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8))
      }
    }
    let error = #expect(throws: AccessibilityAuditError.self) {
      try host.performAccessibilityAudit { $0.auditType == .contrast }
    }
    #expect(error?.issues.map(\.auditType) == [.trait])
    #expect(
      error?.description.hasPrefix("1 accessibility issue:\n- trait at vStack().text(0)") == true)
    try host.performAccessibilityAudit(for: [.dynamicType, .hitRegion])
    try host.performAccessibilityAudit { _ in true }
  }
}
