/// The whole `swift run snapshots` process, minus its side effects on standard output and exit.
extension SnapshotReview {
    /// Parses the arguments, finds the snapshot directory and runs the command.
    ///
    /// - Returns: exit status 0 on success, 1 when the command failed, 2 for a usage error;
    ///   and the text to print (to standard output on success, standard error otherwise).
    public static func main(arguments: [String], environment: SnapshotEnvironment) -> (Int32, String) {
        let command: SnapshotReviewCommand
        do {
            command = try SnapshotReviewCommand(arguments: arguments)
        } catch {
            return (2, "error: \(error.explanation)\n\(SnapshotReviewCommand.usage)\n")
        }
        do {
            let directory = try environment.snapshotDirectory(filePath: nil)
            return SnapshotReview(directory: directory).run(command)
        } catch {
            return (1, "error: \(error.explanation)\n")
        }
    }
}
