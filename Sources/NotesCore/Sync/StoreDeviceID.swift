import Foundation

/// The identity of one device (one installation) sharing a store folder with others.
///
/// Every file a device writes in the folder carries its id in its name (`notes.<id>.journal`,
/// `notes.<id>.lock`, `draft.<id>.json`), so no file is ever written by two devices and a sync
/// engine never has two versions of one file to choose between. An app keeps its device's id
/// outside the synced folder (the terminal app: `$XDG_STATE_HOME/notes/device-id`) and passes it
/// to ``NoteStore/init(directory:fileSystem:clock:makeID:mode:device:)``.
public struct StoreDeviceID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The id.
    public var rawValue: UUID

    /// Wraps an id.
    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    /// The device of a store that is not shared.
    ///
    /// `00000000-0000-0000-0000-000000000000`. Two devices that both use it are one device to the
    /// store; give each device its own id.
    public static let solitary = StoreDeviceID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

    /// Orders ids by their bytes, the tie-breaker that makes every device merge alike.
    public static func < (lhs: StoreDeviceID, rhs: StoreDeviceID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The id as upper-case UUID text, as file names hold it.
    public var description: String { rawValue.uuidString }
}
