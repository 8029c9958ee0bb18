@_exported import FieldworkSwiftUI
import XCTest

/// Hosts views for ViewInspector's asynchronous inspection, as its `ViewHosting`: a test
/// hosts a view whose `Inspection` (or `didAppear` callback) then inspects it while it is on
/// screen.
///
/// ```swift
/// func testButtonTogglesFlag() {
///   let sut = ContentView()
///   let exp = sut.inspection.inspect { view in
///     try view.button().tap()
///     XCTAssertTrue(try view.actualView().flag)
///   }
///   ViewHosting.host(view: sut)
///   wait(for: [exp], timeout: 0.1)
/// }
/// ```
///
/// With Fieldwork a test rarely needs it: `try ContentView().inspect()` hosts the view and
/// keeps its `@State`, so a test can act and read synchronously. It is here so that tests
/// written for ViewInspector run unchanged. Each hosted view lives in a `ViewHost` until
/// ``expel(function:)``, or until the inspections that asked for it are done.
public enum ViewHosting {
  /// The hosts, by the test function that hosted them.
  @MainActor private static var hosts: [String: AnyObject] = [:]

  /// Hosts `view` for the test `function`, in a host of `size` (an iPhone's by default).
  /// The view renders at once; its `onAppear` actions run before this returns.
  public static func host<V: View>(view: V, size: CGSize? = nil, function: String = #function) {
    let carried = Unchecked(view)
    _ = try? onMainActor {
      let view = carried.value
      let host = ViewHost(size: size ?? CGSize(width: 390, height: 844)) { view }
      hosts[function] = host
    }
  }

  /// Takes down the view hosted for the test `function`: its `onDisappear` actions run.
  public static func expel(function: String = #function) {
    _ = try? onMainActor {
      guard let host = hosts.removeValue(forKey: function) as? any DismantlableHost else {
        return
      }
      host.dismantle()
    }
  }
}

/// A host that can be taken down, whatever its content.
@MainActor
protocol DismantlableHost {
  func dismantle()
}

extension ViewHost: DismantlableHost {}

extension View {
  /// Sets the view's callback at `keyPath` (a `didAppear` the view calls from `onAppear`) to
  /// inspect it, as ViewInspector's `on(_:perform:)`; the returned expectation is fulfilled
  /// once the inspection ran.
  @discardableResult
  public mutating func on(
    _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function,
    file: StaticString = #file, line: UInt = #line,
    perform: @escaping (InspectableView<ViewType.View<Self>>) throws -> Void
  ) -> XCTestExpectation {
    let expectation = XCTestExpectation(description: "\(Self.self) callback at line #\(line)")
    self[keyPath: keyPath] = { body in
      body.inspect(function: function, file: file, line: line, inspection: perform)
      ViewHosting.expel(function: function)
      expectation.fulfill()
    }
    return expectation
  }

  /// Inspects the view with `inspection`, failing the test with the error it throws, as
  /// ViewInspector's `inspect(inspection:)`.
  public func inspect(
    function: String = #function, file: StaticString = #file, line: UInt = #line,
    inspection: (InspectableView<ViewType.View<Self>>) throws -> Void
  ) {
    do {
      try inspection(try inspect().view(Self.self))
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }
}

extension Binding {
  /// A binding to a value of its own, as ViewInspector's `Binding(wrappedValue:)`: for a
  /// test that needs a binding without a view to own the state. It has a `State`'s storage,
  /// so a host that reads it updates when it is written.
  ///
  /// It lives in this module, as ViewInspector's lives in its own, because a property
  /// wrapper with an `init(wrappedValue:)` changes the memberwise initialiser of every type
  /// that declares `@Binding var`: app code must not see it.
  ///
  /// ```swift
  /// let text = Binding(wrappedValue: "")
  /// try TextField("Name", text: text).inspect().textField().setInput("Ada")
  /// // text.wrappedValue == "Ada"
  /// ```
  public init(wrappedValue: Value) {
    self.init(location: StateBox(wrappedValue))
  }
}
