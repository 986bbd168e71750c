// notes: the full-screen terminal notes app. Everything it does lives in NotesTerminal.

import Foundation
import NotesTerminal

let status = await NotesTerminalProgram.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
