/// The Indic strings compared with hb-shape: real words per script, and
/// syllables built from each script's parallel (ISCII-ordered) block —
/// matras, reph, conjuncts, pre-base forms, nukta, ZWJ/ZWNJ and broken
/// clusters (dotted circles) — with characters the block lacks left out.
enum IndicCorpus {
    struct Script: Sendable {
        let name: String
        let code: String
        let font: String
        /// The block's first code point (U+0900 for Devanagari …).
        let block: UInt32
        let words: [String]
    }

    static let noto = "/usr/share/fonts/truetype/noto/"

    static let scripts: [Script] = [
        Script(name: "Devanagari", code: "Deva", font: noto + "NotoSansDevanagari-Regular.ttf", block: 0x0900, words: [
            "नमस्ते", "हिन्दी", "क्षत्रिय", "प्रेम", "श्री", "कर्म", "द्वार", "रामायण", "भारत", "विद्या", "संस्कृत",
            "ज़िन्दगी", "फ़िल्म", "अर्थ", "धर्म", "पृथ्वी", "त्रिकोण", "शक्ति", "स्त्री", "उज्ज्वल", "कृष्ण", "हृदय",
            "ट्रेन", "ड्रामा", "राष्ट्र", "आर्य", "पर्व", "मूर्ति", "क्यों", "सूर्य", "गर्ग", "निर्दोष", "विश्व",
            "अंग्रेज़ी", "दिल्ली", "मुंबई", "कर्तव्य", "शब्द", "वर्ष", "ह्रस्व",
        ]),
        Script(name: "Bengali", code: "Beng", font: noto + "NotoSansBengali-Regular.ttf", block: 0x0980, words: [
            "বাংলা", "ভাষা", "কৃষ্ণ", "প্রেম", "শ্রী", "রবীন্দ্রনাথ", "কলকাতা", "বন্ধু", "স্বাধীনতা", "ক্ষমা", "মৌমাছি",
            "কোথায়", "র‍্যাব", "কর্ম", "সূর্য", "পৃথিবী", "বিদ্যালয়", "আমার", "সোনার", "বাংলাদেশ", "ঢাকা",
            "চট্টগ্রাম", "শিক্ষা", "ব্যাকরণ", "জ্ঞান", "সন্ধ্যা", "স্ত্রী", "বৌদ্ধ", "উৎসব", "দুঃখ",
        ]),
        Script(name: "Gurmukhi", code: "Guru", font: noto + "NotoSansGurmukhi-Regular.ttf", block: 0x0A00, words: [
            "ਪੰਜਾਬੀ", "ਗੁਰਮੁਖੀ", "ਸਤਿ", "ਸ੍ਰੀ", "ਅਕਾਲ", "ਪ੍ਰੇਮ", "ਖ਼ਾਲਸਾ", "ਵਾਹਿਗੁਰੂ", "ਅੰਮ੍ਰਿਤਸਰ", "ਗ੍ਰੰਥ",
            "ਸਿੱਖ", "ਦਰਬਾਰ", "ਸਾਹਿਬ", "ਪਿਆਰ", "ਧੰਨਵਾਦ", "ਕਿੱਥੇ", "ਜ਼ਿੰਦਗੀ", "ਫ਼ਰਕ", "ਦੁਨੀਆ", "ਚੰਡੀਗੜ੍ਹ",
        ]),
        Script(name: "Gujarati", code: "Gujr", font: noto + "NotoSansGujarati-Regular.ttf", block: 0x0A80, words: [
            "ગુજરાતી", "નમસ્તે", "પ્રેમ", "શ્રી", "કર્મ", "અમદાવાદ", "ભારત", "વિદ્યા", "સ્ત્રી", "કૃષ્ણ", "ક્ષમા",
            "દ્વારકા", "સૂર્ય", "ધર્મ", "રાષ્ટ્ર", "જ્ઞાન", "શક્તિ", "ગાંધી", "સુરત", "વડોદરા",
        ]),
        Script(name: "Oriya", code: "Orya", font: noto + "NotoSansOriya-Regular.ttf", block: 0x0B00, words: [
            "ଓଡ଼ିଆ", "ଭାଷା", "ପ୍ରେମ", "ଶ୍ରୀ", "କର୍ମ", "ଭୁବନେଶ୍ୱର", "କଟକ", "ଜଗନ୍ନାଥ", "ପୁରୀ", "କୃଷ୍ଣ", "ସୂର୍ଯ୍ୟ",
            "ବିଦ୍ୟା", "କ୍ଷମା", "ସ୍ତ୍ରୀ", "ଧର୍ମ", "ରାଷ୍ଟ୍ର", "ଜ୍ଞାନ", "କୋଣାର୍କ", "ମୌସୁମୀ", "ଶକ୍ତି",
        ]),
        Script(name: "Tamil", code: "Taml", font: noto + "NotoSansTamil-Regular.ttf", block: 0x0B80, words: [
            "தமிழ்", "வணக்கம்", "கொ", "சென்னை", "ஸ்ரீ", "பொன்", "கோவில்", "மதுரை", "திருக்குறள்", "பெண்",
            "கௌரவம்", "நன்றி", "அம்மா", "க்ஷேத்திரம்", "ஜனவரி", "இந்தியா", "கணினி", "மொழி", "பள்ளி", "ஷ்ரேயா",
        ]),
        Script(name: "Telugu", code: "Telu", font: noto + "NotoSansTelugu-Regular.ttf", block: 0x0C00, words: [
            "తెలుగు", "నమస్కారం", "ప్రేమ", "శ్రీ", "కర్మ", "హైదరాబాద్", "విజయవాడ", "కృష్ణ", "సూర్యుడు", "విద్య",
            "క్షమ", "స్త్రీ", "ధర్మం", "రాష్ట్రం", "జ్ఞానం", "శక్తి", "అమ్మ", "భారతదేశం", "ర్‍క", "పుస్తకం",
        ]),
        Script(name: "Kannada", code: "Knda", font: noto + "NotoSansKannada-Regular.ttf", block: 0x0C80, words: [
            "ಕನ್ನಡ", "ನಮಸ್ಕಾರ", "ಪ್ರೇಮ", "ಶ್ರೀ", "ಕರ್ಮ", "ಬೆಂಗಳೂರು", "ಮೈಸೂರು", "ಕೃಷ್ಣ", "ಸೂರ್ಯ", "ವಿದ್ಯೆ",
            "ಕ್ಷಮೆ", "ಸ್ತ್ರೀ", "ಧರ್ಮ", "ರಾಷ್ಟ್ರ", "ಜ್ಞಾನ", "ಶಕ್ತಿ", "ಅಮ್ಮ", "ಭಾರತ", "ರ್‍ಕ", "ಪುಸ್ತಕ",
        ]),
        Script(name: "Malayalam", code: "Mlym", font: noto + "NotoSansMalayalam-Regular.ttf", block: 0x0D00, words: [
            "മലയാളം", "നമസ്കാരം", "പ്രേമം", "ശ്രീ", "കർമ്മം", "തിരുവനന്തപുരം", "കൊച്ചി", "കൃഷ്ണൻ", "സൂര്യൻ",
            "വിദ്യ", "ക്ഷമ", "സ്ത്രീ", "ധർമ്മം", "രാഷ്ട്രം", "ജ്ഞാനം", "ശക്തി", "അമ്മ", "ഭാരതം", "ൎക", "പുസ്തകം",
            "കേരളം", "കൊ", "കൈ", "കൗ",
        ]),
    ]

