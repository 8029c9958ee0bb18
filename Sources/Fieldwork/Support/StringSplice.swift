extension String {
  /// Replaces the UTF-8 bytes `lower..<upper` with `replacement`'s, building the new string
  /// with two block copies.
  ///
  /// A kernel for text controls, whose strings are shared with a binding, so most edits hit a
  /// buffer that is not uniquely referenced: `replaceSubrange` then copies it character by
  /// character (about 1 ms per MB here), this at memcpy speed. The offsets must lie on
  /// scalar boundaries (a UTF-16 position of the text always does); the result is valid
  /// UTF-8 because each piece is. Covered under AddressSanitizer by
  /// `TextRangesTests.splicesAgreeWithReplaceSubrange`.
  ///
  /// - Precondition: `0 <= lower <= upper <= utf8.count`.
  package mutating func spliceUTF8(_ lower: Int, _ upper: Int, with replacement: String) {
    let count = utf8.count
    precondition(0 <= lower && lower <= upper && upper <= count, "splice out of bounds")
    var insertion = replacement
    let total = count - (upper - lower) + insertion.utf8.count
    self = withUTF8 { source in
      insertion.withUTF8 { inserted in
        String(unsafeUninitializedCapacity: total) { buffer in
          var written = 0
          func copy(_ part: UnsafeBufferPointer<UInt8>) {
            guard !part.isEmpty else { return }
            _ = UnsafeMutableBufferPointer(rebasing: buffer[written..<(written + part.count)])
              .initialize(from: part)
            written += part.count
          }
          copy(UnsafeBufferPointer(rebasing: source[..<lower]))
          copy(inserted)
          copy(UnsafeBufferPointer(rebasing: source[upper...]))
          return written
        }
      }
    }
  }
}
