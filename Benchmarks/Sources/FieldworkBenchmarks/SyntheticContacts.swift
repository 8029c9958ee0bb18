import FieldworkTesting

/// Deterministic synthetic contact names: mostly ASCII, about 12% with accents, CJK or emoji.
struct Contact: Sendable {
  var name: String
}

enum SyntheticContacts {
  static let givenASCII = [
    "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William",
    "Elizabeth", "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
    "Charles", "Karen", "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Betty", "Anthony",
    "Margaret", "Mark", "Sandra", "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily",
    "Andrew", "Donna", "Joshua", "Michelle", "Kenneth", "Carol", "Kevin", "Amanda", "Brian",
    "Melissa", "George", "Deborah", "Timothy", "Stephanie", "Ronald", "Rebecca", "Jason", "Laura",
    "Edward", "Sharon", "Jeffrey", "Cynthia", "Ryan", "Kathleen", "Jacob", "Amy", "Gary", "Anna",
    "Nicholas", "Shirley", "Eric", "Angela", "Jonathan", "Helen", "Stephen", "Maria", "Larry",
    "Olga", "Pierre", "Hans", "Yuki", "Ahmed", "Fatima", "Wei", "Ivan", "Sven", "Ingrid", "Raj",
  ]
  static let familyASCII = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor",
    "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez",
    "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright",
    "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall",
    "Rivera", "Campbell", "Mitchell", "Carter", "Roberts", "Schmidt", "Ivanov", "Rossi", "Kim",
    "Tanaka", "Silva", "Novak", "Kowalski", "Jensen", "Olsen", "Costa", "Dubois", "Fischer",
  ]
  static let givenAccented = [
    "José", "Zoë", "Renée", "Łukasz", "Søren", "Ángel", "François", "Jürgen", "Inès", "Çağla",
    "Dvořák", "Élodie", "Björn", "Núñez", "Chloé", "İlkay", "Ðorđe", "Åsa", "Émile", "Małgorzata",
  ]
  static let familyAccented = [
    "Müller", "Núñez", "García", "Ørsted", "Straße", "Gößmann", "Łukaszewicz", "Çelik", "Dvořák",
    "Pérez", "Jiménez", "Håkansson", "Šimić", "Nováková", "Kovač", "Öztürk", "Mäkinen",
  ]
  static let cjk = ["王伟", "李娜", "张敏", "刘洋", "陈静", "田中太郎", "佐藤花子", "김민준", "이서연", "박지훈"]
  static let emoji = ["🌸", "⚽️", "👍🏽", "🇯🇵", "👨‍👩‍👧"]

  /// `count` names from seed 42: the same names on every run.
  static func make(count: Int) -> [Contact] {
    var generator = SeededGenerator(seed: 42)
    var contacts: [Contact] = []
    contacts.reserveCapacity(count)
    for _ in 0..<count {
      let roll = Int.random(in: 0..<100, using: &generator)
      let name: String
      switch roll {
      case 0..<7:
        name =
          "\(givenAccented.randomElement(using: &generator)!) \(familyAccented.randomElement(using: &generator)!)"
      case 7..<10:
        name = cjk.randomElement(using: &generator)!
      case 10..<12:
        name =
          "\(givenASCII.randomElement(using: &generator)!) \(emoji.randomElement(using: &generator)!)"
      default:
        name =
          "\(givenASCII.randomElement(using: &generator)!) \(familyASCII.randomElement(using: &generator)!)"
      }
      contacts.append(Contact(name: name))
    }
    return contacts
  }
}
