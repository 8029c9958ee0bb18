/// Why a UIKit app could not be launched.
public enum UIApplicationHostError: Error, Equatable, CustomStringConvertible {
  /// The app made no window to show, or one with nothing in it.
  case noWindow(String)
  /// The scene delegate made is not of the class the configuration names.
  case wrongSceneDelegate(String)

  /// What went wrong, and what to write instead.
  public var description: String {
    switch self {
    case .noWindow(let reason), .wrongSceneDelegate(let reason): reason
    }
  }
}
