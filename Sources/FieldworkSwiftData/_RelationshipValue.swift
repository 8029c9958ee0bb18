import Foundation

/// Optional and array values of models: what makes a property a relationship.
public protocol _RelationshipValue {
  /// The related model type.
  static var _modelType: any PersistentModel.Type { get }
  /// The related models in the value.
  var _models: [any PersistentModel] { get }
  /// Whether the value holds many models.
  static var _isToMany: Bool { get }
  /// A value holding `models`, or `nil` when it cannot hold them.
  static func _value(from models: [any PersistentModel]) -> Self?
}
