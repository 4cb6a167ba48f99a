//  PreviewRegistration.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Registration" — the one entry point `#Preview` expansions call:
//  each record in the `glimpse_previews` section returns a retained `PreviewRecord`, which
//  WidgetKit's `PreviewRegistry` takes back.

/// A preview with the place it was declared, as a section record hands it over.
// @unchecked Sendable: made by a section record and handed to the registry once, on the main actor;
// never mutated.
package final class PreviewRecord: @unchecked Sendable {
    package let preview: Preview
    /// `Module/File.swift`, as `#fileID`.
    package let fileID: String
    /// 1-based line and column of the `#` of `#Preview`.
    package let line: Int
    package let column: Int

    init(preview: Preview, fileID: String, line: Int, column: Int) {
        self.preview = preview
        self.fileID = fileID
        self.line = line
        self.column = column
    }
}

/// What `#Preview` expansions call. Not API: the expansion's shape may change with the plugin.
public enum _PreviewRegistration {
    /// Makes the preview and returns it, retained, for the section record to hand over.
    ///
    /// - Parameters:
    ///   - fileID: `Module/File.swift` of the macro.
    ///   - line: Line of the `#` of `#Preview` (1-based).
    ///   - column: Column of the `#` (1-based, UTF-8 bytes).
    ///   - make: Calls the `Preview` initialiser with the macro's own arguments.
    /// - Returns: An `Unmanaged<PreviewRecord>` retained once; `PreviewRegistry` releases it.
    public static func record(
        fileID: StaticString, line: Int, column: Int, _ make: () -> Preview
    ) -> UnsafeMutableRawPointer {
        let record = PreviewRecord(preview: make(), fileID: "\(fileID)", line: line, column: column)
        return Unmanaged.passRetained(record).toOpaque()
    }
}
