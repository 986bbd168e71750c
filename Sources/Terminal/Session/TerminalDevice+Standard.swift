/// The process's own terminal.
extension TerminalDevice {
    /// Standard input for keys and settings, standard output for drawing.
    ///
    /// ``isTerminal`` is true only when both are terminals, so a program whose output is piped
    /// refuses to start rather than garble the pipe. Its ``outputDescriptor`` is standard output, so
    /// a fatal signal in raw mode restores the terminal (see ``RawModeGuard``). It is in the
    /// foreground when its process group is the terminal's (`tcgetpgrp(3)`).
    public static let standard = TerminalDevice(
        inputDescriptor: Platform.standardInput,
        isTerminal: {
            Platform.isTerminal(Platform.standardInput) && Platform.isTerminal(Platform.standardOutput)
        },
        readAttributes: { () throws(TerminalError) in
            switch Platform.attributes(of: Platform.standardInput) {
            case .success(let value): return TerminalAttributes(value)
            case .failure(let error): throw .readingSettingsFailed(errno: error.rawValue)
            }
        },
        writeAttributes: { attributes throws(TerminalError) in
            if case .failure(let error) = Platform.setAttributes(attributes.value, of: Platform.standardInput)
            {
                throw .applyingSettingsFailed(errno: error.rawValue)
            }
        },
        write: { text in Platform.writeAll(Array(text.utf8), to: Platform.standardOutput) },
        size: {
            Platform.windowSize(of: Platform.standardOutput)
                ?? Platform.windowSize(of: Platform.standardInput)
        },
        stopProcess: { Platform.stopProcess() },
        outputDescriptor: Platform.standardOutput,
        isForeground: { Platform.isForeground(Platform.standardInput) }
    )
}
