/// `.onTapGesture`: kept for inspection to call.
public struct _TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: () -> Void

  var attributes: [ViewAttribute] { [ViewAttribute("onTapGesture", TapAction(action: action))] }
}
