#if canImport(Darwin)
    import Darwin
    import Dispatch
    import Foundation

    /// A change source over a `DispatchSource` on the store folder, for Apple platforms: it fires
    /// whenever an entry of the folder (or of its `photos/` folder) is added, removed or renamed,
    /// which is how sync engines deliver a file, and cannot tell which one.
    public struct FolderEventChangeSource: StoreChangeSource {
        /// A source reporting on a queue of its own.
        public init() {}

        /// Starts watching `folder` and its `photos/` folder (see ``StoreChangeSource/watch(_:changed:)``).
        public func watch(_ folder: URL, changed: @escaping @Sendable (Set<String>) -> Void) -> StoreWatch? {
            let queue = DispatchQueue(label: "notes store watch")
            let paths = [folder.path, folder.appendingPathComponent(NoteStore.photosFolderName).path]
            // `DispatchSource`, the class every source is, is Sendable; its protocols are not.
            var sources: [DispatchSource] = []
            for path in paths {
                let descriptor = open(path, O_EVTONLY)
                guard descriptor >= 0 else { continue }
                let source = DispatchSource.makeFileSystemObjectSource(
                    fileDescriptor: descriptor, eventMask: [.write, .rename, .delete, .extend], queue: queue)
                source.setEventHandler { changed([]) }
                source.setCancelHandler { close(descriptor) }
                source.resume()
                if let source = source as? DispatchSource { sources.append(source) }
            }
            guard !sources.isEmpty else { return nil }
            let running = sources
            return StoreWatch { for source in running { source.cancel() } }
        }
    }
#endif
