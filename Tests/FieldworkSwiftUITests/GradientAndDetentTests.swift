import Testing

#if canImport(UIKit)
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// `LinearGradient`, `Gradient` and `UnitPoint`, and a sheet's `.presentationDetents(_:)`, as
/// SwiftUI documents them: a gradient's evenly spaced stops and its points, a gradient as a
/// view and as a background style, and the detents a sheet's content asks for.
@MainActor @Suite struct GradientAndDetentTests {
  @Test func colorsAreSpacedEvenlyAndPointsAreTheUnitSquares() {
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(gradient.stops.map(\.color) == [.red, .green, .blue])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0) && UnitPoint.bottomTrailing.x == 1)
    let style = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
    #expect(style.description == "linear gradient red → blue from (0.5, 0) to (0.5, 1)")
  }

  @Test func aGradientIsAViewAndABackground() throws {
    let stops = [Gradient.Stop(color: .white, location: 0), .init(color: .black, location: 0.8)]
    let view = VStack {
      LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)
      Text("Over a gradient")
        .background(
          LinearGradient(
            gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading,
            endPoint: .bottomTrailing))
    }
    let gradient = try view.inspect().find(ViewType.LinearGradient.self)
    #expect(try gradient.gradient().stops == stops)
    #expect(try gradient.startPoint() == .leading && gradient.endPoint() == .trailing)
    let text = try view.inspect().find(text: "Over a gradient")
    #expect(
      try text.attribute("background", as: String.self)
        == "linear gradient blue → purple from (0, 0) to (1, 1)")
  }

  struct Composer: View {
    @State var isShowing = false
    var body: some View {
      Button("Compose") { isShowing = true }
        .sheet(isPresented: $isShowing) {
          Text("Draft").presentationDetents([.medium, .fraction(0.3)])
            .presentationDragIndicator(.visible)
            .presentationBackground(.regularMaterial)
        }
    }
  }

  @Test func aSheetsContentKeepsTheDetentsItAsksFor() throws {
    let host = ViewHost { Composer() }
    try host.inspect().find(button: "Compose").tap()
    let draft = try host.inspect().find(ViewType.Button.self).sheet().find(text: "Draft")
    #expect(try draft.presentationDetents() == [.medium, .fraction(0.3)])
    #expect(try draft.presentationDragIndicator() == .visible)
    #expect(
      try draft.attribute("presentationBackground", as: String.self)
        == Material.regularMaterial.description)
    #expect(PresentationDetent.height(200).description == "height(200)")
    #expect(throws: InspectionError.self) {
      try host.inspect().find(button: "Compose").presentationDetents()
    }
  }

  @Test func theTintStyleAndAnInvertedViewAreRecorded() throws {
    let done = true
    let view = VStack {
      Text("Done").foregroundStyle(done ? AnyShapeStyle(.gray) : AnyShapeStyle(.tint))
      Image(systemName: "star").colorInvert()
    }
    #expect(TintShapeStyle().description == "tint")
    #expect(AnyShapeStyle(.tint).description == "tint")
    #expect(try view.inspect().find(ViewType.Image.self).attribute("colorInvert", as: Bool.self))
  }
}
