/// An alert, as SwiftUI's older `Alert`: a title, a message, and one or two buttons.
public struct Alert {
  /// The title.
  public let title: Text
  /// The message, if any.
  public let message: Text?
  /// The first button (the only one of a one-button alert).
  public let primaryButton: Button
  /// The second button, if any.
  public let secondaryButton: Button?

  /// An alert with one button (an "OK" one by default).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    primaryButton = dismissButton ?? .default(Text("OK"))
    secondaryButton = nil
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.primaryButton = primaryButton
    self.secondaryButton = secondaryButton
  }

  /// A button of an alert or an action sheet, as SwiftUI's `Alert.Button`.
  public struct Button {
    /// What a button does, as its look tells.
    public enum Style: Hashable, Sendable {
      /// An ordinary button.
      case `default`
      /// The button that cancels.
      case cancel
      /// A button that deletes or changes something for good.
      case destructive
    }

    /// The button's look.
    public let style: Style
    /// The button's label.
    public let label: Text
    /// What tapping it runs, before the alert goes away.
    public let action: (() -> Void)?

    /// An ordinary button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(style: .default, label: label, action: action)
    }

    /// A cancel button titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(style: .cancel, label: label, action: action)
    }

    /// A cancel button titled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(style: .cancel, label: Text("Cancel"), action: action)
    }

    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(style: .destructive, label: label, action: action)
    }
  }
}

extension Alert {
  /// The alert as a view.
  var view: _AlertContent<NamedAlertButtons, Text> {
    _AlertContent(
      kind: .alert, title: title, message: message,
      actions: NamedAlertButtons(primary: primaryButton, secondary: secondaryButton),
      layout: .namedButtons, titleVisibility: .automatic)
  }
}
