extension FontFallback {
    /// The Han families for each Chinese, Japanese and Korean variant:
    /// Noto first, then Adobe's names for the same fonts, then the
    /// families Debian, Fedora and Arch install for that language.
    static let hanFamilies: [(variant: String, families: [String])] = [
        ("SC", ["Noto Sans CJK SC", "Noto Serif CJK SC", "Source Han Sans SC", "Source Han Sans CN",
                "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "AR PL UMing CN", "AR PL UKai CN", "Droid Sans Fallback"]),
        ("TC", ["Noto Sans CJK TC", "Noto Serif CJK TC", "Source Han Sans TC", "Source Han Sans TW",
                "AR PL UMing TW", "AR PL UKai TW", "WenQuanYi Zen Hei"]),
        ("HK", ["Noto Sans CJK HK", "Noto Serif CJK HK", "Source Han Sans HK", "AR PL UMing HK", "AR PL UKai HK"]),
        ("JP", ["Noto Sans CJK JP", "Noto Serif CJK JP", "Source Han Sans JP", "Source Han Sans",
                "IPAGothic", "IPAexGothic", "VL Gothic", "TakaoGothic"]),
        ("KR", ["Noto Sans CJK KR", "Noto Serif CJK KR", "Source Han Sans KR", "Source Han Sans K",
                "NanumGothic", "UnDotum", "Baekmuk Gulim"]),
    ]

    /// The families of the scripts the table names, tried in order. A
    /// script it does not name tries `"Noto Sans <Script>"` then
    /// `"Noto Serif <Script>"` (underscores as spaces), as Noto names its
    /// families. Han, Hiragana, Katakana, Bopomofo and Hangul use
    /// `hanFamilies` in the order the languages ask for.
    static let scriptFamilies: [String: [String]] = [
        "Latin": ["Noto Sans", "DejaVu Sans", "Liberation Sans", "FreeSans"],
        "Greek": ["Noto Sans", "DejaVu Sans", "Liberation Sans", "FreeSans"],
        "Cyrillic": ["Noto Sans", "DejaVu Sans", "Liberation Sans", "FreeSans"],
        "Common": ["Noto Sans", "DejaVu Sans", "Liberation Sans", "FreeSans"],
        "Inherited": ["Noto Sans", "DejaVu Sans", "FreeSans"],
        "Arabic": ["Noto Sans Arabic", "Noto Naskh Arabic", "Noto Kufi Arabic", "DejaVu Sans", "KacstOne",
                   "Amiri", "FreeSerif"],
        "Hebrew": ["Noto Sans Hebrew", "Noto Serif Hebrew", "DejaVu Sans", "Culmus", "FreeSans"],
        "Devanagari": ["Noto Sans Devanagari", "Noto Serif Devanagari", "Lohit Devanagari", "Lohit Hindi",
                       "FreeSans"],
        "Bengali": ["Noto Sans Bengali", "Noto Serif Bengali", "Lohit Bengali", "Lohit Assamese", "FreeSans"],
        "Tamil": ["Noto Sans Tamil", "Noto Serif Tamil", "Lohit Tamil", "FreeSerif"],
        "Thai": ["Noto Sans Thai", "Noto Serif Thai", "Noto Looped Thai", "TlwgTypist", "Loma", "Garuda",
                 "FreeSerif"],
        "Ethiopic": ["Noto Sans Ethiopic", "Noto Serif Ethiopic", "Abyssinica SIL", "FreeSerif"],
        "Armenian": ["Noto Sans Armenian", "Noto Serif Armenian", "DejaVu Sans", "FreeSans"],
        "Georgian": ["Noto Sans Georgian", "Noto Serif Georgian", "DejaVu Sans", "FreeSans"],
        "Emoji": ["Noto Color Emoji", "Noto Emoji", "Twemoji", "Symbola", "Noto Sans Symbols 2", "Noto Sans Symbols2",
                  "Noto Sans Symbols", "DejaVu Sans"],
        "Symbols": ["Noto Sans Symbols", "Noto Sans Symbols 2", "Noto Sans Symbols2", "Noto Sans Math", "DejaVu Sans", "Symbola",
                    "FreeSerif"],
    ]

    /// The system cascade for a script: the family names to try, in
    /// order, for a character of `script` (a name from `script(of:)`) in
    /// text of `languages` (BCP 47 tags, most preferred first).
    ///
    /// For Han (and Bopomofo) the first Chinese, Japanese or Korean tag of
    /// `languages` picks the variant first — `zh-Hans`, `zh-CN`, `zh-SG`,
    /// plain `zh`: SC; `zh-Hant`, `zh-TW`: TC; `zh-HK`, `zh-MO`: HK then TC;
    /// `ja`: JP; `ko`: KR — and the other variants follow in the order SC,
    /// TC, HK, JP, KR. Hiragana and Katakana put JP first, Hangul KR. The
    /// answer depends only on its arguments: the same on every machine.
    ///
    /// - Complexity: O(languages + families).
    public static func systemFamilies(forScript script: String, languages: [String]) -> [String] {
        switch script {
        case "Han", "Bopomofo":
            return hanCascade(first: languages.lazy.compactMap(hanVariant).first)
        case "Hiragana", "Katakana":
            return hanCascade(first: "JP")
        case "Hangul":
            return hanCascade(first: "KR")
        default:
            if let families = scriptFamilies[script] { return families }
            let spaced = script.replacingUnderscores()
            return ["Noto Sans " + spaced, "Noto Serif " + spaced]
        }
    }

    /// The Han variant a language tag asks for (`"SC"`, `"TC"`, `"HK"`,
    /// `"JP"`, `"KR"`), `nil` for other languages.
    static func hanVariant(_ tag: String) -> String? {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return nil }
        switch language {
        case "ja": return "JP"
        case "ko": return "KR"
        case "zh", "yue", "cmn":
            if parts.contains("hant") { return parts.contains("hk") || parts.contains("mo") ? "HK" : "TC" }
            if parts.contains("hans") { return "SC" }
            if parts.contains("tw") { return "TC" }
            if parts.contains("hk") || parts.contains("mo") { return "HK" }
            return language == "yue" ? "HK" : "SC"
        default: return nil
        }
    }

    /// The Han families with `first`'s variant first (HK is followed by
    /// TC), then the others in table order.
    static func hanCascade(first: String?) -> [String] {
        var order: [String] = []
        if let first { order.append(first) }
        if first == "HK" { order.append("TC") }
        var families: [String] = []
        for variant in order { families += hanFamilies.first { $0.variant == variant }?.families ?? [] }
        for entry in hanFamilies where !order.contains(entry.variant) { families += entry.families }
        return families
    }
}

extension String {
    /// The string with `_` as spaces (`"Old_Italic"` → `"Old Italic"`).
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
