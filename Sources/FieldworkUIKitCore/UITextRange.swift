/// A range of a text control's text, as UIKit's `UITextRange`: two positions, in order.
public class UITextRange: NSObject {
  /// The first position.
  public let start: UITextPosition
  /// The position after the last character.
  public let end: UITextPosition

  init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
    super.init()
  }

  /// Whether the range covers no text.
  public var isEmpty: Bool { start.offset == end.offset }

  /// The range as UTF-16 offsets.
  var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }

  /// Ranges with equal ends are equal.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextRange else { return false }
    return start.offset == other.start.offset && end.offset == other.end.offset
  }

  /// Hashes the ends.
  public override var hash: Int { start.offset.hashValue ^ (end.offset.hashValue &* 31) }

  /// The offsets.
  public override var description: String { "UITextRange(\(start.offset)..<\(end.offset))" }
}
