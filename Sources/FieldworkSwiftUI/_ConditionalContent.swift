/// One of two views, chosen by an `if`/`else` or a `switch`. Switching branches replaces the
/// view (and ends its state), as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  nonisolated init(storage: Storage) {
    self.storage = storage
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: View {}
