import Foundation
import NotesCore
import NotesViewModels
import Testing

/// The shell's words live with the view models, in English and Russian.
@MainActor
@Suite struct AppTextTests {
    static let file = URL(fileURLWithPath: "/store/notes.json")

    @Test func everySaveStatusHasWordsInBothLanguages() {
        let failure = AppSaveFailure(file: Self.file, error: .notLoaded, retryAt: nil)
        let statuses: [AppSaveStatus] = [.saved, .pending, .saving, .failed(failure), .readOnly]
        let english = statuses.map { AppText.saveStatus($0, language: .english) }
        let russian = statuses.map { AppText.saveStatus($0, language: .russian) }
        #expect(english == ["Saved", "Unsaved", "Saving…", "Save failed, retrying", "Read-only"])
        #expect(
            russian == [
                "Сохранено", "Не сохранено", "Сохранение…", "Ошибка сохранения, повтор", "Только чтение",
            ])
    }

    @Test func aNoticeHasATitleAndAMessageNamingTheFile() {
        let notice = AppNotice.newerVersion(file: Self.file, found: "7", supported: 1)
        let english = AppText.notice(notice, language: .english)
        #expect(english.title == "Notes from a newer version")
        #expect(english.message.hasPrefix("/store/notes.json has version 7; this version reads up to 1."))
        let russian = AppText.notice(notice, language: .russian)
        #expect(russian.title == "Заметки из новой версии" && russian.message.contains("/store/notes.json"))
        let recovered = AppNotice.storeRecovered(
            UnreadableStore(
                file: Self.file, reason: .malformedEntries,
                keptAside: URL(fileURLWithPath: "/store/aside.json"),
                droppedEntries: []))
        #expect(AppText.notice(recovered, language: .english).message.contains("/store/aside.json"))
        #expect(AppText.notice(recovered, language: .russian).title == "Заметки повреждены")
    }

    @Test func launchAndSaveFailuresHaveWords() {
        #expect(AppText.launchFailedTitle(.english) == "Notes could not be opened")
        #expect(AppText.launchFailedTitle(.russian) == "Не удалось открыть заметки")
        #expect(AppText.launching(.russian) == "Открываю заметки…")
        let failure = AppSaveFailure(file: Self.file, error: .notLoaded, retryAt: nil)
        #expect(
            AppText.saveFailure(failure, language: .english).hasPrefix("Not saved to /store/notes.json: "))
    }

    @Test func theShellGivesTheCurrentWordsAsProperties() async {
        let shell = AppShellHarness()
        await shell.app.launch()
        #expect(shell.app.saveStatusText.value == "Saved")
        #expect(shell.app.noticeText.value == nil)
        shell.addNote(title: "New")
        #expect(shell.app.saveStatusText.value == "Unsaved")
    }
}
