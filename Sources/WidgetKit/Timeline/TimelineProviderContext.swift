//  TimelineProviderContext.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "TimelineProviderContext" and "EnvironmentVariants"; reference
//  widgetkit.md §2.3. The variants are the environments the host asked to render, per key.

public import Foundation

/// What the provider is asked for: the family, its size, and whether it is for the gallery.
///
/// Source: Apple WidgetKit "TimelineProviderContext".
public struct TimelineProviderContext: @unchecked Sendable {
    // @unchecked Sendable: EnvironmentVariants holds only Sendable values (colour schemes, scales)
    // behind `Any`, written once at creation.

    /// Whether the widget is shown in the gallery: return quickly, with sample data if needed.
    public let isPreview: Bool
    /// The family being asked for.
    public let family: WidgetFamily
    /// The widget's size in points on the host's device.
    public let displaySize: CGSize
    /// The environments each entry will be drawn in (light and dark, scales…).
    public let environmentVariants: EnvironmentVariants

    /// Values of environment keys the host renders every entry in.
    ///
    /// `context.environmentVariants.colorScheme` is `[.light, .dark]` when the host asked for both.
    /// Keys the host does not vary read nil.
    @dynamicMemberLookup
    public struct EnvironmentVariants {
        private let values: [AnyKeyPath: [Any]]

        init(_ values: [AnyKeyPath: [Any]]) { self.values = values }

        /// The values `keyPath` takes across the variants, or nil if the host does not vary it.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            values[keyPath].map { $0.compactMap { $0 as? T } }
        }

        /// The values `keyPath` takes across the variants, or nil if the host does not vary it.
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            self[keyPath]
        }
    }

    /// A context for `family`, e.g. for calling a provider from a test or a preview.
    ///
    /// - Parameters:
    ///   - family: The family asked for.
    ///   - displaySize: Size in points; nil means the family's size on a 6.1-inch iPhone.
    ///   - isPreview: Whether the request is for the gallery.
    ///   - environments: The environments entries will be drawn in.
    package init(
        family: WidgetFamily, displaySize: CGSize? = nil, isPreview: Bool = false,
        environments: [EnvironmentValues] = [EnvironmentValues()]
    ) {
        self.family = family
        self.displaySize = displaySize ?? family.defaultDisplaySize
        self.isPreview = isPreview
        var variants: [AnyKeyPath: [Any]] = [:]
        var schemes: [ColorScheme] = []
        var scales: [CGFloat] = []
        for env in environments {
            if !schemes.contains(env.colorScheme) { schemes.append(env.colorScheme) }
            if !scales.contains(env.displayScale) { scales.append(env.displayScale) }
        }
        if !environments.isEmpty {
            variants[\EnvironmentValues.colorScheme] = schemes
            variants[\EnvironmentValues.displayScale] = scales
        }
        self.environmentVariants = EnvironmentVariants(variants)
    }
}
