//  BundleCatalog.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "A shortcut whose kind no bundle has is logged and ignored": what the
//  bundles of a host without a gallery (`glimpse host`) offer, each asked once (`describe`) when
//  first needed, so a suggestion's kind is found, with its bundle and families, or refused, and
//  `currentConfigurations` names each widget's intent type. A bundle rebuilt while the host runs
//  (its executable's modification date or size changed) is described again on next use.

public import Foundation
public import GlimpseArchive

/// The widgets of a host's bundles, each bundle described once, when first asked.
// @unchecked Sendable: `described` is only touched under `lock`, which also serialises the
// `describe` calls.
public final class BundleCatalog: @unchecked Sendable {
    private let paths: @Sendable () -> [String]
    private let describe: @Sendable (String) throws(HostError) -> BundleDescription
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Each bundle asked so far, by path, with its executable's stamp when asked; a nil
    /// description when it could not answer (asked again only once it is rebuilt).
    private var described: [String: (stamp: FileStamp?, description: BundleDescription?)] = [:]

    /// - Parameters:
    ///   - paths: The bundles' paths now (e.g. those of the host's instances); read at each call.
    ///   - describe: Asks one bundle; by default a short-lived `ExtensionProcess`.
    ///   - log: Told once about each bundle that cannot be described.
    public init(
        paths: @escaping @Sendable () -> [String],
        describe: @escaping @Sendable (String) throws(HostError) -> BundleDescription = BundleCatalog.launch,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.paths = paths
        self.describe = describe
        self.log = log
    }

    /// The widget kinds every bundle has.
    public func kinds() -> Set<String> {
        Set(descriptions().flatMap { $0.1.widgets.map(\.kind) })
    }

    /// The first bundle (by path) with a widget of `kind`, and that widget's families; nil when
    /// no bundle has it.
    public func source(of kind: String) -> SuggestedWidgetSync.Source? {
        for (path, description) in descriptions() {
            guard let widget = description.widgets.first(where: { $0.kind == kind }) else { continue }
            return SuggestedWidgetSync.Source(
                bundle: path, families: Set(widget.supportedFamilies.map { FamilyName(rawValue: $0) }))
        }
        return nil
    }

    /// The configuration intent's type of `kind` in the bundle at `path` (module-qualified, as
    /// `describe` names it), or nil for a static widget or a kind the bundle lacks.
    public func intentType(kind: String, bundle path: String) -> String? {
        descriptions().first { $0.0 == path }?.1.widgets.first { $0.kind == kind }?.intentType
    }

    /// The relevance widgets of every bundle that has some, each asked for its `relevance()` at
    /// `date` by a short-lived `ExtensionProcess` (issue 13, the watch Smart Stack); a bundle that
    /// cannot start gives each widget that failure.
    public func watchRelevance(at date: Date) -> [WatchStackSync.Bundle] {
        descriptions().compactMap { (path, description) -> WatchStackSync.Bundle? in
            guard description.widgets.contains(where: { $0.relevanceWidget == true }) else { return nil }
            var process: ExtensionProcess?
            defer { process?.terminate() }
            return WatchStackSync.bundle(path: path, description) { kind throws(HostError) in
                if process == nil { process = try ExtensionProcess(executable: path) }
                return try process!.relevance(kind: kind, date: date)
            }
        }
    }

    /// Starts the bundle at `path`, asks it to describe itself and stops it.
    /// - Throws: `HostError` from the bundle (`.bundleNotFound`, `.launchFailed`, `.timeout`…).
    @Sendable public static func launch(_ path: String) throws(HostError) -> BundleDescription {
        let process = try ExtensionProcess(executable: path)
        defer { process.terminate() }
        return try process.describe()
    }

    // MARK: - Steps

    /// The bundles that answered, by path, asking those not asked yet or rebuilt since.
    private func descriptions() -> [(String, BundleDescription)] {
        let wanted = Set(paths()).sorted()
        return lock.withLock {
            for path in wanted {
                let stamp = FileStamp(path)
                if let known = described[path], known.stamp == stamp { continue }
                do throws(HostError) {
                    described[path] = (stamp, try describe(path))
                } catch {
                    described[path] = (stamp, nil)
                    log("bundle \((path as NSString).lastPathComponent) cannot describe itself: \(error.message)")
                }
            }
            return wanted.compactMap { path in described[path]?.description.map { (path, $0) } }
        }
    }
}

/// What tells a rebuilt executable from the one described: its modification date and size.
private struct FileStamp: Equatable {
    let modified: Date?
    let size: Int?

    /// The stamp of the file at `path`, or nil when it cannot be read.
    init?(_ path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        modified = attributes[.modificationDate] as? Date
        size = (attributes[.size] as? NSNumber)?.intValue
    }
}
