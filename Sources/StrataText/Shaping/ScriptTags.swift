/// Unicode scripts (ISO 15924 codes) as OpenType script tags, their
/// direction, and BCP 47 languages as OpenType language tags, as HarfBuzz
/// maps them (`hb-ot-tag.cc`, the common part of its tables).
enum ScriptTags {
    /// Scripts with a second ("2") Indic tag, tried before the old one.
    static let indicNew: [String: String] = [
        "Beng": "bng2", "Deva": "dev2", "Gujr": "gjr2", "Guru": "gur2", "Knda": "knd2",
        "Mlym": "mlm2", "Orya": "ory2", "Taml": "tml2", "Telu": "tel2", "Mymr": "mym2",
    ]

    /// The OpenType tags to try for script `code`, best first (HarfBuzz's `hb_ot_all_tags_from_script`).
    static func tags(for code: String?) -> [UInt32] {
        guard let code, !["Zyyy", "Zinh", "Zzzz"].contains(code) else { return [OpenTypeTag("DFLT")] }
        var tags: [UInt32] = []
        if let new = indicNew[code] {
            if new != "mym2" { tags.append(OpenTypeTag(String(new.prefix(3)) + "3")) }
            tags.append(OpenTypeTag(new))
        }
        switch code {
        case "Hira": tags.append(OpenTypeTag("kana"))
        case "Laoo": tags.append(OpenTypeTag("lao "))
        case "Yiii": tags.append(OpenTypeTag("yi  "))
        case "Nkoo": tags.append(OpenTypeTag("nko "))
        case "Vaii": tags.append(OpenTypeTag("vai "))
        default: tags.append(OpenTypeTag(code.prefix(1).lowercased() + code.dropFirst()))
        }
        return tags
    }

    /// Right-to-left scripts (HarfBuzz's `hb_script_get_horizontal_direction`).
    static let rightToLeft: Set<String> = [
        "Arab", "Hebr", "Syrc", "Thaa", "Cprt", "Khar", "Phnx", "Nkoo", "Lydi", "Avst", "Armi", "Phli", "Prti",
        "Sarb", "Orkh", "Samr", "Mand", "Merc", "Mero", "Mani", "Mend", "Nbat", "Narb", "Palm", "Phlp", "Hatr",
        "Hung", "Adlm", "Rohg", "Sogo", "Sogd", "Elym", "Chrs", "Yezi", "Ougr",
    ]
    /// Scripts written either way (no native direction).
    static let eitherDirection: Set<String> = ["Ital", "Runr", "Zyyy", "Zinh", "Zzzz"]

    /// The script's native horizontal direction: true right to left, nil none.
    static func isRightToLeft(_ code: String?) -> Bool? {
        guard let code, !eitherDirection.contains(code) else { return nil }
        return rightToLeft.contains(code)
    }

    /// The script of `scalars` as HarfBuzz guesses it: the first that is not Common, Inherited or Unknown.
    static func guess(_ scalars: [Unicode.Scalar]) -> String? {
        for s in scalars {
            let code = ShapingData.script(s.value)
            if code != "Zyyy" && code != "Zinh" && code != "Zzzz" { return code }
        }
        return nil
    }

    /// The script named by `name`: an ISO 15924 code in any case (`arab`, `Arab`).
    static func code(_ name: String) -> String? {
        let lower = name.lowercased()
        return ShapingData.scriptCodes.first { $0.lowercased() == lower }
    }

    /// OpenType language tags of common BCP 47 languages.
    static let languages: [String: String] = [
        "ar": "ARA ", "az": "AZE ", "be": "BEL ", "bg": "BGR ", "bn": "BEN ", "ca": "CAT ", "cs": "CSY ",
        "da": "DAN ", "de": "DEU ", "el": "ELL ", "en": "ENG ", "es": "ESP ", "et": "ETI ", "fa": "FAR ",
        "fi": "FIN ", "fr": "FRA ", "ga": "IRI ", "gu": "GUJ ", "he": "IWR ", "hi": "HIN ", "hr": "HRV ",
        "hu": "HUN ", "hy": "HYE ", "id": "IND ", "is": "ISL ", "it": "ITA ", "ja": "JAN ", "ka": "KAT ",
        "kk": "KAZ ", "km": "KHM ", "kn": "KAN ", "ko": "KOR ", "lt": "LTH ", "lv": "LVI ", "mk": "MKD ",
        "ml": "MAL ", "mn": "MNG ", "mr": "MAR ", "ms": "MLY ", "mt": "MTS ", "ne": "NEP ", "nl": "NLD ",
        "no": "NOR ", "pa": "PAN ", "pl": "PLK ", "pt": "PTG ", "ro": "ROM ", "ru": "RUS ", "sa": "SAN ",
        "sd": "SND ", "sk": "SKY ", "sl": "SLV ", "sq": "SQI ", "sr": "SRB ", "sv": "SVE ", "sw": "SWK ",
        "ta": "TAM ", "te": "TEL ", "th": "THA ", "tr": "TRK ", "uk": "UKR ", "ur": "URD ", "uz": "UZB ",
        "vi": "VIT ", "yi": "JII ", "zh": "ZHS ", "ku": "KUR ", "ps": "PAS ", "ug": "UYG ",
    ]

    /// The OpenType language tags for BCP 47 `language` (its primary subtag), empty when unknown.
    static func languageTags(_ language: String?) -> [UInt32] {
        guard let language, !language.isEmpty else { return [] }
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return languages[primary].map { [OpenTypeTag($0)] } ?? []
    }
}
