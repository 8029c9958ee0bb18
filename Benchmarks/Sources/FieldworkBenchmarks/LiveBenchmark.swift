import ExampleSupport
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
/// Twice: on `--synthetic` contacts (`live_*`), and on the same contacts written as a vCard
/// export and opened with `--file` (`live_file_*`), the path a person's own address book takes.
/// The contacts are the generated address book (``AddressBook``). Then, when `fzf` is on the
/// `PATH`, fzf over the same contacts as lines, in the same terminal size, given the same keys
/// (`live_fzf_*`), timed until its match count is final.
///
/// Build the binary first (`swift build -c release --product contacts-search` in the
/// package's root) or name it with `FIELDWORK_LIVE_BINARY`. A quick run uses the debug build
/// and 20,000 contacts: it shows the measurement works, not how fast anything is.
@MainActor enum LiveBenchmark {
  /// Queries typed one key at a time, then erased one Backspace at a time.
  static let queries = ["jose", "mar", "smith", "ng", "jose m"]

  /// A key and what it cost, from writing it to its frame.
  typealias Key = (label: String, milliseconds: Double)

  /// - Parameter syntheticOnly: Measure `--synthetic` alone (`live-synthetic`), not the
  ///   vCard export or fzf.
  static func run(syntheticOnly: Bool = false) {
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
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-live-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let history = folder.appendingPathComponent("history").path
      _ = try measure(
        "live", binary: binary, arguments: ["--synthetic", "\(count)", "--history", history])
      if syntheticOnly { return }
      // The same contacts as an export, in the program's order (it sorts them by name).
      let contacts = AddressBook.contacts(count)
      let vcard = folder.appendingPathComponent("contacts.vcf")
      try Data(VCardWriter.file(contacts)).write(to: vcard)
      Bench.report(
        "live_file_vcard_mb",
        Double(try vcard.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) / 1_048_576)
      let ours = try measure(
        "live_file", binary: binary, arguments: ["--file", vcard.path, "--history", history])
      try compareWithFzf(contacts, ours: ours, in: folder)
    } catch {
      print("live_failed=\(error)")
    }
  }

  /// The keys typed and erased, in order, each with its label: the query after a typed key,
  /// "erase-" and the query left after a Backspace.
  static var keySequence: [(label: String, bytes: [UInt8])] {
    var keys: [(String, [UInt8])] = []
    for query in queries {
      var text = ""
      for character in query {
        text.append(character)
        keys.append((label(text), Array(String(character).utf8)))
      }
      for _ in query {
        text.removeLast()
        keys.append(("erase-" + label(text), [0x7F]))
      }
    }
    return keys
  }

  /// Runs `binary` with `arguments`, types the queries, then a query under an organisation
  /// token, printing every figure with `prefix`; returns the cost of each key of
  /// ``keySequence``.
  static func measure(_ prefix: String, binary: String, arguments: [String]) throws -> [Key] {
    let started = ContinuousClock.now
    let terminal = try PseudoTerminal(binary, arguments: arguments, rows: 40, columns: 120)
    try terminal.wait(forText: "contacts from", seconds: 300)
    // Startup: from the spawn to the last byte of the first frame that takes keys.
    if let shown = terminal.lastOutputTime {
      Bench.report("\(prefix)_startup_ms", milliseconds(shown - started))
    }
    terminal.readUntilQuiet(.milliseconds(200))
    if let bytes = Memory.residentBytes(ofProcess: terminal.pid) {
      Bench.report("\(prefix)_resident_mb_at_start", Double(bytes) / 1_048_576)
    }
    var keys: [Key] = []
    var typed: [Double] = []
    var erased: [Double] = []
    var statusGaps: [Double] = []
    // The time beyond the status line's figure, for frames a pseudo-terminal passes in one
    // read and for longer ones.
    var gapsOneRead: [Double] = []
    var gapsLonger: [Double] = []
    var slowerNarrowing: [String] = []
    // What each query cost the first time it was searched ("jose " is the search "jose").
    var firstCost: [String: Double] = [:]
    var text = ""
    // The key before, while the query extends (none after an erasing key; a space searches
    // nothing new, so the key after it is compared with the one before it), and the keys that
    // cost more than 1.5 times it: from outside, and by the program's own figure.
    var previousKey: (measured: Double, status: Double?)?
    var over1_5: [String] = []
    var statusOver1_5: [String] = []
    for (label, bytes) in keySequence {
      let (measured, status, frameBytes) = try key(bytes, on: terminal)
      keys.append((label, measured))
      if let status {
        statusGaps.append(measured - status)
        if frameBytes > ptyReadBytes {
          gapsLonger.append(measured - status)
        } else {
          gapsOneRead.append(measured - status)
        }
      }
      print(
        "\(prefix)_key_\(label)_ms=\(format(measured)) status_ms=\(status.map(format) ?? "-")"
          + " bytes=\(frameBytes)")
      guard !label.hasPrefix("erase-") else {
        erased.append(measured)
        text.removeLast()
        previousKey = nil
        continue
      }
      if bytes != [0x20] {
        if let previousKey {
          if measured > 1.5 * previousKey.measured { over1_5.append(label) }
          if let status, let before = previousKey.status, status > 1.5 * before {
            statusOver1_5.append(label)
          }
        }
        previousKey = (measured, status)
      }
      typed.append(measured)
      let before = text.trimmingCharacters(in: .whitespaces)
      text += String(decoding: bytes, as: UTF8.self)
      // Narrowing (a letter added to a query) should never cost more than the query it
      // extends did when it was first searched (later, it is a repeat, from the cache);
      // 0.5 ms of slack for the machine's noise.
      if let previous = firstCost[before], bytes != [0x20], measured > previous + 0.5 {
        slowerNarrowing.append(label)
      }
      let searched = text.trimmingCharacters(in: .whitespaces)
      if firstCost[searched] == nil { firstCost[searched] = measured }
    }
    // An organisation token selected: its name typed, Tab picks the first suggestion (the
    // typed text goes, the token stays), then a query within it, then erased.
    for character in "acme" { _ = try key(Array(String(character).utf8), on: terminal) }
    var withToken = [try key([0x09], on: terminal).measured]
    Bench.report("\(prefix)_token_selected", terminal.screen.line(0).contains("Acme") ? 1 : 0)
    for character in "jose" {
      withToken.append(try key(Array(String(character).utf8), on: terminal).measured)
    }
    for _ in "jose" { withToken.append(try key([0x7F], on: terminal).measured) }
    if let bytes = Memory.residentBytes(ofProcess: terminal.pid) {
      Bench.report("\(prefix)_resident_mb_after_keys", Double(bytes) / 1_048_576)
    }
    terminal.send([3])  // Ctrl-C
    _ = try? terminal.waitForExit(seconds: 10)
    report("\(prefix)_token_key", withToken)
    report("\(prefix)_typed_key", typed)
    report("\(prefix)_erasing_key", erased)
    report("\(prefix)_status_understates", statusGaps)
    // What a frame too long for one read of the pseudo-terminal costs from outside.
    Bench.report("\(prefix)_frames_over_\(ptyReadBytes)_bytes", gapsLonger.count)
    report("\(prefix)_status_understates_frames_over_\(ptyReadBytes)_bytes", gapsLonger)
    report("\(prefix)_status_understates_frames_up_to_\(ptyReadBytes)_bytes", gapsOneRead)
    Bench.report("\(prefix)_keys_over_4ms", (typed + erased + withToken).filter { $0 > 4 }.count)
    Bench.report("\(prefix)_narrowing_slower_count", slowerNarrowing.count)
    Bench.report("\(prefix)_extending_over_1_5x_previous", over1_5.count)
    Bench.report("\(prefix)_extending_over_1_5x_previous_by_status", statusOver1_5.count)
    if !over1_5.isEmpty || !statusOver1_5.isEmpty {
      print(
        "\(prefix)_extending_over_1_5x_previous_keys=\(over1_5.joined(separator: ","))"
          + " by_status=\(statusOver1_5.joined(separator: ","))")
    }
    if !slowerNarrowing.isEmpty {
      print("\(prefix)_narrowing_slower=\(slowerNarrowing.joined(separator: ","))")
    }
    return keys
  }

  /// fzf over the same contacts, one line each as the program's rows show them (name,
  /// e-mails, phones, organisation), given the same keys, exact (`-e -i`) and fuzzy (`-i`):
  /// each key timed until the match count fzf shows stops changing (fzf echoes the query at
  /// once and counts in the background), beside ours for the same key.
  static func compareWithFzf(_ contacts: [VCardContact], ours: [Key], in folder: URL) throws {
    guard let fzf = executable(named: "fzf") else {
      print(
        "live_fzf_skipped=fzf is not on the PATH (it is not a dependency; install it to compare)")
      return
    }
    let lines = folder.appendingPathComponent("contacts.txt")
    let text =
      contacts.map { contact in
        [contact.name, contact.email, contact.phone, contact.organization]
          .filter { !$0.isEmpty }.joined(separator: "  ")
      }.joined(separator: "\n") + "\n"
    try text.write(to: lines, atomically: true, encoding: .utf8)
    for (mode, flags) in [("exact", "-e -i"), ("fuzzy", "-i")] {
      let terminal = try PseudoTerminal(
        "/bin/sh", arguments: ["-c", "exec '\(fzf)' \(flags) < '\(lines.path)'"], rows: 40,
        columns: 120, environment: ["FZF_DEFAULT_OPTS": "", "FZF_DEFAULT_COMMAND": ""])
      let loaded = "\(contacts.count)/\(contacts.count)"
      let deadline = ContinuousClock.now + .seconds(300)
      while count(in: terminal) != loaded {
        guard ContinuousClock.now < deadline else {
          throw PseudoTerminal.Failure.timeout("fzf to read every line", screen: [])
        }
        terminal.wait(forOutputBeyond: terminal.output.count, seconds: 1)
      }
      terminal.readUntilQuiet(.milliseconds(300))
      var ratios: [Double] = []
      var times: [Double] = []
      for ((label, bytes), mine) in zip(keySequence, ours) {
        let start = ContinuousClock.now
        terminal.send(bytes)
        // The count's last change; a key that leaves it as it was ("jose " after "jose") is
        // done when its echo is.
        let counted = terminal.readUntilQuiet(.milliseconds(400), seconds: 60, watching: count)
        guard let end = counted ?? terminal.lastOutputTime, end > start else { continue }
        let measured = milliseconds(end - start)
        times.append(measured)
        ratios.append(measured / mine.milliseconds)
        print(
          "live_fzf_\(mode)_key_\(label)_ms=\(format(measured)) ours_ms=\(format(mine.milliseconds)) "
            + "ratio=\(String(format: "%.0f", measured / mine.milliseconds))")
      }
      terminal.send([3])
      _ = try? terminal.waitForExit(seconds: 10)
      report("live_fzf_\(mode)_key", times)
      if !ratios.isEmpty {
        Bench.report("live_fzf_\(mode)_ratio_median", ratios.sorted()[ratios.count / 2], digits: 1)
        Bench.report("live_fzf_\(mode)_ratio_min", ratios.min() ?? 0, digits: 1)
      }
    }
  }

  /// The match count fzf drew last ("1234/1000000"), or `nil` while it still counts (a
  /// spinner precedes the count then) or has drawn none. Read from the bytes it wrote: it
  /// draws the count whole, after a carriage return and a cursor move.
  static func count(in terminal: PseudoTerminal) -> String? {
    let output = terminal.output
    var end = output.count
    let floor = max(0, output.count - 65_536)
    while end > floor {
      // The last "digits/digits" before `end`.
      guard let slash = output[floor..<end].lastIndex(of: UInt8(ascii: "/")) else { return nil }
      var before = slash
      while before > floor, output[before - 1] &- 0x30 < 10 { before -= 1 }
      var after = slash + 1
      while after < output.count, output[after] &- 0x30 < 10 { after += 1 }
      if before < slash, after > slash + 1 {
        // A spinner (a braille pattern, U+2800–U+28FF: E2 A0–A3 xx) drawn just before means
        // the matcher is still running.
        let lead = output[max(floor, before - 40)..<before]
        let spinning = lead.indices.contains { index in
          index + 1 < before && output[index] == 0xE2 && (0xA0...0xA3).contains(output[index + 1])
        }
        return spinning ? nil : String(decoding: output[before..<after], as: UTF8.self)
      }
      end = slash
    }
    return nil
  }

  /// The path of `name` on the `PATH`, if it is there.
  static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// Sends one key and waits for its frame: the milliseconds from the write to the frame's
  /// last byte, what the status line said, and the frame's bytes.
  static func key(_ bytes: [UInt8], on terminal: PseudoTerminal) throws -> (
    measured: Double, status: Double?, frameBytes: Int
  ) {
    let start = ContinuousClock.now
    let before = terminal.output.count
    terminal.send(bytes)
    // The frame's first byte, however late (a debug build can take longer than the quiet
    // spell to start drawing), then the rest, until the output is quiet.
    guard terminal.wait(forOutputBeyond: before, seconds: 30),
      let last = terminal.readUntilQuiet(.milliseconds(50), seconds: 30)
        ?? terminal.lastOutputTime
    else {
      throw PseudoTerminal.Failure.timeout("a frame", screen: terminal.screen.lines)
    }
    return (
      milliseconds(last - start), status(terminal.screen.line(terminal.screen.rows - 1)),
      terminal.output.count - before
    )
  }

  /// The most a pseudo-terminal hands its reader at once (Linux's line discipline keeps
  /// 4,096 bytes): a longer frame reaches the terminal in two reads.
  static var ptyReadBytes: Int { 4_095 }

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
