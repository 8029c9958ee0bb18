/// What a tab view keeps between renders.
@MainActor
final class TabViewState {
  /// The selection of a tab view without a binding: the value of the tab a person picked
  /// (its tag, or its position when it has none), `nil` for the first.
  let ownSelection = StateBox<AnyHashable?>(nil)
  /// The position of the tab on screen at the last render.
  var lastShown: Int?
}
