#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library calls whose spelling differs between glibc, musl and Darwin, each written
// from that platform's header. Everything else in this module uses only names the three
// share. `Scripts/portability-check.sh` fails on a platform-specific spelling used outside
// a file like this one.

/// A signal handler as `sigaction` stores it: `void (*)(int)`.
typealias SignalHandler = @convention(c) (Int32) -> Void

extension sigaction {
  /// The handler (`sa_handler`), which every C library keeps in a union under its own name.
  var handler: SignalHandler? {
    get {
      #if canImport(Glibc)
        // glibc <bits/sigaction.h>: union { __sighandler_t sa_handler; … } __sigaction_handler;
        // #define sa_handler __sigaction_handler.sa_handler
        __sigaction_handler.sa_handler
      #elseif canImport(Musl)
        // musl <signal.h>: union { void (*sa_handler)(int); … } __sa_handler;
        // #define sa_handler __sa_handler.sa_handler
        __sa_handler.sa_handler
      #elseif canImport(Darwin)
        // xnu bsd/sys/signal.h: union __sigaction_u { void (*__sa_handler)(int); … };
        // struct sigaction { union __sigaction_u __sigaction_u; … };
        // #define sa_handler __sigaction_u.__sa_handler
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler = newValue
      #elseif canImport(Musl)
        __sa_handler.sa_handler = newValue
      #elseif canImport(Darwin)
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }

  /// Whether the action ignores its signal (`SIG_IGN`).
  ///
  /// All three headers define `SIG_IGN` as the handler address 1 (`((__sighandler_t) 1)` in
  /// glibc's <bits/signum-generic.h>, `((void (*)(int))1)` in musl's <signal.h> and xnu's
  /// bsd/sys/signal.h), a cast that Swift does not import, so the address is compared.
  var ignoresSignal: Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }
}
