import FieldworkUIKit
import Testing

/// UIKit-lifecycle apps launched headlessly (Screens/InboxUIKitApp.swift), their delegates
/// told in UIKit's order (Apple's "Managing your app's life cycle": launch, connect the
/// scene, enter the foreground, become active; resign active, enter the background).
@MainActor @Suite(.serialized) struct UIApplicationHostTests {
  init() { LifecycleLog.shared.events = [] }

  @Test func anAppWithScenesIsLaunchedInUIKitsOrderAndDriven() throws {
    let app = try UIApplicationHost(
      delegate: InboxAppDelegate(), sceneDelegate: { InboxSceneDelegate() })
    #expect(
      LifecycleLog.shared.events == [
        "didFinishLaunching", "configurationForConnecting", "willConnectTo",
        "sceneWillEnterForeground", "sceneDidBecomeActive",
      ])
    #expect(app.application.applicationState == .active)
    #expect(app.scene?.activationState == .foregroundActive)
    #expect(app.window.isKeyWindow)
    #expect(app.window.rootViewController is UINavigationController)
    #expect(try app.inspect().find(text: "2 unread").string() == "2 unread")
    try app.inspect().find(button: "Mark all read").tap()
    #expect(try app.inspect().find(text: "Inbox zero").string() == "Inbox zero")

    LifecycleLog.shared.events = []
    app.moveToBackground()
    #expect(app.application.applicationState == .background)
    app.moveToForeground()
    #expect(
      LifecycleLog.shared.events == [
        "sceneWillResignActive", "sceneDidEnterBackground", "sceneWillEnterForeground",
        "sceneDidBecomeActive",
      ])
    #expect(UIApplication.shared.connectedScenes.count == 1)
    #expect(UIApplication.shared.windows.count == 1)
  }

  @Test func anAppWithoutScenesShowsItsDelegatesWindow() throws {
    let app = try UIApplicationHost(delegate: LegacyAppDelegate())
    #expect(app.scene == nil)
    #expect(try app.inspect().find(text: "Legacy").string() == "Legacy")
    app.moveToBackground()
    #expect(
      LifecycleLog.shared.events == ["applicationDidBecomeActive", "applicationDidEnterBackground"])
  }

  @Test func aSceneDelegateThatMakesNoWindowIsAClearError() {
    #expect(throws: UIApplicationHostError.self) {
      try UIApplicationHost(
        delegate: PlainAppDelegate(), sceneDelegate: { ForgetfulSceneDelegate() })
    }
    do {
      _ = try UIApplicationHost(
        delegate: PlainAppDelegate(), sceneDelegate: { HiddenWindowSceneDelegate() })
      Issue.record("a window never made visible was shown")
    } catch {
      #expect(error.description.contains("never called makeKeyAndVisible()"))
    }
    do {
      _ = try UIApplicationHost(delegate: PlainAppDelegate())
      Issue.record("an app delegate with no window was launched")
    } catch {
      #expect(error.description.contains("set no window"))
    }
  }

  @Test func aSceneDelegateOfAnotherClassThanTheConfigurationNamesIsReported() {
    #expect(throws: UIApplicationHostError.self) {
      try UIApplicationHost(
        delegate: InboxAppDelegate(), sceneDelegate: { HiddenWindowSceneDelegate() })
    }
  }

  @Test func aHostingControllerLoadsItsViewOnceAndFollowsItsRootView() throws {
    let controller = UIHostingController(rootView: Text("One"))
    #expect(!controller.isViewLoaded)
    #expect(try controller.inspect().find(text: "One").string() == "One")
    #expect(controller.isViewLoaded)
    controller.rootView = Text("Two")
    #expect(try controller.inspect().find(text: "Two").string() == "Two")
  }

  @Test func aHostingControllerWithoutTheEnvironmentObjectItNeedsReportsIt() throws {
    let controller = UIHostingController(rootView: NotesScreen())
    _ = controller.view
    #expect(controller.diagnostics.map(\.kind) == [.missingEnvironmentObject("NoteStore")])
  }

  @Test func navigationPushesAndPresentsWhatAPersonSees() throws {
    let root = UIHostingController(rootView: Text("Root"))
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(root.isVisible)
    let detail = UIHostingController(rootView: Text("Detail"))
    navigation.pushViewController(detail, animated: true)
    #expect(!root.isVisible && detail.isVisible)
    #expect(window.visibleViewController === detail)
    #expect(detail.navigationController === navigation)
    let sheet = UIHostingController(rootView: Text("Sheet"))
    detail.present(sheet, animated: true)
    #expect(window.visibleViewController === sheet)
    sheet.dismiss(animated: true)
    #expect(window.visibleViewController === detail)
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(root.isVisible && !detail.isVisible)
    #expect(navigation.popViewController(animated: true) == nil)
  }

  @Test func aSwiftUIAppsDelegateAdaptorIsToldItLaunched() throws {
    let app = try AppHost(AdaptedApp.self)
    #expect(LifecycleLog.shared.events == ["didFinishLaunching"])
    #expect(UIApplication.shared.delegate is InboxAppDelegate)
    #expect(UIApplication.shared.applicationState == .active)
    app.moveToBackground()
    #expect(UIApplication.shared.applicationState == .background)
  }
}
