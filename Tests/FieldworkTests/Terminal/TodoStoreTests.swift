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

  @Test func aSymlinkedFileIsReplacedNotWrittenThrough() throws {
    let folder = try TemporaryFolder()
    let store = TodoStore(path: folder.path + "/todos.json")
    let elsewhere = TodoStore(path: folder.path + "/elsewhere.json")
    try elsewhere.save([TodoItem(id: 1, title: "theirs")])
    try FileManager.default.createSymbolicLink(
      atPath: store.path, withDestinationPath: elsewhere.path)
    try store.save([TodoItem(id: 2, title: "mine")])
    #expect(try elsewhere.load() == [TodoItem(id: 1, title: "theirs")])
    #expect(try store.load() == [TodoItem(id: 2, title: "mine")])
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
