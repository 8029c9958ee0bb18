#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be read.
public enum FileReadError: Error, Equatable, CustomStringConvertible {
  /// The file does not exist.
  case missing
  /// The file is larger than the limit; its size is attached.
  case tooLarge(Int)
  /// A system call failed.
  case system(String)

  /// What went wrong.
  public var description: String {
    switch self {
    case .missing: "no such file"
    case .tooLarge(let size): "\(size) bytes is too large"
    case .system(let message): message
    }
  }
}

/// Reads whole files with a size limit checked before anything is read.
public enum FileBytes {
  /// The bytes of the file at `path`, refused when it is larger than `limit` bytes.
  public static func read(path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { throw .missing }
      throw .system(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(String(cString: strerror(errno))) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .system("not a regular file") }
    if Int(status.st_size) > limit { throw .tooLarge(Int(status.st_size)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(String(cString: strerror(errno)))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
      // The file may grow after fstat; the limit still holds.
      if bytes.count > limit { throw .tooLarge(bytes.count) }
    }
    return bytes
  }
}

/// `read(2)`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
