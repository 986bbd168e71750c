/// A save status as a short line: `saved`, `failed(<file>: <reason>, retry at <date>)`.
extension AppSaveStatus: CustomDebugStringConvertible {
    /// The status and, for a failure, the file, the reason and the retry time.
    public var debugDescription: String {
        switch self {
        case .saved: "saved"
        case .pending: "pending"
        case .saving: "saving"
        case .readOnly: "readOnly"
        case .failed(let failure):
            "failed(\(failure.file.path): \(failure.error)\(failure.retryAt.map { ", retry at \($0)" } ?? ""))"
        }
    }
}
