#if os(Linux)
    import Foundation
    import Glibc

    /// A change source over Linux's inotify: it reports the names of the files created, written,
    /// renamed or removed in the store folder and in its `photos/` folder.
    ///
    /// A thread of its own waits on the inotify descriptor (waking at least every
    /// ``pollInterval`` seconds to see whether the watch was stopped) and calls back from that
    /// thread, once per burst of events it reads at a time.
    public struct InotifyChangeSource: StoreChangeSource {
        /// How often, in milliseconds, the waiting thread checks whether its watch was stopped.
        public var pollInterval: Int32 = 200

        /// A source with the default poll interval.
        public init() {}

        /// Starts watching `folder` and its `photos/` folder (see ``StoreChangeSource/watch(_:changed:)``).
        public func watch(_ folder: URL, changed: @escaping @Sendable (Set<String>) -> Void) -> StoreWatch? {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(
                IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
            guard inotify_add_watch(descriptor, folder.path, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            let photos = folder.appendingPathComponent(NoteStore.photosFolderName).path
            _ = inotify_add_watch(descriptor, photos, mask)
            let stopped = Locked(false)
            let interval = pollInterval
            let thread = Thread {
                Self.run(descriptor, stopped: stopped, interval: interval, changed: changed)
                close(descriptor)
            }
            thread.name = "notes store watch"
            thread.start()
            return StoreWatch { stopped.withLock { $0 = true } }
        }

        /// Waits for events until stopped, reporting the names each read holds.
        private static func run(
            _ descriptor: Int32, stopped: Locked<Bool>, interval: Int32,
            changed: @Sendable (Set<String>) -> Void
        ) {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while !stopped.withLock({ $0 }) {
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&request, 1, interval) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                let names = buffer.withUnsafeBytes { Self.names(in: $0.prefix(count)) }
                if !stopped.withLock({ $0 }) { changed(names) }
            }
        }

        /// The file names of the inotify events in `bytes`.
        static func names(in bytes: UnsafeRawBufferPointer.SubSequence) -> Set<String> {
            var names = Set<String>()
            let header = MemoryLayout<inotify_event>.size
            var offset = bytes.startIndex
            while offset + header <= bytes.endIndex {
                let length = Int(bytes.base.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let start = offset + header
                let end = min(start + length, bytes.endIndex)
                let name = bytes.base[start..<end].prefix { $0 != 0 }
                if !name.isEmpty { names.insert(String(decoding: name, as: UTF8.self)) }
                offset = start + length
            }
            return names
        }
    }
#endif
