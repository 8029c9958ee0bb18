import Foundation

/// Options read from the environment: `FIELDWORK_BENCH_QUICK=1` shrinks every size so CI can
/// smoke-run the benchmarks in seconds. Figures from a quick run are not meaningful.
enum Bench {
  static let quick = ProcessInfo.processInfo.environment["FIELDWORK_BENCH_QUICK"] == "1"

  /// Prints one `key=value` figure.
  static func report(_ key: String, _ value: Double, digits: Int = 3) {
    print("\(key)=\(String(format: "%.\(digits)f", value))")
  }

  static func report(_ key: String, _ value: Int) {
    print("\(key)=\(value)")
  }

  /// Seconds taken by `body`.
  static func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The median of `runs` timings of `body`, in milliseconds.
  static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<max(runs, 1) { samples.append(seconds(body) * 1000) }
    samples.sort()
    return samples[samples.count / 2]
  }
}

/// Keeps the optimiser from deleting work whose result is unused.
@inline(never) func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
