//  OutputFolder.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: the `--out` folder of `preview` and `simulate`: created with its parents up front,
//  or a failure (74) that says what is in the way — a file where a folder must be, a folder
//  that may not be written, one that takes no folders (`/proc`) — rather than Foundation's
//  "error 512" or "The file doesn't exist". Every file written into it goes through `write`,
//  which names a folder standing where the file must go.

import Foundation

enum OutputFolder {
    /// Creates `folder` and its parents.
    /// - Parameter shown: the folder as the user typed it, for the message.
    /// - Throws: `CommandFailure` (74) naming the file in the way, the folder not writable, or
    ///   Foundation's reason.
    static func create(_ folder: URL, shown: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                ExitCode.ioError, "could not create the output folder '\(shown)': " + reason(folder, error))
        }
    }

    /// Writes `data` to `url` (a file in the `--out` folder), replacing it.
    /// - Throws: `CommandFailure` (74) saying that a folder stands at `url`, or Foundation's reason.
    static func write(_ data: Data, to url: URL) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandFailure(ExitCode.ioError, "'\(url.path)' is a folder; remove it or choose another --out")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandFailure(
                ExitCode.ioError, "could not write '\(url.path)': \((error as NSError).localizedDescription)")
        }
    }

    /// Why `folder` could not be made: the nearest existing ancestor is a file, not writable, or a
    /// folder that takes no new folders (`/proc`, a read-only mount).
    private static func reason(_ folder: URL, _ error: any Error) -> String {
        var path = folder.standardizedFileURL.path
        while !path.isEmpty && path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "'\(path)' is a file, not a folder; choose another --out" }
                if !FileManager.default.isWritableFile(atPath: path) {
                    return "no permission to write in '\(path)'; choose another --out"
                }
                return
                    "'\(path)' takes no new folders (\((error as NSError).localizedDescription)); choose another --out"
            }
            path = (path as NSString).deletingLastPathComponent
        }
        return (error as NSError).localizedDescription
    }
}
