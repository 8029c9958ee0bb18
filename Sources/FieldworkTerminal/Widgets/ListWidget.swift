/// A scrolling list with a selected row, drawing only the rows in view.
///
/// Rows come from a closure called for the visible rows only, so a list over a million search
/// hits costs what its height costs. Up, Down, Page Up and Page Down move the selection
/// (``handle(_:count:)``); the list scrolls to keep it in view.
@MainActor public final class ListWidget {
  /// What happens to the selection when the rows change (a new query, say): see
  /// ``rowsChanged(count:selectedItemRow:)``.
  public enum SelectionPolicy: Sendable, Equatable {
    /// The first row is selected, as a search list shows its best hit on top.
    case top
    /// The same row number stays selected (clamped to the rows there are now).
    case keepIndex
    /// The item that was selected stays selected, on whatever row it is now; the first row
    /// when it is gone.
    case keepItem
  }

  /// The selected row, if any; kept within the count when drawn.
  public var selection: Int?
  /// What ``rowsChanged(count:selectedItemRow:)`` does with the selection.
  public var selectionPolicy = SelectionPolicy.keepIndex
  /// The first row in view.
  public private(set) var scrollOffset = 0
  /// The rows shown by the last draw (for Page Up and Page Down).
  public private(set) var visibleRows = 1
  /// Where the rows were last drawn, for clicks and the wheel.
  private var drawnArea: (top: Int, column: Int, width: Int, height: Int)?
  /// Rows the wheel moves per notch.
  public var wheelStep = 3

  /// What a list key does (see ``keyMap``).
  public enum Action: Hashable, Sendable, CaseIterable {
    /// The next row (Down).
    case next
    /// The row before (Up).
    case previous
    /// A page on (Page Down).
    case pageDown
    /// A page back (Page Up).
    case pageUp
    /// The first row (Ctrl-Home).
    case first
    /// The last row (Ctrl-End).
    case last
  }

  /// The standard keys for each ``Action``.
  public static let standardKeys = KeyMap<Action>(ordered: [
    (KeyEvent(.down), .next), (KeyEvent(.up), .previous), (KeyEvent(.pageDown), .pageDown),
    (KeyEvent(.pageUp), .pageUp), (KeyEvent(.home, modifiers: .control), .first),
    (KeyEvent(.end, modifiers: .control), .last),
  ])

  /// Which key moves the selection how: rebind here (`list.keyMap[KeyEvent(.control("n"))] =
  /// .next`), and make a help line from it.
  public var keyMap = ListWidget.standardKeys

  /// An empty list with no selection.
  public init() {}

  /// Tells the list that its rows changed, and moves the selection as ``selectionPolicy``
  /// says. No selection stays none.
  ///
  /// - Parameters:
  ///   - count: How many rows there are now.
  ///   - selectedItemRow: For ``SelectionPolicy/keepItem``, the row the selected item is on
  ///     now, or `nil` when it is no longer listed. The list knows rows, not items: the
  ///     caller finds it (`SearchHits.offset(ofPosition:)` does for search hits).
  public func rowsChanged(count: Int, selectedItemRow: Int? = nil) {
    guard let selected = selection else { return }
    guard count > 0 else {
      selection = nil
      return
    }
    switch selectionPolicy {
    case .top: selection = 0
    case .keepIndex: selection = min(selected, count - 1)
    case .keepItem: selection = selectedItemRow.map { min(max($0, 0), count - 1) } ?? 0
    }
    if selection == 0 { scrollOffset = 0 }
  }

  /// Clamps the selection into `count` rows and scrolls to keep it in view in `height` rows.
  ///
  /// - Returns: The rows in view: call it before ``draw(into:top:column:width:height:count:row:)``
  ///   to fetch only the data those rows need.
  @discardableResult
  public func layOut(count: Int, height: Int) -> Range<Int> {
    visibleRows = max(height, 1)
    if let selected = selection { selection = count == 0 ? nil : min(max(selected, 0), count - 1) }
    if let selected = selection {
      if selected < scrollOffset { scrollOffset = selected }
      if selected >= scrollOffset + visibleRows { scrollOffset = selected - visibleRows + 1 }
    }
    scrollOffset = max(0, min(scrollOffset, count - visibleRows))
    return scrollOffset..<min(count, scrollOffset + max(height, 0))
  }

  /// Draws `count` rows (asking `row` for those in view) in the `height` × `width` area at
  /// (`top`, `column`). The selected row is drawn in reverse video, highlights in
  /// ``CellStyle/highlight``.
  public func draw(
    into canvas: inout Canvas, top: Int, column: Int, width: Int, height: Int, count: Int,
    row: (Int) -> ListRow
  ) {
    _ = layOut(count: count, height: height)
    drawnArea = (top, column, width, height)
    for line in 0..<max(height, 0) {
      let index = scrollOffset + line
      let selected = index == selection
      canvas.fill(row: top + line, column: column, width: width, style: selected ? .selection : [])
      guard index < count else { continue }
      let item = row(index)
      var base = item.style
      if selected { base.insert(.selection) }
      var x = column
      let marker = selected ? "› " : "  "
      x += canvas.put(marker, row: top + line, column: x, style: base, width: width)
      var position = item.text.startIndex
      while position < item.text.endIndex, x < column + width {
        let highlighted = item.highlights.first { $0.contains(position) }
        let end =
          highlighted?.upperBound
          ?? item.highlights.lazy.map(\.lowerBound).filter { $0 > position }.min()
          ?? item.text.endIndex
        let style = highlighted == nil ? base : base.union([.highlight, .bold])
        x += canvas.put(
          item.text[position..<end], row: top + line, column: x, style: style,
          width: column + width - x)
        position = end
      }
    }
  }

  /// Moves the selection for the keys of ``keyMap`` (Up, Down, Page Up, Page Down, Ctrl-Home,
  /// Ctrl-End), and for clicks and the wheel, among `count` rows.
  ///
  /// - Returns: Whether the key was used.
  @discardableResult
  public func handle(_ event: KeyEvent, count: Int) -> Bool {
    if case .mouse(let mouse) = event.key { return handle(mouse, count: count) }
    guard count > 0, let action = keyMap[event] else { return false }
    let current = selection ?? -1
    let target: Int
    switch action {
    case .next: target = current + 1
    case .previous: target = current - 1
    case .pageDown: target = current + visibleRows
    case .pageUp: target = current - visibleRows
    case .first: target = 0
    case .last: target = count - 1
    }
    selection = min(max(target, 0), count - 1)
    return true
  }

  /// A click on a row as last drawn selects it; the wheel moves the selection (or, with
  /// none, the rows in view) by ``wheelStep``.
  private func handle(_ mouse: MouseEvent, count: Int) -> Bool {
    guard let area = drawnArea, mouse.row >= area.top, mouse.row < area.top + area.height,
      mouse.column >= area.column, mouse.column < area.column + area.width
    else { return false }
    switch mouse.action {
    case .press where mouse.button == 0:
      let row = scrollOffset + mouse.row - area.top
      guard row < count else { return true }
      selection = row
    case .wheelUp, .wheelDown:
      let step = mouse.action == .wheelUp ? -wheelStep : wheelStep
      if let selected = selection {
        selection = min(max(selected + step, 0), max(count - 1, 0))
      } else {
        scrollOffset = max(0, min(scrollOffset + step, count - visibleRows))
      }
    default:
      return false
    }
    return true
  }
}
