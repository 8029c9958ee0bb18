// The main flow of nasirdev74/SweaterShop (2022), walked headlessly: sweaters added from the
// grid, the cart button's count following, the cart opened through the toolbar's link, and a
// sweater removed there. Run by Scripts/app-corpus-check.sh against the app's own sources;
// none of them is copied here.
import FieldworkUIKit
import Testing

@testable import shop_sweaters

@MainActor @Suite struct ShopSweatersWalk {
  @Test func sweatersAreAddedAndTheCartShowsAndRemovesThem() throws {
    let app = try AppHost(SweaterShopApp.self)
    let cards = try app.window.inspect().findAll(ProductCard.self)
    #expect(cards.count == productList.count)
    try app.window.inspect().findAll(ProductCard.self)[0].find(ViewType.Button.self).tap()
    try app.window.inspect().findAll(ProductCard.self)[2].find(ViewType.Button.self).tap()
    let button = try app.window.inspect().find(CartButton.self).actualView()
    #expect(button.numberOfProducts == 2)

    try app.window.inspect().find(ViewType.NavigationLink.self).activate()
    let cart = try app.window.inspect().find(CartView.self)
    #expect(
      try cart.findAll(ProductRow.self).map { try $0.actualView().product.name }
        == [productList[0].name, productList[2].name])
    let total = productList[0].price + productList[2].price
    #expect(try cart.find(text: "$\(total).00").string() == "$\(total).00")
  }
}
