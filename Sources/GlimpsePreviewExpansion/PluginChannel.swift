//  PluginChannel.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "The plugin protocol" — each message is a UInt64 byte count,
//  little-endian, then that many bytes of UTF-8 JSON, in both directions (swift's
//  LoadedExecutablePlugin and swift-syntax's PluginHostConnection frame them so).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Framed messages over two file descriptors (the plugin's stdin and stdout).
struct PluginChannel {
    var input: Int32 = 0
    var output: Int32 = 1
    /// Largest message accepted, in bytes (a macro call's text with the build configuration the
    /// compiler sends along is a few kilobytes).
    static let maximumMessageBytes = 64 << 20

    /// The next message, or nil at the end of input (the compiler is done with the plugin).
    ///
    /// - Throws: `PluginChannelError` when the input ends inside a message or announces one larger
    ///   than `maximumMessageBytes`.
    func receive() throws(PluginChannelError) -> [UInt8]? {
        guard let header = try read(count: 8, allowEnd: true) else { return nil }
        var length: UInt64 = 0
        for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard length <= UInt64(Self.maximumMessageBytes) else {
            throw PluginChannelError(message: "a message of \(length) bytes is over the limit")
        }
        return try read(count: Int(length), allowEnd: false)
    }

    /// Sends `payload` with its length in front.
    func send(_ payload: [UInt8]) throws(PluginChannelError) {
        var frame: [UInt8] = []
        frame.reserveCapacity(8 + payload.count)
        let length = UInt64(payload.count)
        for index in 0..<8 { frame.append(UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))) }
        frame += payload
        var offset = 0
        while offset < frame.count {
            let written = frame.withUnsafeBytes { write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw PluginChannelError(message: "could not write to the compiler") }
            offset += written
        }
    }

    // MARK: - Steps

    private func read(count: Int, allowEnd: Bool) throws(PluginChannelError) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { Glibc_read(input, $0.baseAddress! + filled, count - filled) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 {
                if filled == 0 && allowEnd { return nil }
                throw PluginChannelError(message: "the compiler's message ended after \(filled) of \(count) bytes")
            }
            filled += got
        }
        return buffer
    }
}

/// The channel to the compiler broke.
struct PluginChannelError: Error {
    var message: String
}

// `read` is also a method name above; this reaches the C function.
private func Glibc_read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, bytes, count)
}
