import Foundation

extension InspectableView where Kind == ViewType.DatePicker {
  /// Chooses `date`, as a person does, in one update batch. Throws, changing nothing, when
  /// the date is outside the picker's range or the picker is disabled.
  public func select(date: Date) throws {
    try onMainActor {
      let (_, picker) = try responsiveControl((any DatePickerControl).self, named: "DatePicker")
      if let range = picker.allowedRange, !range.contains(date) {
        throw InspectionError(
          message:
            "DatePicker offers no \(date): its range is \(range.lowerBound) to \(range.upperBound)."
        )
      }
      graph.perform { picker.selectionBinding.wrappedValue = date }
    }
  }

  /// The date chosen.
  public func selectedDate() throws -> Date {
    try onMainActor {
      guard let picker = try liveNode().viewValue as? any DatePickerControl else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "DatePicker")
      }
      return picker.selectionBinding.wrappedValue
    }
  }

  /// The picker's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.labelView) }
  }
}
