#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Raw writes to the process's standard output, unbuffered.
public enum StandardOutput {
    /// Writes all of `bytes` to file descriptor 1, retrying short and interrupted writes; gives up silently when
    /// the descriptor is closed or broken (a log line is never worth stopping the server for).
    @Sendable public static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(1, base + offset, raw.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}