    /// Syllables from `block`'s parallel layout (offsets as in Devanagari), assigned characters only.
    static func syllables(_ block: UInt32) -> [String] {
        let ka: UInt32 = 0x15, ga: UInt32 = 0x17, ca: UInt32 = 0x1A, tta: UInt32 = 0x1F, dda: UInt32 = 0x21
        let ta: UInt32 = 0x24, da: UInt32 = 0x26, na: UInt32 = 0x28, pa: UInt32 = 0x2A, ma: UInt32 = 0x2E
        let ya: UInt32 = 0x2F, ra: UInt32 = 0x30, la: UInt32 = 0x32, va: UInt32 = 0x35, ssa: UInt32 = 0x37
        let sa: UInt32 = 0x38, ha: UInt32 = 0x39, nukta: UInt32 = 0x3C, h: UInt32 = 0x4D
        let candrabindu: UInt32 = 0x01, anusvara: UInt32 = 0x02, visarga: UInt32 = 0x03, a: UInt32 = 0x05
        let matras: [UInt32] = [0x3E, 0x3F, 0x40, 0x41, 0x42, 0x43, 0x46, 0x47, 0x48, 0x4A, 0x4B, 0x4C]
        let zwj: UInt32 = 0x200D &- block, zwnj: UInt32 = 0x200C &- block, circle: UInt32 = 0x25CC &- block
        let space: UInt32 = 0x20 &- block
        var seqs: [[UInt32]] = matras.map { [ka, $0] }
        seqs += [
            [ra, h, ka], [ra, h, ka, 0x3F], [ra, h, ka, 0x4B], [ra, h, ka, h, ssa], [ra, h, ya], [ra, h, ka, anusvara],
            [ra, h, zwj, ka], [ra, zwj, h, ka], [ra, h, ma, 0x40, anusvara],
            [ka, h, ssa], [ta, h, ra], [pa, h, ra, 0x3F], [sa, h, ta, h, ra], [da, h, va], [ka, h, ta], [na, h, da],
            [sa, h, va, 0x3F], [ka, h, ya], [ga, h, la, 0x47], [ha, h, ma], [tta, h, tta], [ca, h, ca, 0x48],
            [ka, h, ra, 0x3F], [ka, h, ssa, h, ma, 0x3F], [sa, h, pa, h, ra, 0x4C],
            [ka, h, zwj, ssa], [ka, h, zwnj, ssa], [ka, h, zwj], [ka, h], [ka, h, zwnj], [ka, zwj], [ka, zwnj, 0x3F],
            [ka, nukta, 0x3F], [dda, nukta], [ka, nukta, h, ssa], [ra, nukta, h, ka],
            [0x3F], [h], [nukta], [anusvara], [space, 0x3F], [a, 0x3E], [a, nukta], [circle, 0x3F], [circle, h, ka],
            [ka, anusvara], [ka, 0x3E, anusvara], [ka, candrabindu], [ka, visarga], [ka, 0x3F, anusvara],
            [ka, 0x3F, ka, 0x3F], [ma, 0x3F, h], [ra, h, ka, 0x4B, h], [ka, 0x47, 0x3E], [ka, 0x47, 0x57],
        ]
        return seqs.compactMap { seq in
            var s = ""
            for v in seq {
                guard let u = Unicode.Scalar(v &+ block), u.properties.generalCategory != .unassigned else { return nil }
                s.unicodeScalars.append(u)
            }
            return s
        }
    }

    /// Every string of `script`: its words, neighbouring pairs of them, and its syllables.
    static func strings(_ script: Script) -> [String] {
        script.words + zip(script.words, script.words.dropFirst()).map { "\($0) \($1)" } + syllables(script.block)
    }
}
