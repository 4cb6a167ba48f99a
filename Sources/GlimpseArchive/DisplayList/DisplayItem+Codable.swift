//  DisplayItem+Codable.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: each item encodes as a one-key object naming its kind: {"text": {…}}.

extension DisplayItem {
    private enum Kind: String, CodingKey { case group, text, shape, image, symbol }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Kind.self)
        let keys = c.allKeys
        guard let key = keys.first, keys.count == 1 else {
            throw ArchiveError(
                .malformed,
                "display item at \(decoder.codingPath.map(\.stringValue).joined(separator: ".")) must have exactly one of group, text, shape, image, symbol"
            )
        }
        switch key {
        case .group: self = .group(try c.decode(GroupItem.self, forKey: key))
        case .text: self = .text(try c.decode(TextItem.self, forKey: key))
        case .shape: self = .shape(try c.decode(ShapeItem.self, forKey: key))
        case .image: self = .image(try c.decode(ImageItem.self, forKey: key))
        case .symbol: self = .symbol(try c.decode(SymbolItem.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Kind.self)
        switch self {
        case .group(let v): try c.encode(v, forKey: .group)
        case .text(let v): try c.encode(v, forKey: .text)
        case .shape(let v): try c.encode(v, forKey: .shape)
        case .image(let v): try c.encode(v, forKey: .image)
        case .symbol(let v): try c.encode(v, forKey: .symbol)
        }
    }
}

extension Paint {
    private enum Kind: String, CodingKey { case color, linear, radial, angular, elliptical, mesh }
    private enum Field: String, CodingKey {
        case stops, start, end, center, startRadius, endRadius, startAngle, endAngle, size
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Kind.self)
        let keys = c.allKeys
        guard let key = keys.first, keys.count == 1 else {
            throw ArchiveError(
                .malformed, "paint must have exactly one of color, linear, radial, angular, elliptical, mesh")
        }
        if key == .color {
            self = .color(try c.decode(RGBA.self, forKey: .color))
            return
        }
        if key == .mesh {
            self = .meshGradient(try c.decode(MeshPaint.self, forKey: .mesh))
            return
        }
        let f = try c.nestedContainer(keyedBy: Field.self, forKey: key)
        let stops = try f.decode([GradientStop].self, forKey: .stops)
        switch key {
        case .linear:
            self = .linearGradient(
                stops: stops, start: try f.decode(Point.self, forKey: .start),
                end: try f.decode(Point.self, forKey: .end))
        case .radial:
            self = .radialGradient(
                stops: stops, center: try f.decode(Point.self, forKey: .center),
                startRadius: try f.decode(Double.self, forKey: .startRadius),
                endRadius: try f.decode(Double.self, forKey: .endRadius))
        case .elliptical:
            self = .ellipticalGradient(
                stops: stops, center: try f.decode(Point.self, forKey: .center),
                size: try f.decode(Size.self, forKey: .size),
                startRadius: try f.decode(Double.self, forKey: .startRadius),
                endRadius: try f.decode(Double.self, forKey: .endRadius))
        default:
            self = .angularGradient(
                stops: stops, center: try f.decode(Point.self, forKey: .center),
                startAngle: try f.decode(Double.self, forKey: .startAngle),
                endAngle: try f.decode(Double.self, forKey: .endAngle))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Kind.self)
        switch self {
        case .color(let rgba): try c.encode(rgba, forKey: .color)
        case .linearGradient(let stops, let start, let end):
            var f = c.nestedContainer(keyedBy: Field.self, forKey: .linear)
            try f.encode(stops, forKey: .stops)
            try f.encode(start, forKey: .start)
            try f.encode(end, forKey: .end)
        case .radialGradient(let stops, let center, let r0, let r1):
            var f = c.nestedContainer(keyedBy: Field.self, forKey: .radial)
            try f.encode(stops, forKey: .stops)
            try f.encode(center, forKey: .center)
            try f.encode(r0, forKey: .startRadius)
            try f.encode(r1, forKey: .endRadius)
        case .angularGradient(let stops, let center, let a0, let a1):
            var f = c.nestedContainer(keyedBy: Field.self, forKey: .angular)
            try f.encode(stops, forKey: .stops)
            try f.encode(center, forKey: .center)
            try f.encode(a0, forKey: .startAngle)
            try f.encode(a1, forKey: .endAngle)
        case .ellipticalGradient(let stops, let center, let size, let r0, let r1):
            var f = c.nestedContainer(keyedBy: Field.self, forKey: .elliptical)
            try f.encode(stops, forKey: .stops)
            try f.encode(center, forKey: .center)
            try f.encode(size, forKey: .size)
            try f.encode(r0, forKey: .startRadius)
            try f.encode(r1, forKey: .endRadius)
        case .meshGradient(let mesh): try c.encode(mesh, forKey: .mesh)
        }
    }
}
