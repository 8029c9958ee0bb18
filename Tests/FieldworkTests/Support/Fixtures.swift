/// Nested values for binding projection tests.
struct Address: Equatable {
  var city: String
  var zip: String
}

/// A value with a nested value, for binding projection tests.
struct Person: Equatable {
  var name: String
  var address: Address
}
