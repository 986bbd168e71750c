/// Setting the clipboard while the session runs.
extension TerminalSession {
    /// Puts `text` on the clipboard with `clipboard`'s sequence; returns whether it was written.
    ///
    /// Writes nothing unless the session is active. The terminal does not answer, so whether the
    /// clipboard took the text cannot be known; pass a ``TerminalClipboard`` only where the
    /// terminal is known to allow it (``TerminalClipboard/init(environment:)``).
    @discardableResult
    public func copyToClipboard(_ text: String, with clipboard: TerminalClipboard) -> Bool {
        let sequence = clipboard.sequence(for: text)
        return lock.withLock { modes.whileActive { device.write(sequence) } }
    }
}
