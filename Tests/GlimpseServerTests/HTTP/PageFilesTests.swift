//  PageFilesTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "static files are served only from the page's own folder".

import Foundation
import GlimpseServer
import Testing

struct PageFilesTests {
    @Test func onlyRegularFilesInsideTheFolderAreServed() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let page = folder.url.appendingPathComponent("Page")
        try FileManager.default.createDirectory(
            at: page.appendingPathComponent("js"), withIntermediateDirectories: true)
        try Data("<!doctype html>".utf8).write(to: page.appendingPathComponent("index.html"))
        try Data("x".utf8).write(to: page.appendingPathComponent("js/app.js"))
        try Data("secret".utf8).write(to: folder.url.appendingPathComponent("outside.txt"))
        try FileManager.default.createSymbolicLink(
            at: page.appendingPathComponent("link.txt"),
            withDestinationURL: folder.url.appendingPathComponent("outside.txt"))
        let files = PageFiles(folder: page)
        #expect(Set(files.files.keys) == ["index.html", "js/app.js"])
        #expect(files.file(at: "/")?.contentType == "text/html; charset=utf-8")
        #expect(files.file(at: "/js/app.js")?.contentType == "text/javascript; charset=utf-8")
        for path in ["/../outside.txt", "/link.txt", "/js/../index.html", "/outside.txt", "/js\\app.js", ""] {
            #expect(files.file(at: path) == nil, "\(path)")
        }
    }

    @Test func theBundledPageHasItsFiles() {
        let files = PageFiles.bundled.files
        for name in ["index.html", "style.css", "app.js", "places.js", "inspector.js", "gallery.js", "api.js"] {
            #expect(files[name] != nil, "\(name)")
        }
        let html = String(decoding: files["index.html"]!.data, as: UTF8.self)
        #expect(html.contains("__GLIMPSE_TOKEN__"))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }
}
