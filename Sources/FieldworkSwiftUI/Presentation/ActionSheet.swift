/// An action sheet, as SwiftUI's older `ActionSheet`: a title, a message, and buttons.
public struct ActionSheet {
  /// A button of an action sheet.
  public typealias Button = Alert.Button

  /// The title.
  public let title: Text
  /// The message, if any.
  public let message: Text?
  /// The buttons, in order.
  public let buttons: [Button]

  /// An action sheet of `buttons` (a cancel button by default).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension ActionSheet {
  /// The action sheet as a view.
  var view: _AlertContent<AlertButtonList, Text> {
    _AlertContent(
      kind: .actionSheet, title: title, message: message,
      actions: AlertButtonList(buttons: buttons), layout: .buttonContent,
      titleVisibility: .automatic)
  }
}
