/// The models a container stores and their properties, as SwiftData's `Schema`.
///
/// A container's schema holds the model types it was made with and every model type they
/// refer to through relationships.
public struct Schema: Sendable {
  // Sound to share: a metatype is an immutable value, and a model's conformance (written by
  // @Model as a plain extension) is not isolated to an actor, so its static members can be
  // used from any thread. Swift 6.0 has no `SendableMetatype` to say so.
  /// The model types, in the order they were named, then the ones found through
  /// relationships.
  nonisolated(unsafe) public let types: [any PersistentModel.Type]

  /// A schema of `types` and every model type they refer to.
  public init(_ types: [any PersistentModel.Type]) {
    var found: [any PersistentModel.Type] = []
    var seen: Set<ObjectIdentifier> = []
    var queue = types
    while !queue.isEmpty {
      let type = queue.removeFirst()
      guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
      found.append(type)
      for property in type.schemaMetadata {
        if let related = property.access.relatedType { queue.append(related) }
      }
    }
    self.types = found
  }

  /// A schema of `types` and every model type they refer to.
  public init(_ types: any PersistentModel.Type...) { self.init(types) }

  /// The name a store uses for `type`: its name, without its module.
  public static func entityName(for type: any PersistentModel.Type) -> String {
    String(describing: type)
  }

  /// The type stored under `entityName`, if the schema has it.
  func type(named entityName: String) -> (any PersistentModel.Type)? {
    types.first { Schema.entityName(for: $0) == entityName }
  }

  /// Whether the schema has `type`.
  func contains(_ type: any PersistentModel.Type) -> Bool {
    types.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
  }
}

extension Schema {
  /// How an attribute is stored, written with ``Attribute(_:originalName:hashModifier:)``.
  public struct Attribute: Sendable {
    /// The attribute's options.
    public let options: [Option]
    /// Its name in an older schema.
    public let originalName: String?

    /// An attribute with `options`.
    public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
      self.options = options
      self.originalName = originalName
    }

    /// Whether the attribute is unique.
    var isUnique: Bool { options.contains(.unique) }

    /// An option of an attribute.
    public struct Option: Hashable, Sendable {
      let name: String
      /// A value no two models of the type share: inserting a model with a stored value
      /// updates the stored model instead.
      public static let unique = Option(name: "unique")
      /// Kept beside the store rather than in it (accepted; a Fieldwork store keeps it in the
      /// file).
      public static let externalStorage = Option(name: "externalStorage")
      /// Indexed by Spotlight (accepted; nothing indexes it).
      public static let spotlight = Option(name: "spotlight")
      /// Encrypted in CloudKit (accepted; nothing syncs).
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// Kept in the history after deletion (accepted).
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// Tracked for changes but not persisted (accepted; persisted).
      public static let ephemeral = Option(name: "ephemeral")
    }
  }

  /// A relationship between models, written with
  /// ``Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)``.
  public struct Relationship {
    /// What deleting the model does to the related ones.
    public let deleteRule: DeleteRule
    /// The property of the related model that refers back, when named. Setting either
    /// side of the pair sets the other, in a context.
    public let inverse: AnyKeyPath?

    /// A relationship with `deleteRule`.
    public init(
      _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0,
      maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
      hashModifier: String? = nil
    ) {
      self.deleteRule = deleteRule
      self.inverse = inverse
    }

    /// What deleting a model does to the models it refers to.
    public enum DeleteRule: Hashable, Sendable {
      /// The related models lose their reference to it (the default).
      case nullify
      /// The related models are deleted too.
      case cascade
      /// Saving fails while related models remain.
      case deny
      /// Nothing: the related models keep a reference to a deleted model.
      case noAction
    }

    /// An option of a relationship.
    public struct Option: Hashable, Sendable {
      let name: String
      /// No two related models share a value (accepted).
      public static let unique = Option(name: "unique")
    }
  }
}
