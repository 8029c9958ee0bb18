import Fieldwork

/// Runs `body` on the main actor, for an inspection call made from code that is not
/// isolated to it: an XCTest method (which runs on the main thread, though the compiler
/// cannot know) or a `@MainActor` test. Anywhere else it throws, never racing.
///
/// This is the one isolation rule of inspection: every public inspection call goes through
/// it, so a plain `func testSearch() throws` can call `inspect()`, `find`, `tap()` and
/// `setInput(_:)` without an annotation.
package func onMainActor<T>(_ body: @MainActor () throws -> T) throws -> T {
  guard MainQueue.isCurrent else { throw InspectionError.offMainThread }
  return try withoutActuallyEscaping(body) { body in
    let carried = Unchecked(body)
    return try MainActor.assumeIsolated { Unchecked(try carried.value()) }.value
  }
}
