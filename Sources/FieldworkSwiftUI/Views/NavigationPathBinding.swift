/// How a stack reads and writes its path binding, whatever its type.
struct NavigationPathBinding {
  let get: () -> [AnyHashable]
  let append: (AnyHashable) -> Bool
  let removeLast: (Int) -> Void
}
