//  INIntent+ClassName.swift — Intents (Glimpse)
//  Status: Complete for top-level intent classes and classes nested one level in a class,
//  structure or enumeration (what Xcode generates and widgets write)
//  Behaviour: `WidgetInfo.configuration` (Apple WidgetKit, iOS 14): the host names a widget's
//  intent type as `String(reflecting:)` does (`EmojiRangers.SelectCharacterIntent`); the app's
//  process finds the class of that name among its own types, through the Swift runtime.

extension INIntent {
    /// The `INIntent` subclass named `name` (module-qualified, as `String(reflecting:)` writes
    /// it) in this process, or nil when it has none (another module's class, an App Intents
    /// type, a generic class, a name with characters Swift mangles otherwise).
    package static func _intentClass(named name: String) -> INIntent.Type? {
        if let found = _typeByName(name) as? INIntent.Type { return found }
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII } }) else { return nil }
        let words = parts.map { "\($0.utf8.count)\($0)" }
        // `6Module5ClassC`: a top-level class; nested once, the parent is a class, a structure or
        // an enumeration (`6Module5OuterV5InnerC`).
        var candidates = [words.joined() + "C"]
        if parts.count == 3 {
            candidates += ["C", "V", "O"].map { words[0] + words[1] + $0 + words[2] + "C" }
        }
        for mangled in candidates {
            if let found = _typeByName(mangled) as? INIntent.Type { return found }
        }
        return nil
    }
}
