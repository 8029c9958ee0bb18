/// A preview a program declares, found at run time so a test can host it: the way to
/// smoke-test every screen of an app.
///
/// ```swift
/// @Test @MainActor func everyPreviewPassesTheAudit() throws {
///   for preview in Preview.all(inModule: "MyApp") {
///     let host = preview.host()
///     try host.performAccessibilityAudit()
///     #expect(!host.spokenScreen.isEmpty, "\(preview)")
///   }
/// }
/// ```
///
/// `#Preview` declares one; ``all`` lists them (Swift 6.3 and later, whose `@section`
/// places each preview's record where the program can read it). A `PreviewProvider` is
/// hosted by naming its type: `Preview(ContentView_Previews.self)`.
@MainActor
public struct Preview: CustomStringConvertible {
  /// The kind of target a `#Preview` of views declares, as SwiftUI's `Preview.ViewTraits`.
  public enum ViewTraits: Sendable {}

  /// The preview's name: the string given to `#Preview`, or `nil`.
  public let displayName: String?
  /// The layout and orientation traits it was declared with.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The module and file it is declared in, as `#fileID` says it (`MyApp/ContentView.swift`).
  public let fileID: String
  /// The line of its `#Preview` (0 for a `PreviewProvider`).
  public let line: Int
  private let makeBody: @MainActor () -> any View

  /// `"Name" (MyApp/ContentView.swift:42)`, or the file and line alone: readable from any
  /// thread, so a failure message can name the preview.
  public nonisolated let description: String

  /// The preview `#Preview` declared through `declaration`.
  init(declaration: any _PreviewDeclaration.Type) {
    displayName = declaration.displayName
    traits = declaration.traits
    fileID = declaration.fileID
    line = declaration.line
    makeBody = { declaration.makeBody() }
    description = Preview.describe(displayName, fileID: fileID, line: line)
  }

  /// The previews of a `PreviewProvider`.
  public init<Provider: PreviewProvider>(_ provider: Provider.Type) {
    displayName = ViewTypeName.of(Provider.self)
    traits = []
    fileID = ""
    line = 0
    makeBody = { Provider.previews }
    description = Preview.describe(displayName, fileID: fileID, line: line)
  }

  private static func describe(_ displayName: String?, fileID: String, line: Int) -> String {
    let place = line > 0 ? "\(fileID):\(line)" : fileID
    guard let displayName else { return place }
    return place.isEmpty ? "\"\(displayName)\"" : "\"\(displayName)\" (\(place))"
  }

  /// The module it is declared in: `fileID` up to its `/`.
  public var moduleName: String {
    String(fileID.prefix { $0 != "/" })
  }

  /// Builds the preview's view, as the canvas would.
  public func makeView() -> AnyView { AnyView(makeBody()) }

  /// The size its traits give the screen: a fixed layout's size, or an iPhone's 390 × 844
  /// points turned for a landscape orientation.
  public var screenSize: CGSize {
    var size = CGSize(width: 390, height: 844)
    for trait in traits {
      switch trait.value {
      case .fixedLayout(let width, let height): size = CGSize(width: width, height: height)
      case .orientation(.landscapeLeft), .orientation(.landscapeRight):
        size = CGSize(width: max(size.width, size.height), height: min(size.width, size.height))
      case .orientation(.portrait), .orientation(.portraitUpsideDown):
        size = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
      case .defaultLayout, .sizeThatFitsLayout: break
      }
    }
    return size
  }

  /// Hosts the preview's view on a screen of ``screenSize``, ready to inspect, drive and
  /// audit.
  ///
  /// - Parameter diagnosticHandler: Receives problems the host works around (a missing
  ///   environment object, an update cycle).
  public func host(
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void = UpdateDiagnostic.printToStandardError
  ) -> ViewHost<AnyView> {
    ViewHost(size: screenSize, diagnosticHandler: diagnosticHandler) { makeView() }
  }

  /// Every `#Preview` in the program, ordered by file and line.
  ///
  /// Found through the records `#Preview` leaves in the `swift5_tests` section (the section
  /// Swift Testing reads its tests from, under a kind of Fieldwork's own). Built with a
  /// compiler before Swift 6.3, a program has no such records and this is empty.
  public static var all: [Preview] {
    _PreviewRecords.declarations().map(Preview.init(declaration:))
      .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
  }

  /// The `#Preview`s declared in module `moduleName`, ordered by file and line.
  public static func all(inModule moduleName: String) -> [Preview] {
    all.filter { $0.moduleName == moduleName }
  }
}
