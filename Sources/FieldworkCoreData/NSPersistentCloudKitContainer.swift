import Foundation

/// A container that would sync its store with CloudKit, as Core Data's
/// `NSPersistentCloudKitContainer`: here a plain ``NSPersistentContainer`` (nothing syncs).
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
