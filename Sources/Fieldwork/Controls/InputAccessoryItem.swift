/// A button a front end shows above the keyboard while a field is focused (UIKit's
/// `inputAccessoryView`), such as "Done" or "Next".
public struct InputAccessoryItem {
  /// The button's title.
  public var title: String
  /// What tapping the button does; receives the field it belongs to.
  public var action: @MainActor (HeadlessTextField) -> Void

  /// Creates an accessory button.
  public init(_ title: String, action: @escaping @MainActor (HeadlessTextField) -> Void) {
    self.title = title
    self.action = action
  }

  /// A button that ends editing, as the classic "Done" toolbar button.
  public static func done(_ title: String = "Done") -> InputAccessoryItem {
    InputAccessoryItem(title) { field in field.resignFirstResponder() }
  }
}
