import Strata

extension SceneDecoding {
    /// Decodes a label's `font` object and checks that its family is
    /// installed (a warning instead of an error with `"fallback": true`).
    func decodeFont(_ value: JSONValue, path: String) -> SceneFont? {
        guard let members = object(value, path: path) else { return nil }
        checkKeys(members, path: path, allowed: SceneKeys.font)
        guard let familyValue = value["family"] else {
            report(path, "missing key 'family'", at: value.location)
            return nil
        }
        guard let family = string(familyValue, path: path.key("family")) else { return nil }
        var font = SceneFont(family: family)
        if let v = value["size"], let size = number(v, path: path.key("size")) {
            if size > 0, size <= Font.maximumSize {
                font.size = size
            } else {
                report(path.key("size"), "font size must be more than 0 and at most \(JSONWriter.format(Font.maximumSize)) points, got \(JSONWriter.format(size))",
                       at: v.location)
            }
        }
        if let v = value["weight"], let name = string(v, path: path.key("weight")) {
            if let weight = Font.Weight(name: name) {
                font.weight = weight
            } else {
                let names = Font.Weight.named.map { "\"\($0.name)\"" }.joined(separator: ", ")
                report(path.key("weight"), "unknown weight \"\(name)\"; expected one of \(names)", at: v.location)
            }
        }
        if let v = value["italic"], let italic = bool(v, path: path.key("italic")) { font.italic = italic }
        if let v = value["fallback"], let fallback = bool(v, path: path.key("fallback")) { font.fallback = fallback }
        if let v = value["fallbackFamilies"], let list = array(v, path: path.key("fallbackFamilies")) {
            font.fallbackFamilies = list.enumerated().compactMap { i, item in
                string(item, path: path.key("fallbackFamilies").index(i))
            }
        }
        if let v = value["features"], let members = object(v, path: path.key("features")) {
            for member in members {
                let featurePath = path.key("features").key(member.key)
                guard let n = number(member.value, path: featurePath) else { continue }
                let tag = member.key
                if tag.isEmpty || tag.unicodeScalars.count > 4 || !tag.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
                    report(featurePath, "expected a feature tag of 1 to 4 ASCII characters such as \"liga\", got \"\(tag)\"",
                           at: member.keyLocation)
                } else if n >= 0, n <= 65535, n == n.rounded() {
                    font.features.append(FontFeature(tag, Int(n)))
                } else {
                    report(featurePath, "expected an integer from 0 to 65535, got \(JSONWriter.format(n))", at: member.value.location)
                }
            }
        }
        let library = FontLibrary.shared
        if let best = library.bestMatch(family: font.family, weight: font.weight.rawValue, italic: font.italic) {
            // Found by its headers; a file whose tables are corrupt fails only when read in full.
            do throws(FontError) {
                _ = try library.face(for: best)
            } catch {
                let problem = "font family \"\(family)\" is installed, but \(best.path) cannot be read (\(error))"
                if font.fallback {
                    warnings.append("\(file): \(path.key("family")): \(problem); using the built-in font")
                } else {
                    report(path.key("family"), problem, at: familyValue.location)
                }
            }
        } else {
            let list = library.contentsDescription()
            if font.fallback {
                warnings.append("\(file): \(path.key("family")): font family \"\(family)\" is not installed; "
                                + "using the built-in font (\(list))")
            } else {
                report(path.key("family"), "font family \"\(family)\" is not installed (\(list))", at: familyValue.location)
            }
        }
        return font
    }
}
