//  PhotoLibrary.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: lists the PNG photos of the folder named by CAT_PHOTOS_DIR, else of the bundled
//  Resources folder, sorted by name; which photo shows at a moment is a pure function of the
//  hour, so every reload agrees with the previous timeline.

import Foundation

/// Where the photos come from, and which one belongs to which hour.
enum PhotoLibrary {
    /// The environment variable that points at another folder of PNG photos.
    static let folderVariable = "CAT_PHOTOS_DIR"

    /// The photos to show, sorted by name; empty when the folder has none (the widget then says so).
    static func photos() -> [CatPhoto] {
        guard let folder = folderURL() else {
            log("no photo folder found; set \(folderVariable) to a folder of PNG files")
            return []
        }
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        } catch {
            log("could not list \(folder.path): \(error.localizedDescription)")
            return []
        }
        let photos = files.filter { $0.pathExtension.lowercased() == "png" }
            .map { CatPhoto(name: $0.deletingPathExtension().lastPathComponent, folder: folder) }
            .sorted { $0.name < $1.name }
        if photos.isEmpty { log("\(folder.path) has no PNG files") }
        return photos
    }

    /// The photo shown during the hour that contains `date`: the photos take turns, one an hour,
    /// counted from the Unix epoch so the choice does not depend on when the widget reloaded.
    static func photo(at date: Date, from photos: [CatPhoto]) -> CatPhoto? {
        guard !photos.isEmpty else { return nil }
        let hour = Int((date.timeIntervalSince1970 / 3600).rounded(.down))
        return photos[((hour % photos.count) + photos.count) % photos.count]
    }

    /// The folder named by `CAT_PHOTOS_DIR`, else the bundled `Resources` folder.
    private static func folderURL() -> URL? {
        if let path = ProcessInfo.processInfo.environment[folderVariable], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let url = Bundle.main.url(forResource: "Resources", withExtension: nil) {
            return url
        }
        #if SWIFT_PACKAGE
            // SwiftPM copies the Resources folder as a whole into the target's resource bundle.
            return Bundle.module.url(forResource: "Resources", withExtension: nil) ?? Bundle.module.resourceURL
        #else
            return Bundle.main.resourceURL
        #endif
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("CatPhotos: \(message)\n".utf8))
    }
}
