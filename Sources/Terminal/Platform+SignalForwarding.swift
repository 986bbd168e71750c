import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The write end of the pipe that ``Platform/forwardSignals(_:to:)`` sends signal numbers to; -1
/// before any signal is forwarded.
///
/// A global, as a C signal handler can reach nothing else. It is set before the handlers are
/// installed and never cleared (the session keeps the pipe open), so a handler still running after
/// they are removed writes to the pipe it was given.
///
/// Unchecked because it is written only while no handler is installed, and a handler only reads it.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// Forwarding signals to a pipe, so a session's reader sees them as bytes.
extension Platform {
    /// Installs handlers that write each signal's number as one byte to `descriptor` (the write
    /// end of a non-blocking pipe), and nothing else: the self-pipe trick.
    ///
    /// Installed synchronously, so no signal is lost between this call and the first read.
    static func forwardSignals(_ numbers: [Int32], to descriptor: Int32) {
        signalPipeWriteEnd = descriptor
        for number in numbers {
            var action = signalAction { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalPipeWriteEnd, &byte, 1)
                errno = saved
            }
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Gives `numbers` their default actions back, except those also in `ignored`, which are
    /// ignored from now on, and so stops forwarding signals.
    ///
    /// The pipe's write end is left as it is: a handler that started before its signal's action
    /// changed may still be running on another thread, and reads it (the session keeps the pipe
    /// open for the rest of the process).
    static func stopForwardingSignals(_ numbers: [Int32], ignoring ignored: [Int32] = []) {
        for number in numbers {
            if ignored.contains(number) { ignore(number) } else { restoreDefault(number) }
        }
    }
}
