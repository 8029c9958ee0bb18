import Foundation

/// Where a container keeps its models, as SwiftData's `ModelConfiguration`.
public struct ModelConfiguration: Hashable, Sendable {
  /// The configuration's name.
  public let name: String
  /// Whether models are kept in memory only, gone when the container is.
  public let isStoredInMemoryOnly: Bool
  /// The store file, when models are kept on disk.
  public let url: URL

  /// A configuration keeping models in memory, or in a file at `url` (by default
  /// `default.store` in the program's folder of the user's application support folder:
  /// `~/.local/share/<program>/` on Linux).
  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
    allowsSave: Bool = true, url: URL? = nil
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.url = url ?? ModelConfiguration.defaultURL(name: self.name)
  }

  /// A configuration keeping models in the file at `url`.
  public init(url: URL) { self.init(nil, isStoredInMemoryOnly: false, url: url) }

  /// A configuration keeping models in memory, or in the default file.
  public init(isStoredInMemoryOnly: Bool) {
    self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  static func defaultURL(name: String) -> URL {
    let support =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? URL(fileURLWithPath: NSTemporaryDirectory())
    let program = ProcessInfo.processInfo.processName
    return support.appendingPathComponent(program).appendingPathComponent("\(name).store")
  }

  /// Whether two configurations keep models in the same place.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly
      && lhs.url == rhs.url
  }

  /// Hashes the place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isStoredInMemoryOnly)
    hasher.combine(url)
  }
}
