/// The strings the shaping tests compare with HarfBuzz's `hb-shape`: input
/// text only (the expected glyphs come from hb-shape, run live). Each
/// group names an installed font; `phrases` joins neighbouring words, so a
/// group of n words gives 2n − 1 strings.
enum ShapingCorpus {
    struct Group: Sendable {
        let name: String
        let font: String
        let words: [String]
        /// Strings the shaper does not match yet (a documented gap), tested with `withKnownIssue`.
        let knownGap: Bool

        /// The words, then each pair of neighbours joined by a space.
        var strings: [String] {
            words + zip(words, words.dropFirst()).map { "\($0) \($1)" }
        }
    }

    static let noto = "/usr/share/fonts/truetype/noto/"
    static let dejavu = "/usr/share/fonts/truetype/dejavu/"

    static let latin = [
        "office", "affluent", "difficult", "waffle", "flag", "fjord", "AVATAR", "Typography", "WAVE", "Toyota",
        "Yacht", "LT", "P.", "F.", "Vienna", "kerning", "The quick brown fox", "jumps over the lazy dog",
        "naïve café", "résumé", "façade", "Ångström", "Zürich", "Ærøskøbing", "œuvre", "straße", "Łódź",
        "Dvořák", "İstanbul", "ﬁnance", "ﬂow", "“quoted” ‘text’", "em—dash en–dash", "1/2 3/4", "x²+y²",
        "(parentheses) [brackets] {braces}", "e\u{301}", "a\u{308}\u{304}", "n\u{303}o", "q\u{323}\u{307}",
        "A\u{30A}", "i\u{307}\u{301}", "100 % €5 £3 ¥7", "Hello, World!", "file://path?x=1&y=2",
    ]
    static let greekCyrillic = [
        "Ωμέγα", "Ελληνικά", "ἀρχή", "Ἀθῆναι", "ᾠδή", "ΑΥΤΟΚΙΝΗΤΟ", "Привет", "Москва", "Ёлка",
        "съешь же ещё этих мягких", "Україна", "Їжак", "Ђорђе", "Љубљана", "ѓ ќ ѝ", "Άλφα Βήτα",
        "ψυχή", "ϐϑϕϖ", "й й", "и\u{306}",
    ]
    static let vietnamese = ["Tiếng Việt", "Nguyễn", "người", "Hà Nội", "đường phố", "ở đây", "quyển sách", "Trường"]
    static let arabic = [
        "مرحبا", "بالعالم", "السلام عليكم", "لا", "الله", "بِسْمِ ٱللَّٰهِ", "ٱلرَّحْمَٰنِ ٱلرَّحِيمِ", "كتاب", "مكتبة",
        "العربية", "لغة", "محمد", "فلسطين", "القاهرة", "تجربة", "ـبـ", "ب\u{200D}", "\u{200D}ب", "ب\u{200C}ب",
        "شمس", "قمر", "نجمة", "١٢٣", "123", "سنة 2024", "(مرحبا)", "«نص»", "؟", "يَوْم", "مُدَرِّسَة",
        "إسلام", "أحمد", "آمنة", "ئ ؤ ء", "ة ى", "فارسی", "پچژگ", "اردو", "ٹھیک", "ں ے",
    ]
    static let hebrew = [
        "שלום", "שָׁלוֹם", "בְּרֵאשִׁית", "בָּרָא", "אֱלֹהִים", "אֵת הַשָּׁמַיִם", "וְאֵת הָאָרֶץ", "עברית",
        "ירושלים", "תל אביב", "ספר", "מִלְחָמָה", "שַׁבָּת", "יִשְׂרָאֵל", "כּוֹכָב", "(שלום)", "ﬠברית", "א״ב",
        "מ׳", "123 שקל",
    ]
    static let thai = [
        "สวัสดี", "ภาษาไทย", "น้ำ", "กำ", "ทำ", "คำ", "ประเทศไทย", "กรุงเทพมหานคร", "ผู้ใหญ่", "ที่นี่", "เด็ก",
        "ไม้", "ก้ำ", "ปู่", "ฤๅษี",
    ]
    static let cjk = [
        "漢字", "日本語", "中文", "你好世界", "ひらがな", "カタカナ", "한국어", "안녕하세요", "、。「」", "（全角）",
        "ﾊﾝｶｸ", "テスト１２３", "東京都", "北京", "서울", "简体字", "繁體字",
    ]
    static let emoji = [
        "😀", "👍", "👍🏽", "👨‍👩‍👧", "👩🏾‍💻", "🇫🇷", "🇯🇵🇺🇸", "1️⃣", "#️⃣", "❤️", "🏳️‍🌈", "🧑🏿‍🚀",
        "✋🏻", "🙂🙃", "👁️‍🗨️",
    ]
    static let devanagari = ["नमस्ते", "हिन्दी", "क्षत्रिय", "प्रेम", "श्री", "कर्म", "द्वार", "रामायण", "भारत", "विद्या"]
    static let bengali = ["বাংলা", "ভাষা", "কৃষ্ণ", "প্রেম", "শ্রী", "রবীন্দ্রনাথ"]
    static let tamil = ["தமிழ்", "வணக்கம்", "கொ", "சென்னை", "ஸ்ரீ", "பொன்"]

    /// The groups whose output must be identical to hb-shape's.
    static let groups: [Group] = [
        Group(name: "DejaVu Sans Latin", font: dejavu + "DejaVuSans.ttf", words: latin, knownGap: false),
        Group(name: "DejaVu Sans Greek/Cyrillic", font: dejavu + "DejaVuSans.ttf", words: greekCyrillic, knownGap: false),
        Group(name: "DejaVu Serif Latin", font: dejavu + "DejaVuSerif.ttf", words: latin, knownGap: false),
        Group(name: "Noto Sans Latin", font: noto + "NotoSans-Regular.ttf", words: latin + vietnamese, knownGap: false),
        Group(name: "Noto Sans Greek/Cyrillic", font: noto + "NotoSans-Regular.ttf", words: greekCyrillic, knownGap: false),
        Group(name: "Noto Serif Latin", font: noto + "NotoSerif-Regular.ttf", words: latin + vietnamese, knownGap: false),
        Group(name: "Noto Sans Arabic", font: noto + "NotoSansArabic-Regular.ttf", words: arabic, knownGap: false),
        Group(name: "Noto Sans Hebrew", font: noto + "NotoSansHebrew-Regular.ttf", words: hebrew, knownGap: false),
        Group(name: "Noto Sans Thai", font: noto + "NotoSansThai-Regular.ttf", words: thai, knownGap: false),
        Group(name: "Noto Sans CJK", font: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", words: cjk, knownGap: false),
        Group(name: "Noto Color Emoji", font: noto + "NotoColorEmoji.ttf", words: emoji, knownGap: false),
        Group(name: "Noto Sans Devanagari", font: noto + "NotoSansDevanagari-Regular.ttf", words: devanagari, knownGap: false),
        Group(name: "Noto Sans Bengali", font: noto + "NotoSansBengali-Regular.ttf", words: bengali, knownGap: false),
        Group(name: "Noto Sans Tamil", font: noto + "NotoSansTamil-Regular.ttf", words: tamil, knownGap: false),
    ]
}
