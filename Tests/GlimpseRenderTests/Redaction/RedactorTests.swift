//  RedactorTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: reference §5.3 and §12.13: the host redacts `privacySensitive` (and, for
//  `.invalidated`, `invalidatableContent`) regions before drawing, so no sensitive byte leaves
//  it in any format; shapes are kept, text becomes bars, `unredacted()` opts out.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct RedactorTests {
    private typealias T = TestArchives
    private let locked = RenderOptions(scale: 2, redaction: .privacy)

    private func tags(_ set: (inout ItemTags) -> Void) -> ItemTags {
        var t = ItemTags()
        set(&t)
        return t
    }

    private func text(_ string: String, x: Double = 10, baseline: Double = 30, tags: ItemTags? = nil) -> DisplayItem {
        let run = TextRun(
            text: string, font: FontDescriptor(family: "Inter", size: 17), paint: .color(.black), x: x, width: 110)
        return .text(
            TextItem(
                frame: Rect(x: x, y: baseline - 16, width: 110, height: 21),
                lines: [TextLine(baseline: baseline, runs: [run])],
                lineHeight: 20.3, tags: tags))
    }

    /// A heart-rate widget: a heart shape, a sensitive container with the value, a label and a
    /// ring, an unredacted caption inside it, and an ordinary title.
    private func heartRate(_ secret: String) -> WidgetArchive {
        let ring = T.rect(Rect(x: 130, y: 10, width: 20, height: 20), .color(RGBA(1, 0, 0)))
        let sensitive = DisplayItem.group(
            GroupItem(
                frame: Rect(x: 0, y: 0, width: 160, height: 100),
                children: [
                    text(secret), ring,
                    .group(
                        GroupItem(
                            frame: Rect(x: 0, y: 40, width: 160, height: 30), children: [text("BPM now", baseline: 60)],
                            tags: tags { $0.unredacted = true })),
                ],
                tags: tags {
                    $0.privacySensitive = true
                    $0.accessibilityLabel = secret
                }))
        return T.archive(width: 160, height: 100, [sensitive, text("Heart", baseline: 90)])
    }

    // Letters, not digits: a PDF's creation time (D:20261202042421) once held "4242".
    private static let secret = "SECRET-QZXJ"

    /// Whether `data` contains `string` in UTF-8, UTF-16LE or UTF-16BE.
    private func leaks(_ string: String, in data: Data) -> Bool {
        let encodings: [String.Encoding] = [.utf8, .utf16LittleEndian, .utf16BigEndian]
        return encodings.contains { data.range(of: string.data(using: $0)!) != nil }
    }

    @Test func lockedRenderLeaksNoSensitiveBytesInAnyFormat() throws {
        let renderer = ArchiveRenderer()
        let archive = heartRate(Self.secret)
        let displayed = ArchiveRenderer.displayedArchive(archive, options: locked)
        let outputs: [(String, Data)] = [
            ("png", try renderer.renderPNG(archive, options: locked)),
            ("svg", try renderer.renderSVG(archive, options: locked)),
            ("pdf", try renderer.renderPDF(archive, options: locked)),
            ("json", try ArchiveCoding.encoder().encode(displayed)),
        ]
        for (format, data) in outputs {
            for part in [Self.secret, "SECRET", "QZXJ"] {
                #expect(!leaks(part, in: data), "\(format) contains \(part)")
            }
        }
        // The source archive did contain it, so the check can see it.
        #expect(leaks(Self.secret, in: try ArchiveCoding.encoder().encode(archive)))
    }

    @Test func lockedOutputDoesNotDependOnTheSensitiveString() throws {
        // Fonts may be subset and glyphs encoded by id in SVG and PDF: the strong check is that
        // the bytes are the same whatever the secret was.
        let renderer = ArchiveRenderer()
        let a = heartRate(Self.secret), b = heartRate("PUBLIC-0000")
        #expect(try renderer.renderPNG(a, options: locked) == renderer.renderPNG(b, options: locked))
        // Cairo numbers its SVG surfaces with a process-wide counter.
        func svg(_ archive: WidgetArchive) throws -> String {
            String(decoding: try renderer.renderSVG(archive, options: locked), as: UTF8.self)
                .replacing(/surface[0-9]+/, with: "surface")
        }
        #expect(try svg(a) == svg(b))
        func stable(_ pdf: Data) -> [Substring] {
            String(decoding: pdf, as: UTF8.self).split(separator: "\n").filter { !$0.contains("Date") }
        }
        #expect(try stable(renderer.renderPDF(a, options: locked)) == stable(renderer.renderPDF(b, options: locked)))
        // Unlocked, they differ.
        #expect(try renderer.renderSVG(a) != renderer.renderSVG(b))
    }

    @Test func sensitiveTextHasNoRunsLeftAndUnredactedTextStays() {
        let displayed = ArchiveRenderer.displayedArchive(heartRate(Self.secret), options: locked)
        var strings: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let g): g.children.forEach(walk)
            case .text(let t): strings.append(t.string)
            default: break
            }
        }
        walk(displayed.content)
        #expect(strings == ["BPM now", "Heart"])
    }

    @Test func textBecomesOneRoundedBarPerLineAndShapesAreKept() throws {
        let image = try T.render(heartRate(Self.secret), scale: 2, options: locked)
        // The bar spans the run (x 10…120) around the line's middle, in black at 20 %.
        #expect(image.at(60, 24, scale: 2).isClose(to: RasterImage.Pixel(0, 0, 0, 51), tolerance: 1))
        #expect(image.at(115, 24, scale: 2).isClose(to: RasterImage.Pixel(0, 0, 0, 51), tolerance: 1))
        #expect(image.at(125, 24, scale: 2) == .transparent)
        // The ring (a shape) is drawn as it was.
        #expect(image.at(140, 20, scale: 2) == .solidRed)
    }

    @Test func imagesAndSymbolsBecomeRoundedPlaceholdersAndImageBytesAreDropped() throws {
        let asset = T.makePNG(width: 1, height: 1) { _, _ in .solidBlue }
        let symbol = SymbolItem(
            frame: Rect(x: 60, y: 0, width: 40, height: 40), name: "heart.fill", pointSize: 30, paint: .color(.black))
        let archive = T.archive(
            [
                .group(
                    GroupItem(
                        frame: Rect(x: 0, y: 0, width: 100, height: 100),
                        children: [
                            .image(ImageItem(frame: Rect(x: 0, y: 0, width: 40, height: 40), hash: "photo")),
                            .symbol(symbol),
                        ],
                        tags: tags { $0.privacySensitive = true }))
            ], images: ["photo": asset])
        let displayed = ArchiveRenderer.displayedArchive(archive, options: locked)
        #expect(displayed.images.isEmpty)
        let image = try T.render(archive, options: locked)
        // Straight colours of translucent pixels round through 8-bit premultiplied values.
        #expect(image.at(20, 20).isClose(to: RasterImage.Pixel(120, 120, 128, 51), tolerance: 3))
        #expect(image.at(0, 0) == .transparent)  // rounded corner
        #expect(image.at(80, 20).isClose(to: RasterImage.Pixel(0, 0, 0, 51), tolerance: 1))
    }

    @Test func eachReasonRedactsOnlyItsOwnRegions() {
        let archive = T.archive([
            text("PRIVATE", tags: tags { $0.privacySensitive = true }),
            text("PENDING", baseline: 60, tags: tags { $0.invalidatable = true }),
        ])
        func strings(_ redaction: Redaction) -> String {
            ArchiveRenderer.displayedArchive(archive, options: RenderOptions(redaction: redaction)).content.sExpression
        }
        #expect(!strings(.privacy).contains("PRIVATE") && strings(.privacy).contains("PENDING"))
        #expect(strings(.invalidated).contains("PRIVATE") && !strings(.invalidated).contains("PENDING"))
        #expect(!strings([.privacy, .invalidated]).contains("PRIVATE"))
        #expect(!strings([.privacy, .invalidated]).contains("PENDING"))
        #expect(ArchiveRenderer.displayedArchive(archive, options: RenderOptions(redaction: .none)) == archive)
    }

    @Test func redactedLiveTimerNeverWakesTheHost() {
        var run = TextRun(
            text: "9:59", font: FontDescriptor(family: "Inter", size: 17), paint: .color(.black), x: 0, width: 40)
        run.live = LiveDate(style: .timer, date: Date(timeIntervalSince1970: 1_800_000_600))
        let archive = T.archive([
            .text(
                TextItem(
                    frame: Rect(x: 0, y: 0, width: 40, height: 20), lines: [TextLine(baseline: 16, runs: [run])],
                    lineHeight: 20, tags: tags { $0.privacySensitive = true }))
        ])
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(LiveResolver.nextChange(of: archive, after: now, options: RenderOptions()) != nil)
        #expect(LiveResolver.nextChange(of: archive, after: now, options: locked) == nil)
    }
}
