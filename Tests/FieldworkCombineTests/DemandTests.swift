import FieldworkCombine
import Testing

/// `Subscribers.Demand`'s arithmetic, as Combine documents it: demand adds up, `.unlimited`
/// absorbs every addition and subtraction, and a subtraction never goes below zero.
@Suite struct DemandTests {
  @Test func demandsAddUp() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + 1 == .max(3))
    var demand = Subscribers.Demand.none
    demand += .max(4)
    demand += 1
    #expect(demand == .max(5))
  }

  @Test func unlimitedAbsorbsAdditionAndSubtraction() {
    #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
    #expect(Subscribers.Demand.unlimited - .max(1_000) == .unlimited)
    #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
    #expect(Subscribers.Demand.unlimited * 3 == .unlimited)
  }

  @Test func anAdditionThatOverflowsIsUnlimited() {
    #expect(Subscribers.Demand.max(Int.max) + .max(1) == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) * 2 == .unlimited)
  }

  @Test func subtractionStopsAtNone() {
    #expect(Subscribers.Demand.max(2) - .max(5) == .none)
    #expect(Subscribers.Demand.max(2) - 1 == .max(1))
    var demand = Subscribers.Demand.max(1)
    demand -= 3
    #expect(demand == .none)
  }

  @Test func demandsCompareWithUnlimitedAboveEveryCount() {
    #expect(Subscribers.Demand.max(1) < .max(2))
    #expect(Subscribers.Demand.max(Int.max) < .unlimited)
    #expect(Subscribers.Demand.none < .max(1))
    #expect(!(Subscribers.Demand.unlimited < .unlimited))
  }

  @Test func demandsCompareWithPlainCounts() {
    #expect(Subscribers.Demand.max(3) == 3)
    #expect(Subscribers.Demand.max(3) > 2)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    #expect(2 < Subscribers.Demand.max(3))
    #expect(Subscribers.Demand.unlimited != 5)
  }

  @Test func maxReadsTheCountBack() {
    #expect(Subscribers.Demand.max(7).max == 7)
    #expect(Subscribers.Demand.none.max == 0)
    #expect(Subscribers.Demand.unlimited.max == nil)
  }

  @Test func demandDescribesItselfAsCombineDoes() {
    #expect(Subscribers.Demand.max(2).description == "max(2)")
    #expect(Subscribers.Demand.unlimited.description == "unlimited")
  }
}
