//  ChartAxes.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: a chart's axes as drawn: for each axis that is not hidden, the values its marks
//  go at (the scale's own, or `AxisMarks(values:)`), and for each value its grid line, tick and
//  label as `AxisMarks` built them — by default a grid line and a label, x's grid lines only
//  when x is numbers or dates. Grid lines are 0.5 points of grey at 35 % opacity.

import Foundation
import SwiftUI

/// A label at an axis value.
struct ChartAxisLabel {
    var coordinate: Double
    var text: String
    var view: AnyView?
    var style: AnyShapeStyle?
    var font: Font?
    var edge: AxisMarkPosition.Edge
}

/// The axes of one chart.
struct ChartAxes {
    var leadingLabels: [ChartAxisLabel]?
    var trailingLabels: [ChartAxisLabel]?
    var topLabels: [ChartAxisLabel]?
    var bottomLabels: [ChartAxisLabel]?
    /// Grid lines and ticks: (axis is x, coordinate, style, a tick rather than a grid line, edge).
    private var lines:
        [(vertical: Bool, coordinate: Double, style: AxisLineStyle, tick: Bool, edge: AxisMarkPosition.Edge)] =
            []
    private let layout: ChartLayout

    static let gridStyle = AnyShapeStyle(Color.gray.opacity(0.35))

    /// The axes of `layout`; with `yRoom`, the y axis's values thinned to what fits in a plot
    /// `height` points tall with labels `lineHeight` points tall (`fitting(_:scale:height:lineHeight:)`).
    init(layout: ChartLayout, pie: Bool, yRoom: (height: CGFloat, lineHeight: CGFloat)? = nil) {
        self.layout = layout
        guard !pie else { return }
        add(axis: layout.configuration.xAxis, scale: layout.x, isX: true, room: nil)
        add(axis: layout.configuration.yAxis, scale: layout.y, isX: false, room: yRoom)
    }

    private mutating func add(
        axis: AxisConfiguration, scale: ChartScale, isX: Bool, room: (height: CGFloat, lineHeight: CGFloat)?
    ) {
        guard axis.visibility != .hidden else { return }
        let specs =
            axis.marks ?? [AxisMarksSpec(position: .automatic, values: .automatic(desiredCount: nil), content: nil)]
        for spec in specs {
            let edge: AxisMarkPosition.Edge =
                isX
                ? (spec.position.edge == .top ? .top : .bottom)
                : (spec.position.edge == .leading ? .leading : .trailing)
            var values = Self.values(spec.values, scale: scale)
            if let room, case .automatic(nil) = spec.values {
                values = Self.fitting(values, scale: scale, height: room.height, lineHeight: room.lineHeight)
            }
            for (index, value) in values.enumerated() {
                let records =
                    spec.content?(AxisValue(index: index, count: values.count, value: value.value))
                    ?? Self.defaultRecords(isX: isX, scale: scale)
                for record in records {
                    switch record {
                    case .grid(let style):
                        lines.append((isX, value.coordinate, style, false, edge))
                    case .tick(let style):
                        lines.append((isX, value.coordinate, style, true, edge))
                    case .label(let spec):
                        // A date's label starts at its grid line: none at the plot's far end.
                        if isX && scale.kind == .time && value.coordinate >= scale.upper { continue }
                        let text = spec.text ?? spec.format?(value.value) ?? value.label
                        let label = ChartAxisLabel(
                            coordinate: value.coordinate, text: text, view: spec.view, style: spec.style,
                            font: spec.font,
                            edge: edge)
                        switch edge {
                        case .leading: leadingLabels = (leadingLabels ?? []) + [label]
                        case .top: topLabels = (topLabels ?? []) + [label]
                        case .bottom: bottomLabels = (bottomLabels ?? []) + [label]
                        default: trailingLabels = (trailingLabels ?? []) + [label]
                        }
                    }
                }
            }
        }
    }

    /// The default marks: a label, and a grid line unless the axis is x by category.
    private static func defaultRecords(isX: Bool, scale: ChartScale) -> [AxisMarkRecord] {
        let label = AxisMarkRecord.label(AxisLabelSpec())
        return isX && scale.kind == .band ? [label] : [.grid(AxisLineStyle()), label]
    }

