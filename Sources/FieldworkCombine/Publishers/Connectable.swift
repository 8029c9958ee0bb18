internal import FieldworkSupport
import Foundation

extension Publishers {
  /// The publisher ``ConnectablePublisher/autoconnect()`` returns.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher connected.
    public let upstream: Upstream
    private let state = Locked<(subscribers: Int, connection: (any Cancellable)?)>(
      uncheckedValue: (0, nil))

    /// Connects `upstream` as subscribers come.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber`, connecting the upstream for the first.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let leave: () -> Void = { [weak self] in self?.subscriberLeft() }
      upstream.handleEvents(
        receiveCompletion: { _ in leave() }, receiveCancel: { leave() }
      ).subscribe(subscriber)
      let connects = state.withLock { state -> Bool in
        state.subscribers += 1
        return state.connection == nil
      }
      guard connects else { return }
      let connection = upstream.connect()
      state.withLock { $0.connection = connection }
    }

    private func subscriberLeft() {
      let connection = state.withLock { state -> (any Cancellable)? in
        state.subscribers -= 1
        guard state.subscribers <= 0 else { return nil }
        defer { state.connection = nil }
        return state.connection
      }
      connection?.cancel()
    }
  }
}

extension Timer {
  /// A publisher of the date at every `interval` on `runLoop`, as Combine's
  /// `Timer.publish(every:tolerance:on:in:options:)`. Connect it (or `.autoconnect()`) to
  /// start it. In a test, a view model that takes a scheduler and uses
  /// `scheduler.schedule(after:interval:)` (or `Publishers.Timer` with the test scheduler)
  /// runs without waiting; this one needs the run loop to turn.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The publisher ``Timer/publish(every:tolerance:on:in:options:)`` returns.
  public final class TimerPublisher: ConnectablePublisher {
    /// The date of each tick.
    public typealias Output = Date
    /// It cannot fail.
    public typealias Failure = Never

    /// The time between ticks.
    public let interval: TimeInterval
    /// The tolerance of each tick.
    public let tolerance: TimeInterval?
    /// The run loop it ticks on.
    public let runLoop: RunLoop
    /// The run loop mode.
    public let mode: RunLoop.Mode
    private let subject = PassthroughSubject<Date, Never>()

    /// A timer publisher of the given settings.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Attaches `subscriber`; it receives ticks once the timer is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.subscribe(subscriber)
    }

    /// Starts the timer; cancel the result to stop it.
    public func connect() -> any Cancellable {
      let subject = Unchecked(self.subject)
      let timer = Timer(timeInterval: interval, repeats: true) { _ in
        subject.value.send(Date())
      }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      let unchecked = Unchecked(timer)
      return AnyCancellable { unchecked.value.invalidate() }
    }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given), as Combine's
  /// `NotificationCenter.publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher ``NotificationCenter/publisher(for:object:)`` returns.
  public struct Publisher: FieldworkCombine.Publisher {
    /// A notification.
    public typealias Output = Notification
    /// It cannot fail.
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The notification name.
    public let name: Notification.Name
    /// The object whose notifications are delivered, or `nil` for all.
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Attaches `subscriber`; cancelling removes the observer.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      let relay = Unchecked(subject)
      let observer = center.addObserver(forName: name, object: object, queue: nil) {
        relay.value.send($0)
      }
      let center = Unchecked(self.center)
      let token = Unchecked(observer)
      subject.handleEvents(receiveCancel: { center.value.removeObserver(token.value) })
        .subscribe(subscriber)
    }
  }
}
