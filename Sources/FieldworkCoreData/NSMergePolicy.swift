/// What a save does when another context saved the same objects since this one read them,
/// as Core Data's `NSMergePolicy`.
public final class NSMergePolicy: Sendable {
  /// The kinds of merge policy.
  public enum MergeType: UInt, Sendable {
    /// The save fails with ``CoreDataError/mergeConflict(entities:)`` (the default).
    case errorMergePolicyType = 0
    /// The store's values win for the conflicting objects; this context's changes to them
    /// are dropped.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// This context's values win.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// This context's objects replace the stored ones.
    case overwriteMergePolicyType = 3
    /// This context's changes to the conflicting objects are dropped.
    case rollbackMergePolicyType = 4
  }

  /// The policy's kind.
  public let mergeType: MergeType

  /// A policy of `type`.
  public init(merge type: MergeType) {
    mergeType = type
  }

  /// Fails the save on a conflict.
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  /// The store's values win.
  public static let mergeByPropertyStoreTrump = NSMergePolicy(
    merge: .mergeByPropertyStoreTrumpMergePolicyType)
  /// This context's values win.
  public static let mergeByPropertyObjectTrump = NSMergePolicy(
    merge: .mergeByPropertyObjectTrumpMergePolicyType)
  /// This context's objects replace the stored ones.
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  /// This context's conflicting changes are dropped.
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)

  /// Whether this context's values win a conflict.
  var contextWins: Bool {
    mergeType == .mergeByPropertyObjectTrumpMergePolicyType
      || mergeType == .overwriteMergePolicyType
  }

  /// Whether the store's values win a conflict.
  var storeWins: Bool {
    mergeType == .mergeByPropertyStoreTrumpMergePolicyType
      || mergeType == .rollbackMergePolicyType
  }
}

/// Fails a save on a conflict: Core Data's default.
public let NSErrorMergePolicy = NSMergePolicy.error
/// The store's values win a conflict.
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
/// The saving context's values win a conflict.
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// The saving context's objects replace the stored ones.
public let NSOverwriteMergePolicy = NSMergePolicy.overwrite
/// The saving context's conflicting changes are dropped.
public let NSRollbackMergePolicy = NSMergePolicy.rollback
