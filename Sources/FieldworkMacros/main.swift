// The compiler plugin that expands Fieldwork's macros (`#Preview`, `@Previewable`,
// `@Entry`). The compiler runs it and exchanges framed JSON messages over standard input
// and output (see `MacroPlugin` in FieldworkMacroSupport); standard output carries nothing
// else.
import FieldworkMacroSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads exactly `count` bytes from standard input, or `nil` at its end.
func readExactly(_ count: Int) -> [UInt8]? {
  var bytes = [UInt8](repeating: 0, count: count)
  var filled = 0
  while filled < count {
    let got = bytes.withUnsafeMutableBytes { buffer in
      read(0, buffer.baseAddress! + filled, count - filled)
    }
    if got < 0, errno == EINTR { continue }
    guard got > 0 else { return nil }
    filled += got
  }
  return bytes
}

func writeAll(_ bytes: [UInt8]) -> Bool {
  var written = 0
  while written < bytes.count {
    let wrote = bytes.withUnsafeBytes { buffer in
      write(1, buffer.baseAddress! + written, bytes.count - written)
    }
    if wrote < 0, errno == EINTR { continue }
    guard wrote > 0 else { return false }
    written += wrote
  }
  return true
}

func complain(_ text: String) {
  let bytes = Array("FieldworkMacros: \(text)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress!, $0.count) }
}

while let header = readExactly(8) {
  let length = PluginFraming.length(ofHeader: header)
  // A message is a macro's source and location: 64 MiB is far past any real one.
  guard length <= 64 << 20, let payload = readExactly(Int(length)) else {
    complain("a message of \(length) bytes did not arrive whole")
    exit(1)
  }
  // An empty frame asks for nothing (the compiler has been seen to send one as it closes).
  if length == 0 { continue }
  let message: JSONValue
  do {
    message = try JSONValue.parse(payload)
  } catch {
    complain("unreadable message: \(error)")
    exit(1)
  }
  if let reply = MacroPlugin.reply(to: message) {
    guard writeAll(PluginFraming.frame(reply.serialized)) else { exit(1) }
  }
}
