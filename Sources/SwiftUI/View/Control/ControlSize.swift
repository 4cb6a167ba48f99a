//  ControlSize.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets: stored; controls draw at the regular size
//  Behaviour: Apple SwiftUI "ControlSize" and "controlSize(_:)".

/// The sizes a control can be drawn at.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// The size of controls in this view, readable as `@Environment(\.controlSize)`.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifyingEnvironment { $0.controlSize = controlSize }
    }
}
