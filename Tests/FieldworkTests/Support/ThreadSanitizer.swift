import Foundation

/// Whether this test process runs under ThreadSanitizer (`swift test --sanitize=thread`).
///
/// Its runtime is there when `__tsan_init` is. Tests that start other processes or send this
/// process signals are disabled under it: its `clone` interceptor (glibc's `posix_spawn`
/// clones with `CLONE_VM`) and its signal handling crashed the test process at exit once they
/// ran, after every test had passed. The plain and address-sanitizer runs run them.
enum ThreadSanitizer {
  static let isRunning = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil
}
