//  CatPhoto.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: one photo of the library: a PNG file and the cat's name taken from its file name.

import Foundation

/// A photo the widget can show.
struct CatPhoto: Hashable, Sendable {
    /// The file's name without its extension, e.g. "mochi"; also the image's resource name.
    var name: String
    /// The folder the file is in.
    var folder: URL

    /// The cat's name for the caption: the file name with its first letter capitalised, dashes
    /// and underscores as spaces ("mr_whiskers" → "Mr whiskers").
    var title: String {
        let spaced = name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    /// The bundle to load the image from: the folder itself, read as a flat bundle.
    var bundle: Bundle? { Bundle(url: folder) }
}
