//  PhotoBackground.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: the photo filling the widget edge to edge (cropped, never stretched), or a soft
//  gradient when there is no photo; darkened towards the bottom for the caption.

import SwiftUI

/// The widget's background: the photo, scaled to fill.
struct PhotoBackground: View {
    let photo: CatPhoto?

    var body: some View {
        if let photo {
            ZStack {
                Image(photo.name, bundle: photo.bundle)
                    .resizable()
                    .scaledToFill()
                // A scrim under the caption, so white text reads on a light photo.
                LinearGradient(
                    colors: [.clear, .clear, .black.opacity(0.55)], startPoint: .top, endPoint: .bottom)
            }
        } else {
            LinearGradient(
                colors: [Color(red: 0.98, green: 0.84, blue: 0.65), Color(red: 0.95, green: 0.62, blue: 0.55)],
                startPoint: .top, endPoint: .bottom)
        }
    }
}
