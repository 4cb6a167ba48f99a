//  PageFiles.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Security": static files only from the page's own folder. Every file of the
//  folder is read once, at start, into a table keyed by its relative path; a request is answered
//  from the table or refused, so no request path ever reaches the file system (`..`, encoded
//  slashes, symlinks out of the folder all miss).

public import Foundation

/// The web page's files, served from memory.
public struct PageFiles: Sendable {
    /// One file: its bytes and content type.
    public struct File: Sendable {
        public var data: Data
        public var contentType: String
    }

    /// Files by relative path (`index.html`, `app.js`).
    public let files: [String: File]

    /// Reads every regular file under `folder` (not following symbolic links).
    public init(folder: URL) {
        var files: [String: File] = [:]
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: path) else { continue }
            let relative = String(path.dropFirst(root.count + 1))
            files[relative] = File(data: data, contentType: Self.contentType(of: relative))
        }
        self.files = files
    }

    /// The page shipped with GlimpseServer (`Sources/GlimpseServer/Page`).
    public static var bundled: PageFiles {
        guard let url = Bundle.module.url(forResource: "Page", withExtension: nil) else {
            return PageFiles(folder: URL(fileURLWithPath: "/nonexistent"))
        }
        return PageFiles(folder: url)
    }

    /// The file for the URL path `path` (`/` is `index.html`), or nil.
    public func file(at path: String) -> File? {
        let relative = path == "/" ? "index.html" : String(path.drop(while: { $0 == "/" }))
        guard !relative.isEmpty, !relative.contains(".."), !relative.contains("\\"), !relative.contains("\0") else {
            return nil
        }
        return files[relative]
    }

    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        default: return "application/octet-stream"
        }
    }
}
