import Testing

#if canImport(UIKit)
  import CoreData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

private struct ChoreList: View {
  @Environment(\.managedObjectContext) private var viewContext
  @FetchRequest(
    sortDescriptors: [NSSortDescriptor(keyPath: \Chore.title, ascending: true)],
    animation: .default)
  private var chores: FetchedResults<Chore>

  var body: some View {
    List {
      ForEach(chores) { chore in
        Text(chore.title)
      }
      .onDelete { offsets in
        offsets.map { chores[$0] }.forEach(viewContext.delete)
        try? viewContext.save()
      }
    }
  }
}

/// The "dynamic fetch" of Core Data tutorials: a request built in `init` from a value.
private struct FilteredChores: View {
  @FetchRequest private var chores: FetchedResults<Chore>

  init(containing text: String) {
    _chores = FetchRequest(
      entity: Chore.entity(),
      sortDescriptors: [NSSortDescriptor(key: "priority", ascending: false)],
      predicate: text.isEmpty ? nil : NSPredicate(format: "title CONTAINS[c] %@", text))
  }

  var body: some View {
    VStack {
      ForEach(chores) { Text($0.title) }
    }
  }
}

/// A search that changes the results' predicate, as iOS 15's `nsPredicate` does.
private struct SearchableChores: View {
  @FetchRequest(sortDescriptors: [NSSortDescriptor(key: "title", ascending: true)])
  private var chores: FetchedResults<Chore>
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .onChange(of: query) { _, text in
          chores.nsPredicate =
            text.isEmpty ? nil : NSPredicate(format: "title BEGINSWITH[c] %@", text)
        }
      ForEach(chores) { Text($0.title) }
    }
  }
}

/// A parent that draws its list again (a counter) with the same request each time.
private struct RedrawingParent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Redraw \(count)") { count += 1 }
      SearchableChores()
    }
  }
}

private struct ChoreRow: View {
  @ObservedObject var chore: Chore
  var body: some View { Text(chore.isDone ? "✓ \(chore.title)" : chore.title) }
}

/// `@FetchRequest`, `FetchedResults` and `\.managedObjectContext` as SwiftUI's documentation
/// describes them (developer.apple.com/documentation/swiftui/fetchrequest).
@MainActor @Suite struct FetchRequestTests {
  func texts(_ host: ViewHost<some View>) throws -> [String] {
    try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }
  }

  func seeded(_ titles: [(String, Int16)]) throws -> NSPersistentContainer {
    let container = inMemoryContainer()
    for (title, priority) in titles {
      let chore = Chore(context: container.viewContext)
      chore.title = title
      chore.priority = priority
    }
    try container.viewContext.save()
    return container
  }

  @Test func aFetchRequestShowsTheContextsObjectsAndFollowsChanges() throws {
    let container = try seeded([("Walk", 1), ("Cook", 2)])
    let context = container.viewContext
    let host = ViewHost { ChoreList().environment(\.managedObjectContext, context) }
    #expect(try texts(host) == ["Cook", "Walk"])
    let added = Chore(context: context)
    added.title = "Bake"
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Bake", "Cook", "Walk"])
    added.title = "Zip"
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Cook", "Walk", "Zip"])
    context.delete(added)
    UpdateScheduler.flush()
    #expect(try texts(host) == ["Cook", "Walk"])
  }

  @Test func swipingToDeleteDeletesAndSaves() throws {
    let container = try seeded([("Walk", 1), ("Cook", 2)])
    let host = ViewHost { ChoreList().environment(\.managedObjectContext, container.viewContext) }
    try host.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet(integer: 0))
    #expect(try texts(host) == ["Walk"])
    #expect(!container.viewContext.hasChanges)
    let request: NSFetchRequest<Chore> = Chore.fetchRequest()
    #expect(try container.newBackgroundContext().fetch(request).map(\.title) == ["Walk"])
  }

  @Test func aRequestBuiltInInitFiltersByTheViewsValue() throws {
    let container = try seeded([("Wash car", 1), ("Walk dog", 3), ("Cook", 2)])
    let context = container.viewContext
    let all = ViewHost {
      FilteredChores(containing: "").environment(\.managedObjectContext, context)
    }
    #expect(try texts(all) == ["Walk dog", "Cook", "Wash car"])
    let some = ViewHost {
      FilteredChores(containing: "W").environment(\.managedObjectContext, context)
    }
    #expect(try texts(some) == ["Walk dog", "Wash car"])
  }

  @Test func settingNsPredicateFetchesAgain() throws {
    let container = try seeded([("Walk", 1), ("Wash", 1), ("Cook", 1)])
    let host = ViewHost {
      SearchableChores().environment(\.managedObjectContext, container.viewContext)
    }
    // The field's label is the first text.
    #expect(try texts(host) == ["Search", "Cook", "Walk", "Wash"])
    try host.inspect().find(ViewType.TextField.self).setInput("wa")
    #expect(try texts(host) == ["Search", "Walk", "Wash"])
    try host.inspect().find(ViewType.TextField.self).setInput("")
    #expect(try texts(host) == ["Search", "Cook", "Walk", "Wash"])
  }

  @Test func aPredicateSetThroughTheResultsOutlivesARedrawWithAnEqualRequest() throws {
    let container = try seeded([("Walk", 1), ("Wash", 1), ("Cook", 1)])
    let host = ViewHost {
      RedrawingParent().environment(\.managedObjectContext, container.viewContext)
    }
    try host.inspect().find(ViewType.TextField.self).setInput("c")
    #expect(try texts(host) == ["Redraw 0", "Search", "Cook"])
    try host.inspect().find(ViewType.Button.self).tap()
    // The child was made again with an equal request: the search still holds.
    #expect(try texts(host) == ["Redraw 1", "Search", "Cook"])
  }

  @Test func withoutAContextTheResultsAreEmptyAndTheErrorSaysWhy() throws {
    let request = FetchRequest<Chore>(sortDescriptors: [NSSortDescriptor]())
    #expect(request.wrappedValue.isEmpty)
    #expect(request.fetchError as? CoreDataError == .noPersistentStore)
    let host = ViewHost { ChoreList() }
    #expect(try texts(host).isEmpty)
  }

  @Test func anObservedObjectRedrawsItsRow() async throws {
    let container = try seeded([("Walk", 1)])
    let request: NSFetchRequest<Chore> = Chore.fetchRequest()
    let chore = try #require(try container.viewContext.fetch(request).first)
    let host = ViewHost { ChoreRow(chore: chore) }
    #expect(try texts(host) == ["Walk"])
    chore.isDone = true
    await host.settle()
    #expect(try texts(host) == ["✓ Walk"])
  }

  @Test func sortDescriptorsOfFoundationOrderTheResults() throws {
    let container = try seeded([("b", 1), ("a", 2), ("c", 2)])
    let host = ViewHost {
      ChoresByPriority().environment(\.managedObjectContext, container.viewContext)
    }
    #expect(try texts(host) == ["a", "c", "b"])
  }
}

private struct ChoresByPriority: View {
  @FetchRequest(sortDescriptors: [
    SortDescriptor(\Chore.priority, order: .reverse), SortDescriptor(\Chore.title),
  ])
  private var chores: FetchedResults<Chore>

  var body: some View {
    VStack { ForEach(chores) { Text($0.title) } }
  }
}
