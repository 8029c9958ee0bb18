// Core Data's managed objects, container, context, fetch requests, `NSPredicate(format:)` and
// `@FetchRequest`, kept in memory or in a file, observed by Fieldwork's views. Imported by
// `FieldworkUIKit`, the one import.
@_exported import Foundation
