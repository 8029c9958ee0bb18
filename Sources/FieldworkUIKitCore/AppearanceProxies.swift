/// The appearance proxies made so far, one per class: what `appearance()` returns.
@MainActor
enum AppearanceProxies {
  private static var proxies: [ObjectIdentifier: UIView] = [:]

  /// The proxy of `type`, made by `make` on first use.
  static func proxy<View: UIView>(_ type: View.Type, _ make: () -> View) -> View {
    if let proxy = proxies[ObjectIdentifier(type)] as? View { return proxy }
    let proxy = make()
    proxies[ObjectIdentifier(type)] = proxy
    return proxy
  }
}
