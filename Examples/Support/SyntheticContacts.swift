/// Deterministic generated contacts, for trying the search at scale (`--synthetic`).
public enum SyntheticContacts {
  private static let given = [
    "Ada", "Grace", "José", "Zoë", "Anna", "Björn", "Søren", "Łukasz", "Chloé", "Maria",
    "Mohammed", "Priya", "Wei", "Yuki", "Ji-woo", "Kwame", "Olga", "Ελένη", "Дмитрий", "Inés",
    "美咲", "Thanh", "Fatima", "Sven",
  ]
  private static let family = [
    "Müller", "Straße", "Hopper", "Saldaña", "Lovelace", "Kowalski", "Dvořák", "García",
    "Øberg", "Öztürk", "Nakamura", "Kim", "Nguyễn", "Okafor", "Khan", "Chen", "Rossi", "Silva",
    "山田", "Иванова", "Smith", "Johnson", "Brown", "Martin",
  ]

  /// `count` contacts, the same on every run.
  public static func make(_ count: Int) -> [VCardContact] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var contacts: [VCardContact] = []
    contacts.reserveCapacity(count)
    for number in 0..<count {
      let first = given[next() % given.count]
      let last = family[next() % family.count]
      contacts.append(
        VCardContact(
          name: "\(first) \(last)", emails: ["user\(number)@example.org"],
          phones: ["+1 555 \(1_000_000 + next() % 9_000_000)"]))
    }
    return contacts
  }
}
