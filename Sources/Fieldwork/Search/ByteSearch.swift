/// Substring search over bytes with a SIMD pre-filter.
enum ByteSearch {
  /// The first offset in `from..<to` where `needle` occurs entirely before `to`, or `nil`.
  ///
  /// `readableUpTo` is how far the buffer may be read: vector loads may look past `to` (lanes
  /// past it are ignored), which lets a short element region be checked with one compare.
  @inline(__always)
  static func find(
    _ needle: Needle, in bytes: UnsafePointer<UInt8>, from: Int, to: Int, readableUpTo: Int? = nil
  ) -> Int? {
    let length = needle.count
    guard length > 0, to - from >= length else { return length == 0 ? from : nil }
    let readable = readableUpTo ?? to
    let base = UnsafeRawPointer(bytes)
    let lastOffset = length - 1
    let midOffset = needle.midOffset
    // The last position where a match may start.
    let lastStart = to - length
    var position = from
    // Vector part: compare 16 starting positions at once on the first and last byte of the
    // needle (and its second, for needles of three bytes or more); only positions passing
    // every compare are verified byte by byte. Wrapping arithmetic, and the needle's vectors
    // in locals, keep the loop to its loads and compares.
    let vectorLimit = min(lastStart, readable &- 16 &- lastOffset)
    if position <= vectorLimit {
      let first = needle.first
      let mid = needle.mid
      let last = needle.last
      let checksMid = length > 2
      while position <= vectorLimit {
        let a = base.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
        let c = base.loadUnaligned(fromByteOffset: position &+ lastOffset, as: SIMD16<UInt8>.self)
        var mask = (a .== first) .& (c .== last)
        if checksMid {
          let b = base.loadUnaligned(
            fromByteOffset: position &+ midOffset, as: SIMD16<UInt8>.self)
          mask = mask .& (b .== mid)
        }
        if any(mask) {
          var bits = laneBits(mask)
          let lanes = lastStart &- position &+ 1
          if lanes < 16 { bits &= (1 << UInt32(lanes)) &- 1 }
          while bits != 0 {
            let lane = bits.trailingZeroBitCount
            bits &= bits &- 1
            if verify(needle, at: position &+ lane, in: bytes) { return position &+ lane }
          }
        }
        position &+= 16
      }
    }
    while position <= lastStart {
      if bytes[position] == needle.bytes[0] && verify(needle, at: position, in: bytes) {
        return position
      }
      position += 1
    }
    return nil
  }

  /// One bit per lane of `mask`, lane 0 lowest: SSE2's `pmovmskb`, which Swift does not
  /// expose, done with two multiplies (each 0x80 byte bit lands in the top byte).
  static func laneBits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    let high: UInt64 = 0x8080_8080_8080_8080
    let gather: UInt64 = 0x0002_0408_1020_4081
    let low = ((words[0] & high) &* gather) >> 56
    let top = ((words[1] & high) &* gather) >> 56
    return UInt32(low) | UInt32(top) << 8
  }

  static func verify(_ needle: Needle, at position: Int, in bytes: UnsafePointer<UInt8>)
    -> Bool
  {
    var index = 1
    while index < needle.count {
      if bytes[position + index] != needle.bytes[index] { return false }
      index += 1
    }
    return true
  }
}
