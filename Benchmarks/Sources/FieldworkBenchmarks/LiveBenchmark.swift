import FieldworkTerminalTesting
import Foundation

/// The real `contacts-search` binary under a pseudo-terminal of 40 × 120, typed at one key at
/// a time, as a person would: from writing a key's bytes to the last byte of its frame
/// arriving here (the output going quiet for 50 ms ends a frame; the time is that of the last
/// byte, not of the silence). Beside each key, what the program's own status line said for
/// that frame, and, as the floor nothing can beat, a pseudo-terminal's echo of one byte.
/// Then the keys of a query while an organisation token is selected (`live_token_key`), the
/// startup to the first frame that takes keys, and the program's resident memory.
///
/// The contacts are `--synthetic`'s: shaped like an address book (organisations for three in
/// four, 320 distinct; accented, CJK, Cyrillic and Greek names; shared names), see
/// `Examples/Support/SyntheticContacts.swift`.
///
/// Build the binary first (`swift build -c release --product contacts-search` in the
/// package's root) or name it with `FIELDWORK_LIVE_BINARY`. A quick run uses the debug build
/// and 20,000 contacts: it shows the measurement works, not how fast anything is.
@MainActor enum LiveBenchmark {
  /// Queries typed one key at a time, then erased one Backspace at a time.
  static let queries = ["jose", "mar", "smith", "ng", "jose m"]

  static func run() {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let candidates =
      [ProcessInfo.processInfo.environment["FIELDWORK_LIVE_BINARY"]].compactMap { $0 }
      + [root.appendingPathComponent(".build/release/contacts-search").path]
      + (Bench.quick ? [root.appendingPathComponent(".build/debug/contacts-search").path] : [])
    guard let binary = candidates.first(where: FileManager.default.isExecutableFile(atPath:))
    else {
      print(
        "live_skipped=no contacts-search binary at \(candidates.joined(separator: " or ")); "
          + "build it with: swift build -c release --product contacts-search")
      return
    }
    let count = Bench.quick ? 20_000 : 1_000_000
    Bench.report("live_contacts", count)
    Bench.report("baseline_live_pty_echo_ms", echoMilliseconds())
    do {
      try measure(binary: binary, count: count)
    } catch {
      print("live_failed=\(error)")
    }
  }

  static func measure(binary: String, count: Int) throws {
    let started = ContinuousClock.now
    let terminal = try PseudoTerminal(
      binary, arguments: ["--synthetic", "\(count)"], rows: 40, columns: 120)
    try terminal.wait(forText: "contacts from", seconds: 120)
    // Startup: from the spawn to the last byte of the first frame that takes keys.
    if let shown = terminal.lastOutputTime {
      Bench.report("live_startup_ms", milliseconds(shown - started))
    }
    terminal.readUntilQuiet(.milliseconds(200))
    if let bytes = Memory.residentBytes(ofProcess: terminal.pid) {
      Bench.report("live_resident_mb_at_start", Double(bytes) / 1_048_576)
    }
    var typed: [Double] = []
    var erased: [Double] = []
    var statusGaps: [Double] = []
    var slowerNarrowing: [String] = []
    // What each query cost the first time it was searched ("jose " is the search "jose").
    var firstCost: [String: Double] = [:]
    for query in queries {
      var text = ""
      for character in query {
        let before = text.trimmingCharacters(in: .whitespaces)
        text.append(character)
        let (measured, status) = try key(Array(String(character).utf8), on: terminal)
        typed.append(measured)
        if let status { statusGaps.append(measured - status) }
        print(
          "live_key_\(label(text))_ms=\(format(measured)) status_ms=\(status.map(format) ?? "-")")
        // Narrowing (a letter added to a query) should never cost more than the query it
        // extends did when it was first searched (later, it is a repeat, from the cache);
        // 0.5 ms of slack for the machine's noise.
        if let previous = firstCost[before], character != " ", measured > previous + 0.5 {
          slowerNarrowing.append("\(label(text))")
        }
        let searched = text.trimmingCharacters(in: .whitespaces)
        if firstCost[searched] == nil { firstCost[searched] = measured }
      }
      for _ in query {
        erased.append(try key([0x7F], on: terminal).measured)
      }
    }
    // An organisation token selected: its name typed, Tab picks the first suggestion (the
    // typed text goes, the token stays), then a query within it, then erased.
    for character in "acme" { _ = try key(Array(String(character).utf8), on: terminal) }
    var withToken = [try key([0x09], on: terminal).measured]
    Bench.report(
      "live_token_selected", terminal.screen.line(0).contains("Acme") ? 1 : 0)
    for character in "jose" {
      withToken.append(try key(Array(String(character).utf8), on: terminal).measured)
    }
    for _ in "jose" { withToken.append(try key([0x7F], on: terminal).measured) }
    if let bytes = Memory.residentBytes(ofProcess: terminal.pid) {
      Bench.report("live_resident_mb_after_keys", Double(bytes) / 1_048_576)
    }
    terminal.send([3])  // Ctrl-C
    _ = try? terminal.waitForExit(seconds: 10)
    report("live_token_key", withToken)
    report("live_typed_key", typed)
    report("live_erasing_key", erased)
    report("live_status_understates", statusGaps)
    Bench.report("live_narrowing_slower_count", slowerNarrowing.count)
    if !slowerNarrowing.isEmpty {
      print("live_narrowing_slower=\(slowerNarrowing.joined(separator: ","))")
    }
  }

  /// Sends one key and waits for its frame: the milliseconds from the write to the frame's
  /// last byte, and what the status line said.
  static func key(_ bytes: [UInt8], on terminal: PseudoTerminal) throws -> (
    measured: Double, status: Double?
  ) {
    let start = ContinuousClock.now
    terminal.send(bytes)
    guard let last = terminal.readUntilQuiet(.milliseconds(50), seconds: 30) else {
      throw PseudoTerminal.Failure.timeout("a frame", screen: terminal.screen.lines)
    }
    return (milliseconds(last - start), status(terminal.screen.line(terminal.screen.rows - 1)))
  }

  /// The figure after "key→frame " in the status line.
  static func status(_ line: String) -> Double? {
    guard let range = line.range(of: "key→frame ") else { return nil }
    return Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  /// A pseudo-terminal's echo of one byte through `cat`: the cost of the terminal itself.
  static func echoMilliseconds() -> Double {
    guard let terminal = try? PseudoTerminal("/bin/cat", rows: 40, columns: 120) else { return -1 }
    var samples: [Double] = []
    for _ in 0..<20 {
      let start = ContinuousClock.now
      terminal.send([0x61])
      guard let last = terminal.readUntilQuiet(.milliseconds(20), seconds: 5) else { continue }
      samples.append(milliseconds(last - start))
    }
    terminal.send([4])  // end of input
    _ = try? terminal.waitForExit(seconds: 5)
    samples.sort()
    return samples.isEmpty ? -1 : samples[samples.count / 2]
  }

  static func report(_ name: String, _ samples: [Double]) {
    guard !samples.isEmpty else { return }
    let sorted = samples.sorted()
    Bench.report("\(name)_median_ms", sorted[sorted.count / 2])
    Bench.report("\(name)_max_ms", sorted[sorted.count - 1])
  }

  static func label(_ text: String) -> String {
    text.replacingOccurrences(of: " ", with: "_")
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }
}
