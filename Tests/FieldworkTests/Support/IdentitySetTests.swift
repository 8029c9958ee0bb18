import Fieldwork
import Testing

@Suite struct IdentitySetTests {
  @Test func membersAreFoundBeforeAndAfterTheSetStartsHashing() {
    let objects = (0..<40).map { _ in Marker() }
    var set = IdentitySet()
    #expect(set.isEmpty)
    for (count, object) in objects.enumerated() {
      let inserted = set.insert(ObjectIdentifier(object))
      #expect(inserted, "member \(count) was new")
      // Every earlier member is still found: in order below 16 members, hashed above.
      for (position, earlier) in objects.prefix(count + 1).enumerated() {
        let insertedAgain = set.insert(ObjectIdentifier(earlier))
        #expect(!insertedAgain, "member \(position) inserted twice at size \(count + 1)")
      }
    }
    set.removeAll()
    #expect(set.isEmpty)
    var insertedAfterRemoval = 0
    for object in objects.prefix(20) where set.insert(ObjectIdentifier(object)) {
      insertedAfterRemoval += 1
    }
    #expect(insertedAfterRemoval == 20)
    let again = set.insert(ObjectIdentifier(objects[19]))
    let new = set.insert(ObjectIdentifier(objects[20]))
    #expect(!again && new)
  }
}

private final class Marker {}
