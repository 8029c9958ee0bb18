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

/// Runs `/bin/sh -c command sh argument` with `environment` on this process's terminal and waits for it, as
/// `system(3)` does: SIGINT and SIGQUIT are ignored here while it runs and have their default
/// actions in the child, so Ctrl-C reaches the child alone.
///
/// - Returns: The child's wait status, or `nil` when it could not be started.
func runShellCommand(
  _ command: String, argument: String, environment: [String: String]
) -> Int32? {
  #if canImport(Darwin)
    // xnu <spawn.h>: typedef void *posix_spawnattr_t (an opaque pointer, imported optional).
    var attributes: posix_spawnattr_t? = nil
  #else
    // glibc and musl <spawn.h>: typedef struct { … } posix_spawnattr_t.
    var attributes = posix_spawnattr_t()
  #endif
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var defaults = sigset_t()
  sigemptyset(&defaults)
  sigaddset(&defaults, SIGINT)
  sigaddset(&defaults, SIGQUIT)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

  var ignore = sigaction()
  ignore.handler = unsafeBitCast(1, to: SignalHandler.self)  // SIG_IGN (see ignoresSignal)
  sigemptyset(&ignore.sa_mask)
  var savedInterrupt = sigaction()
  var savedQuit = sigaction()
  sigaction(SIGINT, &ignore, &savedInterrupt)
  sigaction(SIGQUIT, &ignore, &savedQuit)
  defer {
    sigaction(SIGINT, &savedInterrupt, nil)
    sigaction(SIGQUIT, &savedQuit, nil)
  }
  let words: [String] = ["sh", "-c", command, "sh", argument]
  let argv = words.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var child: pid_t = 0
  guard posix_spawn(&child, "/bin/sh", nil, &attributes, argv, envp) == 0 else { return nil }
  var status: Int32 = 0
  while waitpid(child, &status, 0) == -1 {
    guard errno == EINTR else { return nil }
  }
  return status
}
