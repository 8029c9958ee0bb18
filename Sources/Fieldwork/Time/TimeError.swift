/// Why a host could not move its clock.
public enum TimeError: Error, Equatable, CustomStringConvertible {
  /// The duration was negative: a clock only moves forward, so nothing moved.
  case movedBackwards(by: Duration)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .movedBackwards(let duration):
      return "Fieldwork: a host's clock cannot move back in time (asked to advance by \(duration))"
    }
  }
}
