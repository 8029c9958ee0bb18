// Text controls, as inspection drives them: `input()`, `setInput(_:)`, `callOnSubmit()`,
// `callOnCommit()`, `callOnEditingChanged()`, a field's `labelView()` and `prompt()`. Each
// goes through the headless control, so delegates, bindings, formatters and `onChange` run
// as they do when a person types.

extension ViewType.TextField: TextInputViewType {}

extension ViewType.SecureField: TextInputViewType {}

extension ViewType.TextEditor: TextInputViewType {}

extension ViewType.SearchBar: TextInputViewType {}

extension InspectableView where Kind: TextInputViewType {
  /// The control's text (a secure field's too: the test asked for it).
  public func input() throws -> String {
    try onMainActor {
      switch try control() {
      case .field(let field): return field.text
      case .textView(let view): return view.text
      }
    }
  }

  /// Types `text` in place of the control's text, as a person would: it gets focus (a tap)
  /// if it had none, then the whole text is replaced in one edit, through the control's
  /// delegate calls, so bindings and `onChange` run once. Throws, changing nothing, when the
  /// control is disabled or refuses focus.
  public func setInput(_ text: String) throws {
    try onMainActor {
      switch try responsiveControl() {
      case .field(let field):
        graph.perform {
          field.select(NSRange(location: 0, length: field.text.utf16.count))
          if text.isEmpty {
            if !field.text.isEmpty { field.deleteBackward() }
          } else {
            field.paste(text)
          }
        }
      case .textView(let view):
        graph.perform {
          view.select(NSRange(location: 0, length: view.text.utf16.count))
          if text.isEmpty {
            if !view.text.isEmpty { view.deleteBackward() }
          } else {
            view.paste(text)
          }
        }
      }
    }
  }

  /// Submits the control as its return (or search) key does: its submit actions and the
  /// `.onSubmit` actions of the views around it run. It gets focus first if it had none.
  /// Throws for a `TextEditor`, whose return key is a line break.
  public func callOnSubmit() throws {
    try onMainActor { try submit() }
  }

  /// Submits the control, as ViewInspector's `callOnCommit()`: the `onCommit` a field was
  /// made with runs, then the `.onSubmit` actions around it.
  public func callOnCommit() throws {
    try onMainActor { try submit() }
  }

  /// Begins editing, as a tap does (`onEditingChanged(true)`), or, when the control is
  /// editing already, ends it (`onEditingChanged(false)`), as ViewInspector's
  /// `callOnEditingChanged()`.
  public func callOnEditingChanged() throws {
    try onMainActor {
      let control = try self.control()
      try guardEnabled(control)
      switch control {
      case .field(let field):
        graph.perform {
          if field.isFirstResponder { field.resignFirstResponder() } else { field.tap() }
        }
      case .textView(let view):
        graph.perform {
          if view.isFirstResponder { view.resignFirstResponder() } else { view.tap() }
        }
      }
    }
  }

  /// The field's label: the view its title makes, as ViewInspector's `labelView()`.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor {
      do {
        return try part(.label)
      } catch {
        throw InspectionError.viewNotFound(parent: "label")
      }
    }
  }

  /// The field's prompt, as ViewInspector's `prompt()`.
  public func prompt() throws -> InspectableView<ViewType.Text> {
    try onMainActor {
      let node = try liveNode()
      guard let prompt = node.partNode(named: .prompt) else {
        throw InspectionError.viewNotFound(parent: "prompt")
      }
      return view(prompt)
    }
  }

  @MainActor private func submit() throws {
    let node = try liveNode()
    if let bar = (node as? any RepresentableNode)?.representableDriver?.platformView
      as? HeadlessSearchBar
    {
      _ = try responsiveControl()
      bar.tapSearchButton()
      return
    }
    switch try responsiveControl() {
    case .field(let field): field.tapReturnKey()
    case .textView:
      throw InspectionError.notSupported(
        "A TextEditor has no submit: its return key inserts a line break.")
    }
  }

  /// The headless control behind the view.
  @MainActor private func control() throws -> InspectedTextControl {
    switch try platformViewOnMainActor() {
    case let field as HeadlessTextField: return .field(field)
    case let bar as HeadlessSearchBar: return .field(bar.searchTextField)
    case let view as HeadlessTextView: return .textView(view)
    case let other:
      throw InspectionError.typeMismatch(
        factual: "\(type(of: other))", expected: "a text control")
    }
  }

  @MainActor private func guardEnabled(_ control: InspectedTextControl) throws {
    let enabled: Bool
    switch control {
    case .field(let field): enabled = field.isEnabled
    case .textView(let view): enabled = view.isEditable
    }
    let node = try liveNode()
    guard enabled else {
      throw InspectionError.unresponsive(Kind.typeName, reason: "it is disabled")
    }
    guard node.isResponsive else { throw unresponsive(Kind.typeName, node) }
  }

  /// The control, focused, when it is enabled and takes focus.
  @MainActor private func responsiveControl() throws -> InspectedTextControl {
    let control = try self.control()
    try guardEnabled(control)
    switch control {
    case .field(let field):
      if !field.isFirstResponder { field.tap() }
      guard field.isFirstResponder else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it did not take focus")
      }
    case .textView(let view):
      if !view.isFirstResponder { view.tap() }
      guard view.isFirstResponder else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it did not take focus")
      }
    }
    return control
  }
}

private enum InspectedTextControl {
  case field(HeadlessTextField)
  case textView(HeadlessTextView)
}
