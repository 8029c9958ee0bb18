import FieldworkTerminal
import FieldworkTerminalTesting
import Testing

/// ``TerminalScreen/drawFrameCost(_:into:)``: what a screen draws about its frame's cost goes
/// out with that frame, after it was drawn and diffed.
@MainActor @Suite struct FrameCostTests {
  final class TimedScreen: TerminalScreen {
    var costs: [UInt64?] = []
    var typed = ""
    func draw(into canvas: inout Canvas) {
      canvas.put("typed: \(typed)", row: 0, column: 0)
    }
    func handle(_ event: KeyEvent) -> KeyResult {
      if case .character(let character) = event.key { typed.append(character) }
      return .handled
    }
    func drawFrameCost(_ nanoseconds: UInt64?, into canvas: inout Canvas) {
      costs.append(nanoseconds)
      canvas.put(nanoseconds == nil ? "no key" : "keyed", row: 1, column: 0)
    }
  }

  @Test func theFirstFrameHasNoCostAndEachKeyedFrameHasItsOwn() {
    let screen = TimedScreen()
    let harness = TerminalHarness(screen, rows: 2, columns: 20)
    #expect(screen.costs.count == 1)
    #expect(screen.costs[0] == nil)
    #expect(harness.lines[1].hasPrefix("no key"))
    harness.send(.character("a"))
    #expect(screen.costs.count == 2)
    #expect(screen.costs[1] != nil)
    // Both parts of the frame arrive in one output: the key's text and its cost.
    #expect(harness.lines[0].hasPrefix("typed: a"))
    #expect(harness.lines[1].hasPrefix("keyed"))
    #expect(harness.lastOutput.contains("a") && harness.lastOutput.contains("keyed"))
  }

  @Test func aScreenWithoutTimingDrawsNothingMore() {
    final class Plain: TerminalScreen {
      func draw(into canvas: inout Canvas) { canvas.put("plain", row: 0, column: 0) }
      func handle(_ event: KeyEvent) -> KeyResult { .handled }
    }
    let harness = TerminalHarness(Plain(), rows: 2, columns: 20)
    harness.send(.character("a"))
    #expect(harness.lines == ["plain", ""])
  }
}
