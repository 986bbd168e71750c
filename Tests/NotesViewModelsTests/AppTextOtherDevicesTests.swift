import NotesCore
import NotesViewModels
import Testing

/// The notice that notes changed on more than one device were brought together, in each language.
@Suite struct AppTextOtherDevicesTests {
    @Test func theNoticeSaysWhatWasMergedKeptTwiceAndKeptOverADelete() {
        let notice = AppNotice.changedOnOtherDevices(merged: 1, keptBoth: 2, keptOverDelete: 1)
        let english = AppText.notice(notice, language: .english)
        #expect(english.title == "Changes from other devices")
        #expect(english.message.contains("merged in 1 note."))
        #expect(english.message.contains("2 notes were changed in the same place on two devices"))
        #expect(english.message.contains("“Conflicted copy”"))
        #expect(
            english.message.contains("1 note was deleted on one device and changed on another, and kept."))
        let russian = AppText.notice(notice, language: .russian)
        #expect(russian.title == "Изменения с других устройств")
        #expect(russian.message.contains("«Копия при конфликте»"))
    }

    @Test func onlyWhatHappenedIsSaid() {
        let notice = AppNotice.changedOnOtherDevices(merged: 0, keptBoth: 0, keptOverDelete: 3)
        let english = AppText.notice(notice, language: .english)
        #expect(english.message == "3 notes were deleted on one device and changed on another, and kept.")
    }
}
