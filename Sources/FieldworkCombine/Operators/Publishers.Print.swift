internal import FieldworkSupport

extension Publishers {
  /// The publisher ``Publisher/print(_:to:)`` returns: the upstream, with every event it
  /// sees written as a line.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    /// The publisher printed.
    public let upstream: Upstream
    /// What starts each line (then ": "), or nothing when empty.
    public let prefix: String
    /// Where the lines go; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    /// `upstream`, each event written to `stream` after `prefix`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Attaches `subscriber`, writing Combine's lines: "receive subscription: (…)",
    /// "request unlimited", "receive value: (…)", "receive finished", "receive error: (…)",
    /// "receive cancel".
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let writer = PrintWriter(prefix: prefix, stream: stream)
      upstream.handleEvents(
        receiveSubscription: { writer.write("receive subscription: (\($0))") },
        receiveOutput: { writer.write("receive value: (\($0))") },
        receiveCompletion: { completion in
          switch completion {
          case .finished: writer.write("receive finished")
          case .failure(let error): writer.write("receive error: (\(error))")
          }
        },
        receiveCancel: { writer.write("receive cancel") },
        receiveRequest: { demand in
          let amount = demand == .unlimited ? "unlimited" : "max: (\(demand.max ?? 0))"
          writer.write("request \(amount)")
        }
      ).receive(subscriber: subscriber)
    }
  }
}

/// The lines a `print` operator writes, to its stream or standard output.
private final class PrintWriter {
  private let prefix: String
  private let stream: Locked<(any TextOutputStream)?>

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix
    self.stream = Locked(uncheckedValue: stream)
  }

  func write(_ event: String) {
    let line = prefix.isEmpty ? event : "\(prefix): \(event)"
    let printed = stream.withLock { stream -> Bool in
      guard var target = stream else { return false }
      target.write(line + "\n")
      stream = target
      return true
    }
    if !printed { Swift.print(line) }
  }
}

extension Publisher {
  /// Writes every event of this publisher as a line, after `prefix`, to `stream` (standard
  /// output by default), as Combine's `print(_:to:)`.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}
