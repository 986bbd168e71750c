// notes: the full-screen terminal notes app. Everything it does lives in NotesTerminal.

import Foundation
import NotesTerminal

let status = await NotesTerminalProgram.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    // A terminal that hung up refuses the write: what could not be printed is not worth a crash.
    standardOutput: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
    standardError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
exit(status)
