import Foundation

/// A span of a scheduler's time that can be written in seconds, as Combine's
/// `SchedulerTimeIntervalConvertible`: `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}
