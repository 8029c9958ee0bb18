/// The feedback of a changing selection, as UIKit's `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// A selection changed.
  open func selectionChanged() { record("selectionChanged") }
}
