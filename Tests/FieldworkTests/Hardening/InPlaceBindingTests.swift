import Fieldwork
import FieldworkTesting
import Foundation
import Testing

/// Keystrokes are applied to a `State`'s string in place; the binding must still equal the
/// field's committed text after any mix of edits, compositions, undo and outside writes.
@MainActor @Suite struct InPlaceBindingTests {
  static let pieces = ["a", "é", "e\u{301}", "\u{301}", "日本", "👍🏽", "🇯🇵", "👨‍👩‍👧", "𝄞", " ", "\n"]

  struct Model {
    var name = ""
    var note = ""
  }

  @Test(arguments: propertySeeds(defaults: [7]))
  func theBindingEqualsTheFieldAfterTenThousandMixedKeystrokes(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    @State var text = String(repeating: "abc日👍🏽 ", count: 200)
    var renders = 0
    let host = RepresentableHost {
      renders += 1
      return TextField("Text", text: $text).maxLength(5_000)
    }
    let field = host.view
    field.tap()
    for step in 0..<propertySteps(10_000) {
      let rendersBefore = renders
      if !field.isFirstResponder { field.tap() }  // return ended editing
      let textBefore = text
      switch Int.random(in: 0..<20, using: &generator) {
      case 0..<10:
        field.insertText(Self.pieces.randomElement(using: &generator)!)
      case 10..<13:
        field.deleteBackward()
      case 13:
        let length = field.text.utf16.count
        let location = Int.random(in: max(0, length - 50)...length, using: &generator)
        field.select(NSRange(location: location, length: Int.random(in: 0...3, using: &generator)))
      case 14:
        field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
      case 15:
        field.unmarkText()
      case 16:
        field.undo()
      case 17:
        field.paste(String(repeating: "xy", count: Int.random(in: 1...5, using: &generator)))
      case 18:
        text += "!"  // a write from elsewhere between keystrokes
      default:
        field.select(NSRange(location: field.text.utf16.count, length: 0))
      }
      let same = text == field.committedText  // not in the expectation: it is long
      #expect(same, "step \(step): the binding differs from the field's committed text")
      if text != textBefore {
        #expect(renders > rendersBefore, "step \(step): a change of the state re-rendered nobody")
      }
      if !same { break }
    }
    #expect(text.count > 1_200)  // the keystrokes did land
  }

  @Test func aKeyPathBindingIsEditedInPlaceToo() {
    @State var model = Model(note: "keep")
    // A projection of a state's binding can be edited in place; one of a closure binding, or a
    // converted binding, takes whole values.
    #expect($model.name.inPlace != nil)
    #expect($model.name.transaction(Transaction(disablesAnimations: true)).inPlace != nil)
    #expect(Binding(get: { model }, set: { model = $0 }).name.inPlace == nil)
    #expect($model.transform(get: { $0 }, set: { $0 }).name.inPlace == nil)
    let host = RepresentableHost { TextField("Name", text: $model.name) }
    host.view.tap()
    host.view.type("Zoë 日本")
    host.view.deleteBackward()
    #expect(model.name == "Zoë 日")
    #expect(model.note == "keep")
    model.name = "Ada"
    #expect(host.view.text == "Ada")
    host.view.type("!")
    #expect(model.name == "Ada!")
  }

  @Test func aStateWrittenSinceTheLastSyncGetsTheWholeText() {
    @State var text = "abc"
    let host = RepresentableHost { TextField(text: $text) }
    host.view.tap()
    withTransaction {
      text = "xyz"  // the host updates when the block ends: the field still shows "abc"
      host.view.insertText("!")
    }
    // The keystroke could not be replayed on "xyz" (it was written after the last sync), so
    // the binding got the field's whole text, the later change.
    #expect(text == "abc!")
    #expect(host.view.text == "abc!")
    host.view.insertText("?")
    #expect(text == "abc!?")
  }

  @Test func aClosureBindingGetsWholeValues() {
    var stored = ""
    var writes: [String] = []
    let binding = Binding(
      get: { stored },
      set: {
        stored = $0; writes.append($0)
      })
    let host = RepresentableHost { TextField("Name", text: binding) }
    host.view.tap()
    host.view.type("ab")
    #expect(writes == ["a", "ab"])
  }

  @Test func theStateIsEditedWithoutCopyingTheText() {
    // Two references to one buffer would make the next edit copy it: after a keystroke the
    // state's string and the field's must each be uniquely held, i.e. live in different
    // buffers, and still be equal.
    @State var text = String(repeating: "é", count: 10_000)
    let host = RepresentableHost { TextField(text: $text) }
    host.view.tap()
    host.view.insertText("x")
    host.view.insertText("y")
    let state = text
    let field = host.view.text
    #expect(state == field)
    let stateBuffer = state.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    let fieldBuffer = field.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    #expect(stateBuffer != nil && stateBuffer != fieldBuffer)
  }
}
