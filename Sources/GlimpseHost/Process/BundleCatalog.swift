//  BundleCatalog.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "A shortcut whose kind no bundle has is logged and ignored": what the
//  bundles of a host without a gallery (`glimpse host`) offer, each asked once (`describe`) when
//  first needed, so a suggestion's kind is found, with its bundle and families, or refused, and
//  `currentConfigurations` names each widget's intent type.

import Foundation
public import GlimpseArchive

/// The widgets of a host's bundles, each bundle described once, when first asked.
// @unchecked Sendable: `described` is only touched under `lock`, which also serialises the
// `describe` calls.
public final class BundleCatalog: @unchecked Sendable {
    private let paths: @Sendable () -> [String]
    private let describe: @Sendable (String) throws(HostError) -> BundleDescription
    private let log: @Sendable (String) -> Void
    private let lock = NSLock()
    /// Each bundle asked so far, by path; nil when it could not answer (asked once a run).
    private var described: [String: BundleDescription?] = [:]

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

    /// Starts the bundle at `path`, asks it to describe itself and stops it.
    /// - Throws: `HostError` from the bundle (`.bundleNotFound`, `.launchFailed`, `.timeout`…).
    @Sendable public static func launch(_ path: String) throws(HostError) -> BundleDescription {
        let process = try ExtensionProcess(executable: path)
        defer { process.terminate() }
        return try process.describe()
    }

    // MARK: - Steps

    /// The bundles that answered, by path, asking those not asked yet.
    private func descriptions() -> [(String, BundleDescription)] {
        let wanted = Set(paths()).sorted()
        return lock.withLock {
            for path in wanted where described[path] == nil {
                do throws(HostError) {
                    described[path] = .some(try describe(path))
                } catch {
                    described[path] = .some(nil)
                    log("bundle \((path as NSString).lastPathComponent) cannot describe itself: \(error.message)")
                }
            }
            return wanted.compactMap { path in described[path].flatMap { $0 }.map { (path, $0) } }
        }
    }
}
