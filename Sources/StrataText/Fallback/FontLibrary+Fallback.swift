import StrataGeometry

extension FontLibrary {
    /// Whether face `index` of `faces` maps `scalar` to a glyph. The face's
    /// `cmap` is read (alone, not its outlines) the first time and kept; a
    /// face whose map cannot be read covers nothing and is listed in
    /// `unreadableFallbackFaces`.
    ///
    /// - Complexity: O(log groups) once the map is read.
    func covers(face index: Int, _ scalar: UInt32) -> Bool {
        fallbackIndex.state.withLock { state in Self.map(index, faces, &state).glyph(for: scalar) != 0 }
    }

    /// Whether face `index` maps every one of `scalars`.
    func covers(face index: Int, all scalars: [UInt32]) -> Bool {
        fallbackIndex.state.withLock { state in
            let map = Self.map(index, faces, &state)
            return scalars.allSatisfy { map.glyph(for: $0) != 0 }
        }
    }

    /// The faces whose character maps fallback could not read, with why,
    /// in the order of `faces`.
    public var unreadableFallbackFaces: [(face: FontDescriptor, error: FontError)] {
        let failures = fallbackIndex.state.withLock { $0.failures }
        return failures.keys.sorted().compactMap { i in failures[i].map { (faces[i], $0) } }
    }

    /// The index in `faces` of the face of `family` fallback uses for text
    /// of `weight` and `italic`: `bestMatch`, when it has outlines or colour glyphs.
    func fallbackFace(family: String, weight: Int, italic: Bool) -> Int? {
        let wanted = family.lowercased()
        let indices = fallbackIndex.state.withLock { state -> [Int] in
            if state.families == nil {
                var families: [String: [Int]] = [:]
                for (i, face) in faces.enumerated() { families[face.family.lowercased(), default: []].append(i) }
                state.families = families
            }
            return state.families?[wanted] ?? []
        }
        let best = indices.min { a, b in
            func cost(_ i: Int) -> (Int, Int, Int, Int, Int, Int) {
                let d = faces[i]
                return (d.isItalic == italic ? 0 : 1, d.hasGlyphOutlines || d.hasColorGlyphs ? 0 : 1, abs(d.widthClass - 5),
                        abs(d.weightClass - weight), -d.weightClass, i)
            }
            return cost(a) < cost(b)
        }
        guard let best, faces[best].hasGlyphOutlines || faces[best].hasColorGlyphs else { return nil }
        return best
    }

    /// The first installed face with outlines that maps `scalar`, in a
    /// fixed order: upright before italic, normal width first, weight
    /// nearest 400, then the order of `faces` (family, file, index). The
    /// answer is kept per scalar; the first question about a character no
    /// face has reads every face's `cmap`.
    ///
    /// - Complexity: O(1) once asked; O(faces · log groups) the first time.
    func anyFace(covering scalar: UInt32) -> Int? {
        fallbackIndex.state.withLock { state -> Int? in
            if let known = state.anyFace[scalar] { return known < 0 ? nil : Int(known) }
            if state.anyOrder == nil {
                state.anyOrder = faces.indices.filter { faces[$0].hasGlyphOutlines }.sorted { a, b in
                    let x = faces[a], y = faces[b]
                    return (x.isItalic ? 1 : 0, abs(x.widthClass - 5), abs(x.weightClass - 400), a)
                        < (y.isItalic ? 1 : 0, abs(y.widthClass - 5), abs(y.weightClass - 400), b)
                }
            }
            var found: Int?
            for i in state.anyOrder ?? [] where Self.map(i, faces, &state).glyph(for: scalar) != 0 {
                found = i
                break
            }
            state.anyFace[scalar] = Int32(found ?? -1)
            return found
        }
    }

    /// Face `index`'s character map, read on first use.
    private static func map(_ index: Int, _ faces: [FontDescriptor], _ state: inout FallbackIndex.State)
        -> CharacterMap {
        if let map = state.maps[index] { return map }
        let map: CharacterMap
        do {
            map = try faces[index].readCharacterMap()
        } catch {
            state.failures[index] = error
            map = CharacterMap()
        }
        state.maps[index] = map
        return map
    }
}
