/// The words of the photo pager, in English and Russian.
///
/// Pure functions of their arguments; the language comes in as a value (see
/// ``PhotoPagerViewModel/language``). The title is ``PhotoPagerViewModel/title``.
public enum PhotoPagerText {
    /// The title: "3 of 11", "3 из 11"; empty with no photos.
    public static func title(index: Int?, count: Int, language: NotesLanguage) -> String {
        guard let index else { return "" }
        return language == .russian ? "\(index + 1) из \(count)" : "\(index + 1) of \(count)"
    }

    /// The button that closes the pager: "Back", "Назад".
    public static func back(_ language: NotesLanguage) -> String {
        language == .russian ? "Назад" : "Back"
    }

    /// The previous-photo command: "Previous", "Предыдущая".
    public static func previous(_ language: NotesLanguage) -> String {
        language == .russian ? "Предыдущая" : "Previous"
    }

    /// The next-photo command: "Next", "Следующая".
    public static func next(_ language: NotesLanguage) -> String {
        language == .russian ? "Следующая" : "Next"
    }

    /// The delete button, also the confirming action: "Delete", "Удалить".
    public static func delete(_ language: NotesLanguage) -> String {
        language == .russian ? "Удалить" : "Delete"
    }

    /// The button that keeps the photo: "Cancel", "Отмена".
    public static func cancel(_ language: NotesLanguage) -> String {
        language == .russian ? "Отмена" : "Cancel"
    }

    /// The question before a photo is deleted: "Delete this photo?", "Удалить это фото?".
    public static func deleteQuestion(_ language: NotesLanguage) -> String {
        language == .russian ? "Удалить это фото?" : "Delete this photo?"
    }

    /// The retry button of a failed load: "Retry", "Повторить".
    public static func retry(_ language: NotesLanguage) -> String {
        language == .russian ? "Повторить" : "Retry"
    }

    /// An image's load state in a word or two: "not loaded", "loading…", "640×480", "failed".
    public static func loadState(_ state: PhotoLoadState, language: NotesLanguage) -> String {
        switch (state, language) {
        case (.idle, .english): "not loaded"
        case (.idle, .russian): "не загружено"
        case (.loading, .english): "loading…"
        case (.loading, .russian): "загрузка…"
        case (.loaded(let image), _): image.size.description
        case (.failed(.waitingForSync), .english): "waiting for sync"
        case (.failed(.waitingForSync), .russian): "ждёт синхронизации"
        case (.failed, .english): "failed"
        case (.failed, .russian): "ошибка"
        }
    }
}
