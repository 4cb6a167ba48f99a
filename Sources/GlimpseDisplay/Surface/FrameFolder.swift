//  FrameFolder.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`--frames DIR` writes `DIR/<surface>.png` (atomically: write and rename)
//  each time the surface's pixels change … and never when they don't".

public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The folder a kiosk writes one surface's frames to: `<folder>/<surface>.png`, replaced by a
/// rename so a reader never sees half a file, and only when the bytes differ from the last.
// @unchecked Sendable: `last` and `writes` are only touched under `lock`.
public final class FrameFolder: @unchecked Sendable {
    /// The file frames are written to.
    public let file: URL
    private let scratch: URL
    private let lock = NSLock()
    private var last: Data?
    private var count = 0

    /// Prepares `directory` (created if missing) for the frames of `surface`.
    /// - Throws: `DisplayError` `.cannotWrite` naming the folder when it cannot be created or written.
    public init(directory: String, surface: String) throws(DisplayError) {
        let folder = URL(fileURLWithPath: directory)
        file = folder.appendingPathComponent("\(surface).png")
        scratch = folder.appendingPathComponent(".\(surface).png.partial")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data().write(to: scratch)
            try FileManager.default.removeItem(at: scratch)
        } catch {
            throw DisplayError(
                .cannotWrite,
                "cannot write frames to '\(directory)' (\((error as NSError).localizedDescription)); "
                    + "pass a folder you can write to with --frames",
                underlying: error)
        }
    }

    /// Frames written so far.
    public var writes: Int { lock.withLock { count } }

    /// Writes `png` unless it is the frame written last.
    /// - Returns: Whether the file was replaced.
    /// - Throws: `DisplayError` `.cannotWrite` (the previous frame stays in place).
    @discardableResult
    public func write(_ png: Data) throws(DisplayError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard png != last else { return false }
        do {
            try png.write(to: scratch)
        } catch {
            throw DisplayError(
                .cannotWrite, "cannot write '\(scratch.path)': \((error as NSError).localizedDescription)",
                underlying: error)
        }
        guard rename(scratch.path, file.path) == 0 else {
            throw DisplayError(.cannotWrite, "cannot rename '\(scratch.path)' to '\(file.path)' (errno \(errno))")
        }
        last = png
        count += 1
        return true
    }
}
