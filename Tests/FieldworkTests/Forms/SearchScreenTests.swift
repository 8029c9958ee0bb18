import Fieldwork
import Foundation
import Testing

@MainActor @Suite struct SearchScreenTests {
  @Test func aSubmittedSearchStaysCancellable() {
    let query = State(wrappedValue: "")
    let tokens = State(wrappedValue: [SearchToken]())
    var cancelled = 0
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue).tokens(tokens.projectedValue)
        .onCancel { cancelled += 1 }
    }
    let bar = host.view
    #expect(!bar.showsCancelButton)
    bar.tap()
    #expect(bar.showsCancelButton)
    bar.type("ada")
    tokens.wrappedValue = [SearchToken("Work")]
    bar.tapSearchButton()
    #expect(!bar.isFirstResponder)
    #expect(bar.showsCancelButton)
    bar.tapCancelButton()
    #expect(query.wrappedValue == "")
    #expect(tokens.wrappedValue.isEmpty)
    #expect(cancelled == 1)
    #expect(!bar.showsCancelButton)
  }

  @Test func endingAnEmptySearchHidesTheCancelButton() {
    let query = State(wrappedValue: "")
    let host = RepresentableHost { SearchBar(text: query.projectedValue) }
    host.view.tap()
    host.view.resignFirstResponder()
    #expect(!host.view.showsCancelButton)
  }

  @Test func whileEditingHidesTheButtonWhenTheKeyboardGoes() {
    let query = State(wrappedValue: "")
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue).cancelButtonVisibility(.whileEditing)
    }
    host.view.tap()
    host.view.type("ada")
    host.view.tapSearchButton()
    #expect(!host.view.showsCancelButton)
  }

  @Test func theScopeBarShowsOnlyWhileTheSearchIsActiveUnlessAskedToAlwaysShow() {
    let query = State(wrappedValue: "")
    let scope = State(wrappedValue: 0)
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue).searchScopes(
        scope.projectedValue, titles: ["All", "Open"])
    }
    #expect(!host.view.isScopeBarVisible)
    host.view.tap()
    #expect(host.view.isScopeBarVisible)
    host.view.type("x")
    host.view.tapSearchButton()
    #expect(host.view.isScopeBarVisible)
    host.view.tapCancelButton()
    #expect(!host.view.isScopeBarVisible)
    let always = RepresentableHost {
      SearchBar(text: query.projectedValue)
        .searchScopes(scope.projectedValue, titles: ["All", "Open"], activation: .always)
    }
    #expect(always.view.isScopeBarVisible)
  }
}
