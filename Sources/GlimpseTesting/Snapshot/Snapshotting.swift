//  Snapshotting.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: swift-snapshot-testing's `Snapshotting<Value, Format>` (a strategy: how a value
//  becomes a format, and how that format is stored and compared) with its `pullback`; STYLE R15.

public import Foundation

/// How a value of type `Value` becomes a snapshot of type `Format`, and how snapshots are
/// stored in files and compared.
///
/// ```swift
/// assertSnapshot(of: WeatherView(entry: .sunny), as: .widget(family: .systemMedium))
/// assertSnapshot(of: WeatherView(entry: .sunny), as: .archive)
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension without the dot (`"png"`, `"txt"`).
    public var pathExtension: String
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value.
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values of another type, turned into `Value` by `transform`.
    ///
    /// ```swift
    /// let small: Snapshotting<WeatherEntry, RasterImage> = .widget(family: .systemSmall).pullback(WeatherView.init)
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value))
        }
    }
}

/// How snapshots of type `Value` are stored and compared.
public struct Diffing<Value> {
    /// A failed comparison: what to say, and files to write next to the reference (by suffix,
    /// e.g. `"diff.png"`).
    public struct Difference {
        public var message: String
        public var artifacts: [(suffix: String, data: Data)]
        public init(message: String, artifacts: [(suffix: String, data: Data)] = []) {
            self.message = message
            self.artifacts = artifacts
        }
    }

    /// The bytes of a snapshot in its reference file.
    public var toData: (Value) throws -> Data
    /// A snapshot read back from a reference file.
    public var fromData: (Data) throws -> Value
    /// nil when `actual` matches `reference`, else how they differ.
    public var diff: (_ reference: Value, _ actual: Value) -> Difference?

    public init(
        toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
        diff: @escaping (_ reference: Value, _ actual: Value) -> Difference?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
