import Fieldwork
import Foundation
import Testing

@MainActor @Suite struct HookCompositionTests {
  @Test func textFieldHooksRunEveryOneInOrder() {
    let text = State(wrappedValue: "")
    var log: [String] = []
    let host = RepresentableHost {
      TextField(text: text.projectedValue)
        .onBeginEditing { log.append("begin a") }.onBeginEditing { log.append("begin b") }
        .onEdit { log.append("edit a") }.onEdit { log.append("edit b") }
        .onReturn { log.append("return a") }.onReturn { log.append("return b") }
        .onEndEditing { log.append("end a") }.onEndEditing { log.append("end b") }
    }
    host.view.tap()
    host.view.type("x\n")
    #expect(
      log == [
        "begin a", "begin b", "edit a", "edit b", "return a", "return b", "end a", "end b",
      ])
  }

  @Test func aShouldReturnPropertyThatSaysNoStillRunsTheReturnHooks() {
    let text = State(wrappedValue: "")
    var returned = 0
    let host = RepresentableHost {
      var field = TextField(text: text.projectedValue).onReturn { returned += 1 }
      field.shouldReturn = { false }
      return field.onReturn { returned += 10 }
    }
    host.view.tap()
    host.view.tapReturnKey()
    #expect(returned == 10)
    #expect(host.view.isFirstResponder)
  }

  @Test func searchBarHooksRunEveryOneInOrder() {
    let query = State(wrappedValue: "")
    var log: [String] = []
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue)
        .onEdit { log.append("edit a") }.onEdit { log.append("edit b") }
        .onSearch { log.append("search a") }.onSearch { log.append("search b") }
        .onQuery { log.append("query a \($0)") }.onQuery { log.append("query b \($0)") }
        .onCancel { log.append("cancel a") }.onCancel { log.append("cancel b") }
    }
    host.view.tap()
    host.view.type("q")
    host.view.tapSearchButton()
    host.view.tapCancelButton()
    #expect(
      log == [
        "edit a", "edit b", "query a q", "query b q", "search a", "search b", "edit a", "edit b",
        "query a ", "query b ", "cancel a", "cancel b",
      ])
  }
}
