import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``History``: recording, recall with the draft kept, search, files with limits; and its
/// keys in a ``TextFieldWidget``.
@MainActor @Suite struct HistoryTests {
  func temporaryPath(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("history-\(UUID().uuidString)")
    return folder.appendingPathComponent(name).path
  }

  @Test func duplicatesCollapseBlanksAreIgnoredAndTheLimitDropsTheOldest() {
    let history = History(["a", "b", "a", "  ", "", "c\nd"], limit: 3)
    #expect(history.entries == ["b", "a", "c d"])
    history.add("e")
    #expect(history.entries == ["a", "c d", "e"])
    history.add("a")
    #expect(history.entries == ["c d", "e", "a"])
    history.limit = 1
    #expect(history.entries == ["a"])
    history.add(String(repeating: "x", count: History.maximumEntryLength + 1))
    #expect(history.entries == ["a"])
  }

  @Test func recallWalksBackAndReturnsToTheDraft() {
    let history = History(["one", "two", "three"])
    #expect(history.recallNext() == nil)  // no recall under way
    #expect(history.recallPrevious(from: "dra") == "three")
    #expect(history.recallPrevious(from: "ignored") == "two")
    #expect(history.recallPrevious(from: "") == "one")
    #expect(history.recallPrevious(from: "") == nil)  // the oldest: stays
    #expect(history.recallNext() == "two")
    #expect(history.recallNext() == "three")
    #expect(history.recallNext() == "dra")  // the draft
    #expect(!history.isRecalling)
    #expect(History().recallPrevious(from: "x") == nil)
  }

  @Test func matchesFoldAndComeNewestFirst() {
    let history = History(["José Müller", "ada", "jose", "zoë", "mu jo"])
    #expect(history.matches(for: "jo mu") == ["mu jo", "José Müller"])
    #expect(history.matches(for: "zoe") == ["zoë"])
    #expect(history.matches(for: "") == ["mu jo", "zoë", "jose", "ada", "José Müller"])
    history.add("jo")
    #expect(history.matches(for: "jo").first == "jo")
  }

  @Test func aSavedHistoryLoadsBackPrivateAndAtomically() throws {
    let path = temporaryPath("searches")
    let history = History(["zoe", "jose mu", "Ünlü"])
    try history.save(to: path)
    var status = stat()
    #expect(stat(path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    // A file someone made readable to others becomes private again on the next save.
    chmod(path, 0o644)
    try history.save(to: path)
    #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    let loaded = try History(contentsOf: path)
    #expect(loaded.entries == ["zoe", "jose mu", "Ünlü"])
    #expect(loaded.skippedLines == 0)
    // No temporary file is left beside it.
    let folder = (path as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["searches"])
  }

