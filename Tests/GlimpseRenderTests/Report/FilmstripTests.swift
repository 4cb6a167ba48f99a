//  FilmstripTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins Filmstrip's grid (columns, rows, picture size), that each frame shows its
//  archive where the layout says, and the stale marker's pixels.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct FilmstripTests {
    private let eight = Date(timeIntervalSince1970: 1_715_673_600)  // 2024-05-14 08:00 UTC

    private func frames(_ count: Int, stale: Set<Int> = [], colors: [RGBA] = [.white]) -> [Filmstrip.Frame] {
        (0..<count).map { i in
            Filmstrip.Frame(
                label: String(format: "%02d:00", (8 + i) % 24), archive: ReportPictures.solid(colors[i % colors.count]),
                date: eight.addingTimeInterval(Double(i) * 3600), stale: stale.contains(i),
                detail: stale.contains(i) ? "stale 40 min" : "entry \(i + 1)")
        }
    }

    @Test func twentyFourSmallFramesMakeSixColumnsByFourRows() {
        let layout = Filmstrip.layout(frameSize: Size(width: 158, height: 158), count: 24, options: .init())
        #expect(layout.columns == 6 && layout.rows == 4)
        // 24 + 6 × 158 + 5 × 16 + 24 across; 24 + 4 × (158 + 42) + 3 × 18 + 24 down.
        #expect(layout.size == Size(width: 1076, height: 902))
        #expect(layout.frames.count == 24)
        #expect(layout.frames[0] == Rect(x: 24, y: 24, width: 158, height: 158))
        #expect(layout.frames[7] == Rect(x: 24 + 174, y: 24 + 218, width: 158, height: 158))
    }

    @Test(arguments: [
        (7, 4, 2),  // six fit a row; two rows of four rather than six and one
        (1, 1, 1),  // a single frame
        (0, 1, 1),  // nothing: an empty grid of one cell
        (12, 6, 2),  // exactly two full rows
    ])
    func automaticColumnsEvenOutTheRows(count: Int, columns: Int, rows: Int) {
        let layout = Filmstrip.layout(frameSize: Size(width: 158, height: 158), count: count, options: .init())
        #expect(layout.columns == columns && layout.rows == rows)
    }

    @Test func aTitleAndBackdropMakeRoomAboveAndAroundTheFrames() {
        let options = Filmstrip.Options(title: "T", subtitle: "S", columns: 3, backdrop: ReportPalette.lockScreen)
        let layout = Filmstrip.layout(frameSize: Size(width: 76, height: 76), count: 3, options: options)
        // Cells are at least 96 pt wide; tiles add 10 pt around the frame; the header is 26 + 18 + 14.
        #expect(layout.size == Size(width: 24 + 3 * 96 + 2 * 16 + 24, height: 24 + 58 + 96 + 42 + 24))
        #expect(layout.frames[1] == Rect(x: 24 + 96 + 16 + 10, y: 24 + 58 + 10, width: 76, height: 76))
    }

    @Test func pictureIsTheLayoutAtTheScaleWithEveryFrameInPlace() throws {
        let colors = [RGBA(1, 0, 0), RGBA(0, 0.5, 1), RGBA(0.2, 0.8, 0.2)]
        let options = Filmstrip.Options(title: "EmojiRangerWidget · systemSmall", subtitle: "24 h from 08:00 UTC")
        let png = try Filmstrip.render(frames: frames(24, stale: [5, 6, 7], colors: colors), options: options)
        ReportPictures.keep(png, as: "filmstrip-24")
        let image = try #require(TestArchives.decodePNG(png))
        let layout = Filmstrip.layout(frameSize: Size(width: 158, height: 158), count: 24, options: options)
        #expect(image.width == Int(layout.size.width * 2) && image.height == Int(layout.size.height * 2))
        let expected = colors.map {
            RasterImage.Pixel(UInt8($0.red * 255), UInt8(($0.green * 255).rounded()), UInt8($0.blue * 255), 255)
        }
        for (index, slot) in layout.frames.enumerated() {
            #expect(image.at(slot.midX, slot.midY, scale: 2).isClose(to: expected[index % 3]), "frame \(index)")
        }
    }

    @Test func framesWhoseOptionsShowThemSmallerThanTheirCanvasAreLaidOutAtThatSize() throws {
        // An 11-inch iPad shows a 155 pt small widget at 136 pt: the composer's scale says so.
        let options = Filmstrip.Options(
            columns: 1, frameOptions: RenderOptions(scale: 2 * 136 / 155), backdrop: nil)
        let png = try Filmstrip.render(
            frames: [
                Filmstrip.Frame(
                    label: "08:00", archive: ReportPictures.solid(RGBA(1, 0, 0), width: 155, height: 155), date: eight,
                    stale: false)
            ],
            options: options)
        let image = try #require(TestArchives.decodePNG(png))
        let layout = Filmstrip.layout(frameSize: Size(width: 136, height: 136), count: 1, options: options)
        #expect(image.width == Int(layout.size.width * 2))
        let frame = layout.frames[0]
        let red = RasterImage.Pixel(255, 0, 0, 255)
        #expect(image.at(frame.x + 1, frame.y + 1, scale: 2) == red)
        #expect(image.at(frame.maxX - 1, frame.maxY - 1, scale: 2) == red)
        #expect(image.at(frame.maxX + 1, frame.midY, scale: 2) != red)  // not the canvas's 155 pt
        #expect(image.at(frame.midX, frame.maxY + 1, scale: 2) != red)
    }

    @Test func staleFramesAndOnlyThoseCarryTheOrangeMarker() throws {
        let options = Filmstrip.Options(columns: 4)
        let png = try Filmstrip.render(frames: frames(4, stale: [1, 3]), options: options)
        let image = try #require(TestArchives.decodePNG(png))
        let layout = Filmstrip.layout(frameSize: Size(width: 158, height: 158), count: 4, options: options)
        let orange = layout.frames.map { slot in
            image.count(
                x0: Int((slot.x - 10) * 2), y0: Int((slot.y - 10) * 2), x1: Int((slot.maxX + 10) * 2),
                y1: Int((slot.maxY + 42) * 2)
            ) { $0.isClose(to: ReportPictures.stalePixel, tolerance: 1) }
        }
        #expect(orange[0] == 0 && orange[2] == 0)
        // The ring (3 pt wide around a 158 pt square, 6 px at 2x) and the badge: thousands of pixels.
        #expect(orange[1] > 3000 && orange[3] > 3000)
        #expect(abs(orange[1] - orange[3]) < 50)
    }

    @Test func aFrameWithNothingShownIsAnOutline() throws {
        let frame = Filmstrip.Frame(label: "07:00", archive: nil, date: eight, stale: false)
        let png = try Filmstrip.render(frames: [frame], options: .init(scale: 1))
        let image = try #require(TestArchives.decodePNG(png))
        let slot = Filmstrip.layout(frameSize: Size(width: 158, height: 158), count: 1, options: .init()).frames[0]
        // The page colour shows through the middle; no widget was drawn there.
        #expect(image.at(slot.x + 20, slot.y + 20).isClose(to: RasterImage.Pixel(242, 242, 247, 255)))
    }

    @Test func anArchiveTooLargeForTheRendererIsAnError() {
        var huge = ReportPictures.solid(.white)
        huge.size = Size(width: 0, height: 10)
        #expect(throws: RenderError.self) {
            try Filmstrip.render(frames: [Filmstrip.Frame(label: "x", archive: huge, date: eight, stale: false)])
        }
    }
}
