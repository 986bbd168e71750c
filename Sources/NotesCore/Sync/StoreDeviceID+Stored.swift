import Foundation

extension StoreDeviceID {
    /// The name of the file that keeps a device's id.
    public static let fileName = "device-id"

    /// The id kept in `folder/device-id`, made and kept there (0600, through a temporary file)
    /// the first time.
    ///
    /// `folder` must be this device's own, outside any synced folder (the terminal app uses
    /// `$XDG_STATE_HOME/notes`): a copy of the file on another device would make the two one
    /// device to the store. A file that does not hold an id is left alone and throws.
    /// - Throws: ``FileSystemError`` when the folder or the file cannot be made or read, and
    ///   ``StoreError/unencodable(_:)`` for a file that holds no id.
    public static func stored(
        in folder: URL, fileSystem: FileSystem, makeID: @Sendable () -> UUID
    ) throws(StoreError) -> StoreDeviceID {
        let url = folder.appendingPathComponent(fileName)
        let found: Data?
        do throws(FileSystemError) {
            found = try fileSystem.kind(url) != nil ? try fileSystem.readFile(url) : nil
        } catch {
            throw .fileSystem(error)
        }
        if let found {
            let text = String(decoding: found, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let id = UUID(uuidString: text) else {
                throw .unencodable("\(url.path) does not hold a device id")
            }
            return StoreDeviceID(id)
        }
        do throws(FileSystemError) {
            if try fileSystem.kind(folder) == nil {
                try fileSystem.createDirectory(folder.deletingLastPathComponent())
                try fileSystem.createDirectory(folder)
            }
            let id = makeID()
            let temporary = folder.appendingPathComponent("\(fileName).tmp-\(makeID().uuidString)")
            try fileSystem.writeAtomically(
                Data((id.uuidString + "\n").utf8), to: url, temporaryURL: temporary)
            return StoreDeviceID(id)
        } catch {
            throw .fileSystem(error)
        }
    }
}
