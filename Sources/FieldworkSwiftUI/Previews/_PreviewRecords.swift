#if canImport(Darwin)
  import Darwin
  import MachO
#endif

/// A record `#Preview` leaves in the `swift5_tests` section: the layout of Swift Testing's
/// test content records (a kind, a reserved word, an accessor, a context, a reserved word),
/// whose ABI lets other libraries keep records of their own kinds there. Not API.
///
/// The accessor is not optional, as the ABI's is: Swift 6.3 places a C function pointer in a
/// section only when its type is not optional.
public typealias _PreviewRecord = (
  UInt32, UInt32,
  @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> CBool,
  UInt, UInt
)

/// Reads the preview records of the running program. Not API.
public enum _PreviewRecords {
  /// The record kind of a preview: "fwpv".
  static let kind: UInt32 = 0x6677_7076

  /// What a record's accessor does: writes the preview's declaration to `outValue`, which
  /// has room for one `any _PreviewDeclaration.Type`.
  public static func store(
    _ declaration: any _PreviewDeclaration.Type, in outValue: UnsafeMutableRawPointer
  ) -> CBool {
    outValue.initializeMemory(as: (any _PreviewDeclaration.Type).self, to: declaration)
    return true
  }

  /// The declarations of every preview record in every loaded image.
  static func declarations() -> [any _PreviewDeclaration.Type] {
    var found: [any _PreviewDeclaration.Type] = []
    for section in testContentSections() {
      let stride = MemoryLayout<_PreviewRecord>.stride
      guard let base = section.baseAddress else { continue }
      var offset = 0
      while offset + stride <= section.count {
        let record = base + offset
        offset += stride
        // Another library's record of another kind may have a null accessor: read the kind
        // and the accessor's address before the record as a whole.
        guard record.load(as: UInt32.self) == kind,
          record.load(fromByteOffset: 8, as: UInt.self) != 0
        else { continue }
        let accessor = record.load(as: _PreviewRecord.self).2
        let slot = UnsafeMutablePointer<any _PreviewDeclaration.Type>.allocate(capacity: 1)
        defer { slot.deallocate() }
        let type = unsafeBitCast((any _PreviewDeclaration.Type).self, to: UnsafeRawPointer.self)
        if accessor(UnsafeMutableRawPointer(slot), type, nil, 0) {
          found.append(slot.move())
        }
      }
    }
    return found
  }

  /// The `swift5_tests` section of each loaded image.
  static func testContentSections() -> [UnsafeRawBufferPointer] {
    #if canImport(Darwin)
      var sections: [UnsafeRawBufferPointer] = []
      for image in 0..<_dyld_image_count() {
        guard let header = _dyld_get_image_header(image) else { continue }
        var size: UInt = 0
        let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
          getsectiondata($0, "__DATA_CONST", "__swift5_tests", &size)
        }
        if let start, size > 0 {
          sections.append(UnsafeRawBufferPointer(start: start, count: Int(size)))
        }
      }
      return sections
    #else
      var sections: [UnsafeRawBufferPointer] = []
      withUnsafeMutablePointer(to: &sections) { context in
        swift_enumerateAllMetadataSections(
          { sections, context in
            // `MetadataSections` (SwiftShims/MetadataSections.h): a version, three
            // pointers, then fifteen (start, length) ranges of which swift5_tests is the
            // last; version 4 is the first with it.
            let words = sections.assumingMemoryBound(to: UInt.self)
            guard words[0] >= 4 else { return true }
            let testsRange = 4 + 2 * 14
            let start = UnsafeRawPointer(bitPattern: words[testsRange])
            let length = Int(words[testsRange + 1])
            if let start, length > 0 {
              context!.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
                UnsafeRawBufferPointer(start: start, count: length))
            }
            return true
          }, context)
      }
      return sections
    #endif
  }
}

#if !canImport(Darwin)
  /// The Swift runtime's walk over the metadata sections of every loaded image (declared
  /// `extern "C"` in the runtime, `void (bool (*)(const MetadataSections *, void *), void *)`).
  ///
  /// `@_silgen_name` calls it with Swift's calling convention, which for two pointer
  /// arguments, no `self`, no error and no async context passes them in the same registers
  /// as C's on every platform Swift supports; the callback is a C function pointer. This is
  /// how the runtime's own clients outside C reach it.
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> CBool,
    _ context: UnsafeMutableRawPointer?
  )
#endif
