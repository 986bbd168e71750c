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

    @Test func everyEmojiPresentationScalarOfVersion16IsWideExceptRegionalIndicators() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                (age.major, age.minor) <= (16, 0), scalar.properties.isEmojiPresentation
            else { continue }
            let expected = (0x1F1E6...0x1F1FF).contains(value) ? 1 : 2
            #expect(TextWidth.of(scalar: scalar) == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func taiXuanJingSymbolsAndCountingRodNumeralsAreWideAsInVersion16() {
        // East_Asian_Width W since Unicode 16.0; the tally marks after them stay neutral.
        for value in Array(UInt32(0x1D300)...0x1D356) + Array(UInt32(0x1D360)...0x1D376) {
            #expect(UnicodeWidthTable.width(of: value) == 2, "U+\(String(value, radix: 16))")
        }
        #expect(UnicodeWidthTable.width(of: 0x1D377) == 1)
        #expect(UnicodeWidthTable.width(of: 0x1D378) == 1)
        #expect(TextWidth.of("\u{1D306}\u{1D360}") == 4)
    }

    @Test func eastAsianWideSamplesAreWideAndHalfwidthFormsAreNot() {
        let wide: [UInt32] = [
            0x1100, 0x2E80, 0x3000, 0x3041, 0x4DC0, 0x4E00, 0xAC00, 0xD7A3, 0xF900, 0xFF01, 0x20000,
        ]
        let narrow: [UInt32] = [0x1160, 0x2630 - 1, 0xA4D0, 0xD7B0, 0xFF61, 0xFFE8, 0x1F1E6]
        for value in wide {
            #expect(UnicodeWidthTable.width(of: value) == 2, "U+\(String(value, radix: 16))")
        }
        for value in narrow {
            #expect(UnicodeWidthTable.width(of: value) < 2, "U+\(String(value, radix: 16))")
        }
    }
}
