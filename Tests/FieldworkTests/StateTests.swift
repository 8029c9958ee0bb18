import Fieldwork
import Testing

@Suite struct StateTests {
  @Test func copiesShareStorage() {
    let state = State(wrappedValue: 1)
    let copy = state
    copy.wrappedValue = 2
    #expect(state.wrappedValue == 2)
  }

  @Test func worksAsStoredPropertyOfAClassAndAStruct() {
    final class Model {
      @State var count = 0
    }
    struct Screen {
      @State var title = "a"
    }
    let model = Model()
    model.count += 1
    model.$count.wrappedValue += 1
    #expect(model.count == 2)
    let screen = Screen()
    screen.title = "b"
    #expect(screen.title == "b")
  }

  @Test func optionalStateStartsNil() {
    let state = State<Int?>()
    #expect(state.wrappedValue == nil)
  }

  @Test func sendableStateCanBeWrittenFromAnotherTask() async {
    let state = State(wrappedValue: 0)
    await Task.detached { state.wrappedValue = 5 }.value
    #expect(state.wrappedValue == 5)
  }
}
