// snapshots: review pending snapshot files without an interactive terminal.
// The logic lives in TextSnapshotCore (SnapshotReview), which links neither XCTest nor Testing;
// this file only wires the process to it.
import Foundation
import TextSnapshotCore

let arguments = Array(CommandLine.arguments.dropFirst())
let (status, output) = SnapshotReview.main(arguments: arguments, environment: .live)
FileHandle(fileDescriptor: status == 0 ? 1 : 2).write(Data(output.utf8))
exit(status)
