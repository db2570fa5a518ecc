import Foundation

/// Compares what a command printed with what an `.expected.json` lists:
/// only the listed keys count, numbers are equal to 1e-9.
enum JSONExpectation {
    /// Parses a JSON object.
    static func object(_ data: Data) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }

    /// The differences between `actual` and the values `expected` lists,
    /// each as `PATH: actual X, expected Y`; empty when they agree.
    static func differences(_ actual: Any?, _ expected: Any, path: String = "") -> [String] {
        switch (actual, expected) {
        case (let a as [String: Any], let e as [String: Any]):
            return e.keys.sorted().flatMap { key in
                differences(a[key], e[key]!, path: path.isEmpty ? key : path + "." + key)
            }
        case (let a as [Any], let e as [Any]) where a.count == e.count:
            return zip(a, e).enumerated().flatMap { index, pair in
                differences(pair.0, pair.1, path: "\(path)[\(index)]")
            }
        case (let a as NSNumber, let e as NSNumber):
            // Booleans are numbers too: `false` is 0, `true` is 1.
            return abs(a.doubleValue - e.doubleValue) <= 1e-9 ? [] : ["\(path): actual \(a), expected \(e)"]
        case (let a as String, let e as String) where a == e:
            return []
        case (is NSNull, is NSNull):
            return []
        default:
            return ["\(path): actual \(actual.map { "\($0)" } ?? "missing"), expected \(expected)"]
        }
    }
}
