import Foundation
import NotesCore
import Testing

@Suite struct ModelEnvironmentTests {
    @Test func incrementingIDsCountUpFromOne() throws {
        let ids = IDGenerator.incrementing()
        #expect(ids().uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(ids.newNoteID().description == "00000000-0000-0000-0000-000000000002")
        #expect(ids.newPhotoID().description == "00000000-0000-0000-0000-000000000003")
        let many = (0..<300).map { _ in ids() }
        #expect(try #require(many.last).uuidString == "00000000-0000-0000-0000-00000000012F")
    }

    @Test func eachIncrementingGeneratorHasItsOwnSequence() {
        let first = IDGenerator.incrementing()
        let second = IDGenerator.incrementing()
        _ = first()
        #expect(second().uuidString == "00000000-0000-0000-0000-000000000001")
    }

    @Test func incrementingIDsNeverRepeatAcrossConcurrentCallers() async {
        let ids = IDGenerator.incrementing()
        let all = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).map { _ in ids() } }
            }
            var all: [UUID] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(Set(all).count == 4_000)
        #expect(all.map(\.uuidString).max() == "00000000-0000-0000-0000-000000000FA0")
    }

    @Test func liveIDsAreUnique() {
        let ids = Set((0..<100).map { _ in IDGenerator.live() })
        #expect(ids.count == 100)
    }

    @Test func fixedClockAlwaysReturnsItsDate() {
        let clock = NowSource.fixed(.march20Noon)
        #expect(clock() == .march20Noon)
        #expect(clock.now() == .march20Noon)
    }
}
