//  MissingBundle.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: the one message for a bundle path that does not exist: check the path (naming an
//  executable beside it whose name is close, the usual typo), or build the product.

import Foundation

enum MissingBundle {
    /// "no widget bundle at 'P'; …" with the fix: a close sibling executable if there is one,
    /// else the `swift build` command for a product of that name.
    static func message(for path: String) -> String {
        let name = (path as NSString).lastPathComponent
        let head = "no widget bundle at '\(path)'"
        if let close = closeSibling(of: path) {
            return "\(head); did you mean '\(close)'? (else build it first: swift build --product \(name))"
        }
        return "\(head); check the path, or build it first (swift build --product \(name))"
    }

    /// An executable file in the same folder whose name differs from the path's last component
    /// only in case or by a prefix of a few characters (`EmojiRanger` → `EmojiRangers`).
    private static func closeSibling(of path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent.lowercased()
        guard !name.isEmpty,
            let children = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
        else { return nil }
        for child in children.sorted() {
            let lower = child.lowercased()
            let close =
                lower == name || (lower.count - name.count <= 3 && (lower.hasPrefix(name) || name.hasPrefix(lower)))
            let candidate = (folder as NSString).appendingPathComponent(child)
            var isDirectory: ObjCBool = false
            if close, abs(lower.count - name.count) <= 3,
                FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }
}
