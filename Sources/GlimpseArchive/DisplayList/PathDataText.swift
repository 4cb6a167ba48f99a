//  PathDataText.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: the SVG path-data text of `PathData` written and read byte by byte, for the
//  archives a bundle writes and a host reads on every request (issue 9, round trip). The text is
//  the one `PathData.svg` documents; `PathData.init(svg:)` keeps the general reader, which this
//  one hands every text it does not take (and every error, so messages stay the same).

/// Writes and reads the common form of SVG path data without splitting strings.
enum PathDataText {
    /// `elements` as SVG path data, numbers as `fmt` writes them.
    static func write(_ elements: [PathElement]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(elements.count * 24)
        for (index, element) in elements.enumerated() {
            if index > 0 { out.append(UInt8(ascii: " ")) }
            switch element {
            case .move(let p):
                out.append(UInt8(ascii: "M"))
                append(p, to: &out)
            case .line(let p):
                out.append(UInt8(ascii: "L"))
                append(p, to: &out)
            case .quadCurve(let p, let c):
                out.append(UInt8(ascii: "Q"))
                append(c, to: &out)
                append(p, to: &out)
            case .curve(let p, let c1, let c2):
                out.append(UInt8(ascii: "C"))
                append(c1, to: &out)
                append(c2, to: &out)
                append(p, to: &out)
            case .closeSubpath:
                out.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The elements of `svg`, or nil when the text is not in the common form this reader takes
    /// (ASCII separated by spaces, commas and line feeds; plain decimal numbers of at most 15
    /// digits) or is not valid: the general reader then decides, with its error.
    static func read(_ svg: String) -> [PathElement]? {
        var svg = svg
        return svg.withUTF8 { bytes -> [PathElement]? in
            var reader = Reader(bytes: bytes)
            var result: [PathElement] = []
            while let op = reader.token() {
                guard op.count == 1 else { return nil }
                switch op[op.startIndex] {
                case UInt8(ascii: "M"):
                    guard let p = reader.point() else { return nil }
                    result.append(.move(to: p))
                case UInt8(ascii: "L"):
                    guard let p = reader.point() else { return nil }
                    result.append(.line(to: p))
                case UInt8(ascii: "Q"):
                    guard let c = reader.point(), let p = reader.point() else { return nil }
                    result.append(.quadCurve(to: p, control: c))
                case UInt8(ascii: "C"):
                    guard let c1 = reader.point(), let c2 = reader.point(), let p = reader.point() else { return nil }
                    result.append(.curve(to: p, control1: c1, control2: c2))
                case UInt8(ascii: "Z"):
                    result.append(.closeSubpath)
                default:
                    return nil
                }
            }
            return reader.isCommon ? result : nil
        }
    }

    // MARK: - Writing

    private static func append(_ p: Point, to out: inout [UInt8]) {
        out.append(UInt8(ascii: " "))
        append(p.x, to: &out)
        out.append(UInt8(ascii: " "))
        append(p.y, to: &out)
    }

    /// `fmt(v)`'s bytes.
    private static func append(_ v: Double, to out: inout [UInt8]) {
        let r = (v * 1000).rounded() / 1000
        guard abs(r) < 1e15 else {
            out.append(contentsOf: fmt(v).utf8)
            return
        }
        if r == r.rounded() {
            appendDecimal(Int(r), to: &out)
            return
        }
        if r < 0 { out.append(UInt8(ascii: "-")) }
        let scaled = Int((abs(r) * 1000).rounded())
        appendDecimal(scaled / 1000, to: &out)
        out.append(UInt8(ascii: "."))
        let fraction = scaled % 1000
        out.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        out.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        out.append(UInt8(ascii: "0") + UInt8(fraction % 10))
        while out.last == UInt8(ascii: "0") { out.removeLast() }
    }

    /// `String(n)`'s bytes.
    private static func appendDecimal(_ n: Int, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        let start = out.count
        var magnitude = n.magnitude
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    // MARK: - Reading

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        /// False once a byte outside the common form was seen.
        var isCommon = true

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// The next token, nil at the end (or on a byte outside the common form).
        mutating func token() -> Slice<UnsafeBufferPointer<UInt8>>? {
            while position < bytes.count, Self.isSeparator(bytes[position]) { position += 1 }
            guard position < bytes.count else { return nil }
            let start = position
            while position < bytes.count, !Self.isSeparator(bytes[position]) {
                // Non-ASCII may join a separator into one Character; "\r" joins "\n".
                if bytes[position] >= 0x80 || bytes[position] == 0x0D {
                    isCommon = false
                    return nil
                }
                position += 1
            }
            return bytes[start..<position]
        }

        mutating func point() -> Point? {
            guard let x = number(), let y = number() else { return nil }
            return Point(x: x, y: y)
        }

        /// A number `[-]digits[.digits]` of at most 15 digits, exactly as `Double(_:)` reads it
        /// (an integer below 2⁵³ divided by an exact power of ten rounds once).
        mutating func number() -> Double? {
            guard let token = token(), !token.isEmpty else { return nil }
            var index = token.startIndex
            let negative = token[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var mantissa = 0
            var digits = 0
            var fractionDigits = 0
            var seenPoint = false
            var lastWasDigit = false
            while index < token.endIndex {
                let byte = token[index]
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    // Past 15 digits the general reader takes the token (and the mantissa would overflow).
                    digits += 1
                    guard digits <= 15 else { return nil }
                    mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
                    if seenPoint { fractionDigits += 1 }
                    lastWasDigit = true
                } else if byte == UInt8(ascii: "."), !seenPoint, lastWasDigit {
                    seenPoint = true
                    lastWasDigit = false
                } else {
                    return nil
                }
                index += 1
            }
            guard lastWasDigit, digits <= 15 else { return nil }
            let value = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -value : value
        }

        static let powersOfTen: [Double] = (0...15).map { exponent in
            var p = 1.0
            for _ in 0..<exponent { p *= 10 }
            return p
        }

        static func isSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n")
        }
    }
}
