import Fieldwork
import Foundation

/// The objects a ``FetchRequest`` fetched, in its order, as SwiftUI's `FetchedResults`.
///
/// Setting ``nsPredicate`` or ``nsSortDescriptors`` changes the request the view fetches
/// with, and draws it again (`items.nsPredicate = NSPredicate(format: …)` in a search
/// field's `onChange`).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  private let objects: [Result]
  private let predicate: Binding<NSPredicate?>
  private let sortDescriptors: Binding<[NSSortDescriptor]>

  init(
    objects: [Result], predicate: Binding<NSPredicate?>,
    sortDescriptors: Binding<[NSSortDescriptor]>
  ) {
    self.objects = objects
    self.predicate = predicate
    self.sortDescriptors = sortDescriptors
  }

  /// The first index, 0.
  public var startIndex: Int { objects.startIndex }
  /// One past the last index.
  public var endIndex: Int { objects.endIndex }
  /// The object at `position`.
  public subscript(position: Int) -> Result { objects[position] }

  /// The predicate the request fetches with.
  public var nsPredicate: NSPredicate? {
    get { predicate.wrappedValue }
    nonmutating set { predicate.wrappedValue = newValue }
  }

  /// The order the request fetches in.
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { sortDescriptors.wrappedValue }
    nonmutating set { sortDescriptors.wrappedValue = newValue }
  }
}
