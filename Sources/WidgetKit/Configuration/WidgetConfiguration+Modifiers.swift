//  WidgetConfiguration+Modifiers.swift — WidgetKit (Glimpse)
//  Status: Complete for the gallery texts (StringProtocol and LocalizedStringResource), families,
//  margins and background removability; Text/LocalizedStringKey overloads wait for SwiftUI's Text
//  Behaviour: Apple "WidgetConfiguration" modifiers; reference widgetkit.md §1.3.

public import AppIntents

extension WidgetConfiguration {
    /// Sets the name the widget gallery shows.
    ///
    /// Source: Apple "configurationDisplayName(_:)".
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        let name = String(displayName)
        return ModifiedWidgetConfiguration(content: self) { $0.displayName = name }
    }

    /// Sets the name the widget gallery shows.
    ///
    /// Source: Apple "configurationDisplayName(_:)" (iOS 16, `LocalizedStringResource`).
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        configurationDisplayName(displayName.key)
    }

    /// Sets the description the widget gallery shows.
    ///
    /// Source: Apple "description(_:)" (`LocalizedStringResource`).
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        self.description(description.key)
    }

    /// Sets the description the widget gallery shows.
    ///
    /// Source: Apple "description(_:)".
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        let text = String(description)
        return ModifiedWidgetConfiguration(content: self) { $0.description = text }
    }

    /// Sets the families the widget supports, in the order the gallery offers them.
    ///
    /// Without this modifier a widget supports the home-screen families (`systemSmall`,
    /// `systemMedium`, `systemLarge`, `systemExtraLarge`); Lock Screen accessories are opt-in,
    /// as on iOS 16 and later.
    ///
    /// Source: Apple "supportedFamilies(_:)".
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        var unique: [WidgetFamily] = []
        for family in families where !unique.contains(family) { unique.append(family) }
        return ModifiedWidgetConfiguration(content: self) { $0.supportedFamilies = unique }
    }

    /// Turns off the default content margins (16 pt on each edge of a home-screen widget);
    /// the views then apply `widgetContentMargins` themselves where they want them.
    ///
    /// Source: Apple "contentMarginsDisabled()".
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.contentMarginsDisabled = true }
    }

    /// Says whether the host may remove the widget's container background (StandBy, Lock
    /// Screen, tinted home screen). `false` keeps it and leaves the widget out of those places.
    ///
    /// Source: Apple "containerBackgroundRemovable(_:)".
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.containerBackgroundRemovable = isRemovable }
    }
}
