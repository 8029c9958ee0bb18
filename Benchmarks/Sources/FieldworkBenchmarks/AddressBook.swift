import ExampleSupport
import Fieldwork

/// The data the search groups run on: the examples' generated address book
/// (`Examples/Support/SyntheticContacts.swift`: organisations for three in four contacts, 320
/// distinct; 1–3 e-mails and 0–2 phones each; 70% plain Latin names, 15% accented, 6% CJK, 4%
/// Cyrillic, 2% Greek, 3% with an emoji; one name in twenty shared), listed in name order
/// and searched by the fields `contacts-search` searches.
enum AddressBook {
  /// The searched fields, in `contacts-search`'s order.
  static var keys: [KeyPath<VCardContact, String>] {
    [\.name, \.email, \.phone, \.organization]
  }

  /// `count` generated contacts in name order, the same on every run.
  static func contacts(_ count: Int) -> [VCardContact] {
    VCardContact.sortedByName(SyntheticContacts.make(count))
  }
}
