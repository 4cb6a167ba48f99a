//  AppIntentsExports.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: on Apple platforms `import AppIntents` also makes Foundation's types (Date, URL,
//  UUID) visible; intent files rely on that.

@_exported public import Foundation
// `RelevantContext` is RelevanceKit's: one type, whichever of the two a widget imports.
@_exported public import RelevanceKit
