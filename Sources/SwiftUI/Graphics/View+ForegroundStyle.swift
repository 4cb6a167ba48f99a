//  View+ForegroundStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "foregroundStyle(_:)", "foregroundStyle(_:_:)",
//  "foregroundStyle(_:_:_:)", "foregroundColor(_:)", "tint(_:)". Each sets the style in the
//  environment of the subtree; the hierarchical overloads give `.secondary` and `.tertiary`
//  below them their own styles.

extension View {
    /// Sets a view's foreground elements to use `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifyingEnvironment { env in
            env.foregroundStyle = AnyShapeStyle(style).replacingForeground(env.foregroundStyle)
        }
    }

    /// Sets the primary and secondary levels of the foreground style of the subtree.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style of the subtree.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// Sets the colour of the foreground elements of the subtree; nil keeps the enclosing one.
    public func foregroundColor(_ color: Color?) -> some View {
        modifyingEnvironment { env in
            guard let color else { return }
            env.foregroundStyle = AnyShapeStyle(color).replacingForeground(env.foregroundStyle)
        }
    }

    /// Sets the tint colour of the subtree (controls, `.tint` style); nil keeps the enclosing one.
    public func tint(_ tint: Color?) -> some View {
        modifyingEnvironment { env in
            if let tint { env.tint = AnyShapeStyle(tint) }
        }
    }

    /// Sets the tint of the subtree to `tint` (iOS 16); nil keeps the enclosing one.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifyingEnvironment { env in
            if let tint { env.tint = AnyShapeStyle(tint) }
        }
    }

    private func setForegroundLevels(_ levels: [AnyShapeStyle]) -> some View {
        modifyingEnvironment { env in
            env.foregroundStyle = AnyShapeStyle(_ForegroundLevels(levels: levels))
                .replacingForeground(env.foregroundStyle)
        }
    }
}
