import Foundation

/// Keeping an unreadable `notes.json` aside.
extension NoteStore {
    /// Copies unreadable bytes of `fileName` (`notes.json` unless told) to
    /// `<fileName>.corrupt-<yyyyMMddTHHmmssZ>` (atomically, 0600), or returns an existing copy
    /// with the same bytes so repeated loads do not pile up copies.
    func keepAside(_ data: Data, named fileName: String = notesFileName) throws(StoreError) -> URL {
        try run { () throws(FileSystemError) -> URL in
            let prefix = "\(fileName).corrupt-"
            let names = try fileSystem.listDirectory(directory)
            for name in names where name.hasPrefix(prefix) && !name.contains(".tmp-") {
                let url = directory.appendingPathComponent(name)
                if try fileSystem.readFile(url) == data { return url }
            }
            let stamp = Self.timestamp(clock())
            var name = prefix + stamp
            var counter = 2
            while names.contains(name) {
                name = "\(prefix)\(stamp)-\(counter)"
                counter += 1
            }
            let url = directory.appendingPathComponent(name)
            let temporary = directory.appendingPathComponent("\(name).tmp-\(makeID().uuidString)")
            try fileSystem.writeAtomically(data, to: url, temporaryURL: temporary)
            return url
        }
    }

    /// A UTC timestamp such as `20261121T164500Z`, independent of the current time zone.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "T" + pad(parts.hour, 2)
            + pad(parts.minute, 2) + pad(parts.second, 2) + "Z"
    }
}
