import Foundation

/// Tells a running app that files in its store folder changed: another device's saves arriving
/// through a sync engine, or a conflict copy the engine made.
///
/// One protocol, three kinds: ``InotifyChangeSource`` on Linux, `FolderEventChangeSource` on
/// Apple platforms (a `DispatchSource` over the folder), and ``ManualChangeSource`` for tests, which
/// reports only what the test says. An app gets one through its environment, like every other
/// effect, and re-reads the folder (``NoteStore/readOtherDevices(against:)``) when it fires.
public protocol StoreChangeSource: Sendable {
    /// Starts watching `folder` (and its `photos/` folder); `changed` is called, on a thread of the
    /// source's own, with the names of the files that changed, or an empty set when the source
    /// cannot tell which (then anything may have).
    ///
    /// Returns the watch, which stops when ``StoreWatch/stop()`` is called or it is released; nil
    /// when the folder cannot be watched (the app then sees other devices' changes at its next
    /// launch, as before).
    func watch(_ folder: URL, changed: @escaping @Sendable (Set<String>) -> Void) -> StoreWatch?
}
