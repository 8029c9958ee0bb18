/// The rules a password must follow, as UIKit's `UITextInputPasswordRules`: a descriptor
/// such as `"required: lower; required: digit; minlength: 8;"`, kept for a test to read.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
  // `@unchecked Sendable` is sound: the only stored property is an immutable `String`.

  /// The rules, in the password rules language.
  public let passwordRulesDescriptor: String

  /// Rules described by `passwordRulesDescriptor`.
  public init(descriptor passwordRulesDescriptor: String) {
    self.passwordRulesDescriptor = passwordRulesDescriptor
    super.init()
  }

  /// The descriptor.
  public override var description: String { passwordRulesDescriptor }
}
