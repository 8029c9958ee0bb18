#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares the settings that raw mode changes.
func sameSettings(_ lhs: termios, _ rhs: termios) -> Bool {
  var left = lhs
  var right = rhs
  let cc =
    withUnsafeBytes(of: &left.c_cc) { Array($0) } == withUnsafeBytes(of: &right.c_cc) { Array($0) }
  return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
    && lhs.c_lflag == rhs.c_lflag && cc
}
