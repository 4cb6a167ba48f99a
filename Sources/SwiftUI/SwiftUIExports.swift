//  SwiftUIExports.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: on Apple platforms `import SwiftUI` also makes Foundation's types (Date, URL,
//  CGFloat, CGSize, URLSession), Combine's (ObservableObject, @Published) and Observation's
//  (@Observable) visible, and `LocalizedStringResource` (Foundation's on iOS 16,
//  AppIntents' here); widget source relies on that. On Linux `URLSession` lives in
//  FoundationNetworking, so it is re-exported too (README "Networking": a file that imports
//  only Foundation does not see it; Swift's imports are per file).

@_exported import Combine
@_exported import Foundation
@_exported import Observation
// iOS's SwiftUI makes UIKit's types visible (UIImage, UIColor, UIFont) to code that imports
// only SwiftUI; so does Glimpse's.
@_exported import UIKit
// `LocalizedStringResource` is Foundation's on iOS; here AppIntents declares it.
@_exported import struct AppIntents.LocalizedStringResource

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
