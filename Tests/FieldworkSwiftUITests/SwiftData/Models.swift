#if canImport(UIKit)
  import SwiftData
  import SwiftUI
#else
  import FieldworkUIKit
#endif

// Models written as SwiftData's documentation writes them.

@Model final class Trip {
  var name: String
  var destination: String
  var startDate: Date
  var isFavorite = false
  @Relationship(deleteRule: .cascade, inverse: \Accommodation.trip)
  var accommodations: [Accommodation] = []
  var livingCity: City?
  @Transient var isExpanded = false

  init(name: String, destination: String, startDate: Date = Date(timeIntervalSince1970: 0)) {
    self.name = name
    self.destination = destination
    self.startDate = startDate
  }
}

@Model final class Accommodation {
  var name: String
  var trip: Trip?

  init(name: String, trip: Trip? = nil) {
    self.name = name
    self.trip = trip
  }
}

@Model final class City {
  @Attribute(.unique) var name: String
  var population: Int
  @Attribute(.externalStorage) var photo: [UInt8]?

  init(name: String, population: Int) {
    self.name = name
    self.population = population
  }
}

@Model final class Budget {
  var amount: Double
  @Relationship(deleteRule: .deny) var expenses: [Expense] = []
  init(amount: Double) { self.amount = amount }
}

@Model final class Expense {
  var label: String
  let createdIndex: Int
  init(label: String, createdIndex: Int) {
    self.label = label
    self.createdIndex = createdIndex
  }
}

@Model final class Booking {
  #Unique<Booking>([\.guest, \.night], [\.code])
  var guest: String
  var night: Int
  var code: String
  var note = ""

  init(guest: String, night: Int, code: String, note: String = "") {
    self.guest = guest
    self.night = night
    self.code = code
    self.note = note
  }
}
