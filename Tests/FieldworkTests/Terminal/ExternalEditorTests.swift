import Fieldwork
import FieldworkTerminal
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-X Ctrl-E in a ``TextAreaWidget``: the text through an ``ExternalEditor`` and back.
@MainActor @Suite struct ExternalEditorTests {
  static let ctrlX = KeyEvent(.control("x"))
  static let ctrlE = KeyEvent(.control("e"))

  func area(_ text: String) -> (HeadlessTextView, TextAreaWidget) {
    let view = HeadlessTextView()
    view.text = text
    view.tap()
    return (view, TextAreaWidget(view))
  }

  /// A folder of its own under the system's temporary folder, removed by `body`'s end.
  func withFolder(_ body: (String) throws -> Void) throws {
    let folder = NSTemporaryDirectory() + "fieldwork-editor-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  /// A shell script at `path`, and the editor command that runs it.
  ///
  /// The command hands the script to `/bin/sh` rather than executing the file: a process
  /// another test forks while the file is being written inherits a descriptor open for
  /// writing, and executing the file then fails with "text file busy" (status 126).
  func script(_ path: String, _ body: String) throws -> String {
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return "/bin/sh '\(path)'"
  }

  @Test func theTextComesBackAsOneUndoableEdit() {
    let (view, widget) = area("draft")
    widget.externalEditor = ExternalEditor { $0 + "\nand more" }
    #expect(widget.handle(Self.ctrlX) && widget.handle(Self.ctrlE))
    #expect(view.text == "draft\nand more")
    widget.handle(KeyEvent(.control("_")))
    #expect(view.text == "draft" && view.selectedRange.length == 0)
  }

  @Test func withoutAnEditorTheKeysAreNotUsed() {
    let (view, widget) = area("draft")
    #expect(widget.handle(Self.ctrlX))
    #expect(!widget.handle(Self.ctrlE))
    #expect(view.text == "draft")
    // A field has no editor: Ctrl-X Ctrl-E is no sequence of its own.
    #expect(TextFieldWidget.lineEditing[sequence: [Self.ctrlX, Self.ctrlE]] == nil)
  }

  @Test func aFailingEditorKeepsTheTextAndSaysWhy() {
    struct Broken: Error {}
    let (view, widget) = area("draft")
    widget.externalEditor = ExternalEditor { _ in throw Broken() }
    widget.handle(Self.ctrlX)
    widget.handle(Self.ctrlE)
    #expect(view.text == "draft" && widget.lastEditorFailure is Broken)
    widget.handle(KeyEvent(.character("!")))
    #expect(widget.lastEditorFailure == nil && view.text == "draft!")
  }

  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func thePersonsEditorEditsAPrivateFileThatIsRemovedAfterwards() throws {
    try withFolder { folder in
      // The editor notes the file's path and mode, then rewrites the word.
      let command = try script(
        folder + "/editor",
        """
        printf '%s' "$1" > "\(folder)/path"
        ls -l "$1" > "\(folder)/mode"
        sed 's/world/there/' "$1" > "$1.new" && mv "$1.new" "$1"
        """)
      let editor = ExternalEditor(
        terminal: nil,
        environment: [
          "VISUAL": command, "EDITOR": "false", "TMPDIR": folder,
          "PATH": "/usr/bin:/bin",
        ])
      #expect(try editor.edit("hello world") == "hello there")
      let path = try String(contentsOfFile: folder + "/path", encoding: .utf8)
      #expect(path.hasPrefix(folder + "/fieldwork-edit-"))
      #expect(!FileManager.default.fileExists(atPath: path))
      #expect(try String(contentsOfFile: folder + "/mode", encoding: .utf8).hasPrefix("-rw-------"))
      // A text that ended with a line break keeps the editor's.
      #expect(try editor.edit("world\n") == "there\n")
    }
  }

  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func ctrlCWhileTheEditorRunsReachesTheEditorAlone() throws {
    var before = sigaction()
    sigaction(SIGINT, nil, &before)
    try withFolder { folder in
      // What a Ctrl-C at the terminal does: SIGINT to the foreground, this process included.
      let command = try script(
        folder + "/editor", "kill -INT \(getpid()); kill -QUIT \(getpid()); printf done > \"$1\"")
      let editor = ExternalEditor(
        terminal: nil, environment: ["EDITOR": command, "PATH": "/usr/bin:/bin"])
      #expect(try editor.edit("text") == "done")
    }
    var after = sigaction()
    sigaction(SIGINT, nil, &after)
    // The handler this process had is back: the union that holds it comes first in glibc's,
    // musl's and Darwin's struct sigaction alike.
    let handler = { (action: sigaction) in withUnsafeBytes(of: action) { $0.load(as: Int.self) } }
    #expect(handler(before) == handler(after))
  }

  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func anEditorThatFailsIsAnError() {
    let editor = ExternalEditor(terminal: nil, environment: ["EDITOR": "false"])
    #expect(throws: ExternalEditor.Failure.exitStatus(1 << 8)) { try editor.edit("text") }
    #expect(
      ExternalEditor.Failure.exitStatus(3 << 8).description == "the editor exited with status 3")
  }

  @Test(.disabled(if: ThreadSanitizer.isRunning, "it starts processes"))
  func theTerminalLeavesRawModeWhileTheEditorRuns() throws {
    var primary: Int32 = -1
    var secondary: Int32 = -1
    var name = [CChar](repeating: 0, count: 4096)
    // ttyname_r: other tests open terminals on other threads, and ttyname's buffer is shared.
    guard openpty(&primary, &secondary, nil, nil, nil) == 0,
      ttyname_r(secondary, &name, name.count) == 0
    else {
      Issue.record("no pseudo-terminal")
      return
    }
    let tty = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
      close(primary)
      close(secondary)
    }
    let terminal = Terminal(input: secondary, output: secondary)
    try terminal.enter()
    defer { terminal.restore() }
    #expect(terminal.timesEntered == 1)
    try withFolder { folder in
      // What the terminal's modes were while the editor ran.
      let command = try script(folder + "/editor", "stty -a < \(tty) > \"\(folder)/modes\"")
      let editor = ExternalEditor(
        terminal: terminal, environment: ["EDITOR": command, "PATH": "/usr/bin:/bin"])
      #expect(try editor.edit("text") == "text")
      let modes = try String(contentsOfFile: folder + "/modes", encoding: .utf8)
        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
      #expect(modes.contains("icanon") && modes.contains("echo"))
    }
    // Raw again afterwards, and entered a second time (a session redraws everything).
    var settings = termios()
    tcgetattr(secondary, &settings)
    #expect(settings.c_lflag & tcflag_t(ICANON) == 0 && settings.c_lflag & tcflag_t(ECHO) == 0)
    #expect(terminal.isActive && terminal.timesEntered == 2)
  }
}
