/// Namespace for the subscriber types and the values subscribers exchange, as Combine's
/// `Subscribers`.
public enum Subscribers {}

extension Subscribers {
  /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`: a number, or
  /// `.unlimited`. Demand adds up; subtracting from `.unlimited` leaves it unlimited, and a
  /// number never goes below zero.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// The number of values, or `nil` for unlimited.
    let rawValue: UInt?

    private init(rawValue: UInt?) {
      self.rawValue = rawValue
    }

    /// As many values as the publisher produces.
    public static let unlimited = Demand(rawValue: nil)
    /// No values.
    public static let none = Demand(rawValue: 0)

    /// At most `value` values. A negative number traps, as in Combine.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Subscribers.Demand.max(_:) needs a count of zero or more")
      return Demand(rawValue: UInt(value))
    }

    /// The number of values asked for, or `nil` when unlimited.
    public var max: Int? { rawValue.map { Int(clamping: $0) } }

    /// `unlimited` or `max(n)`.
    public var description: String {
      rawValue.map { "max(\($0))" } ?? "unlimited"
    }

    /// A count past `Int.max`, which ``max`` could not return, is unlimited, as in Combine.
    private static func counting(_ value: UInt, overflow: Bool) -> Demand {
      overflow || value > UInt(Int.max) ? .unlimited : Demand(rawValue: value)
    }

    /// The sum; unlimited when either is, or when it passes `Int.max`.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.rawValue, let right = rhs.rawValue else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return counting(sum, overflow: overflow)
    }

    /// The sum with a count.
    public static func + (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
    }

    /// Adds `rhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    /// Adds `rhs`.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// The difference, never below zero; unlimited minus anything is unlimited, anything
    /// finite minus unlimited is none.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.rawValue else { return .unlimited }
      guard let right = rhs.rawValue else { return .none }
      return Demand(rawValue: left > right ? left - right : 0)
    }

    /// The difference with a count.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
    }

    /// Subtracts `rhs`.
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    /// Subtracts `rhs`.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// The product with a count; unlimited stays unlimited, and so is a product past
    /// `Int.max`.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "a demand can only be multiplied by zero or more")
      guard let left = lhs.rawValue else { return .unlimited }
      let (product, overflow) = left.multipliedReportingOverflow(by: UInt(rhs))
      return counting(product, overflow: overflow)
    }

    /// Multiplies by `rhs`.
    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    /// Whether `lhs` asks for fewer values; unlimited is the greatest.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.rawValue, rhs.rawValue) {
      case (nil, _): false
      case (_, nil): true
      case (let left?, let right?): left < right
      }
    }

    /// Whether the demand equals the count.
    public static func == (lhs: Demand, rhs: Int) -> Bool {
      rhs >= 0 && lhs == .max(rhs)
    }
    /// Whether the demand differs from the count.
    public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
    /// Whether the demand is below the count.
    public static func < (lhs: Demand, rhs: Int) -> Bool {
      rhs > 0 && lhs < .max(rhs)
    }
    /// Whether the demand is above the count.
    public static func > (lhs: Demand, rhs: Int) -> Bool {
      rhs < 0 || lhs > .max(rhs)
    }
    /// Whether the demand is at most the count.
    public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
    /// Whether the demand is at least the count.
    public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }
    /// Whether the count is below the demand.
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
    /// Whether the count is above the demand.
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
    /// Whether the count is at most the demand.
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
    /// Whether the count is at least the demand.
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    /// Whether the count equals the demand.
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
    /// Whether the count differs from the demand.
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }

    /// Decodes a demand written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let value = try container.decode(UInt.self)
      rawValue = value == UInt.max ? nil : value
    }

    /// Encodes the demand as a number (`UInt.max` for unlimited).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue ?? UInt.max)
    }
  }

  /// How a stream ended, as Combine's `Subscribers.Completion`.
  public enum Completion<Failure: Error> {
    /// It ended normally.
    case finished
    /// It failed with the error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
  /// The same completion with the error transformed.
  func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }

  /// The completion of a stream that cannot fail, as the completion of one that can.
  func eraseError() -> Subscribers.Completion<any Error> {
    mapError { $0 as any Error }
  }
}
