//  JSONCoding.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Conventions": JSON with sorted keys, dates as ISO 8601 in UTC
//  with fractional seconds (what JavaScript's `Date.toISOString()` writes and reads).

public import Foundation

/// The API's JSON encoder and decoder.
public enum JSONCoding {
    /// Sorted keys; dates as `2025-01-17T09:30:00.000Z`.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(formatDate(date))
        }
        return encoder
    }

    /// Reads dates written by `encoder`, and ISO 8601 without fractional seconds.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not an ISO 8601 date (2025-01-17T09:30:00Z)")
            }
            return date
        }
        return decoder
    }

    /// `2025-01-17T09:30:00.000Z`.
    public static func formatDate(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// An ISO 8601 date with or without fractional seconds and with any UTC offset, or nil.
    public static func parseDate(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return nil
    }
}
