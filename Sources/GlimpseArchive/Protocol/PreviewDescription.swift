//  PreviewDescription.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`previews` and `preview`" — one `#Preview` compiled into a
//  bundle, as the bundle lists it (Docs/Previews.md "Registration").

/// A `#Preview` of a bundle: where it is declared and what it shows.
///
/// ```json
/// {"column":1,"displayName":"TemplateWidget.swift:77","entrySource":"timeline","family":"systemSmall","fileID":"WidgetTemplate/TemplateWidget.swift","index":0,"kind":"widget","line":77,"widgetType":"TemplateWidget"}
/// ```
public struct PreviewDescription: Hashable, Codable, Sendable {
    /// The preview's handle in `preview` requests: its position, ordered by file then line.
    public var index: Int
    /// The name given to `#Preview`, if any.
    public var name: String?
    /// The name, or `File.swift:LINE` for an unnamed preview.
    public var displayName: String
    /// `Module/File.swift`; a `PreviewProvider` preview's type (`Module.Type_Previews`).
    public var fileID: String
    /// 1-based line and column of `#Preview`; 0 for a `PreviewProvider` preview.
    public var line: Int
    public var column: Int
    /// `"view"`, `"widget"`, `"activity"` (a Live Activity's `#Preview(as: .content, using:…)`) or
    /// `"previewProvider"` (one top-level view of a `PreviewProvider`'s `previews`; `family` is set
    /// when it has a `WidgetPreviewContext`).
    public var kind: String
    /// A widget preview's `WidgetFamily` raw name.
    public var family: String?
    /// A widget preview's widget type name.
    public var widgetType: String?
    /// A widget preview's entries: `"timeline"`, `"timelineProvider"` or `"intentTimelineProvider"`.
    public var entrySource: String?
    /// A view preview's traits (`"sizeThatFitsLayout"`, `"fixedLayout(120x60)"`, `"landscapeLeft"`…).
    public var traits: [String]?
    /// A Live Activity preview's presentation: `"content"` (the Lock Screen), `"dynamicIsland.compact"`,
    /// `"dynamicIsland.expanded"` or `"dynamicIsland.minimal"`; absent for other previews.
    public var presentation: String?
    /// A Live Activity preview's `ActivityAttributes` type name.
    public var attributesType: String?

    public init(
        index: Int, name: String?, displayName: String, fileID: String, line: Int, column: Int, kind: String,
        family: String? = nil, widgetType: String? = nil, entrySource: String? = nil, traits: [String]? = nil,
        presentation: String? = nil, attributesType: String? = nil
    ) {
        self.index = index
        self.name = name
        self.displayName = displayName
        self.fileID = fileID
        self.line = line
        self.column = column
        self.kind = kind
        self.family = family
        self.widgetType = widgetType
        self.entrySource = entrySource
        self.traits = traits
        self.presentation = presentation
        self.attributesType = attributesType
    }
}
