/// A notice as a short line: `newerVersion(<file> has version 7, reads up to 1)`.
extension AppNotice: CustomDebugStringConvertible {
    /// The notice and what it says.
    public var debugDescription: String {
        switch self {
        case .storeRecovered(let problem): "storeRecovered(\(problem))"
        case .openedReadOnly(let directory, let reason): "openedReadOnly(\(directory.path), \(reason))"
        case .changedOnOtherDevices(let merged, let keptBoth, let keptOverDelete):
            "changedOnOtherDevices(merged: \(merged), keptBoth: \(keptBoth), keptOverDelete: \(keptOverDelete))"
        case .newerVersion(let file, let found, let supported):
            "newerVersion(\(file.path) has version \(found), reads up to \(supported))"
        }
    }
}
