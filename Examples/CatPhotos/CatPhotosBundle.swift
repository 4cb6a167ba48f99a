//  CatPhotosBundle.swift — CatPhotos (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "WidgetBundle". Unchanged iOS 17 widget source: on Linux it builds
//  against Glimpse's SwiftUI and WidgetKit, and `glimpse preview` / `glimpse simulate` run it.

import SwiftUI
import WidgetKit

@main
struct CatPhotosBundle: WidgetBundle {
    var body: some Widget {
        CatPhotoWidget()
    }
}
