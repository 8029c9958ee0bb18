@_exported import FieldworkSwiftUI
import XCTest

/// What ViewInspector's guide has an app add to its views to inspect them while they are
/// hosted: a publisher the view receives with `.onReceive(inspection.notice)`, and the
/// callbacks waiting for it. An app declares its own `Inspection<V>` class with these two
/// properties (and a `visit(_:_:)` that runs a callback); its test target conforms it to
/// this protocol, and gets `inspect(after:_:)` and `inspect(onReceive:after:_:)`.
public protocol InspectionEmissary: AnyObject {
  /// The view (or modifier) inspected.
  associatedtype V
  /// What the view receives, with the line of the inspection it is for.
  var notice: PassthroughSubject<UInt, Never> { get }
  /// The inspections waiting, by line.
  var callbacks: [UInt: (V) -> Void] { get set }
}

extension InspectionEmissary where V: View {
  /// An inspection of the hosted view, `delay` seconds from now (on the main queue):
  /// `inspection` runs when the view receives the notice, and the returned expectation is
  /// fulfilled once it has.
  @discardableResult
  public func inspect(
    after delay: TimeInterval = 0, function: String = #function, file: StaticString = #file,
    line: UInt = #line, _ inspection: @escaping (InspectableView<ViewType.View<V>>) throws -> Void
  ) -> XCTestExpectation {
    let expectation = XCTestExpectation(description: "Inspection at line \(line)")
    register(inspection, expectation: expectation, function: function, file: file, line: line)
    send(line, after: delay)
    return expectation
  }

  /// An inspection of the hosted view once `publisher` delivers a value, `delay` seconds
  /// after it.
  @discardableResult
  public func inspect<P: Publisher>(
    onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function,
    file: StaticString = #file, line: UInt = #line,
    _ inspection: @escaping (InspectableView<ViewType.View<V>>) throws -> Void
  ) -> XCTestExpectation where P.Failure == Never {
    let expectation = XCTestExpectation(description: "Inspection at line \(line)")
    register(inspection, expectation: expectation, function: function, file: file, line: line)
    var subscription: AnyCancellable?
    subscription = publisher.sink { [weak self] _ in
      subscription?.cancel()
      subscription = nil
      self?.send(line, after: delay)
    }
    return expectation
  }

  private func send(_ line: UInt, after delay: TimeInterval) {
    let notice = Unchecked(notice)
    // Real time, as ViewInspector waits: not the host clock the shorter spelling may use.
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, qos: .unspecified, flags: []) {
      notice.value.send(line)
    }
  }

  private func register(
    _ inspection: @escaping (InspectableView<ViewType.View<V>>) throws -> Void,
    expectation: XCTestExpectation, function: String, file: StaticString, line: UInt
  ) {
    callbacks[line] = { [weak self] view in
      do {
        try inspection(try view.inspect().view(V.self))
      } catch {
        XCTFail("\(error)", file: file, line: line)
      }
      if self?.callbacks.isEmpty ?? true { ViewHosting.expel(function: function) }
      expectation.fulfill()
    }
  }
}
