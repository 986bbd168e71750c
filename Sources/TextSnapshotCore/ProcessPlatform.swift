import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Process facts that need the C library; every platform condition of the module is here.
enum ProcessPlatform {
    /// The parent process's id (`swift test` when run by SwiftPM).
    static var parentProcessID: Int32 { getppid() }

    /// When the parent process started, in clock ticks since boot, where the system says
    /// (`/proc/<ppid>/stat` on Linux); `nil` elsewhere.
    ///
    /// Together with ``parentProcessID`` it names one parent process even after its id is reused.
    static var parentStartTime: String? {
        #if os(Linux)
            guard let data = FileManager.default.contents(atPath: "/proc/\(getppid())/stat") else {
                return nil
            }
            let stat = String(decoding: data, as: UTF8.self)
            // The command name (field 2) is in parentheses and may hold spaces; fields follow the last `)`.
            guard let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the name, field 3 (state) is at offset 0, so field 22 (starttime) is at offset 19.
            return fields.count > 19 ? String(fields[19]) : nil
        #else
            return nil
        #endif
    }
}
