#if !canImport(SwiftUI)
  /// SwiftUI's module name, for code that spells a type with it (`SwiftUI.EmptyView()`, to
  /// tell it from a type of its own): on a platform without SwiftUI, these are Fieldwork's.
  public enum SwiftUI {
    /// `EmptyView`.
    public typealias EmptyView = FieldworkSwiftUI.EmptyView
    /// `Text`.
    public typealias Text = FieldworkSwiftUI.Text
    /// `Button`.
    public typealias Button = FieldworkSwiftUI.Button
    /// `Group`.
    public typealias Group = FieldworkSwiftUI.Group
    /// `AnyView`.
    public typealias AnyView = FieldworkSwiftUI.AnyView
    /// `VStack`.
    public typealias VStack = FieldworkSwiftUI.VStack
    /// `HStack`.
    public typealias HStack = FieldworkSwiftUI.HStack
    /// `ZStack`.
    public typealias ZStack = FieldworkSwiftUI.ZStack
    /// `List`.
    public typealias List = FieldworkSwiftUI.List
    /// `ForEach`.
    public typealias ForEach = FieldworkSwiftUI.ForEach
    /// `Label`.
    public typealias Label = FieldworkSwiftUI.Label
    /// `Image`.
    public typealias Image = FieldworkSwiftUI.Image
    /// `Color`.
    public typealias Color = FieldworkSwiftUI.Color
    /// `Edge`.
    public typealias Edge = FieldworkSwiftUI.Edge
    /// `View`.
    public typealias View = FieldworkSwiftUI.View
    /// `Binding`.
    public typealias Binding = FieldworkSwiftUI.Binding
    /// `State`.
    public typealias State = FieldworkSwiftUI.State
  }
#endif
