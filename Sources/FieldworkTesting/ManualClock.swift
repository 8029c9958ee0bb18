import Fieldwork

/// A clock that moves only when a test advances it: `TestClock` measuring in
/// `Duration`, under the name earlier releases gave it.
///
/// ```swift
/// let clock = ManualClock()
/// let host = RepresentableHost {
///   SearchBar(text: $query).debounce(for: .milliseconds(300), clock: clock).onQuery { seen.append($0) }
/// }
/// host.view.tap()
/// host.view.type("ada")
/// await clock.waitForSleepers()                 // the debounce is waiting
/// await clock.advance(by: .milliseconds(299))   // nothing yet
/// await clock.advance(by: .milliseconds(1))     // seen == ["ada"]
/// ```
public typealias ManualClock = TestClock<Duration>
