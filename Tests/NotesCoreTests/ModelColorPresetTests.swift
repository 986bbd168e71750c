import NotesCore
import Testing

@Suite struct ModelColorPresetTests {
    @Test func presetsHaveTheirHexValues() {
        let hexes = NoteColor.presets.map { $0.hex() }
        #expect(
            hexes == [
                "#FFFFFF", "#000000", "#808080", "#FF0000", "#00FF00", "#0000FF", "#FFFF00", "#00FFFF",
                "#FF00FF", "#FF8000", "#800080",
            ])
    }

    @Test func presetsAreOpaqueAndDistinct() {
        #expect(NoteColor.presets.allSatisfy { $0.alpha == 1 })
        #expect(Set(NoteColor.presets).count == NoteColor.presets.count)
        #expect(NoteColor.clear.alpha == 0)
    }

    @Test func channelsAreClampedAndNaNBecomesZero() {
        let color = NoteColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
        #expect(color == NoteColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
