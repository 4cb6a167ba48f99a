//  CatPhotoEntry.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: one timeline entry: the photo shown from `date`, and when the next one comes.

import Foundation
import WidgetKit

/// A photo and the moment it gives way to the next.
struct CatPhotoEntry: TimelineEntry {
    let date: Date
    /// nil when the library is empty.
    let photo: CatPhoto?
    /// When the next photo (or the next timeline) takes over.
    let nextPhotoDate: Date
}
