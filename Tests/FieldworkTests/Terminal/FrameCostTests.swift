import FieldworkTerminal
import FieldworkTerminalTesting
import Foundation
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

  @Test func idleWorkFollowsEachKeyedFrameOnly() {
    final class Patient: TerminalScreen {
      var idleCalls: [Bool] = []
      var typed = ""
      func draw(into canvas: inout Canvas) { canvas.put(typed, row: 0, column: 0) }
      func handle(_ event: KeyEvent) -> KeyResult {
        if case .character(let character) = event.key { typed.append(character) }
        return .handled
      }
      func idle(interrupted: @escaping @Sendable () -> Bool) {
        // What the screen sees when it is called: its frame is out.
        idleCalls.append(interrupted())
      }
    }
    let screen = Patient()
    let harness = TerminalHarness(screen, rows: 2, columns: 20)
    #expect(screen.idleCalls.isEmpty)
    harness.type("ab")
    #expect(screen.idleCalls == [false, false])
    harness.resize(rows: 3, columns: 20)
    #expect(screen.idleCalls.count == 2)
  }

  @Test func inputWaitingIsSeenWithoutReadingIt() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(!Terminal.hasInput(on: ends[0]))
    var byte: UInt8 = 0x61
    #expect(write(ends[1], &byte, 1) == 1)
    #expect(Terminal.hasInput(on: ends[0]))
    // Still there: looking did not consume it.
    #expect(Terminal.hasInput(on: ends[0]))
    var got: UInt8 = 0
    #expect(read(ends[0], &got, 1) == 1 && got == 0x61)
    #expect(!Terminal.hasInput(on: ends[0]))
  }
}
