//  DisplayItem+SExpression.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: STYLE R7 — a stable, readable printer so golden tests are text:
//  (text (frame 16 16 42 20.333) "72°" (font "Inter" 17 400) (color 0 0 0 1))

extension DisplayItem {
    /// The item as an indented S-expression, one node per line; numbers with at most 3 decimals.
    public var sExpression: String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .group(let g):
            var head = "\(pad)(group \(frameS(g.frame))"
            if let o = g.opacity { head += " (opacity \(fmt(o)))" }
            if let t = g.transform {
                head += " (transform \([t.a, t.b, t.c, t.d, t.tx, t.ty].map(fmt).joined(separator: " ")))"
            }
            if let c = g.clip { head += " (clip \"\(c.svg)\")" }
            if let s = g.shadow {
                let kind = s.inner == true ? "inner-shadow" : "shadow"
                head += " (\(kind) \(colorS(s.color)) \(fmt(s.radius)) \(fmt(s.x)) \(fmt(s.y)))"
            }
            if let a = g.arc {
                head +=
                    " (arc \(fmt(a.center.x)) \(fmt(a.center.y)) \(fmt(a.radius)) \(fmt(a.angle)) "
                    + "\(fmt(a.origin.x)) \(fmt(a.origin.y)) \(a.clockwise ? "cw" : "ccw"))"
            }
            if g.compositingGroup == true { head += " (compositing)" }
            if let b = g.blendMode { head += " (blend \(b.rawValue))" }
            for f in g.filters ?? [] { head += " (filter \(filterS(f)))" }
            head += tagsS(g.tags)
            out += head
            if let m = g.mask {
                out += "\n\(pad)  (mask\n"
                m.write(into: &out, indent: indent + 2)
                out += ")"
            }
            for child in g.children {
                out += "\n"
                child.write(into: &out, indent: indent + 1)
            }
            out += ")"
        case .text(let t):
            out += "\(pad)(text \(frameS(t.frame))"
            for line in t.lines {
                out += " (line \(fmt(line.baseline))"
                for run in line.runs {
                    out +=
                        " (run \(fmt(run.x)) \(fmt(run.width)) \(quote(run.text)) \(fontS(run.font)) \(paintS(run.paint)))"
                }
                out += ")"
            }
            out += tagsS(t.tags) + ")"
        case .shape(let s):
            out += "\(pad)(shape \(frameS(s.frame)) (path \"\(s.path.svg)\")"
            if let f = s.fill { out += " (fill \(paintS(f))\(s.evenOdd == true ? " eo" : ""))" }
            if let st = s.stroke {
                out += " (stroke \(paintS(st.paint)) \(fmt(st.lineWidth)) \(st.cap.rawValue) \(st.join.rawValue)"
                if !st.dash.isEmpty { out += " (dash \(st.dash.map(fmt).joined(separator: " ")))" }
                out += ")"
            }
            out += tagsS(s.tags) + ")"
        case .image(let i):
            out += "\(pad)(image \(frameS(i.frame)) \(i.hash)"
            if let t = i.tint { out += " (tint \(paintS(t)))" }
            if let m = i.accentedMode { out += " (accented \(quote(m)))" }
            out += tagsS(i.tags) + ")"
        case .symbol(let s):
            out +=
                "\(pad)(symbol \(frameS(s.frame)) \(quote(s.name)) \(fmt(s.pointSize)) \(s.weight) \(paintS(s.paint))"
            if let m = s.accentedMode { out += " (accented \(quote(m)))" }
            if s.hierarchical == true { out += " (hierarchical)" }
            if let palette = s.palette { out += " (palette \(palette.map(paintS).joined(separator: " ")))" }
            out += tagsS(s.tags) + ")"
        }
    }
}

extension WidgetArchive {
    /// The whole archive as an S-expression: size, background layer, content.
    public var sExpression: String {
        var out = "(archive (size \(fmt(size.width)) \(fmt(size.height))) \(colorScheme) @\(fmt(displayScale))x"
        if let url = widgetURL { out += " (url \(quote(url)))" }
        if let bg = background { out += "\n (background\n\(bg.sExpression))" }
        out += "\n" + content.sExpression
        if let label { out += "\n (label\n\(label.sExpression))" }
        for h in hitRegions {
            if let url = h.url { out += "\n (link \(frameS(h.frame)) \(quote(url)))" }
            if let intent = h.intent { out += "\n (intent \(frameS(h.frame)) \(intentS(intent)))" }
        }
        return out + ")"
    }
}

