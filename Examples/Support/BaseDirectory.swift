import Foundation

/// The XDG base directories the examples keep their files in.
package enum BaseDirectory {
  /// `$variable` when it is set and not empty, else `~/` + `fallback` (as the XDG Base
  /// Directory specification says), with `/fieldwork` after it.
  package static func fieldwork(_ variable: String, fallback: String) -> String {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment[variable].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/" + fallback)
    return base + "/fieldwork"
  }
}
