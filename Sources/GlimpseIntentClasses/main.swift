//  main.swift — glimpse-intent-classes (Glimpse)
//  Status: Complete
//  Behaviour: run by the GenerateIntentClasses build-tool plugin:
//  `glimpse-intent-classes <output.swift> <file.intentdefinition>…` writes the classes Xcode
//  would generate (IntentClassWriter). A file that cannot be read or is malformed stops the
//  build with `<file>: error: <element>: <what is wrong>` and exit status 65.

import Foundation
import GlimpseIntentDefinition

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: glimpse-intent-classes <output.swift> <file.intentdefinition>…\n".utf8))
    exit(64)
}

var definitions: [IntentDefinition] = []
var names: [String] = []
for path in arguments.dropFirst() {
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        definitions.append(try IntentDefinition(propertyList: data))
        names.append((path as NSString).lastPathComponent)
    } catch let error as IntentDefinitionError {
        FileHandle.standardError.write(Data("\(path): error: \(error)\n".utf8))
        exit(65)
    } catch {
        FileHandle.standardError.write(
            Data("\(path): error: cannot read the file (\(error.localizedDescription))\n".utf8))
        exit(65)
    }
}

let source = IntentClassWriter.source(for: definitions, sources: names)
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(outputPath): error: cannot write (\(error.localizedDescription))\n".utf8))
    exit(74)
}
