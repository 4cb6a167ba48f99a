//  AppIntentsExports.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: on Apple platforms `import AppIntents` also makes Foundation's types (Date, URL,
//  UUID) visible; intent files rely on that.

@_exported public import Foundation
