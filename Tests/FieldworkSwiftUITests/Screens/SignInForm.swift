// A sign-in form, written for iOS: sections of fields, a secure field, a toggle, and a
// button that stays disabled until the form is valid.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct SignInForm: View {
  @State private var email = ""
  @State private var password = ""
  @State private var remembersMe = true
  @State private var attempts = 0
  @State private var isSigningIn = false
  var onSignIn: (String, String) -> Void = { _, _ in }

  private var isValid: Bool {
    email.contains("@") && password.count >= 8
  }

  var body: some View {
    NavigationStack {
      Form {
        Section(header: Text("Account")) {
          TextField("Email", text: $email)
            .textContentType(.emailAddress)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
          SecureField("Password", text: $password)
            .textContentType(.password)
        }
        Section {
          Toggle("Remember me", isOn: $remembersMe)
        } footer: {
          Text("Passwords need at least 8 characters.")
        }
        Section {
          Button("Sign In") {
            attempts += 1
            onSignIn(email, password)
          }
          .disabled(!isValid)
        }
        .disabled(isSigningIn)
      }
      .navigationTitle("Sign In")
    }
  }
}

#if DEBUG
  struct SignInForm_Previews: PreviewProvider {
    static var previews: some View {
      SignInForm()
    }
  }
#endif
