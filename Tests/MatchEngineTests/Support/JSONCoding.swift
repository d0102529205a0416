import Foundation

/// JSON round trips for Codable checks (Foundation is fine in tests; MatchEngine itself never imports it).
enum JSONEncoderForTests {
    static func encode<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try JSONDecoder().decode(type, from: data) }
}
