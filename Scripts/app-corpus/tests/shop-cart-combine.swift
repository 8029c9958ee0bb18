// The main flow of MattHeaney23/ShoppingCart-Combine (2023), walked headlessly: items added
// and removed from the shop's grid, the count on each card and the total (kept by a Combine
// pipeline, `$items.map { … }.assign(to: &$totalPrice)`) following. Run by
// Scripts/app-corpus-check.sh against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import shop_cart_combine

@MainActor @Suite struct ShopCartCombineWalk {
  func card(_ index: Int, in app: AppHost<ShoppingCartApp>) throws -> InspectableView<
    ViewType.View<ItemView>
  > {
    try app.window.inspect().findAll(ItemView.self)[index]
  }

  @Test func itemsAreAddedAndRemovedAndTheTotalFollows() throws {
    let app = try AppHost(ShoppingCartApp.self)
    #expect(try app.window.inspect().findAll(ItemView.self).count == 7)
    // Each card: minus, its count, plus.
    try card(0, in: app).findAll(ViewType.Button.self)[1].tap()
    try card(0, in: app).findAll(ViewType.Button.self)[1].tap()
    try card(1, in: app).findAll(ViewType.Button.self)[1].tap()
    #expect(try card(0, in: app).find(text: "2").string() == "2")
    let cart = try app.window.inspect().find(ShopView.self).actualView().cart
    #expect(
      cart.items.map(\.name) == ["Smart Contact Lens", "Smart Contact Lens", "Invisible Drone"])
    #expect(cart.totalPrice == 1599 * 2 + 1199)
    let total = "Total: \((1599.0 * 2 + 1199).displayableCurrency())"
    #expect(try app.window.inspect().find(text: total).string() == total)

    try card(0, in: app).findAll(ViewType.Button.self)[0].tap()
    #expect(cart.totalPrice == 1599 + 1199)
    #expect(try card(0, in: app).find(text: "1").string() == "1")
  }
}
