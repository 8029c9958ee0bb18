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

  @MainActor @Test func aLinkedStorageStandsForTheOneItIsLinkedTo() {
    // What a view tree does with the fresh storage of a @State in a rebuilt view value.
    let kept = State(wrappedValue: "kept")
    let fresh = State(wrappedValue: "initial")
    fresh.box.link(to: kept.box)
    #expect(fresh.wrappedValue == "kept")
    fresh.wrappedValue = "written"
    #expect(kept.wrappedValue == "written")
    #expect(fresh.box.version == kept.box.version)
    // Chains end at the kept storage, and linking back to a storage's own chain does nothing.
    let newer = State(wrappedValue: "newer")
    newer.box.link(to: fresh.box)
    kept.box.link(to: newer.box)
    #expect(!kept.box.isLinked)
    newer.wrappedValue = "end"
    #expect(kept.wrappedValue == "end" && fresh.wrappedValue == "end")
  }
}
