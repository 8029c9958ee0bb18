/// A style a modifier applied (`.buttonStyle(.plain)`): the style itself, named by its name.
struct StyleAttribute: CustomStringConvertible {
  let style: Any
  let description: String
}
