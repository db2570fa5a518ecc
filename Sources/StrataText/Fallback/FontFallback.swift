/// Font fallback's rules, in one namespace: the script of a character,
/// the system cascade of family names per script and language, and the
/// languages of the environment. `FontCascade` applies them to text.
///
/// ```swift
/// FontFallback.script(of: "漢")                                   // "Han"
/// FontFallback.systemFamilies(forScript: "Han", languages: ["ja"]).first   // "Noto Sans CJK JP"
/// FontFallback.languages(fromLocale: "zh_CN.UTF-8")              // ["zh-Hans"]
/// ```
public enum FontFallback {
    /// The script fallback chooses a cascade by for `scalar`: its Unicode
    /// Script property (long name, as in Scripts.txt: `"Han"`,
    /// `"Devanagari"`, `"Common"`), except `"Emoji"` for characters whose
    /// default presentation is emoji and `"Symbols"` for the other `Common`
    /// symbols (General_Category Sm and So).
    ///
    /// - Complexity: O(1).
    public static func script(of scalar: Unicode.Scalar) -> String {
        ScriptProperty.name(of: ScriptProperty.value(of: scalar.value))
    }

    /// The Unicode version of the script table (`"15.0.0"`).
    public static var unicodeVersion: String { ScriptProperty.unicodeVersion }
}
