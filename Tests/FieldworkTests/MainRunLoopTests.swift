import Dispatch
import Fieldwork
import Testing

/// A person's keys are separate events, and the main run loop turns between them: blocks
/// queued with `DispatchQueue.main.async` while one key is handled run before the next key
/// (UIKit delivers each key as its own event from the run loop; a block on the main queue
/// runs on one of the loop's turns in between).
@MainActor @Suite struct MainRunLoopTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  @Test func aBlockQueuedByAKeyRunsBeforeTheNextKeyAndTheLastBeforeTypingReturns() {
    let field = HeadlessTextField()
    let log = Log()
    field.addAction(for: .editingChanged) { field in
      let text = field.text
      log.lines.append("key \(text)")
      DispatchQueue.main.async { log.lines.append("hop \(text)") }
    }
    field.tap()
    field.type("ab")
    #expect(log.lines == ["key a", "hop a", "key ab", "hop ab"])
  }

  @Test func blocksRunInTheOrderQueuedAndABlockQueuedByABlockRunsOnALaterTurn() {
    let field = HeadlessTextField()
    let log = Log()
    field.addAction(for: .editingDidBegin) { _ in
      DispatchQueue.main.async {
        log.lines.append("first")
        DispatchQueue.main.async { log.lines.append("queued by first") }
      }
      DispatchQueue.main.async { log.lines.append("second") }
    }
    field.addAction(for: .editingChanged) { _ in log.lines.append("key") }
    field.tap()
    #expect(log.lines.isEmpty)  // the tap's blocks wait for a turn of the run loop
    field.type("a")
    #expect(log.lines == ["first", "second", "queued by first", "key"])
  }

  @Test func aBlockThatQueuesItselfForeverDoesNotStopTheTyping() {
    @MainActor final class Poller {
      var runs = 0
      var isStopped = false
      func poll() {
        guard !isStopped else { return }
        runs += 1
        DispatchQueue.main.async { self.poll() }
      }
    }
    let field = HeadlessTextField()
    let poller = Poller()
    field.addAction(for: .editingChanged) { field in
      if field.text == "a" { poller.poll() }
    }
    field.tap()
    field.type("ab")
    #expect(field.text == "ab")
    // Started by the first key, then once per turn: the loop turns at most maximumTurns
    // times before the second key and after it.
    #expect(poller.runs == 1 + 2 * MainRunLoop.maximumTurns)
    poller.isStopped = true
  }

  @Test func aBlockThatTypesDoesNotTurnTheLoopAgainInsideItsTurn() {
    let field = HeadlessTextField()
    field.tap()
    let log = Log()
    field.addAction(for: .editingChanged) { field in
      guard field.text == "a" else { return }
      DispatchQueue.main.async {
        field.type("!")  // a turn is running: the nested typing does not start another
        log.lines.append("typed in a block")
      }
    }
    field.type("ab")
    #expect(field.text == "a!b")
    #expect(log.lines == ["typed in a block"])
  }

  @Test func typingInsideATransactionDoesNotTurnTheLoopUntilTheBlockEnds() {
    let field = HeadlessTextField()
    field.tap()
    let log = Log()
    field.addAction(for: .editingChanged) { field in
      let text = field.text
      DispatchQueue.main.async { log.lines.append("hop \(text)") }
    }
    withTransaction(Transaction()) {
      field.type("ab")
      #expect(log.lines.isEmpty)  // one batch: no turn in the middle of it
    }
    field.type("")  // the next typing turns the loop first
    #expect(log.lines == ["hop a", "hop ab"])
  }

  @Test func aBlockQueuedOutsideAnEventIsDispatchsOwn() {
    let field = HeadlessTextField()
    field.tap()
    let log = Log()
    DispatchQueue.main.async { log.lines.append("ran") }
    field.type("a")
    #expect(log.lines.isEmpty)  // Dispatch runs it once this test returns to the main queue
  }

  @Test func mainQueueWorkQueuedOffTheMainActorIsDispatchsOwn() async {
    let ranOnMainQueue = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
      DispatchQueue.global().async {
        DispatchQueue.main.async { done.resume(returning: MainQueue.isCurrent) }
      }
    }
    #expect(ranOnMainQueue)
  }

  @Test func aBlockAnEventQueuedRunsWithoutTypingToo() async {
    let log = Log()
    withTransaction(Transaction()) {
      DispatchQueue.main.async { log.lines.append("ran") }
    }
    #expect(log.lines.isEmpty)  // never inside the call
    // Dispatch's own turn of the main queue runs it: a block queued after it runs after it.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async(group: nil, qos: .unspecified, flags: []) { done.resume() }
    }
    #expect(log.lines == ["ran"])
  }
}
