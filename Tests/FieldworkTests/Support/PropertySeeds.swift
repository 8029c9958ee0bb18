import FieldworkTesting
import Foundation

/// Seeds for property tests: `FIELDWORK_SEED=<n>` replays one seed, `FIELDWORK_SEED=random`
/// draws a fresh one; otherwise the fixed defaults run, so CI is deterministic.
func propertySeeds(defaults: [UInt64]) -> [UInt64] {
  switch ProcessInfo.processInfo.environment["FIELDWORK_SEED"] {
  case let value? where value == "random": return [UInt64.random(in: 0...UInt64.max)]
  case let value?: return UInt64(value).map { [$0] } ?? defaults
  case nil: return defaults
  }
}

/// Pieces that stress text handling: combining marks, emoji with modifiers and joiners,
/// flags, CJK, RTL, surrogate pairs, and plain ASCII.
let trickyPieces: [String] = [
  "a", "b", "Z", " ", "é", "e\u{301}", "\u{301}", "👍", "👍🏽", "🏽", "🇯🇵", "🇫", "\u{200D}",
  "👨‍👩‍👧‍👦", "漢", "に", "한", "ש", "ع", "1", "-", "\n", "ß", "İ",
]

extension SeededGenerator {
  mutating func piece() -> String { trickyPieces.randomElement(using: &self)! }

  mutating func string(maxPieces: Int) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &self)).map { _ in piece() }.joined()
  }

  mutating func range(upTo length: Int) -> NSRange {
    switch Int.random(in: 0..<10, using: &self) {
    case 0: return NSRange(location: NSNotFound, length: 0)
    case 1: return NSRange(location: Int.random(in: -3...length + 3, using: &self), length: 99)
    case 2: return NSRange(location: -1, length: Int.random(in: -2...2, using: &self))
    default:
      let location = Int.random(in: 0...length, using: &self)
      return NSRange(
        location: location, length: Int.random(in: 0...(length - location), using: &self))
    }
  }
}

/// Steps per property-test sequence: `default` in CI, or `FIELDWORK_STEPS` for a long run
/// (`FIELDWORK_STEPS=1000000 swift test --filter Property`), which is never part of CI.
func propertySteps(_ default: Int) -> Int {
  ProcessInfo.processInfo.environment["FIELDWORK_STEPS"].flatMap { Int($0) }.map { max($0, 1) }
    ?? `default`
}
