/// A small, fast random number generator that replays exactly from its seed (SplitMix64), for
/// property tests whose failures must be reproducible.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let action = Int.random(in: 0..<10, using: &generator)   // the same on every run
/// ```
///
/// Print the seed when a property test fails, and the failure can be replayed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
