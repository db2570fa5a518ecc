
/// What a `FontLibrary` learns about its faces for fallback, read lazily
/// and kept: each face's character map (read when fallback first asks
/// about the face), the faces whose maps could not be read, and which
/// face answers "any installed face" for each character asked.
final class FallbackIndex: Sendable {
    struct State {
        /// Character maps by index in `FontLibrary.faces` (an empty map for
        /// an unreadable face).
        var maps: [Int: CharacterMap] = [:]
        /// Why a face's map could not be read, by index.
        var failures: [Int: FontError] = [:]
        /// Face indices by lower-cased family, built on first use.
        var families: [String: [Int]]?
        /// The faces "any face" tries, in order, built on first use.
        var anyOrder: [Int]?
        /// The any-face answer per scalar (-1: none).
        var anyFace: [UInt32: Int32] = [:]
    }

    let state = Locked(State())
}
