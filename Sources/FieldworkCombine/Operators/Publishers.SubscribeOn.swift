internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/subscribe(on:options:)`` returns: the upstream, subscribed to
  /// on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The scheduler the subscription is made on.
    public let scheduler: Context
    /// The options it is scheduled with.
    public let options: Context.SchedulerOptions?

    /// `upstream`, subscribed to on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Attaches `subscriber`: the upstream's `subscribe` runs on the scheduler, so work a
    /// publisher does as it is subscribed to (a `Future`'s or a `Deferred`'s) runs there.
    /// Values arrive where the upstream sends them: `receive(on:)` moves them.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let upstream = self.upstream
      let subscriber = Unchecked(subscriber)
      scheduler.schedule(options: options) { upstream.subscribe(subscriber.value) }
    }
  }
}

extension Publisher {
  /// Subscribes to this publisher on `scheduler`, as Combine's `subscribe(on:options:)`.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}
