#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// What the file code needs that the C libraries spell or behave differently, each branch
// written from that platform's header or manual page.

/// Flushes a file's data to stable storage, or returns `false` with `errno` set.
///
/// On Linux (glibc and musl), `fsync` waits until the device reports the data written. On
/// Darwin, `fsync` only hands the data to the drive, which may keep it in its cache across a
/// power loss; `fcntl(F_FULLFSYNC)` (xnu bsd/sys/fcntl.h, fsync(2)) asks the drive to flush
/// too. File systems that do not support it (some network and FUSE ones) fail it, and then
/// `fsync` is the best there is.
package func flushToDisk(_ descriptor: Int32) -> Bool {
  #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
  #endif
  return fsync(descriptor) == 0
}

extension Unicode.UTF8 {
  /// Whether `bytes` are well-formed UTF-8: no stray continuation bytes, overlong forms,
  /// surrogates or values past U+10FFFF.
  ///
  /// The same answer as `String(validating: bytes, as: UTF8.self) != nil`, which needs
  /// macOS 15 and iOS 18, above the platforms the package declares.
  package static func isWellFormed(_ bytes: some Sequence<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
