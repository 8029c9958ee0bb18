// The search-as-you-type screen every tutorial writes: a view model whose query is
// debounced, de-duplicated and filtered, feeding a list. Written for iOS; only the import
// block differs.
#if canImport(UIKit)
  import Combine
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

final class ContactSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String]
  @Published private(set) var searches = 0
  private var cancellables = Set<AnyCancellable>()

  init(names: [String], scheduler: AnySchedulerOf<DispatchQueue> = .main) {
    results = names
    $query
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .removeDuplicates()
      .map { query in
        query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) }
      }
      .sink { [weak self] results in
        self?.searches += 1
        self?.results = results
      }
      .store(in: &cancellables)
  }
}

struct ContactSearchScreen: View {
  @StateObject private var model: ContactSearchModel

  init(names: [String], scheduler: AnySchedulerOf<DispatchQueue> = .main) {
    _model = StateObject(wrappedValue: ContactSearchModel(names: names, scheduler: scheduler))
  }

  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { name in
        Text(name)
      }
      .searchable(text: $model.query, prompt: "Search contacts")
      .navigationTitle("Contacts")
      .overlay {
        if model.results.isEmpty {
          Text("No results for \u{201C}\(model.query)\u{201D}")
        }
      }
    }
  }
}
