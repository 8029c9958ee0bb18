/// The keyboard a field shows, as UIKit's `UIKeyboardType`: Fieldwork's `KeyboardType`,
/// whose cases are UIKit's.
public typealias UIKeyboardType = KeyboardType

/// The return key's title, as UIKit's `UIReturnKeyType`: Fieldwork's `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType

/// How typed text is capitalised, as UIKit's `UITextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// Whether typed text is autocorrected, as UIKit's `UITextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// The meaning of a field's content, as UIKit's `UITextContentType` (`.oneTimeCode`,
/// `.name`, `.password`, …).
public typealias UITextContentType = TextContentType
