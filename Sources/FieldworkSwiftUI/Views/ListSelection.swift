/// What a selecting list binds.
enum ListSelection<Value: Hashable> {
  case single(Binding<Value?>)
  case multiple(Binding<Set<Value>>)
}
