import FieldworkUIKit
import Testing

/// A screen whose body stops the program, as a preview that force-unwraps a model it lacks
/// does.
struct StoppingScreen: View {
  var body: some View {
    if ProcessInfo.processInfo.environment["FIELDWORK_STOPPING_SCREEN"] == nil {
      fatalError("StoppingScreen has no model in previews")
    }
    return Text("never shown")
  }
}

struct StoppingScreen_Previews: PreviewProvider {
  static var previews: some View { StoppingScreen() }
}

/// A preview that stops the program stops only the child process an exit test runs it in:
/// the test reports it and the run goes on, as TestingAWholeApp shows.
@Suite struct PreviewExitTests {
  @Test func aPreviewThatStopsTheProgramFailsItsTestNotTheRun() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = Preview(StoppingScreen_Previews.self).host() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("StoppingScreen has no model in previews"))
  }

  @Test func everyPreviewOfTheModuleHostsInAChildProcess() async {
    let names = await MainActor.run {
      Preview.all(inModule: "FieldworkSwiftUITests").map(\.description)
    }
    #expect(names.count >= 4)
    for name in names.prefix(2) {
      await #expect(processExitsWith: .success, "\(name)") { [name = name as String] in
        await MainActor.run {
          _ = Preview.all(inModule: "FieldworkSwiftUITests").first { $0.description == name }?
            .host()
        }
      }
    }
  }
}
