/// What keys do on the colour picker (while its hex field does not have them).
enum PickerKey: Hashable, Sendable {
    case hueDown, hueUp, saturationUp, saturationDown, brightnessUp, brightnessDown
    /// Shifted keys: the same moves, a larger step (`+` and `_` are Shift with `=` and `-`).
    case hueDownLarge, hueUpLarge, saturationUpLarge, saturationDownLarge, brightnessUpLarge
    case brightnessDownLarge
    case hex, done, cancel
    /// The mouse on the palette: named in the help, no key.
    case mouse
    case app(AppKey)

    /// The picker's keys.
    static func table(_ words: KeyWords) -> KeyTable<PickerKey> {
        let own: [KeyBinding<PickerKey>] = [
            KeyBinding(
                .done, [.key(.enter), .control("s")], help: KeyHint("Enter Ctrl-S", words("Done", "Готово")),
                footer: (1, KeyHint("Enter", words("Done", "Готово")))),
            KeyBinding(
                .hueDown, [.shifted(.left), .character("h")], help: KeyHint("←→ h l", words("Hue", "Тон")),
                footer: (2, KeyHint("←→", words("Hue", "Тон")))),
            KeyBinding(.hueUp, [.shifted(.right), .character("l")]),
            KeyBinding(
                .saturationUp, [.shifted(.up), .character("k")],
                help: KeyHint("↑↓ k j", words("Saturation", "Насыщенность")),
                footer: (3, KeyHint("↑↓", words("Saturation", "Насыщенность")))),
            KeyBinding(.saturationDown, [.shifted(.down), .character("j")]),
            KeyBinding(
                .brightnessUp, [.character("="), .shifted(.pageUp)],
                help: KeyHint("= - PgUp PgDn", words("Brightness", "Яркость")),
                footer: (4, KeyHint("=-", words("Brightness", "Яркость")))),
            KeyBinding(.brightnessDown, [.character("-"), .shifted(.pageDown)]),
            KeyBinding(
                .hueDownLarge, [.character("H")],
                help: KeyHint("Shift H L K J + _", words("Bigger step", "Крупный шаг")),
                footer: (6, KeyHint("Shift", words("Bigger step", "Крупный шаг")))),
            KeyBinding(.hueUpLarge, [.character("L")]),
            KeyBinding(.saturationUpLarge, [.character("K")]),
            KeyBinding(.saturationDownLarge, [.character("J")]),
            KeyBinding(.brightnessUpLarge, [.character("+")]),
            KeyBinding(.brightnessDownLarge, [.character("_")]),
            KeyBinding(
                .hex, [.character("#")],
                help: KeyHint("#", words("Type a hex colour", "Ввести цвет #RRGGBB")),
                footer: (5, KeyHint("#", "Hex"))),
            KeyBinding(
                .mouse, [],
                help: KeyHint(words("Mouse", "Мышь"), words("Pick on the palette", "Выбор на палитре"))),
            KeyBinding(
                .cancel, [.key(.escape)], help: KeyHint("Esc", words("Cancel", "Отмена")),
                footer: (8, KeyHint("Esc", words("Cancel", "Отмена")))),
        ]
        let app = AppKey.commonBindings(words, redrawRank: 7) + AppKey.quitBindings(words)
        return KeyTable(own) + KeyTable(app).mapped(PickerKey.app)
    }
}
