/// One outcome from the text's and the style's.
extension SnapshotResult {
    /// The worse status of the two (failed, then pending, written, matched), the first failure,
    /// and both messages.
    func combined(with other: SnapshotResult) -> SnapshotResult {
        func rank(_ status: Status) -> Int {
            switch status {
            case .matched: 0
            case .written: 1
            case .pending: 2
            case .failed: 3
            }
        }
        let status = rank(other.status) > rank(self.status) ? other.status : self.status
        let message = [self.message, other.message].filter { !$0.isEmpty }.joined(separator: "\n")
        return SnapshotResult(status: status, failure: failure ?? other.failure, message: message)
    }
}