  /// A first save on a fresh machine: `~/.local/state/fieldwork` does not exist yet.
  @Test func aSaveMakesTheMissingFoldersPrivate() throws {
    let root = try TemporaryFolder()
    let path = root.path + "/local/state/fieldwork/searches"
    try History(["zoe"]).save(to: path)
    for folder in ["/local", "/local/state", "/local/state/fieldwork"] {
      var status = stat()
      #expect(
        stat(root.path + folder, &status) == 0 && status.st_mode & 0o777 == 0o700, "\(folder)")
    }
    #expect(try History(contentsOf: path).entries == ["zoe"])
    // A folder that exists keeps its mode; one that cannot be made is the error's subject.
    chmod(root.path + "/local", 0o755)
    try History(["jo"]).save(to: root.path + "/local/other/searches")
    var status = stat()
    #expect(stat(root.path + "/local", &status) == 0 && status.st_mode & 0o777 == 0o755)
    #expect(throws: HistoryError.self) {
      try History(["x"]).save(to: path + "/under/a/file")
    }
  }

  @Test func loadingKeepsTheNewestWithinLimitsAndSkipsBadLines() throws {
    let path = temporaryPath("searches")
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    var bytes = Array("old\nkeep\n".utf8)
    bytes += [0xFF, 0xFE, 0x0A]  // not UTF-8
    bytes += Array(String(repeating: "y", count: History.maximumEntryLength + 1).utf8) + [0x0A]
    bytes += Array("new\n\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let loaded = try History(contentsOf: path, limit: 2)
    #expect(loaded.entries == ["keep", "new"])
    #expect(loaded.skippedLines == 2)
    // A missing file is an empty history.
    #expect(try History(contentsOf: path + ".missing").entries.isEmpty)
  }

  @Test func aFileOverTheLimitOrNotAFileIsRefusedWithItsName() throws {
    let path = temporaryPath("searches")
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(count: History.maximumFileSize + 1).write(to: URL(fileURLWithPath: path))
    #expect(throws: HistoryError.tooLarge(path: path, size: History.maximumFileSize + 1)) {
      try History(contentsOf: path)
    }
    #expect {
      try History(contentsOf: folder)
    } throws: { error in
      (error as? HistoryError)?.description.contains("not a regular file") == true
    }
  }

  // MARK: Keys

  func editing(_ history: History, secure: Bool = false) -> (
    HeadlessTextField, TerminalHarness<FieldScreen>
  ) {
    let field = HeadlessTextField()
    field.isSecureTextEntry = secure
    field.tap()
    let screen = FieldScreen(field, width: 40)
    screen.widget.history = history
    return (field, TerminalHarness(screen, rows: 1, columns: 50))
  }

  @Test func ctrlPAndCtrlNRecallAndTheDraftComesBack() {
    let history = History(["first", "second"])
    let (field, harness) = editing(history)
    let recorder = EventRecorder()
    recorder.attach(to: field)
    harness.type("dr")
    harness.send(bytes: [0x10])  // Ctrl-P
    #expect(field.text == "second")
    harness.send(.up)
    #expect(field.text == "first")
    harness.send(bytes: [0x0E])  // Ctrl-N
    #expect(field.text == "second")
    harness.send(.down)
    #expect(field.text == "dr")
    // A recall is an edit the delegate is asked about, as a person's typing is.
    #expect(recorder.lines.contains("shouldChangeCharacters({0,2}, \"second\") → true"))
    // Editing a recalled entry ends the recall: the next Ctrl-P starts at the newest again.
    harness.send(bytes: [0x10])
    harness.send(bytes: [0x10])
    harness.type("!")
    harness.send(bytes: [0x10])
    #expect(field.text == "second")
  }

  @Test func ctrlRSearchesNarrowsStepsKeepsOrGoesBack() {
    let history = History(["jose mu", "zoe", "jo smith", "ada"])
    let (field, harness) = editing(history)
    harness.type("dr")
    harness.send(bytes: [0x12])  // Ctrl-R
    harness.type("jo")
    #expect(field.text == "jo smith")
    #expect(harness.terminal.line(0).hasPrefix("[history “jo”: jo smith"))
    harness.send(bytes: [0x12])  // an older match
    #expect(field.text == "jose mu")
    harness.send(bytes: [0x12])  // no older one: stays
    #expect(field.text == "jose mu")
    harness.type("x")  // no match: the field keeps the last one, and says so
    #expect(field.text == "jose mu")
    #expect(harness.terminal.line(0).contains("no match “jox”"))
    harness.send(.escape)  // back to the draft
    #expect(field.text == "dr")
    #expect(field.isFirstResponder && !harness.terminal.line(0).contains("history"))
    harness.send(bytes: [0x12])
    harness.type("zo")
    harness.send(.enter)  // keeps it, without pressing return
    #expect(field.text == "zoe")
    harness.send(.left)  // a plain key now edits
    harness.type("x")
    #expect(field.text == "zoxe")
  }

  @Test func aSecureFieldNeverRecallsOrSearches() {
    let history = History(["visible"])
    let (field, harness) = editing(history, secure: true)
    harness.send(bytes: [0x10])
    harness.send(bytes: [0x12])
    harness.type("v")
    #expect(field.text == "v")
    #expect(!harness.terminal.line(0).contains("history"))
  }
}
