/// A command line read against a fixed set of flags: `--name value` options and `--name`
/// switches. An unknown flag, a missing value or a stray argument is an error.
public struct CommandLineOptions: Sendable {
  /// The values of the options given, by name without the dashes.
  public private(set) var values: [String: String] = [:]
  /// The switches given, by name without the dashes.
  public private(set) var switches: Set<String> = []

  /// Why a command line was refused.
  public struct Failure: Error, CustomStringConvertible {
    /// What was wrong, ready to print.
    public var description: String
    /// A failure described by `description`.
    public init(description: String) { self.description = description }
  }

  /// Reads `arguments` (without the program name), accepting the `options` that take a
  /// value and the `switches` that do not.
  public init(
    _ arguments: some Sequence<String>, options: Set<String>, switches: Set<String>
  ) throws(Failure) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw Failure(description: "unexpected argument '\(argument)'")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if options.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw Failure(description: "--\(name) needs a value")
        }
        values[name] = value
      } else if switches.contains(name), inlineValue == nil {
        self.switches.insert(name)
      } else {
        throw Failure(description: "unknown option '--\(name)'")
      }
    }
  }
}

extension CommandLineOptions {
  /// What a program does after reading its command line.
  public enum Outcome: Sendable {
    /// Go on with these options.
    case run(CommandLineOptions)
    /// Stop with this exit status (help was printed, or the command line was refused).
    case exit(Int32)
  }

  /// Reads the process's arguments for `program`, which accepts `options`, `switches` and
  /// `--help`: `--help` prints `usage` (exit status 0); a bad command line is reported through
  /// `report` with a hint to try `--help` (exit status 2).
  public static func read(
    program: String, usage: String, options: Set<String>, switches: Set<String>,
    report: (String) -> Void
  ) -> Outcome {
    let parsed: CommandLineOptions
    do {
      parsed = try CommandLineOptions(
        CommandLine.arguments.dropFirst(), options: options, switches: switches.union(["help"]))
    } catch {
      report("\(program): \(error)")
      report("Try '\(program) --help'.")
      return .exit(2)
    }
    if parsed.switches.contains("help") {
      print(usage, terminator: "")
      return .exit(0)
    }
    return .run(parsed)
  }
}
