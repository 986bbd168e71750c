import Foundation

/// One array element that decoded or failed on its own.
struct StoreEntry<Value: Codable>: Codable {
    var result: Result<Value, DecodingError>
    /// The element's `id` string when it could be read, to name a dropped entry.
    var rawID: String?
    /// Whether the element is an object; an element that is not (a stray string or number) holds
    /// no entry.
    var isObject = true

    init(_ result: Result<Value, DecodingError>, rawID: String? = nil) {
        self.result = result
        self.rawID = rawID
    }

    private struct IDKey: CodingKey {
        var stringValue: String { "id" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) {}
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Value(from: decoder))
        } catch let error as DecodingError {
            result = .failure(error)
            let container = try? decoder.container(keyedBy: IDKey.self)
            isObject = container != nil
            rawID = try? container?.decode(String.self, forKey: IDKey())
        }
    }

    func encode(to encoder: any Encoder) throws {
        if case .success(let value) = result { try value.encode(to: encoder) }
    }
}
