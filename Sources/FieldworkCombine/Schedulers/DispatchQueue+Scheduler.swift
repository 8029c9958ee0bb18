import Dispatch
internal import FieldworkSupport
import Foundation

extension DispatchQueue: Scheduler {
  /// A dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// The time `time`.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The span from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      return end >= start
        ? Stride(.nanoseconds(Int(clamping: end - start)))
        : Stride(.nanoseconds(-Int(clamping: start - end)))
    }

    /// The time `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let nanoseconds = dispatchTime.uptimeNanoseconds
      let moved =
        n.magnitude >= 0
        ? nanoseconds.addingReportingOverflow(UInt64(n.magnitude)).partialValue
        : nanoseconds - Swift.min(nanoseconds, UInt64(-n.magnitude))
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
    }

    /// Hashes the time.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Whether the two are the same time.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// Decodes a time written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    /// Encodes the time as its uptime in nanoseconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// A span of a dispatch queue's time, in nanoseconds, as Combine's
    /// `DispatchQueue.SchedulerTimeType.Stride`. A literal is in seconds: `0.3`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The span in nanoseconds.
      public var magnitude: Int

      /// The span as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The span `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s):
          magnitude = s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let ms):
          magnitude = ms.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let us):
          magnitude = us.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// `value` seconds.
      public init(floatLiteral value: Double) {
        magnitude = Int(value * 1_000_000_000)
      }

      /// `value` seconds.
      public init(integerLiteral value: Int) {
        self.init(.seconds(value))
      }

      /// `source` seconds, when it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(.seconds(seconds))
      }

      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

      /// Whether `lhs` is shorter.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(.nanoseconds(lhs.magnitude + rhs.magnitude))
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(.nanoseconds(lhs.magnitude - rhs.magnitude))
      }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(.nanoseconds(lhs.magnitude * rhs.magnitude))
      }
      /// The span `n` times.
      public static func * (lhs: Stride, rhs: Int) -> Stride {
        Stride(.nanoseconds(lhs.magnitude * rhs))
      }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options for running on a dispatch queue, as Combine's `DispatchQueue.SchedulerOptions`.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// A group the work joins.
    public var group: DispatchGroup?

    /// Options with the given values.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The time now.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// None.
  public var minimumTolerance: SchedulerTimeType.Stride {
    SchedulerTimeType.Stride(.nanoseconds(0))
  }

  /// Runs `action` on the queue, as soon as it can.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let action = Unchecked(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []
    ) { action.value() }
  }

  /// Runs `action` on the queue at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let action = Unchecked(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []
    ) { action.value() }
  }

  /// Runs `action` on the queue at `date`, then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let action = Unchecked(action)
    timer.setEventHandler { action.value() }
    timer.schedule(
      deadline: date.dispatchTime, repeating: interval.timeInterval,
      leeway: tolerance.timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}
