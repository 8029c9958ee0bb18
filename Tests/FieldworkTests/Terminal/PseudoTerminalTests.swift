import FieldworkTerminalTesting
import Foundation
import Testing

/// The test harness's own pseudo-terminal: each child writes to the terminal its test opened,
/// however many tests open one at once.
@Suite struct PseudoTerminalTests {
  @Test func terminalsOpenedAtOnceEachGetTheirOwnChild() async throws {
    let seen = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for index in 0..<32 {
        group.addTask {
          let terminal = try PseudoTerminal(
            "/bin/sh", arguments: ["-c", "printf 'child-%s-done' \(index); sleep 0.1"],
            rows: 4, columns: 40)
          try? terminal.wait(forText: "-done", seconds: 10)
          return (index, terminal.screen.lines.joined())
        }
      }
      var seen: [Int: String] = [:]
      // `next()`, not `for try await`: the iterator's `next(isolation:)` needs macOS 15.
      while let (index, text) = try await group.next() { seen[index] = text }
      return seen
    }
    for index in 0..<32 {
      #expect(
        seen[index]?.contains("child-\(index)-done") == true,
        "terminal \(index) showed \(seen[index] ?? "nothing")")
    }
  }

  @Test func aWaitThatTimesOutSaysTheProgramHadExited() throws {
    let terminal = try PseudoTerminal("/bin/sh", arguments: ["-c", "printf abc; exit 3"])
    #expect(try terminal.waitForExit() == 3 << 8)
    let failure = #expect(throws: PseudoTerminal.Failure.self) {
      try terminal.wait(forText: "never", seconds: 0.1)
    }
    #expect(
      failure?.description.hasPrefix(
        "timed out waiting for \"never\" (the program wrote 3 bytes; it exited with status 3)")
        == true)
    #expect(terminal.exitStatus == 3 << 8)
  }

  @Test func aTimeoutSaysTheProgramIsStillRunning() throws {
    let terminal = try PseudoTerminal("/bin/sh", arguments: ["-c", "sleep 5"])
    let failure = #expect(throws: PseudoTerminal.Failure.self) {
      try terminal.wait(forText: "never", seconds: 0.1)
    }
    #expect(
      failure?.description.contains("(the program wrote 0 bytes; it is still running)") == true)
  }
}
