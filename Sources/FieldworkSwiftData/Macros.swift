import Observation

/// Makes a class a SwiftData model: its stored properties are persisted and observed, and
/// it conforms to ``PersistentModel`` and `Observable`.
///
/// ```swift
/// @Model final class Item {
///   var title: String
///   var isDone = false
///   init(title: String) { self.title = title }
/// }
/// ```
///
/// Every stored `var` is persisted unless it is ``Transient()``; a `let` is persisted and
/// never changes. As in SwiftData, the class must declare an initializer, and a persisted
/// property cannot have `willSet`/`didSet`. Attribute types must be `Codable`; a property
/// whose type is a model, an optional model or an array of models is a relationship.
@attached(
  member,
  names: named(_$observationRegistrar), named(_$persistentState), named(schemaMetadata),
  named(init))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "FieldworkMacros", type: "ModelMacro")

/// Added by ``Model()`` to each persisted property: accessors over a `_name` peer that
/// report reads and writes. Not for use in your code.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() =
  #externalMacro(module: "FieldworkMacros", type: "PersistedPropertyMacro")

/// Describes how a model's attribute is stored, as SwiftData's `@Attribute`.
///
/// `.unique` makes inserting a model whose value is already stored update the stored model
/// instead (an upsert); the other options are accepted and change nothing in a store kept
/// in memory or in a file.
///
/// - Parameters:
///   - options: The attribute's options.
///   - originalName: The attribute's name in an older schema.
///   - hashModifier: A value that changes the attribute's schema hash.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "FieldworkMacros", type: "AttributeMacro")

/// Describes a relationship between models, as SwiftData's `@Relationship`: what deleting
/// the model does to the models it refers to.
///
/// - Parameters:
///   - options: The relationship's options.
///   - deleteRule: What deleting this model does to the related ones (``Schema/Relationship/DeleteRule/nullify`` by default).
///   - minimumModelCount: The fewest related models allowed.
///   - maximumModelCount: The most related models allowed.
///   - originalName: The relationship's name in an older schema.
///   - inverse: The property of the related model that refers back.
///   - hashModifier: A value that changes the relationship's schema hash.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "FieldworkMacros", type: "RelationshipMacro")

/// Keeps a property of a model in memory only: never saved, never fetched. It needs an
/// initial value.
@attached(peer)
public macro Transient() = #externalMacro(module: "FieldworkMacros", type: "TransientMacro")

/// Makes the models of a class unique by the values of key paths taken together, as
/// SwiftData's `#Unique` (iOS 18): written inside a ``Model()`` class,
/// `#Unique<Trip>([\.name, \.startDate], [\.code])`. A model inserted with the same values
/// as a held one, on every key path of one constraint, updates the held one instead (an
/// upsert), as `@Attribute(.unique)` does for one property.
@freestanding(declaration, names: named(_$uniquenessConstraints))
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "FieldworkMacros", type: "UniqueMacro")
