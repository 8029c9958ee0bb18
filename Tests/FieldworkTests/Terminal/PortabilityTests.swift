import ExampleSupport
import FieldworkTesting
import Foundation
import Testing

@testable import FieldworkTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The helpers that hide how each C library spells a call, tested through the real calls.
@Suite struct PortabilityTests {
  @Test func aSignalActionsHandlerRoundTripsThroughTheKernel() {
    var saved = sigaction()
    #expect(sigaction(SIGUSR2, nil, &saved) == 0)
    defer { sigaction(SIGUSR2, &saved, nil) }

    var ignore = sigaction()
    ignore.handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    #expect(sigaction(SIGUSR2, &ignore, nil) == 0)
    var current = sigaction()
    #expect(sigaction(SIGUSR2, nil, &current) == 0)
    #expect(current.ignoresSignal)

    var handled = sigaction()
    handled.handler = { _ in }
    sigemptyset(&handled.sa_mask)
    #expect(sigaction(SIGUSR2, &handled, nil) == 0)
    #expect(sigaction(SIGUSR2, nil, &current) == 0)
    #expect(!current.ignoresSignal)
    #expect(current.handler != nil)

    var byDefault = sigaction()
    byDefault.handler = SIG_DFL
    #expect(sigaction(SIGUSR2, &byDefault, nil) == 0)
    #expect(sigaction(SIGUSR2, nil, &current) == 0)
    #expect(current.handler == nil)
    #expect(!current.ignoresSignal)
  }

  @Test(
    arguments: [
      ([], true),
      (Array("héllo 日本 👍🏽".utf8), true),
      ([0xC0, 0x80], false),  // an overlong NUL
      ([0xE0, 0x80, 0x80], false),  // an overlong three-byte form
      ([0xED, 0xA0, 0x80], false),  // a UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], false),  // past U+10FFFF
      ([0x61, 0xE2, 0x82], false),  // cut short
      ([0x80, 0x61], false),  // a stray continuation byte
      ([0xFF], false),
    ] as [([UInt8], Bool)])
  func utf8ValidationMatchesTheStandardLibrarysRules(bytes: [UInt8], isValid: Bool) {
    #expect(Unicode.UTF8.isWellFormed(bytes) == isValid)
  }

  @Test func utf8ValidationAgreesWithRepairingDecodingOnRandomBytes() {
    // Decoding repairs ill-formed input with U+FFFD, so the bytes survive a round trip
    // exactly when they were well formed: an oracle independent of the decoder under test.
    var generator = SeededGenerator(seed: 19)
    for _ in 0..<20_000 {
      let count = Int.random(in: 0...6, using: &generator)
      let bytes = (0..<count).map { _ -> UInt8 in
        // Biased towards the bytes that start and continue multi-byte sequences.
        Bool.random(using: &generator)
          ? UInt8.random(in: 0x80...0xF5, using: &generator)
          : UInt8.random(in: 0...255, using: &generator)
      }
      let roundTrips = Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
      #expect(Unicode.UTF8.isWellFormed(bytes) == roundTrips, "bytes: \(bytes)")
    }
  }
}
