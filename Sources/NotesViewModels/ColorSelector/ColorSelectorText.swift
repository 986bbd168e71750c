/// The words of the colour selector, in English and Russian.
public enum ColorSelectorText {
    /// The selector's heading: "Colour", "Цвет".
    public static func heading(_ language: NotesLanguage) -> String {
        language == .russian ? "Цвет" : "Colour"
    }

    /// The name of a square: "White", "Red", "Green", "Custom"; «Белый», «Красный», «Зелёный»,
    /// «Свой».
    public static func squareName(_ kind: ColorSelectorSquare.Kind, language: NotesLanguage) -> String {
        switch (kind, language) {
        case (.white, .english): "White"
        case (.red, .english): "Red"
        case (.green, .english): "Green"
        case (.custom, .english): "Custom"
        case (.white, .russian): "Белый"
        case (.red, .russian): "Красный"
        case (.green, .russian): "Зелёный"
        case (.custom, .russian): "Свой"
        }
    }

    /// The check mark's colour, for a wireframe or an accessibility hint: "dark", "light";
    /// «тёмная», «светлая».
    public static func checkMark(_ mark: ColorSelectorCheckMark, language: NotesLanguage) -> String {
        switch (mark, language) {
        case (.dark, .english): "dark"
        case (.light, .english): "light"
        case (.dark, .russian): "тёмная"
        case (.light, .russian): "светлая"
        }
    }
}
