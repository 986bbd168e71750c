/// The terminal's operations as a small struct of closures: settings, output, size, suspend.
///
/// ``standard`` drives the process's own terminal (standard input and output); a test builds one
/// from closures that record what was done, with a pipe as ``inputDescriptor``.
public struct TerminalDevice: Sendable {
    /// The descriptor input is read from (by ``TerminalSession/events``).
    public var inputDescriptor: Int32
    /// Whether input and output are a terminal.
    public var isTerminal: @Sendable () -> Bool
    /// Reads the terminal's current settings.
    public var readAttributes: @Sendable () throws(TerminalError) -> TerminalAttributes
    /// Applies settings, after output written so far has drained, discarding unread input.
    public var writeAttributes: @Sendable (TerminalAttributes) throws(TerminalError) -> Void
    /// Writes bytes to the terminal, all of them, before returning.
    public var write: @Sendable (String) -> Void
    /// The terminal's size now; nil when it cannot be told.
    public var size: @Sendable () -> TerminalSize?
    /// Stops the process as Ctrl-Z would, returning once it is continued (at once if it cannot stop).
    public var stopProcess: @Sendable () -> Void
    /// The file descriptor ``write`` writes to, or `nil` for a device that is not a real terminal.
    ///
    /// With one, a ``RawModeGuard`` restores the terminal through it and ``inputDescriptor`` from a
    /// fatal signal's handler, where no closure may run.
    public var outputDescriptor: Int32?
    /// Whether this process is the terminal's foreground job, the one that may change its settings.
    ///
    /// A background job that tried would be stopped (SIGTTOU). True for a device without job
    /// control.
    public var isForeground: @Sendable () -> Bool

    /// A device from its operations; `outputDescriptor` is the descriptor `write` writes to, if any.
    public init(
        inputDescriptor: Int32,
        isTerminal: @escaping @Sendable () -> Bool,
        readAttributes: @escaping @Sendable () throws(TerminalError) -> TerminalAttributes,
        writeAttributes: @escaping @Sendable (TerminalAttributes) throws(TerminalError) -> Void,
        write: @escaping @Sendable (String) -> Void,
        size: @escaping @Sendable () -> TerminalSize?,
        stopProcess: @escaping @Sendable () -> Void,
        outputDescriptor: Int32? = nil,
        isForeground: @escaping @Sendable () -> Bool = { true }
    ) {
        self.inputDescriptor = inputDescriptor
        self.isTerminal = isTerminal
        self.readAttributes = readAttributes
        self.writeAttributes = writeAttributes
        self.write = write
        self.size = size
        self.stopProcess = stopProcess
        self.outputDescriptor = outputDescriptor
        self.isForeground = isForeground
    }
}
