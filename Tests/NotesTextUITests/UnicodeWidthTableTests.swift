import Testing

@testable import NotesTextUI

@Suite struct UnicodeWidthTableTests {
    @Test func versionIsStated() {
        #expect(UnicodeWidthTable.version == "16.0.0")
    }

    @Test(arguments: [UnicodeWidthTable.zeroWidth, UnicodeWidthTable.wide])
    func rangesAreSortedAndDisjoint(ranges: [ClosedRange<UInt32>]) {
        #expect(!ranges.isEmpty)
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            #expect(previous.upperBound < next.lowerBound, "\(previous) then \(next)")
        }
    }

    @Test func binarySearchFindsBoundsAndMissesGaps() {
        let ranges: [ClosedRange<UInt32>] = [2...4, 10...10, 20...30]
        let hits = (0...32).filter { UnicodeWidthTable.contains(UInt32($0), in: ranges) }
        #expect(hits == [2, 3, 4, 10] + Array(20...30))
        #expect(!UnicodeWidthTable.contains(5, in: []))
    }

    @Test func everyCombiningMarkOfVersion16IsZeroWidth() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= (16, 0)
            else { continue }
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .enclosingMark {
                #expect(TextWidth.of(scalar: scalar) == 0, "U+\(String(value, radix: 16))")
            }
        }
    }
}
