//  SwiftUIExports.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: on Apple platforms `import SwiftUI` also makes Foundation's types (Date, URL,
//  CGFloat, CGSize) visible; widget source relies on that.

@_exported import Foundation
