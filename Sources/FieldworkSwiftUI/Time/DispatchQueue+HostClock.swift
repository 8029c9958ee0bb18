import Dispatch

extension DispatchQueue {
  /// Runs `work` on this queue at `deadline`, as Dispatch's `asyncAfter(deadline:execute:)`
  /// does — except in a hosted screen, where main-queue work waits on the host's clock.
  ///
  /// Called for the main queue during a host's work — a lifecycle action (`onAppear`,
  /// `onChange`), an action a test drives through inspection (`tap()`, `setInput(_:)`), or a
  /// `.task` — `work` waits on the host's `clock` for the time between now and `deadline`
  /// (rounded up to a whole millisecond), and runs on the main queue once
  /// `host.advance(by:)` reaches it:
  ///
  /// ```swift
  /// Button("Copy") {
  ///   copied = true
  ///   DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }
  /// }
  /// // In a test:
  /// try host.inspect().find(button: "Copy").tap()
  /// try await host.advance(by: .seconds(2))   // copied is false again
  /// ```
  ///
  /// Anywhere else — another queue, work no host started, or the spelling with `qos:` and
  /// `flags:` — it is Dispatch's own, in real time. (A file that imports this module and
  /// Dispatch gets this method for the two-argument spelling: Swift prefers a declaration in
  /// a module that imports the other's.)
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard let timeline = VirtualTime.timeline, label == DispatchQueue.main.label else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      return
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let target = deadline.uptimeNanoseconds
    // `DispatchTime.distantFuture` and other deadlines past Int64's range wait forever.
    let delay: Duration =
      target > now ? .nanoseconds(Int64(clamping: target - now)) : .zero
    timeline.schedule(after: TimelineExecutor.wholeMilliseconds(delay), task: VirtualTime.task) {
      DispatchQueue.main.async(execute: work)
    }
  }
}
