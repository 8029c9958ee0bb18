/// A hosting controller, whatever view it hosts: what an app host inspects.
@MainActor
protocol HostingControllerInspecting: AnyObject {
  func inspect() throws -> InspectableView<ViewType.ClassifiedView>
}
