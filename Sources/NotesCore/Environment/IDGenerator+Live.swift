import Foundation

/// The generator the app runs with.
extension IDGenerator {
    /// Random version 4 UUIDs from `UUID()`.
    public static let live = IDGenerator { UUID() }
}
