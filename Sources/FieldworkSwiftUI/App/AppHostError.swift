/// Why an app could not be hosted.
public enum AppHostError: Error, Equatable, CustomStringConvertible {
  /// The app declares no `WindowGroup` or `Window`: there is nothing to show.
  case noWindow(app: String, scenes: [String])

  /// What went wrong, and what to add.
  public var description: String {
    switch self {
    case .noWindow(let app, let scenes):
      let declared = scenes.isEmpty ? "no scene" : scenes.joined(separator: ", ")
      return
        "\(app) declares no WindowGroup or Window to show (its body declares \(declared)): "
        + "add `WindowGroup { ContentView() }` to its body"
    }
  }
}
