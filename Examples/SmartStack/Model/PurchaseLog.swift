//  PurchaseLog.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: the purchases the app recorded, read from purchases.csv (a time of day, a category,
//  an amount and a merchant per line); each day repeats them, so a simulated day has purchases.

import Foundation

struct Purchase: Hashable {
    /// Minutes after midnight.
    let minute: Int
    let category: String
    let amount: Double
    let merchant: String

    /// The purchase's time on the day of `date`.
    func date(onDayOf date: Date) -> Date {
        Calendar.current.startOfDay(for: date).addingTimeInterval(Double(minute) * 60)
    }
}

enum PurchaseLog {
    /// Every purchase of the file, in time order; none when the file is missing or unreadable.
    static let all: [Purchase] = load()

    /// The purchases of `category` (all when nil).
    static func purchases(category: String?) -> [Purchase] {
        all.filter { category == nil || $0.category == category }
    }

    private static func load() -> [Purchase] {
        guard let url = fileURL(), let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let amount = Double(fields[2]) else { return nil }
            let clock = fields[0].split(separator: ":").compactMap { Int($0) }
            guard clock.count == 2 else { return nil }
            return Purchase(minute: clock[0] * 60 + clock[1], category: fields[1], amount: amount, merchant: fields[3])
        }.sorted { $0.minute < $1.minute }
    }

    private static func fileURL() -> URL? {
        if let url = Bundle.main.url(forResource: "purchases", withExtension: "csv") { return url }
        #if SWIFT_PACKAGE
            // SwiftPM copies the Resources folder as a whole into the target's resource bundle.
            return Bundle.module.url(forResource: "purchases", withExtension: "csv", subdirectory: "Resources")
        #else
            return nil
        #endif
    }
}
