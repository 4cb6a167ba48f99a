//  PathDataTextTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: PathData's SVG text, written and read byte by byte (PathDataText): the same text
//  as before, numbers read exactly as `Double(_:)` reads them, and every other text (exponents,
//  carriage returns, bad tokens) read by the general rules with their messages.

import Foundation
import GlimpseArchive
import Testing

struct PathDataTextTests {
    @Test func svgWritesAtMostThreeDecimalsWithoutTrailingZeros() {
        let path = PathData([
            .move(to: Point(x: 0.1 + 0.2, y: -12.3456)), .line(to: Point(x: 1e-4, y: -0.0004)),
            .quadCurve(to: Point(x: 100.05, y: 1_234_567), control: Point(x: 2.5, y: -0.5)),
            .curve(to: Point(x: 1e16, y: 7), control1: Point(x: 158, y: 0.0015), control2: Point(x: -3, y: 9.9999)),
            .closeSubpath,
        ])
        #expect(
            path.svg
                == "M 0.3 -12.346 L 0 0 Q 2.5 -0.5 100.05 1234567 C 158 0.002 -3 10 1e+16 7 Z")
    }

    @Test(arguments: [1e16, -1e20, 1e300, 1e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude])
    func hugeCoordinatesAreWrittenSoTheyReadBackAsThemselves(value: Double) throws {
        // 1e308 × 1000 overflows to infinity: it was once written as an empty number.
        let path = PathData([.move(to: Point(x: -486_754.141, y: value)), .line(to: Point(x: value, y: 56.667))])
        let read = try PathData(svg: path.svg)
        #expect(read.elements == path.elements)
    }

    @Test func nanAndInfiniteCoordinatesAreWrittenAsZero() {
        let path = PathData([.move(to: Point(x: .nan, y: .infinity)), .line(to: Point(x: -.infinity, y: 1))])
        #expect(path.svg == "M 0 0 L 0 1")
    }

    @Test func numbersReadExactlyAsDoubleReadsThem() throws {
        var texts = ["0", "-0.5", "12.125", "007", "123456789012345", "0.000000000000001", "-99999.999"]
        // Exponents, bare points, signs and 16 digits take the general reader.
        texts += ["1e3", ".5", "5.", "+2", "1234567890123456.5", "0x10"]
        // Past 18 digits the byte reader's mantissa once overflowed and trapped (found by ArchiveJSONReaderTests' fuzz).
        texts += ["12345678901234567890123", "-0000000000000000000001.5", "99999999999999999999.25"]
        for n in 0..<3000 {
            let whole = (n * 7919) % 100_000 - 50_000
            let fraction = String((n * 104_729) % 1_000_000).prefix(1 + n % 6)
            texts.append("\(whole).\(fraction)")
        }
        for text in texts {
            let path = try PathData(svg: "M \(text),1 L 2 \(text)")
            #expect(
                path.elements == [.move(to: Point(x: Double(text)!, y: 1)), .line(to: Point(x: 2, y: Double(text)!))],
                "\(text)")
        }
    }

    @Test func whatItWritesItReadsBack() throws {
        var elements: [PathElement] = []
        for n in 0..<500 {
            let x = Double(n * 37 % 997) / 7 - 60
            let y = Double(n * 101 % 499) * 1.0001
            elements.append(n % 3 == 0 ? .move(to: Point(x: x, y: y)) : .line(to: Point(x: y, y: -x)))
            if n % 50 == 49 { elements.append(.closeSubpath) }
        }
        let text = PathData(elements).svg
        #expect(try PathData(svg: text).svg == text)
    }

    @Test func separatorsAreSpacesCommasAndLineFeedsOnly() throws {
        #expect(
            try PathData(svg: " M 1,2\nL 3 4 ").elements == [
                .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4)),
            ])
        // "\r\n" is one character, not a line feed: "2\r\nL" is not a number.
        #expect(throws: ArchiveError.self) { try PathData(svg: "M 1 2\r\nL 3 4") }
        #expect(throws: ArchiveError.self) { try PathData(svg: "M 1\t2") }
    }

    @Test func badTextIsRefusedWithTheTokenNamed() {
        for (text, detail) in [
            ("M 1", "expected a number at token 2"), ("M 1 2 X", "unknown command 'X'"),
            ("M1 2", "unknown command 'M1'"), ("M 1 inf", "expected a number at token 2"),
            ("M 1 2 é", "unknown command 'é'"),
        ] {
            do {
                _ = try PathData(svg: text)
                Issue.record("'\(text)' was read")
            } catch let error as ArchiveError {
                #expect(error.code == .malformed)
                #expect(error.message.contains(detail), "\(error.message)")
            } catch { Issue.record("\(error)") }
        }
    }
}
