import ExampleSupport
import Fieldwork
import Foundation

/// The scripted walkthrough (`--demo`): what a person typing into the search bar would see.
@MainActor func runDemo(_ screen: ContactsScreen) {
  let bar = screen.barWidget.bar
  func show(_ label: String) {
    let hits = screen.results.hits
    let shown = hits.prefix(5).map(\.name).joined(separator: ", ")
    let more = hits.count > 5 ? ", … (\(hits.count) in all)" : ""
    print("\(label) → \(hits.count) contacts: \(shown)\(more)")
  }
  _ = bar.resignFirstResponder()
  show("(empty)")
  bar.tap()
  for character in "jos" {
    bar.type(String(character))
    show("typed \(bar.text.debugDescription)")
  }
  bar.type(" mu")
  show("typed \(bar.text.debugDescription) (ü matches u)")
  for _ in 0..<3 { bar.deleteBackward() }
  show("backspaced to \(bar.text.debugDescription)")
  bar.searchTextField.selectAll()
  bar.type("strasse")
  show("typed \(bar.text.debugDescription) (ß matches ss)")
  bar.tapCancelButton()
  show("cancelled")
  screen.results.mode = .fuzzy
  bar.tap()
  bar.type("grchpr")
  show("fuzzy \(bar.text.debugDescription)")
  if let match = screen.results.index.matches(for: bar.text, mode: .fuzzy, limit: 1).first {
    let highlighted = match.ranges[0].map { String(match.element.name[$0]) }
    print("best fuzzy match: \(match.element.name), matched \(highlighted)")
  }
}
