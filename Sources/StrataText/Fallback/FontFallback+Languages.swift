extension FontFallback {
    /// The BCP 47 tags of a POSIX locale name or a `LANGUAGE` list
    /// (colon-separated): the encoding (`.UTF-8`) and modifier (`@euro`)
    /// dropped, `_` as `-`, Chinese regions as scripts (`zh_CN`, `zh_SG` →
    /// `zh-Hans`; `zh_TW` → `zh-Hant`; `zh_HK`, `zh_MO` → `zh-Hant-HK`,
    /// `zh-Hant-MO`), `C` and `POSIX` left out, each tag once.
    ///
    /// ```swift
    /// FontFallback.languages(fromLocale: "zh_CN.UTF-8")     // ["zh-Hans"]
    /// FontFallback.languages(fromLocale: "ja_JP:en_US")     // ["ja-JP", "en-US"]
    /// ```
    public static func languages(fromLocale locale: String) -> [String] {
        var tags: [String] = []
        for item in locale.split(separator: ":") {
            var name = Substring(item)
            if let dot = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<dot] }
            guard !name.isEmpty, name != "C", name != "POSIX" else { continue }
            let parts = name.split(separator: "_", maxSplits: 1).map(String.init)
            let language = parts[0].lowercased()
            let region = parts.count > 1 ? parts[1].uppercased() : nil
            var tag = language
            if language == "zh", let region {
                switch region {
                case "CN", "SG": tag = "zh-Hans"
                case "TW": tag = "zh-Hant"
                case "HK", "MO": tag = "zh-Hant-" + region
                default: tag = "zh-" + region
                }
            } else if let region {
                tag += "-" + region
            }
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The languages of an environment: `LANGUAGE`'s list, else the first
    /// set of `LC_ALL`, `LC_MESSAGES`, `LANG` (through
    /// `languages(fromLocale:)`); `[]` when none names a language.
    ///
    /// - Parameter variable: looks a variable up (`nil` when unset).
    public static func languages(fromEnvironment variable: (String) -> String?) -> [String] {
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty {
                let tags = languages(fromLocale: value)
                if !tags.isEmpty { return tags }
            }
        }
        return []
    }

    /// The process environment's languages, read once at first use
    /// (`TraitCollection.preferredLanguages`' default).
    public static var environmentLanguages: [String] { processLanguages }
}

/// The process's languages: a global `let`, read once.
private let processLanguages = FontFallback.languages(fromEnvironment: FontFileSystem.environment)
