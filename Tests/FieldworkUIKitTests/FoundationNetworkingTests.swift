import Testing

#if canImport(UIKit)
  import UIKit
#else
  import FieldworkUIKit
#endif

/// A view model's networking types come with the one import: on Linux they live in
/// FoundationNetworking, which FieldworkUIKit re-exports. Nothing here reaches a network.
@Suite struct FoundationNetworkingTests {
  @Test func urlSessionTypesAreReachableFromTheOneImport() throws {
    var request = URLRequest(url: try #require(URL(string: "https://example.com/search?q=ada")))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let session = URLSession(configuration: .ephemeral)
    #expect(session.configuration.timeoutIntervalForRequest == 60)
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil)
    #expect(response?.statusCode == 404)
    session.invalidateAndCancel()
  }
}