private func frameS(_ r: Rect) -> String { "(frame \(fmt(r.x)) \(fmt(r.y)) \(fmt(r.width)) \(fmt(r.height)))" }
private func colorS(_ c: RGBA) -> String {
    "(color \(fmt(c.red)) \(fmt(c.green)) \(fmt(c.blue)) \(fmt(c.alpha)))"
}
private func fontS(_ f: FontDescriptor) -> String {
    var s = "(font \(quote(f.family)) \(fmt(f.size)) \(f.weight)"
    if f.italic { s += " italic" }
    if f.monospacedDigit { s += " tnum" }
    return s + ")"
}
private func paintS(_ p: Paint) -> String {
    func stopsS(_ stops: [GradientStop]) -> String {
        stops.map { "(\(fmt($0.location)) \(colorS($0.color)))" }.joined(separator: " ")
    }
    switch p {
    case .color(let c): return colorS(c)
    case .linearGradient(let stops, let a, let b):
        return "(linear \(fmt(a.x)) \(fmt(a.y)) \(fmt(b.x)) \(fmt(b.y)) \(stopsS(stops)))"
    case .radialGradient(let stops, let c, let r0, let r1):
        return "(radial \(fmt(c.x)) \(fmt(c.y)) \(fmt(r0)) \(fmt(r1)) \(stopsS(stops)))"
    case .angularGradient(let stops, let c, let a0, let a1):
        return "(angular \(fmt(c.x)) \(fmt(c.y)) \(fmt(a0)) \(fmt(a1)) \(stopsS(stops)))"
    case .ellipticalGradient(let stops, let c, let size, let r0, let r1):
        return
            "(elliptical \(fmt(c.x)) \(fmt(c.y)) \(fmt(size.width)) \(fmt(size.height)) \(fmt(r0)) \(fmt(r1)) \(stopsS(stops)))"
    case .meshGradient(let m):
        let vertices = zip(m.points, m.colors).map { "(\(fmt($0.x)) \(fmt($0.y)) \(colorS($1)))" }
        return "(mesh \(m.width) \(m.height)\(m.smoothsColors ? " smooth" : "") \(colorS(m.background)) "
            + vertices.joined(separator: " ") + ")"
    }
}
private func filterS(_ f: ColorFilter) -> String {
    switch f {
    case .saturation(let v): return "saturation \(fmt(v))"
    case .grayscale(let v): return "grayscale \(fmt(v))"
    case .brightness(let v): return "brightness \(fmt(v))"
    case .contrast(let v): return "contrast \(fmt(v))"
    case .hueRotation(let v): return "hueRotation \(fmt(v))"
    case .blur(let v): return "blur \(fmt(v))"
    case .colorMultiply(let c): return "colorMultiply \(colorS(c))"
    case .colorInvert: return "colorInvert"
    case .luminanceToAlpha: return "luminanceToAlpha"
    case .colorMatrix(let m): return "colorMatrix " + m.map(fmt).joined(separator: " ")
    case .alphaThreshold(let t): return "alphaThreshold \(fmt(t.min)) \(fmt(t.max)) \(colorS(t.color))"
    }
}

private func tagsS(_ t: ItemTags?) -> String {
    guard let t, !t.isEmpty else { return "" }
    var parts: [String] = []
    if t.accentable == true { parts.append("accentable") }
    if t.privacySensitive == true { parts.append("privacy") }
    if t.invalidatable == true { parts.append("invalidatable") }
    if t.placeholder == true { parts.append("placeholder") }
    if t.unredacted == true { parts.append("unredacted") }
    if let id = t.accessibilityIdentifier { parts.append("(id \(quote(id)))") }
    if let l = t.accessibilityLabel { parts.append("(label \(quote(l)))") }
    if let u = t.url { parts.append("(url \(quote(u)))") }
    if let i = t.intent { parts.append("(intent \(intentS(i)))") }
    return " (tags \(parts.joined(separator: " ")))"
}
/// `"Type" (name value)…` with the parameters in name order.
private func intentS(_ i: IntentAction) -> String {
    let parameters = i.parameters.sorted { $0.key < $1.key }.map { " (\($0.key) \($0.value.jsonText))" }
    return quote(i.type) + parameters.joined()
}
private func quote(_ s: String) -> String {
    "\"" + s.replacingOccurrences("\\", "\\\\").replacingOccurrences("\"", "\\\"").replacingOccurrences("\n", "\\n")
        + "\""
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
