//  IntentsExports.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: Apple's Intents framework re-exports Foundation, so a file that only says
//  `import Intents` still sees `Date`, `URL` and `NSObject`.

@_exported public import Foundation
