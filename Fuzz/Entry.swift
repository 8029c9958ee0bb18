import Foundation

/// libFuzzer's entry point. `FIELDWORK_FUZZ_TARGET` picks the target: `textfield`,
/// `textview`, `searchbar`, `searchindex`, `hosts`, `mask`, `numbers`, `vcard`, `todo`,
/// `keys`, `render`, `macro`, `store`, `vcardwriter` or `predicate`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated {
    switch fuzzTarget {
    case "textfield": TextFieldFuzz.run(bytes)
    case "textview": TextViewFuzz.run(bytes)
    case "searchbar": SearchBarFuzz.run(bytes)
    case "searchindex": SearchIndexFuzz.run(bytes)
    case "hosts": HostFuzz.run(bytes)
    case "mask": MaskFuzz.run(bytes)
    case "numbers": NumberFormatFuzz.run(bytes)
    case "vcard": VCardFuzz.run(bytes)
    case "todo": TodoFuzz.run(bytes)
    case "keys": KeyDecoderFuzz.run(bytes)
    case "render": RenderFuzz.run(bytes)
    case "macro": MacroFuzz.run(bytes)
    case "store": StoreFuzz.run(bytes)
    case "vcardwriter": VCardWriterFuzz.run(bytes)
    case "predicate": PredicateFuzz.run(bytes)
    default:
      fatalError(
        "set FIELDWORK_FUZZ_TARGET to textfield, textview, searchbar, searchindex, hosts, mask, numbers, vcard, todo, keys, render, macro, store, vcardwriter or predicate"
      )
    }
  }
  return 0
}

private let fuzzTarget = ProcessInfo.processInfo.environment["FIELDWORK_FUZZ_TARGET"] ?? ""
