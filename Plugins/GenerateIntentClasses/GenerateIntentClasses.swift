//  GenerateIntentClasses.swift — GenerateIntentClasses plugin (Glimpse)
//  Status: Complete
//  Behaviour: Xcode's "Intent class generation" for a widget target: the classes, enums and
//  responses of the target's `.intentdefinition` files, with Xcode's names, so widget source
//  that uses them compiles unchanged (Docs/IntentDefinition.md). Add
//  `plugins: [.plugin(name: "GenerateIntentClasses", package: "Glimpse")]` to the widget target,
//  which also depends on Glimpse's `Intents` product.

import Foundation
import PackagePlugin

@main
struct GenerateIntentClasses: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let definitions = module.sourceFiles.map(\.url).filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.path < $1.path }
        guard !definitions.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedIntentClasses.swift")
        return [
            .buildCommand(
                displayName: "Generating intent classes for \(target.name)",
                executable: try context.tool(named: "glimpse-intent-classes").url,
                arguments: [output.path] + definitions.map(\.path),
                inputFiles: definitions,
                outputFiles: [output])
        ]
    }
}
