//  ChartContent+Modifiers.swift — Charts (Glimpse)
//  Status: Complete for the modifiers widgets use
//  Behaviour: Apple Charts' ChartContent modifiers: a style or a style per value (with a
//  legend), symbols, line style and interpolation, corner radius, opacity, offset and
//  annotations; each applies to every mark of the content it modifies.

import Foundation
public import SwiftUI

/// Content whose marks a modifier changed.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout MarkRecord) -> Void
    public var body: Never { fatalError("ModifiedChartContent has no body") }
    func collect(into marks: inout [MarkRecord]) {
        var own = chartMarks(content)
        for index in own.indices { change(&own[index]) }
        marks += own
    }
}

extension ChartContent {
    private func modified(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Draws the marks in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified { $0.style = AnyShapeStyle(style) }
    }

    /// Colours the marks by `value` from the chart's palette (or `chartForegroundStyleScale`),
    /// with a legend entry per value.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.styleKey = value.plotted }
    }

    /// Draws points as `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        modified { $0.symbol = symbol as? BasicChartSymbolShape ?? .circle }
    }

    /// Gives each value of `value` its own symbol (circle, square, triangle…).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.symbolKey = value.plotted }
    }

    /// Points `size` points wide and high.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified {
            $0.symbolSize = size
            $0.symbolSizeKey = nil
        }
    }

    /// Points whose area is `area` square points (Apple Charts' `symbolSize(_:)` with a number).
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = max(0, area.isFinite ? area : 0).squareRoot()
        return modified {
            $0.symbolSize = CGSize(width: side, height: side)
            $0.symbolSizeKey = nil
        }
    }

    /// Sizes each symbol by `value` on the chart's symbol size scale (`ChartLayout.symbolArea`).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified {
            $0.symbolSizeKey = value.plotted
            $0.symbolSize = nil
        }
    }

    /// Draws `symbol`, centred on each point, in place of the symbol shape.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { $0.symbolView = view }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { $0.interpolation = method }
    }

    /// Strokes lines and rules with `style` (width, dashes, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { $0.lineStyle = style }
    }

    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { $0.series = $0.series ?? value.plotted }
    }

    /// Rounds bars' and rectangles' corners by `radius` points.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { $0.cornerRadius = radius.isFinite ? max(0, radius) : 0 }
    }

    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= opacity.isFinite ? min(1, max(0, opacity)) : 1 }
    }

    /// Moves the marks by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    public func offset(_ size: CGSize) -> some ChartContent { offset(x: size.width, y: size.height) }

    /// Places bars side by side by `value` instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent
    {
        modified {
            $0.stacking = .unstacked
            $0.dodge = value.plotted
        }
    }

    /// Draws `content` beside each mark (above a bar, by default).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return modified {
            $0.annotations.append(
                MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
        }
    }

    /// Clips bars and rectangles to `shape`: a rounded rectangle rounds their corners (other
    /// shapes are not applied).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let radius = (shape as? RoundedRectangle)?.cornerSize.width
        return modified { if let radius { $0.cornerRadius = radius.isFinite ? max(0, radius) : 0 } }
    }

    /// Effects Glimpse does not draw on marks: accepted, so shared chart code compiles.
    public func blur(radius: CGFloat) -> some ChartContent { self }
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some ChartContent
    { self }
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }
    public func compositingLayer() -> some ChartContent { self }

    public func zIndex(_ value: Double) -> some ChartContent { self }
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
