//  ArchiveRendererHostileTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "what the host accepts, the renderer draws; everything else is refused at
//  intake with `invalidArchive` naming the field": every hostile archive is either refused by
//  `ArchiveCoding` with the field named, or drawn; and the renderer, handed one unchecked,
//  returns or throws but never traps.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct ArchiveRendererHostileTests {
    static let now = Date(timeIntervalSince1970: 1_764_460_800)

    @Test(arguments: HostileArchives.cases)
    func intakeNamesTheFieldOrTheRendererDrawsIt(_ hostile: HostileArchives.Case) throws {
        let json = try ArchiveCoding.encoder().encode(hostile.archive)
        if let field = hostile.refusedField {
            let error = #expect(throws: ArchiveError.self) { try ArchiveCoding.decodeArchive(json) }
            #expect(error?.code == .outOfRange)
            #expect(error?.message.hasPrefix(field + " ") == true, "\(error?.message ?? "")")
        } else {
            let archive = try ArchiveCoding.decodeArchive(json)
            var options = RenderOptions(scale: 3)
            options.date = Self.now
            let image = try ArchiveRenderer().renderImage(archive, options: options)
            #expect(image.width == Int(archive.size.width * 3))
        }
    }

    @Test(arguments: HostileArchives.cases)
    func theRendererHandedAnUncheckedArchiveNeverTraps(_ hostile: HostileArchives.Case) {
        var options = RenderOptions(scale: 3)
        options.date = Self.now
        let renderer = ArchiveRenderer()
        // Either pixels or a RenderError: reaching the next line is the assertion.
        let result = Result { try renderer.renderImage(hostile.archive, options: options) }
        if case .failure(let error) = result { #expect(error is RenderError, "\(error)") }
        _ = Result { try renderer.renderSVG(hostile.archive, options: options) }
    }
}
