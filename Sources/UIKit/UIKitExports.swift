//  UIKitExports.swift — UIKit (Glimpse)
//  Status: Complete
//  Behaviour: on iOS `import UIKit` also makes Foundation's types visible; widget code relies
//  on that (CGFloat, CGSize, Data, Bundle).

@_exported import Foundation
