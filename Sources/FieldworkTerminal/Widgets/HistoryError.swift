import Fieldwork

/// Why a history could not be loaded or saved.
public enum HistoryError: Error, Equatable, CustomStringConvertible {
  /// The file is over ``History/maximumFileSize``.
  case tooLarge(path: String, size: Int)
  /// A system call failed, or the path is not a regular file.
  case io(path: String, reason: String)

  init(_ failure: AtomicFile.Failure) {
    switch failure {
    case .tooLarge(let path, let size): self = .tooLarge(path: path, size: size)
    case .io(let path, let reason): self = .io(path: path, reason: reason)
    }
  }

  /// What went wrong, naming the file.
  public var description: String {
    switch self {
    case .tooLarge(let path, let size):
      "\(VisibleText.escaping(path)): \(size) bytes is over the history limit of \(History.maximumFileSize)"
    case .io(let path, let reason): "\(VisibleText.escaping(path)): \(reason)"
    }
  }
}