    /// The values of `storage` on `scale`: coordinate, value and the scale's label for it.
    static func values(_ storage: AxisMarkValues.Storage, scale: ChartScale) -> [(
        coordinate: Double, value: PlotValue, label: String
    )] {
        let value = { (coordinate: Double) -> PlotValue in
            switch scale.kind {
            case .band:
                let index = Int(coordinate.rounded(.down))
                return .category(scale.categories.indices.contains(index) ? scale.categories[index] : "")
            case .linear: return .number(coordinate)
            case .time: return .date(Date(timeIntervalSince1970: coordinate))
            }
        }
        let domain = min(scale.lower, scale.upper)...max(scale.lower, scale.upper)
        switch storage {
        case .automatic(nil):
            return scale.ticks.map { ($0.coordinate, value($0.coordinate), $0.label) }
        case .automatic(let count?):
            switch scale.kind {
            case .band:
                return scale.ticks.map { ($0.coordinate, value($0.coordinate), $0.label) }
            case .linear where scale.type == .log:
                return ChartTicks.logTicks(in: domain, count: max(1, count)).map {
                    ($0, .number($0), ChartTicks.formatLog($0))
                }
            case .linear:
                return ChartTicks.nice(domain.lowerBound, domain.upperBound, count: max(1, count)).ticks
                    .filter(domain.contains).map { ($0, .number($0), ChartTicks.format($0)) }
            case .time:
                let ticks = ChartTicks.dates(
                    Date(timeIntervalSince1970: domain.lowerBound), Date(timeIntervalSince1970: domain.upperBound),
                    count: max(1, count))
                return ticks.ticks.map {
                    ($0.timeIntervalSince1970, .date($0), ChartTicks.format($0, step: ticks.step))
                }
            }
        case .stride(let step):
            guard scale.kind != .band else {
                return scale.ticks.map { ($0.coordinate, value($0.coordinate), $0.label) }
            }
            return ChartTicks.stride(domain, by: step).prefix(200).map { ($0, value($0), ChartTicks.format($0)) }
        case .dateStride(let component, let count, let calendar):
            guard scale.kind == .time else { return [] }
            let step = ChartTicks.DateStep(component: component, count: count, seconds: 0)
            return ChartTicks.dates(
                Date(timeIntervalSince1970: domain.lowerBound), Date(timeIntervalSince1970: domain.upperBound),
                step: step, calendar: calendar
            ).map { ($0.timeIntervalSince1970, .date($0), ChartTicks.format($0, step: step)) }
        case .list(let values):
            return values.compactMap { item in
                scale.coordinate(item).map { ($0, item, item.text) }
            }
        }
    }

    /// These axes with the automatic y values fitted to a plot `height` points tall, their labels
    /// in the fonts `environment` resolves.
    func fitted(height: CGFloat, in environment: EnvironmentValues) -> ChartAxes {
        guard let labels = leadingLabels ?? trailingLabels, !labels.isEmpty else { return self }
        let lineHeight = labels.map { ($0.font ?? .caption2).lineHeight(in: environment) }.max() ?? 0
        return ChartAxes(layout: layout, pie: false, yRoom: (height, lineHeight))
    }

    /// The automatic y values thinned until their labels, `lineHeight` points tall, no longer
    /// overlap over `height` points, as Apple's automatic axis fits its marks to the space: a
    /// linear axis takes the first nicer, longer step whose labels fit (0, 10 … 40 becomes
    /// 0, 20, 40), any other drops each label that would touch the one kept before it.
    static func fitting(
        _ values: [(coordinate: Double, value: PlotValue, label: String)], scale: ChartScale, height: CGFloat,
        lineHeight: CGFloat
    ) -> [(coordinate: Double, value: PlotValue, label: String)] {
        let room = lineHeight
        let fits = { (coordinates: [Double]) -> Bool in
            let points = coordinates.map { scale.point($0, length: height, flipped: true) }.sorted()
            return zip(points, points.dropFirst()).allSatisfy { $1 - $0 >= room }
        }
        guard height > 0, values.count > 1, !fits(values.map(\.coordinate)) else { return values }
        if scale.kind == .linear, scale.type == .linear, scale.upper > scale.lower {
            let domain = scale.lower...scale.upper
            for count in stride(from: values.count - 2, through: 1, by: -1) {
                let step = ChartTicks.niceStep((domain.upperBound - domain.lowerBound) / Double(count))
                let ticks = ChartTicks.stride(domain, by: step)
                if ticks.count > 1, fits(ticks) {
                    return ticks.map { ($0, .number($0), ChartTicks.format($0)) }
                }
            }
        }
        var kept: [(coordinate: Double, value: PlotValue, label: String)] = []
        var last: CGFloat?
        for value in values {
            let point = scale.point(value.coordinate, length: height, flipped: true)
            if let last, abs(point - last) < room { continue }
            kept.append(value)
            last = point
        }
        return kept
    }

