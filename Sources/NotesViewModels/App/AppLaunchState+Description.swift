/// A launch state as a short line: `running`, `failed(<folder>: <reason>)`.
extension AppLaunchState: CustomDebugStringConvertible {
    /// The state and, for a failure, the folder and the reason.
    public var debugDescription: String {
        switch self {
        case .launching: "launching"
        case .running: "running"
        case .failed(let failure): "failed(\(failure.directory.path): \(failure.reason))"
        }
    }
}
