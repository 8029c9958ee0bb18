/// What a fetch request returns: managed objects, as Core Data's `NSFetchRequestResult`.
///
/// `NSFetchRequest<NSFetchRequestResult>` (the type of `Item.fetchRequest()` in Xcode's
/// generated code) fetches managed objects of the request's entity.
public protocol NSFetchRequestResult: AnyObject {}
