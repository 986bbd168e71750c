/// Compares text with its snapshot under an explicit configuration and returns the outcome
/// without reporting it, for building custom assertions.
///
/// Claims the name in the configuration's session (a second call with the same name fails as a
/// duplicate) and tallies the outcome there. With a `style`, the style sidecar
/// `<suite>/<name>.style` is compared too, as the text is; with none, a committed sidecar fails.
/// - Complexity: O(*n* × *m*) in the line counts when a diff is needed; O(*n*) otherwise.
public func verifySnapshot(
    _ text: String,
    style: SnapshotStyle? = nil,
    named name: String,
    suite: String? = nil,
    configuration: SnapshotConfiguration,
    fileID: String = #fileID,
    line: UInt = #line
) -> SnapshotResult {
    let suite = suite ?? defaultSuiteName(fileID: fileID)
    return SnapshotVerifier(configuration: configuration)
        .verify(text, style: style, suite: suite, name: name, site: "\(fileID):\(line)")
}

/// The suite folder used when none is given: the file name of `fileID` without `.swift`.
public func defaultSuiteName(fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
}
