//  TestingUIKitOverlay.swift — _Testing_UIKit (Glimpse)
//  Status: Complete
//  Behaviour: the toolchain's Swift Testing declares a cross-import overlay `_Testing_UIKit`
//  (Testing.swiftcrossimport/UIKit.swiftoverlay) that the compiler loads in any file that sees
//  both `Testing` and a module named `UIKit`. Apple ships it; Linux toolchains do not, so a test
//  file importing Testing and SwiftUI (which re-exports Glimpse's UIKit) would fail with "no
//  such module '_Testing_UIKit'". This empty module stands in for it; UIKit depends on it so
//  it is built wherever UIKit is.

/// Marks the stand-in overlay; nothing uses it.
public enum TestingUIKitOverlay {}
