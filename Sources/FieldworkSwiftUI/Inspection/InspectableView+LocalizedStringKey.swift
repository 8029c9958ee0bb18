extension InspectableView where Kind == ViewType.Text {
  /// The attributed string the text was made of, as ViewInspector's `attributedString()`.
  public func attributedString() throws -> AttributedString {
    try onMainActor {
      guard let text = try liveNode().viewValue as? Text else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Text")
      }
      guard let content = text.attachments.lazy.compactMap({ $0 as? AttributedContent }).first
      else {
        throw InspectionError.notSupported(
          "Please use attributes() for accessing the text styles on this view")
      }
      return content.value
    }
  }
}
