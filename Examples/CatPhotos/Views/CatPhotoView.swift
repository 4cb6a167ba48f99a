//  CatPhotoView.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: a caption over the photo's lower edge: the cat's name and, in the medium and
//  large families, when the next cat arrives (a live `.timer`, no reload needed).

import SwiftUI
import WidgetKit

/// The caption drawn over the photo.
struct CatPhotoView: View {
    @Environment(\.widgetFamily) var family
    let entry: CatPhotoEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Spacer(minLength: 0)
            if let photo = entry.photo {
                Text(photo.title)
                    .font(family == .systemSmall ? .headline : .title3)
                    .fontWeight(.bold)
                    .lineLimit(1)
                if family != .systemSmall {
                    Text("Next cat in \(entry.nextPhotoDate, style: .timer)")
                        .font(.caption)
                        .fontWeight(.medium)
                        .opacity(0.9)
                        .lineLimit(1)
                }
            } else {
                Text("No cats yet")
                    .font(.headline)
                Text("Put PNG photos in the folder named by CAT_PHOTOS_DIR.")
                    .font(.caption2)
                    .opacity(0.85)
            }
        }
        .foregroundStyle(.white)
        .shadow(color: .black.opacity(0.45), radius: 3, x: 0, y: 1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
