//  CatPhotoWidget.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "Widget" with a StaticConfiguration in the three home-screen families;
//  the photo is the removable container background, the caption sits over it.

import SwiftUI
import WidgetKit

struct CatPhotoWidget: Widget {
    let kind = "CatPhotoWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CatPhotoProvider()) { entry in
            CatPhotoView(entry: entry)
                .containerBackground(for: .widget) {
                    PhotoBackground(photo: entry.photo)
                }
        }
        .configurationDisplayName("Cat Photos")
        .description("A different cat every hour, from your own folder of photos.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
