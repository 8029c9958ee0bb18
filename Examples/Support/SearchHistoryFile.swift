import FieldworkTerminal
import Foundation

/// The searches an example remembers between runs: a ``History`` and the file it is kept in.
///
/// The file is `$XDG_STATE_HOME/fieldwork/PROGRAM-searches` (or
/// `~/.local/state/fieldwork/PROGRAM-searches`) unless the program is given another, one
/// search per line, readable by its owner only, in folders made readable by their owner only
/// when missing. A file that does not load (too large, not a file) is reported and never
/// overwritten: the searches of that run are kept in memory only. A save that fails is for
/// the screen to show (``lastFailure``): a program drawing the terminal never writes to
/// standard error over it.
@MainActor public final class SearchHistoryFile {
  /// The searches, for a search bar's field widget (``TextFieldWidget/history``).
  public let history: History
  /// Where they are saved, or `nil` when they are not.
  public let path: String?
  private let report: (String) -> Void

  /// Loads the searches at `path` (the default file when `nil`); reports a failure or skipped
  /// lines through `report`.
  public init(program: String, path: String?, report: @escaping (String) -> Void) {
    self.report = report
    let path = path ?? Self.defaultPath(program: program)
    do {
      let history = try History(contentsOf: path, limit: 500)
      if history.skippedLines > 0 {
        report(
          "\(program): skipped \(history.skippedLines) unreadable lines of \(VisibleText.escaping(path))"
        )
      }
      self.history = history
      self.path = path
    } catch {
      report("\(program): searches not remembered this time: \(error)")
      history = History(limit: 500)
      self.path = nil
    }
  }

  /// Searches kept in memory only, for demos and tests.
  public init() {
    history = History(limit: 500)
    path = nil
    report = { _ in }
  }

  /// The default file for `program`.
  public nonisolated static func defaultPath(program: String) -> String {
    BaseDirectory.fieldwork("XDG_STATE_HOME", fallback: ".local/state") + "/\(program)-searches"
  }

  /// Why the last save failed, for the screen's status line (never written over the
  /// screen), or `nil` when it worked.
  public private(set) var lastFailure: String?

  /// Records `query` as the newest search and saves the file (making its folders, 0700,
  /// when they are missing); a failure is kept in ``lastFailure``.
  public func record(_ query: String) {
    history.add(query)
    guard let path else { return }
    do {
      try history.save(to: path)
      lastFailure = nil
    } catch {
      lastFailure = "searches not saved: \(error)"
    }
  }
}
