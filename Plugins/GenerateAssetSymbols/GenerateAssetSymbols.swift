//  GenerateAssetSymbols.swift — GenerateAssetSymbols plugin (Glimpse)
//  Status: Complete
//  Behaviour: Xcode's "Generate Asset Symbols" (Xcode 15): for each colour set and image set of
//  the target's asset catalogs, a `ColorResource`/`ImageResource` static plus SwiftUI and UIKit
//  conveniences, so `Image(.hero)` and `Color(.brand)` compile unchanged. Add
//  `plugins: [.plugin(name: "GenerateAssetSymbols", package: "Glimpse")]` to the widget target.

import Foundation
import PackagePlugin

@main
struct GenerateAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // Every asset catalog folder among the target's files: a file inside one, or a copied
        // resource folder (`.copy("Resources")` lists the folder itself) holding some.
        var catalogs: [URL] = []
        var inputs: [URL] = []
        func add(_ catalog: URL) {
            guard !catalogs.contains(catalog) else { return }
            catalogs.append(catalog)
            let walker = FileManager.default.enumerator(atPath: catalog.path)
            while let relative = walker?.nextObject() as? String {
                if relative.hasSuffix("Contents.json") { inputs.append(catalog.appendingPathComponent(relative)) }
            }
        }
        for file in module.sourceFiles {
            let components = file.url.standardizedFileURL.pathComponents
            if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                add(URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index]))))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isDirectory),
                isDirectory.boolValue,
                let walker = FileManager.default.enumerator(atPath: file.url.path)
            else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".xcassets") else { continue }
                walker.skipDescendants()
                add(file.url.appendingPathComponent(relative))
            }
        }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "glimpse-asset-symbols").url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
