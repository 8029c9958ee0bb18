/// Deterministic generated contacts shaped like an address book, for trying the search at
/// scale (`--synthetic`) and for the benchmarks.
///
/// The shares, per contact, the same on every run:
/// - names: 70% Latin without accents, 15% with accents, 6% Chinese, Japanese or Korean,
///   4% Cyrillic, 2% Greek, 3% with an emoji after the name; one in twenty repeats an
///   earlier contact's name (people share names, and address books keep duplicates);
/// - an organisation for three in four contacts, from 320 distinct ones, a few large and many
///   small (a Zipf-like spread, as companies are);
/// - one to three e-mail addresses and none to two phone numbers.
public enum SyntheticContacts {
  private static let givenPlain = [
    "Ada", "Grace", "Anna", "Maria", "Mohammed", "Priya", "Wei", "Yuki", "Kwame", "Olga",
    "Thanh", "Fatima", "Sven", "James", "Mary", "John", "Linda", "David", "Sarah", "Daniel",
    "Laura", "Ryan", "Emily", "Kevin", "Amanda", "Brian", "Helen", "Pierre", "Hans", "Ivan",
  ]
  private static let familyPlain = [
    "Hopper", "Lovelace", "Kowalski", "Kim", "Okafor", "Khan", "Chen", "Rossi", "Silva",
    "Smith", "Johnson", "Brown", "Martin", "Garcia", "Miller", "Davis", "Wilson", "Taylor",
    "Lee", "White", "Harris", "Clark", "Lewis", "Walker", "Young", "King", "Wright", "Scott",
    "Nakamura", "Tanaka",
  ]
  private static let givenAccented = [
    "José", "Zoë", "Björn", "Søren", "Łukasz", "Chloé", "Inés", "Renée", "François", "Jürgen",
    "Élodie", "Åsa", "Çağla", "İlkay",
  ]
  private static let familyAccented = [
    "Müller", "Straße", "Saldaña", "Dvořák", "García", "Øberg", "Öztürk", "Nguyễn", "Núñez",
    "Håkansson", "Šimić", "Mäkinen", "Gößmann",
  ]
  private static let eastAsian = [
    "王伟", "李娜", "张敏", "刘洋", "陈静", "田中太郎", "佐藤花子", "山田美咲", "김민준", "이서연", "박지훈",
  ]
  private static let cyrillic = [
    "Дмитрий Иванов", "Ольга Петрова", "Сергей Смирнов", "Анна Кузнецова", "Иван Попов",
  ]
  private static let greek = ["Ελένη Παπαδοπούλου", "Γιώργος Νικολάου", "Μαρία Γεωργίου"]
  private static let emoji = ["🌸", "⚽️", "👍🏽", "🇯🇵", "👨‍👩‍👧"]
  private static let organizationStems = [
    "Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Tyrell", "Cyberdyne", "Hooli",
    "Vandelay", "Müller", "Nordlicht", "Sakura", "Оптима", "Kappa", "Soylent",
  ]
  private static let organizationKinds = [
    "Industries", "GmbH", "Labs", "Systems", "Group", "& Söhne", "Holdings", "Consulting",
    "Studio", "Foods", "Logistics", "Bank", "Clinic", "University", "Partners", "Energy",
    "Media", "Robotics", "Records", "株式会社",
  ]

  /// The organisations contacts belong to: every stem with every kind.
  public static let organizations: [String] = organizationStems.flatMap { stem in
    organizationKinds.map { "\(stem) \($0)" }
  }

  /// `count` contacts, the same on every run.
  public static func make(_ count: Int) -> [VCardContact] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
    func pick(_ list: [String]) -> String { list[next(list.count)] }
    var contacts: [VCardContact] = []
    contacts.reserveCapacity(count)
    for number in 0..<count {
      let name: String
      if number >= 20, next(20) == 0 {
        name = contacts[next(number)].name  // a name someone else has too
      } else {
        switch next(100) {
        case 0..<70: name = pick(givenPlain) + " " + pick(familyPlain)
        case 70..<85:
          name =
            (next(2) == 0 ? pick(givenAccented) : pick(givenPlain)) + " " + pick(familyAccented)
        case 85..<91: name = pick(eastAsian)
        case 91..<95: name = pick(cyrillic)
        case 95..<97: name = pick(greek)
        default: name = pick(givenPlain) + " " + pick(familyPlain) + " " + pick(emoji)
        }
      }
      // Zipf-like: the square of a uniform pick favours the first organisations.
      let rank = next(organizations.count)
      let organization =
        next(4) == 0 ? "" : organizations[rank * rank / organizations.count]
      let domain = organization.isEmpty ? "example.org" : "org\(rank).example.com"
      let emails = (0...next(3)).map { "user\(number)\($0 == 0 ? "" : ".\($0)")@\(domain)" }
      let phones = (0..<next(3)).map { _ in "+1 555 \(1_000_000 + next(9_000_000))" }
      contacts.append(
        VCardContact(name: name, emails: emails, phones: phones, organization: organization))
    }
    return contacts
  }
}
