import Fieldwork
import FieldworkTesting
import Foundation
import Testing

@MainActor @Suite struct EventRecorderTests {
  @Test func recordsDelegateCallsEventsAndBindingWritesInOrder() {
    let recorder = EventRecorder()
    let name = State(wrappedValue: "")
    let host = RepresentableHost {
      TextField(text: recorder.recording(name.projectedValue, as: "name"))
    }
    recorder.attach(to: host.view)
    host.view.tap()
    host.view.type("a")
    host.view.tapReturnKey()
    #expect(
      recorder.difference(from: [
        "shouldBeginEditing → true", "didBeginEditing", "event editingDidBegin",
        "shouldChangeCharacters({0,0}, \"a\") → true", "name = \"a\"", "event editingChanged",
        "didChangeSelection {1,0}", "shouldReturn → true", "shouldEndEditing → true",
        "didEndEditing(committed)", "event editingDidEnd", "event editingDidEndOnExit",
      ]) == nil)
    #expect(name.wrappedValue == "a")
  }

  @Test func answersComeFromTheDelegateItForwardsTo() {
    let recorder = EventRecorder()
    let text = State(wrappedValue: "")
    let host = RepresentableHost { TextField(text: text.projectedValue).maxLength(1) }
    recorder.attach(to: host.view)
    host.view.tap()
    host.view.type("ab")
    recorder.clear()
    host.view.type("c")
    #expect(recorder.lines == ["shouldChangeCharacters({1,0}, \"c\") → false"])
    #expect(text.wrappedValue == "a")
  }

  @Test func secureTextNeverReachesTheLines() {
    let recorder = EventRecorder()
    let password = State(wrappedValue: "")
    let host = RepresentableHost {
      TextField(text: recorder.recording(password.projectedValue, as: "password", redacted: true))
        .secure()
    }
    recorder.attach(to: host.view)
    host.view.tap()
    host.view.paste("hunter2")
    let log = recorder.lines.joined(separator: "\n")
    #expect(!log.contains("hunter"))
    #expect(log.contains("shouldChangeCharacters({0,0}, \"•••••••\") → true"))
    #expect(log.contains("password = \"•••••••\""))
  }

  @Test func recordsASearchBar() {
    let recorder = EventRecorder()
    let query = State(wrappedValue: "")
    let host = RepresentableHost { SearchBar(text: query.projectedValue) }
    recorder.attach(to: host.view)
    host.view.tap()
    host.view.type("x")
    host.view.tapCancelButton()
    #expect(
      recorder.difference(from: [
        "searchBarShouldBeginEditing → true", "searchBarTextDidBeginEditing",
        "shouldChangeText({0,0}, \"x\") → true", "textDidChange \"x\"", "cancelButtonClicked",
        "searchBarTextDidEndEditing",
      ]) == nil)
    #expect(query.wrappedValue == "")
  }

  @Test func theDifferenceIsALineDiff() {
    let recorder = EventRecorder()
    recorder.note("a")
    recorder.note("b")
    recorder.note("d")
    #expect(recorder.difference(from: ["a", "b", "d"]) == nil)
    #expect(
      recorder.difference(from: ["a", "c", "d"])
        == "recorded lines differ (- expected, + recorded):\n  a\n+ b\n- c\n  d")
  }
}
