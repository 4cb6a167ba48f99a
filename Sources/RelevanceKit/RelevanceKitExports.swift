//  RelevanceKitExports.swift — RelevanceKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple's RelevanceKit re-exports Foundation, so a file that only says
//  `import RelevanceKit` still sees `Date` and `DateInterval`.

@_exported public import Foundation
