/// One of the app's two tabs, each with its own navigation stack.
public enum AppTab: String, Hashable, Sendable, CaseIterable, Codable {
    /// The notes list and what opens from it.
    case notes
    /// The photo gallery and what opens from it.
    case gallery

    /// The tab's title in `language`: "Notes" / «Заметки», "Gallery" / «Галерея».
    public func title(in language: NotesLanguage) -> String {
        switch (self, language) {
        case (.notes, .english): "Notes"
        case (.notes, .russian): "Заметки"
        case (.gallery, .english): "Gallery"
        case (.gallery, .russian): "Галерея"
        }
    }
}
