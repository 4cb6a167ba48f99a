//  SwiftUICore.swift — SwiftUI (Glimpse)
//  Status: Complete for the types listed (new core types need a line here)
//  Behaviour: since iOS 18 Apple declares SwiftUI's core types in a module `SwiftUICore` that
//  `SwiftUI` re-exports, so widget code may write `SwiftUICore.Color` after `import SwiftUI`
//  (or `import WidgetKit`). A module of that name cannot re-export our types (it would have
//  to depend on `SwiftUI`, which would have to re-export it: a cycle), and renaming this
//  module would break every `@testable import SwiftUI`. A type named `SwiftUICore` whose
//  members are typealiases answers the same qualified names in any file that sees `SwiftUI`:
//  types, protocols (conformances and extensions through the alias compile), generics, property
//  wrappers (`@SwiftUICore.State`) and the free functions. Pinned in SwiftUICoreTests.
//  What it cannot do: `import SwiftUICore` (Apple refuses that too: only SwiftUI may import it).

import Foundation

/// The core of SwiftUI as Apple's `SwiftUICore` module names it: `SwiftUICore.Color` is `Color`.
///
/// Source: Apple SwiftUI (iOS 18 SDK), whose core types are declared in `SwiftUICore`.
public enum SwiftUICore {
    public typealias Axis = SwiftUI.Axis
    public typealias BlendMode = SwiftUI.BlendMode
    public typealias ColorRenderingMode = SwiftUI.ColorRenderingMode
    public typealias ColorScheme = SwiftUI.ColorScheme
    public typealias ContentMode = SwiftUI.ContentMode
    public typealias CoordinateSpace = SwiftUI.CoordinateSpace
    public typealias DynamicTypeSize = SwiftUI.DynamicTypeSize
    public typealias Edge = SwiftUI.Edge
    public typealias LayoutDirection = SwiftUI.LayoutDirection
    public typealias RoundedCornerStyle = SwiftUI.RoundedCornerStyle
    public typealias ShapeRole = SwiftUI.ShapeRole
    public typealias TextAlignment = SwiftUI.TextAlignment
    public typealias ViewBuilder = SwiftUI.ViewBuilder
    public typealias AlignmentID = SwiftUI.AlignmentID
    public typealias Animatable = SwiftUI.Animatable
    public typealias EnvironmentKey = SwiftUI.EnvironmentKey
    public typealias InsettableShape = SwiftUI.InsettableShape
    public typealias Shape = SwiftUI.Shape
    public typealias ShapeStyle = SwiftUI.ShapeStyle
    public typealias VectorArithmetic = SwiftUI.VectorArithmetic
    public typealias View = SwiftUI.View
    public typealias ViewModifier = SwiftUI.ViewModifier
    public typealias Alignment = SwiftUI.Alignment
    public typealias Angle = SwiftUI.Angle
    public typealias AngularGradient = SwiftUI.AngularGradient
    public typealias Animation = SwiftUI.Animation
    public typealias AnimationCompletionCriteria = SwiftUI.AnimationCompletionCriteria
    public typealias AnyGradient = SwiftUI.AnyGradient
    public typealias AnyShapeStyle = SwiftUI.AnyShapeStyle
    public typealias AnyTransition = SwiftUI.AnyTransition
    public typealias AnyView = SwiftUI.AnyView
    public typealias BackgroundStyle = SwiftUI.BackgroundStyle
    public typealias Capsule = SwiftUI.Capsule
    public typealias Circle = SwiftUI.Circle
    public typealias Color = SwiftUI.Color
    public typealias ContainerRelativeShape = SwiftUI.ContainerRelativeShape
    public typealias ContentTransition = SwiftUI.ContentTransition
    public typealias Divider = SwiftUI.Divider
    public typealias EdgeInsets = SwiftUI.EdgeInsets
    public typealias Ellipse = SwiftUI.Ellipse
    public typealias EmptyAnimatableData = SwiftUI.EmptyAnimatableData
    public typealias EmptyView = SwiftUI.EmptyView
    public typealias EnvironmentValues = SwiftUI.EnvironmentValues
    public typealias FillShapeStyle = SwiftUI.FillShapeStyle
    public typealias FillStyle = SwiftUI.FillStyle
    public typealias Font = SwiftUI.Font
    public typealias ForegroundStyle = SwiftUI.ForegroundStyle
    public typealias GeometryProxy = SwiftUI.GeometryProxy
    public typealias Gradient = SwiftUI.Gradient
    public typealias HierarchicalShapeStyle = SwiftUI.HierarchicalShapeStyle
    public typealias HorizontalAlignment = SwiftUI.HorizontalAlignment
    public typealias Image = SwiftUI.Image
    public typealias LinearGradient = SwiftUI.LinearGradient
    public typealias LocalizedStringKey = SwiftUI.LocalizedStringKey
    public typealias MatchedGeometryProperties = SwiftUI.MatchedGeometryProperties
    public typealias Material = SwiftUI.Material
    public typealias Namespace = SwiftUI.Namespace
    public typealias Path = SwiftUI.Path
    public typealias ProposedViewSize = SwiftUI.ProposedViewSize
    public typealias RadialGradient = SwiftUI.RadialGradient
    public typealias Rectangle = SwiftUI.Rectangle
    public typealias RectangleCornerRadii = SwiftUI.RectangleCornerRadii
    public typealias RedactionReasons = SwiftUI.RedactionReasons
    public typealias RoundedRectangle = SwiftUI.RoundedRectangle
    public typealias SafeAreaRegions = SwiftUI.SafeAreaRegions
    public typealias Spacer = SwiftUI.Spacer
    public typealias Spring = SwiftUI.Spring
    public typealias StrokeStyle = SwiftUI.StrokeStyle
    public typealias SymbolRenderingMode = SwiftUI.SymbolRenderingMode
    public typealias SymbolVariants = SwiftUI.SymbolVariants
    public typealias Text = SwiftUI.Text
    public typealias TintShapeStyle = SwiftUI.TintShapeStyle
    public typealias Transaction = SwiftUI.Transaction
    public typealias UnevenRoundedRectangle = SwiftUI.UnevenRoundedRectangle
    public typealias UnitPoint = SwiftUI.UnitPoint
    public typealias VerticalAlignment = SwiftUI.VerticalAlignment
    public typealias ViewDimensions = SwiftUI.ViewDimensions
    public typealias ViewSpacing = SwiftUI.ViewSpacing
    public typealias AnimatablePair<First: SwiftUI.VectorArithmetic, Second: SwiftUI.VectorArithmetic> = SwiftUI
        .AnimatablePair<First, Second>
    public typealias Binding<Value> = SwiftUI.Binding<Value>
    public typealias Environment<Value> = SwiftUI.Environment<Value>
    public typealias State<Value> = SwiftUI.State<Value>
    public typealias ForEach<Data: RandomAccessCollection, ID: Hashable, Content> = SwiftUI.ForEach<Data, ID, Content>
    public typealias GeometryReader<Content: SwiftUI.View> = SwiftUI.GeometryReader<Content>
    public typealias Group<Content> = SwiftUI.Group<Content>
    public typealias HStack<Content: SwiftUI.View> = SwiftUI.HStack<Content>
    public typealias VStack<Content: SwiftUI.View> = SwiftUI.VStack<Content>
    public typealias ZStack<Content: SwiftUI.View> = SwiftUI.ZStack<Content>
    public typealias ViewThatFits<Content: SwiftUI.View> = SwiftUI.ViewThatFits<Content>
    public typealias ModifiedContent<Content, Modifier> = SwiftUI.ModifiedContent<Content, Modifier>
    public typealias OffsetShape<Content: SwiftUI.Shape> = SwiftUI.OffsetShape<Content>
    public typealias RotatedShape<Content: SwiftUI.Shape> = SwiftUI.RotatedShape<Content>
    public typealias ScaledShape<Content: SwiftUI.Shape> = SwiftUI.ScaledShape<Content>
    public typealias TupleView<T> = SwiftUI.TupleView<T>

    /// `SwiftUI.withAnimation(_:_:)`: runs `body` and returns its value.
    public static func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
        -> Result
    { try SwiftUI.withAnimation(animation, body) }

    /// `SwiftUI.withTransaction(_:_:)`: runs `body` and returns its value.
    public static func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
        -> Result
    { try SwiftUI.withTransaction(transaction, body) }
}
