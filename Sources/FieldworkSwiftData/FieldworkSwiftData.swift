// SwiftData's models, container, context and `@Query`, kept in memory or in a file,
// observed by Fieldwork's views. Imported by `FieldworkUIKit`, the one import.
@_exported import Foundation
@_exported import Observation
