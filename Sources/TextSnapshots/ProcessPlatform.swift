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
}
