import FieldworkMacroSupport
import Testing

@Suite struct JSONValueTests {
  @Test func parsesWhatTheCompilerSends() throws {
    let message = try JSONValue.parse(
      #"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    #expect(message["getCapability"]?["capability"]?["protocolVersion"]?.intValue == 7)
  }

  @Test func roundTripsEscapesAndUnicode() throws {
    let text = "a\"b\\c\nd\te\u{01}é👩‍👩‍👧"
    let value = JSONValue.object([
      ("k", .string(text)), ("n", .array([.null, .bool(true), .int(-3)])),
    ])
    #expect(try JSONValue.parse(value.serialized) == value)
    #expect(value.serialized.contains("\\u0001"))
    #expect(try JSONValue.parse(#""\ud83d\ude00 \u00e9""#) == .string("😀 é"))
  }

  @Test(arguments: [
    "", "{", "[1,", #"{"a" 1}"#, #""\ud83d""#, #""\x""#, "tru", "1 2", "\"a\nb\"",
  ])
  func malformedTextIsAnError(text: String) {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
  }

  @Test func deepNestingIsRefusedNotFollowed() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
    #expect(throws: Never.self) { try JSONValue.parse(Array("[[[]]]".utf8), maximumDepth: 3) }
  }

  @Test func framingIsALittleEndianLengthThenTheMessage() {
    let framed = PluginFraming.frame("{}")
    #expect(framed == [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}")])
    #expect(PluginFraming.length(ofHeader: [0x01, 0x02, 0, 0, 0, 0, 0, 0]) == 0x0201)
  }
}
