/// A node of a hosted tree, as inspection sees it. Only inspection makes these.
public struct ViewNodeReference {
  let node: ViewNode
}
