import Foundation
import NotesCore

/// A file that keeps what the app ends without saving, for when nothing is left to print it on:
/// a terminal window closed on a full disk ends the app with SIGHUP, and what it prints after that
/// goes nowhere.
///
/// The text goes to the first folder that takes it whole, in the order given: this device's own
/// state folder first (never the synced notes folder), then the temporary folder, which is often
/// another disk when the home disk is full. The file is new (`unsaved-notes-<date>.txt`, a number
/// added when a file of that name exists, nothing ever overwritten), readable by the user only
/// (0600) and synchronized to its disk before it counts as kept. A file that could not be written
/// whole is removed, and the next folder is tried.
struct UnsavedNotesFile {
    /// The folders to try, in order.
    let folders: [URL]
    /// The file system the file is written through.
    let fileSystem: FileSystem
    /// When the app ended, which names the file in the device's time zone.
    let date: Date
    /// The time zone the name's date is in.
    let timeZone: TimeZone

    /// Writes `text` to a new file in the first folder that takes it, and returns the file, or nil
    /// when no folder did.
    ///
    /// - Complexity: O(*n*) in the length of `text`, one write attempt per folder.
    func keep(_ text: String) -> URL? {
        let data = Data(text.utf8)
        for folder in folders {
            if let file = keep(data, in: folder) { return file }
        }
        return nil
    }

    /// Writes `data` to a new file in `folder`; nil when it could not be written whole.
    private func keep(_ data: Data, in folder: URL) -> URL? {
        do {
            try fileSystem.createDirectory(folder)
        } catch {
            return nil
        }
        let stem = "unsaved-notes-" + stamp
        for attempt in 1...100 {
            let name = attempt == 1 ? stem + ".txt" : stem + "-\(attempt).txt"
            let file = folder.appendingPathComponent(name)
            do {
                try fileSystem.writeFile(data, file)
            } catch  where error.reason == .alreadyExists {
                continue
            } catch {
                try? fileSystem.removeItem(file)
                return nil
            }
            do {
                try fileSystem.synchronize(file)
                return file
            } catch {
                try? fileSystem.removeItem(file)
                return nil
            }
        }
        return nil
    }

    /// The date of the name, `2026-11-29-024752`, which sorts as time does.
    private var stamp: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))-"
            + two(parts.hour) + two(parts.minute) + two(parts.second)
    }
}
