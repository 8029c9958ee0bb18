/// How a ``SearchIndex`` matches query tokens against keys.
public enum SearchMode: Sendable, Hashable, CaseIterable {
  /// Every token occurs somewhere in one of the element's keys (the default).
  case contains
  /// Every token starts a word in one of the element's keys: "mu" finds "José Müller" but
  /// not "Samuel".
  case prefix
  /// Every token's characters occur in order in one key, not necessarily together; results are
  /// ranked, best first, in the spirit of fzf: matches at word starts, consecutive runs and
  /// shorter keys score higher.
  case fuzzy
}
