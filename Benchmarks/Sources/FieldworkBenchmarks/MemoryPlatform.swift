import Foundation
import HeapUsage

/// The process's resident memory, for the document benchmark.
enum Memory {
  /// The bytes resident now: the second field of `/proc/self/statm` (resident pages, see
  /// proc(5)) times the page size, on Linux; `nil` elsewhere, where the figure is left out.
  /// (`getrusage`'s `ru_maxrss` will not do: it is a peak, and Linux keeps it across `exec`,
  /// so under `swift run` it starts at the build's peak.)
  static func residentBytes() -> Int? { residentBytes(ofProcess: "self") }

  /// The bytes resident now in process `pid` (`/proc/PID/statm`, on Linux; `nil` elsewhere).
  static func residentBytes(ofProcess pid: Int32) -> Int? { residentBytes(ofProcess: "\(pid)") }

  /// The bytes the heap holds in use now (glibc's `mallinfo2`), unlike the resident bytes
  /// not counting memory freed and kept for reuse; `nil` where the C library does not say.
  static func heapBytesInUse() -> Int? {
    let bytes = heap_bytes_in_use()
    return bytes < 0 ? nil : Int(bytes)
  }

  private static func residentBytes(ofProcess process: String) -> Int? {
    #if os(Linux)
      guard
        let statm = try? String(contentsOfFile: "/proc/\(process)/statm", encoding: .utf8)
      else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}
