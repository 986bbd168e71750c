import NotesViewModels
import Testing

@Suite struct PluralCategoryTests {
    @Test func russianFollowsTheCLDRRules() {
        let one = [1, 21, 31, 101, 1_001]
        let few = [2, 3, 4, 22, 24, 102]
        let many = [0, 5, 11, 12, 13, 14, 19, 20, 25, 111, 112, 1_000]
        #expect(one.allSatisfy { PluralCategory(count: $0, language: .russian) == .one })
        #expect(few.allSatisfy { PluralCategory(count: $0, language: .russian) == .few })
        #expect(many.allSatisfy { PluralCategory(count: $0, language: .russian) == .many })
    }

    @Test func englishHasOneAndOther() {
        #expect(PluralCategory(count: 1, language: .english) == .one)
        #expect([0, 2, 11, 21].allSatisfy { PluralCategory(count: $0, language: .english) == .other })
    }

    @Test func negativeAndExtremeCountsDoNotTrap() {
        #expect(PluralCategory(count: -21, language: .russian) == .one)
        #expect(PluralCategory(count: Int.min, language: .russian) == .many)
    }
}
