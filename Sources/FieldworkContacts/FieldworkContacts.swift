// Contacts' store and types, backed by a vCard file. Imported by `FieldworkUIKit`, the one
// import.
@_exported import Foundation
