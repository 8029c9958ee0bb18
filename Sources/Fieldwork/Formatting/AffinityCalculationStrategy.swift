/// How a ``MaskFormatter`` with several formats picks the one to show: input-mask's
/// strategies. The format with the highest affinity wins; on a tie, the first in the order
/// primary, then affine formats as listed.
public enum AffinityCalculationStrategy: Sendable, Equatable {
  /// The mask's own ``Mask/Result/affinity``: one per character that fits where it stands,
  /// less one per character the format inserts. For `[00].[00]`, `12.34` scores 5, `1234` 3.
  case wholeString
  /// The length of the longest common prefix of the text and the text formatted: for
  /// `+7 [000] [000]` and `8 [000] [000]`, `+7 12 345` scores 5 and 0.
  case prefix
  /// How far the text is from filling the format: its length less the format's
  /// ``Mask/totalTextLength``, or `Int.min` when it does not fit. Put the widest format
  /// first.
  case capacity
  /// As ``capacity``, for the value: the value's length less ``Mask/totalValueLength``, or
  /// `Int.min` when it does not fit.
  case extractedValueCapacity

  /// The affinity of `mask` for `text`.
  public func calculateAffinity(ofMask mask: Mask, forText text: CaretString) -> Int {
    switch self {
    case .wholeString:
      return mask.apply(toText: text).affinity
    case .prefix:
      let formatted = mask.apply(toText: text).formattedText.string
      return zip(formatted, text.string).prefix { $0 == $1 }.count
    case .capacity:
      let length = text.string.count
      return length > mask.totalTextLength ? Int.min : length - mask.totalTextLength
    case .extractedValueCapacity:
      let length = mask.apply(toText: text).extractedValue.count
      return length > mask.totalValueLength ? Int.min : length - mask.totalValueLength
    }
  }
}
