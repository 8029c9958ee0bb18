#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads with a size limit, and atomic, private replacement: what a program's
/// saved state (a to-do list, a search history) needs.
///
/// A write goes to a new temporary file created exclusively in the same folder
/// (`O_CREAT | O_EXCL | O_NOFOLLOW`, so a planted file or symlink is never followed),
/// readable by its owner only (0600) unless told to keep the existing file's permissions, is
/// flushed to disk (`fsync`; `F_FULLFSYNC` on Darwin, whose `fsync` stops at the drive's
/// cache), and replaces the file with `rename`, after which the folder is synced. A crash at
/// any point leaves either the old file or the new one. When the path is a symbolic link,
/// the file it leads to is replaced the same way, next to itself; the link stays a link, and
/// a link to a missing file is refused.
/// The folders above a new file are made when missing, readable by their owner only (0700).
package enum AtomicFile {
  /// Why a read or a write failed, with the path it concerns.
  package enum Failure: Error, Equatable {
    /// The file is larger than the limit; its size is attached.
    case tooLarge(path: String, size: Int)
    /// A system call failed, or the path is not something to read or replace.
    case io(path: String, reason: String)

    /// What went wrong, in words, without the path: "12 bytes is too large", or the system's
    /// reason.
    package var reason: String {
      switch self {
      case .tooLarge(_, let size): "\(size) bytes is too large"
      case .io(_, let reason): reason
      }
    }
  }

  /// The bytes of the file at `path`, or `nil` when there is none; refused when it is larger
  /// than `limit` bytes (checked before anything is read, and again as it is read) or is not
  /// a regular file.
  package static func read(path: String, limit: Int) throws(Failure) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .io(path: path, reason: "not a regular file")
    }
    if Int(status.st_size) > limit { throw .tooLarge(path: path, size: Int(status.st_size)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glue.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
      // The file may grow after fstat; the limit still holds.
      if bytes.count > limit { throw .tooLarge(path: path, size: bytes.count) }
    }
    return bytes
  }

  /// Replaces the file at `path` with `bytes`, atomically (see above).
  ///
  /// - Parameters:
  ///   - keepingPermissions: Give the new file the existing file's permissions (a file the
  ///     person made readable to others stays so); otherwise, and for a new file, 0600.
  ///   - temporaryName: Makes the temporary file's name from the file's (random by default;
  ///     tests fix it to plant a file in its way).
  ///   - beforeRename: Runs after the temporary file is written and flushed, before it
  ///     replaces the file: tests throw from it to stand for a crash at that point.
  package static func write(
    _ bytes: [UInt8], to path: String, keepingPermissions: Bool,
    temporaryName: (String) -> String = { ".\($0).\(UInt32.random(in: 0...UInt32.max)).tmp" },
    beforeRename: () throws -> Void = {}
  ) throws(Failure) {
    let target = try resolvedTarget(of: path)
    let folder = directory(of: target)
    try makeFolder(folder)
    var existing = stat()
    let mode: mode_t =
      keepingPermissions && lstat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o600
    let temporary = try createTemporary(in: folder, for: target, named: temporaryName)
    var renamed = false
    defer { if !renamed { unlink(temporary.path) } }
    defer { close(temporary.descriptor) }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let count = Glue.write(
          temporary.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
    guard written, fchmod(temporary.descriptor, mode) == 0, flushToDisk(temporary.descriptor)
    else {
      throw .io(path: temporary.path, reason: String(cString: strerror(errno)))
    }
    do {
      try beforeRename()
    } catch {
      throw .io(path: path, reason: "interrupted before the rename")
    }
    guard rename(temporary.path, target) == 0 else {
      throw .io(path: path, reason: String(cString: strerror(errno)))
    }
    renamed = true
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      _ = flushToDisk(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// The folder part of `path` ("." for a bare name).
  /// Makes `folder` and every folder above it that is missing, each readable by its owner
  /// only (0700), as shells make their state folders: a first save on a fresh machine works.
  /// A folder that exists is left as it is.
  ///
  /// - Throws: ``Failure/io(path:reason:)`` naming the folder that could not be made.
  package static func makeFolder(_ folder: String) throws(Failure) {
    if mkdir(folder, 0o700) == 0 || errno == EEXIST { return }
    guard errno == ENOENT else { throw .io(path: folder, reason: String(cString: strerror(errno))) }
    let parent = directory(of: folder)
    guard parent != folder, parent != "." else {
      throw .io(path: folder, reason: String(cString: strerror(ENOENT)))
    }
    try makeFolder(parent)
    if mkdir(folder, 0o700) != 0, errno != EEXIST {
      throw .io(path: folder, reason: String(cString: strerror(errno)))
    }
  }

  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The file a write replaces: `path` itself, or, when it is a symbolic link, the file the
  /// link leads to (through any chain of links).
  ///
  /// - Throws: ``Failure/io(path:reason:)`` for a link that leads nowhere (it is left as it
  ///   is: creating its target, or replacing the link, would be a guess) or to something that
  ///   is not a regular file.
  private static func resolvedTarget(of path: String) throws(Failure) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      throw .io(
        path: path,
        reason: "is a symbolic link to a missing file (\(String(cString: strerror(errno)))); "
          + "create the file it points to, or remove the link")
    }
    defer { free(resolved) }
    let target = String(cString: resolved)
    guard stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw .io(path: path, reason: "is a symbolic link to \(target), which is not a regular file")
    }
    return target
  }

  private static func createTemporary(
    in folder: String, for target: String, named temporaryName: (String) -> String
  ) throws(Failure) -> (descriptor: Int32, path: String) {
    let name = target.split(separator: "/").last.map(String.init) ?? target
    for _ in 0..<16 {
      let candidate = "\(folder)/" + temporaryName(name)
      let descriptor = open(
        candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
      if descriptor >= 0 { return (descriptor, candidate) }
      if errno != EEXIST { throw .io(path: candidate, reason: String(cString: strerror(errno))) }
    }
    throw .io(path: folder, reason: "could not create a temporary file")
  }

  /// `read(2)` and `write(2)`, named apart from the methods of this type.
  private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
      #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
      #elseif canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
      #else
        Musl.read(descriptor, buffer, count)
      #endif
    }
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
      #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
      #elseif canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
      #else
        Musl.write(descriptor, buffer, count)
      #endif
    }
  }
}