    /// The grid lines and ticks as paths in a plot of `size`.
    func lines(in size: CGSize) -> [ChartShape] {
        lines.map { line in
            var path = Path()
            if line.vertical {
                let px = layout.xPoint(line.coordinate, size)
                let ys: (CGFloat, CGFloat) =
                    line.tick ? (line.edge == .top ? (0, 4) : (size.height - 4, size.height)) : (0, size.height)
                path.move(to: CGPoint(x: px, y: ys.0))
                path.addLine(to: CGPoint(x: px, y: ys.1))
            } else {
                let py = layout.yPoint(line.coordinate, size)
                let xs: (CGFloat, CGFloat) =
                    line.tick ? (line.edge == .leading ? (0, 4) : (size.width - 4, size.width)) : (0, size.width)
                path.move(to: CGPoint(x: xs.0, y: py))
                path.addLine(to: CGPoint(x: xs.1, y: py))
            }
            return ChartShape(path: path, style: line.style.style ?? Self.gridStyle, stroke: line.style.stroke)
        }
    }
}

/// An x axis's labels: a row as tall as a line of caption text, each label under its value
/// (centred; a date's label starts at its grid line), in the room up to its neighbours — a
/// label wider than that is truncated rather than drawn over the next (large Dynamic Type).
struct ChartAxisRow: View {
    let labels: [ChartAxisLabel]
    let scale: ChartScale

    /// A row's height, for the y columns to leave out.
    static var spacer: some View { Text("0").font(.caption2).hidden() }

    var body: some View {
        Self.spacer.frame(maxWidth: .infinity)
            .overlay(
                GeometryReader { proxy in
                    let places = self.places(width: proxy.size.width)
                    ZStack(alignment: .topLeading) {
                        ForEach(Array(labels.enumerated()), id: \.offset) { index, label in
                            ChartAxisLabelView(label: label)
                                .frame(width: places[index].width, alignment: scale.kind == .time ? .leading : .center)
                                .position(x: places[index].center, y: proxy.size.height / 2)
                        }
                    }
                })
    }

    /// Each label's room and centre in a row `width` points wide.
    private func places(width: CGFloat) -> [(center: CGFloat, width: CGFloat)] {
        let points = labels.map { scale.point($0.coordinate, length: width, flipped: false) }
        let sorted = points.sorted()
        return points.map { point in
            let next = sorted.first { $0 > point + 0.5 }
            let previous = sorted.last { $0 < point - 0.5 }
            switch scale.kind {
            case .band:
                return (point, max(1, scale.unit(length: width)))
            case .time:
                // From 2 points past the grid line to 2 points before the next one.
                let room = max(1, (next ?? width) - point - 4)
                return (point + 2 + room / 2, room)
            case .linear:
                let gaps = [next.map { $0 - point }, previous.map { point - $0 }].compactMap { $0 }
                let room = max(1, (gaps.min() ?? width) - 4)
                return (point, room)
            }
        }
    }
}

/// A y axis's labels: a column as wide as the widest, each label beside its value, thinned to
/// the ones that fit the column's height without overlapping (`ChartAxes.fitted`).
struct ChartAxisColumn: View {
    let axes: ChartAxes
    let scale: ChartScale
    let leading: Bool
    @Environment(\.self) private var environment

    private var labels: [ChartAxisLabel] { (leading ? axes.leadingLabels : axes.trailingLabels) ?? [] }

    var body: some View {
        ZStack {
            ForEach(Array(labels.enumerated()), id: \.offset) { _, label in ChartAxisLabelView(label: label).hidden() }
        }
        .frame(maxHeight: .infinity)
        .overlay(
            GeometryReader { proxy in
                let fitted = axes.fitted(height: proxy.size.height, in: environment)
                let shown = (leading ? fitted.leadingLabels : fitted.trailingLabels) ?? []
                ZStack(alignment: .topLeading) {
                    ForEach(Array(shown.enumerated()), id: \.offset) { _, label in
                        ChartAxisLabelView(label: label).fixedSize()
                            .frame(width: 0, height: 0, alignment: leading ? .trailing : .leading)
                            .position(
                                x: leading ? proxy.size.width : 0,
                                y: scale.point(label.coordinate, length: proxy.size.height, flipped: true))
                    }
                }
            })
    }
}

/// One axis label: its view, or its text in caption 2, secondary.
struct ChartAxisLabelView: View {
    let label: ChartAxisLabel

    var body: some View {
        if let view = label.view {
            view
        } else {
            Text(label.text).font(label.font ?? .caption2)
                .foregroundStyle(label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)).lineLimit(1)
        }
    }
}
