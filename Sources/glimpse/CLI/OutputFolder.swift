//  OutputFolder.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: the `--out` folder of `preview` and `simulate`: created with its parents up front,
//  or a failure (74) that says what is in the way — a file where a folder must be, a folder
//  that may not be written, one that takes no folders (`/proc`) — rather than Foundation's
//  "error 512" or "The file doesn't exist".

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
