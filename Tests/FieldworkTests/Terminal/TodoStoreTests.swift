import ExampleSupport
import Foundation
import Testing

@Suite struct TodoStoreTests {
  struct Crash: Error {}

  func mode(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }

  @Test func aMissingFileIsAnEmptyListAndASaveRoundTrips() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/nested/todos.json")
    #expect(try store.load() == [])
    let items = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "日本 👍🏽", isDone: true)]
    try store.save(items)
    #expect(try store.load() == items)
    #expect(mode(store.path) == 0o600)  // readable by its owner only
  }

  @Test func anExistingFilesPermissionsAreKept() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    try store.save([])
    chmod(store.path, 0o640)
    try store.save([TodoItem(id: 1, title: "x")])
    #expect(mode(store.path) == 0o640)
  }

  @Test func aCorruptFileIsReportedAndNeverOverwritten() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let junk = Data("{\"version\": 1, \"items\": [ oops".utf8)
    #expect(FileManager.default.createFile(atPath: store.path, contents: junk))
    #expect(throws: TodoStoreError.corrupt(path: store.path, reason: "not the expected JSON")) {
      try store.load()
    }
    #expect(throws: TodoStoreError.self) { try store.save([TodoItem(id: 1, title: "new")]) }
    #expect(FileManager.default.contents(atPath: store.path) == junk)
    #expect(FileManager.default.createFile(atPath: store.path, contents: Data([0xFF, 0xFE, 0x7B])))
    #expect(throws: TodoStoreError.corrupt(path: store.path, reason: "invalid UTF-8")) {
      try store.load()
    }
    #expect(
      FileManager.default.createFile(
        atPath: store.path, contents: Data("{\"version\": 9, \"items\": []}".utf8)))
    #expect(throws: TodoStoreError.corrupt(path: store.path, reason: "unknown version 9")) {
      try store.load()
    }
  }

  @Test func aCrashBetweenWriteAndRenameLosesNothing() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let before = [TodoItem(id: 1, title: "Keep me")]
    try store.save(before)
    #expect(throws: TodoStoreError.self) {
      try store.save([TodoItem(id: 2, title: "Half written")], beforeRename: { throw Crash() })
    }
    #expect(try store.load() == before)
    // No temporary file is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todos.json"])
  }

  @Test func aSymlinkPlantedAtTheTemporaryNameIsNeverFollowed() throws {
    let folder = try TemporaryFolder()
    var store = TodoStore(path: folder.path + "/todos.json")
    try store.save([TodoItem(id: 1, title: "Keep me")])
    let victim = folder.path + "/victim.txt"
    #expect(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
    store.temporaryName = { _ in "planted.tmp" }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/planted.tmp", withDestinationPath: victim)
    #expect(throws: TodoStoreError.self) { try store.save([TodoItem(id: 2, title: "x")]) }
    #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    #expect(try store.load() == [TodoItem(id: 1, title: "Keep me")])
  }

  @Test func aSymlinkedFileIsWrittenThroughTheLinkKeepingTheTargetsPermissions() throws {
    let folder = try TemporaryFolder()
    let synced = folder.path + "/synced"
    #expect(mkdir(synced, 0o700) == 0)
    let target = TodoStore(path: synced + "/todos.json")
    try target.save([TodoItem(id: 1, title: "theirs")])
    chmod(target.path, 0o640)
    let link = TodoStore(path: folder.path + "/todos.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    try link.save([TodoItem(id: 2, title: "mine")])
    // The link is still a link, to the same file, which holds the new list with its mode.
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try target.load() == [TodoItem(id: 2, title: "mine")])
    #expect(try link.load() == [TodoItem(id: 2, title: "mine")])
    #expect(mode(target.path) == 0o640)
    // The temporary file was made beside the target, and nothing is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: synced) == ["todos.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "synced", "todos.json",
      ])
  }

  @Test func aChainOfLinksLeadsToTheFileAtItsEnd() throws {
    let folder = try TemporaryFolder()
    let target = TodoStore(path: folder.path + "/real.json")
    try target.save([])
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/middle.json", withDestinationPath: "real.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/todos.json", withDestinationPath: folder.path + "/middle.json")
    try TodoStore(path: folder.path + "/todos.json").save([TodoItem(id: 3, title: "deep")])
    #expect(try target.load() == [TodoItem(id: 3, title: "deep")])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/middle.json")
        == "real.json")
  }

  @Test func aLinkToAMissingFileIsRefusedAndLeftAlone() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    try FileManager.default.createSymbolicLink(
      atPath: store.path, withDestinationPath: folder.path + "/gone.json")
    #expect(try store.load() == [])  // a missing file is an empty list, as without a link
    do {
      try store.save([TodoItem(id: 1, title: "x")])
      Issue.record("a dangling link was saved through")
    } catch {
      #expect(error.description.contains("symbolic link to a missing file"))
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: store.path)
        == folder.path + "/gone.json")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/gone.json"))
  }

  @Test func filesFromBeforeNotesLoadAndNotesRoundTrip() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let old = "{\"version\": 1, \"items\": [{\"id\": 3, \"title\": \"Old\", \"isDone\": true}]}"
    #expect(FileManager.default.createFile(atPath: store.path, contents: Data(old.utf8)))
    #expect(try store.load() == [TodoItem(id: 3, title: "Old", isDone: true)])
    let note = "Line one\r\nline two 👍🏽\n\u{202E}bidi\u{0}"
    try store.save([
      TodoItem(id: 3, title: "Old", isDone: true), TodoItem(id: 4, title: "New", note: note),
    ])
    #expect(try store.load().map(\.note) == ["", note])
    let written = try String(contentsOfFile: store.path, encoding: .utf8)
    // A to-do without a note is written as before notes existed.
    #expect(written.components(separatedBy: "\"note\"").count == 2)
  }

  @Test func aSaveTheNextLoadWouldRefuseIsRefusedAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    try store.save([TodoItem(id: 1, title: "Kept")])
    let log = String(repeating: "a pasted log line\n", count: TodoStore.maximumFileSize / 18 + 1)
    #expect {
      try store.save([TodoItem(id: 1, title: "Kept", note: log)])
    } throws: { error in
      guard case .tooLarge(let path, let size) = error as? TodoStoreError else { return false }
      return path == store.path && size > TodoStore.maximumFileSize
    }
    #expect(try store.load() == [TodoItem(id: 1, title: "Kept")])
  }

  @Test func oversizedFilesAndTitlesAreRefusedWithTheirPath() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let long = String(repeating: "a", count: TodoStore.maximumTitleLength + 1)
    let json =
      "{\"version\": 1, \"items\": [{\"id\": 7, \"title\": \"\(long)\", \"isDone\": false}]}"
    #expect(FileManager.default.createFile(atPath: store.path, contents: Data(json.utf8)))
    #expect(throws: TodoStoreError.titleTooLong(path: store.path, id: 7)) { try store.load() }
    let handle = try #require(FileHandle(forWritingAtPath: store.path))
    try handle.truncate(atOffset: UInt64(TodoStore.maximumFileSize + 1))
    try handle.close()
    #expect(throws: TodoStoreError.tooLarge(path: store.path, size: TodoStore.maximumFileSize + 1))
    {
      try store.load()
    }
  }
}
