import Dispatch
import Foundation

/// How many threads a search may use.
///
/// A search over a large index (more than 1 MB of folded text) splits its scan across every
/// core. Limit it for a block of code — to leave cores to other work, or to measure one core:
///
/// ```swift
/// let index = SearchIndex((0..<200_000).map { "item \($0)" }, by: \.self)
/// let hits = SearchConcurrency.withMaximumWorkers(1) { index.positions(matching: "7") }
/// ```
///
/// The limit is task-local: it holds for the calling task (and the code it calls) only.
public enum SearchConcurrency {
  @TaskLocal static var maximumWorkers: Int?

  /// Runs `body` with searches using at most `workers` threads (at least one; 1 keeps a
  /// search on the calling thread).
  public static func withMaximumWorkers<Result>(
    _ workers: Int, _ body: () throws -> Result
  ) rethrows -> Result {
    try $maximumWorkers.withValue(max(1, workers), operation: body)
  }
}
