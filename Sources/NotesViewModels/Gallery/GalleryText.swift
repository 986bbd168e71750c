import NotesCore

/// The words of the gallery, in English and Russian.
///
/// Pure functions of their arguments; the language comes in as a value (see
/// ``GalleryViewModel/language``).
public enum GalleryText {
    /// The screen title: "Gallery", "Галерея".
    public static func title(_ language: NotesLanguage) -> String {
        language == .russian ? "Галерея" : "Gallery"
    }

    /// The add button and cell: "Add", "Добавить".
    public static func add(_ language: NotesLanguage) -> String {
        language == .russian ? "Добавить" : "Add"
    }

    /// What the empty gallery says, in words that suit a touch screen and a keyboard alike.
    public static func emptyMessage(_ language: NotesLanguage) -> String {
        language == .russian
            ? "Фото пока нет. Добавьте фото, и оно появится здесь."
            : "No photos yet. Add one and it shows here."
    }

    /// The photo count: "1 photo", "5 photos"; "1 фото", "5 фото".
    public static func count(_ count: Int, language: NotesLanguage) -> String {
        switch language {
        case .english: count == 1 ? "1 photo" : "\(count) photos"
        case .russian: "\(count) фото"
        }
    }

    /// The question before a photo is deleted, naming it.
    public static func deleteQuestion(_ photo: Photo, language: NotesLanguage) -> String {
        language == .russian
            ? "Удалить фото «\(photo.displayName)»?" : "Delete the photo “\(photo.displayName)”?"
    }

    /// The delete button, also the confirming action: "Delete", "Удалить".
    public static func delete(_ language: NotesLanguage) -> String {
        language == .russian ? "Удалить" : "Delete"
    }

    /// The button that keeps the photo: "Cancel", "Отмена".
    public static func cancel(_ language: NotesLanguage) -> String {
        language == .russian ? "Отмена" : "Cancel"
    }

    /// The button that dismisses an error: "OK".
    public static func ok(_ language: NotesLanguage) -> String {
        "OK"
    }

    /// The notice while the picker is open: "Choosing a photo…", "Выбор фото…".
    public static func picking(_ language: NotesLanguage) -> String {
        language == .russian ? "Выбор фото…" : "Choosing a photo…"
    }

    /// The notice while a picked file is copied: "Adding “Beach.png”…", "Добавление «Beach.png»…".
    public static func adding(_ name: String, language: NotesLanguage) -> String {
        language == .russian ? "Добавление «\(name)»…" : "Adding “\(name)”…"
    }

    /// Why adding a photo failed, as a sentence.
    public static func addError(_ error: GalleryAddError, language: NotesLanguage) -> String {
        let english = language == .english
        switch error {
        case .pickerFailed(let reason):
            return english
                ? "The photo could not be picked: \(reason)." : "Не удалось выбрать фото: \(reason)."
        case .importFailed(.invalidImage(let problem)):
            let detail = english ? imageProblem(problem) : imageProblemRussian(problem)
            return english ? "Not added: \(detail)." : "Не добавлено: \(detail)."
        case .importFailed(.store(let error)):
            return english
                ? "The photo could not be saved: \(error)." : "Не удалось сохранить фото: \(error)."
        case .importFailed(.unreadable(let error)):
            return english
                ? "The file could not be read: \(error)." : "Не удалось прочитать файл: \(error)."
        case .importFailed(.cancelled):
            return english ? "Adding the photo was cancelled." : "Добавление фото отменено."
        }
    }

    private static func imageProblem(_ problem: PhotoBytesError) -> String {
        switch problem {
        case .empty: "the file is empty"
        case .unrecognizedFormat: "the file is not a PNG or JPEG image"
        case .truncatedHeader(let format): "the \(format.rawValue.uppercased()) image is cut short"
        case .zeroSize: "the image has no pixels"
        case .tooLarge(let size): "the image is too large (\(size))"
        }
    }

    private static func imageProblemRussian(_ problem: PhotoBytesError) -> String {
        switch problem {
        case .empty: "файл пуст"
        case .unrecognizedFormat: "файл не является изображением PNG или JPEG"
        case .truncatedHeader(let format): "изображение \(format.rawValue.uppercased()) обрезано"
        case .zeroSize: "в изображении нет пикселей"
        case .tooLarge(let size): "изображение слишком большое (\(size))"
        }
    }
}
