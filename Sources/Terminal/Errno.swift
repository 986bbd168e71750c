import Foundation

/// An `errno` value.
struct Errno: Error, Hashable {
    var rawValue: Int32

    init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The C library's description.
    var description: String { String(cString: strerror(rawValue)) }
}
