//  AppEnum.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "AppEnum" (iOS 16): a parameter type with a fixed set of values;
//  a configuration stores a case by its raw value.

/// A type with a fixed set of values an intent parameter can take, such as a refresh interval.
///
/// Give the type a name (`typeDisplayRepresentation`) and each case a title
/// (`caseDisplayRepresentations`).
///
/// Source: Apple AppIntents "AppEnum".
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, TypeDisplayRepresentable,
    CaseDisplayRepresentable, CustomLocalizedStringResourceConvertible
where RawValue: LosslessStringConvertible {}

extension AppEnum {
    /// The case's title, or its raw value when it has none.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(rawValue.description)
    }
}
