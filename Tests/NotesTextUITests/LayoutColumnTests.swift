import Testing

@testable import NotesTextUI

@Suite struct LayoutColumnTests {
    @Test func fixedAndFlexibleColumnsShareTheWidth() {
        let layout = ColumnLayout([.fixed(2), .flexible(), .fixed(5, alignment: .right)])
        #expect(layout.columnWidths(forWidth: 24) == [2, 15, 5])
        let rows = layout.render(
            rows: [["●", "Groceries", "12:30"], ["", "日本語のメモを書く", "Mon"], [">", "Plumber"]], width: 24)
        #expect(
            rows.joined(separator: "\n") == """
                ●  Groceries       12:30
                   日本語のメモを…   Mon
                >  Plumber              
                """)
    }

    @Test func flexibleColumnsSplitByWeightWithLeftoverOnTheLeft() {
        let layout = ColumnLayout([.flexible(weight: 1), .flexible(weight: 2), .flexible()], spacing: 0)
        #expect(layout.columnWidths(forWidth: 10) == [3, 5, 2])
        #expect(layout.render(["a", "b", "c"], width: 10) == "a  b    c ")
    }

    @Test func centredColumnsAndMissingCells() {
        let layout = ColumnLayout([.fixed(6, alignment: .center), .fixed(6, alignment: .center)], spacing: 2)
        #expect(layout.render(["Low", "High", "ignored"], width: 14) == " Low     High ")
        #expect(layout.render(["Low"], width: 14) == " Low          ")
    }

    @Test func overflowingFixedColumnsAreTruncatedToTheWidth() {
        let layout = ColumnLayout([.fixed(8), .flexible(), .fixed(8)])
        #expect(layout.columnWidths(forWidth: 10) == [8, 0, 0])
        #expect(layout.columnWidths(forWidth: 14) == [8, 0, 4])
        #expect(layout.render(["Groceries", "x", "Tomorrow"], width: 10) == "Groceri…  ")
        #expect(layout.render(["Groceries", "x", "Tomorrow"], width: 14) == "Groceri…  Tom…")
        #expect(ColumnLayout([.fixed(1), .fixed(1)], spacing: 5).render(["a", "b"], width: 3) == "…  ")
        #expect(layout.render(["a"], width: 0) == "")
    }

    @Test func everyRowIsExactlyTheWidth() {
        let layout = ColumnLayout([.fixed(3, alignment: .right), .flexible(), .flexible(weight: 2)])
        let cells = ["👍🏽", "Zoë 🇺🇦", "日本語のメモ"]
        for width in 0...30 {
            #expect(TextWidth.of(layout.render(cells, width: width)) == width)
        }
    }
}
