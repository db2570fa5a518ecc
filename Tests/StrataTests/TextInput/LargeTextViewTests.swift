import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Strata

/// Lazy layout of large text (Docs/Text.md, "Large text"): a text view
/// lays out only the paragraphs it shows or needs, so 10 MB of every
/// script opens, scrolls and takes typing in time and memory
/// proportional to the screen, not the text.
@MainActor @Suite struct LargeTextViewTests {
    /// One sentence of each script: Latin, Cyrillic, Greek, Han, kana,
    /// Hangul, Arabic, Hebrew, Devanagari, emoji.
    static let sentences = [
        "The quick brown fox jumps over the lazy dog.",
        "Съешь же ещё этих мягких французских булок.",
        "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.",
        "我能吞下玻璃而不伤身体。",
        "いろはにほへと ちりぬるを わかよたれそ",
        "다람쥐 헌 쳇바퀴에 타고파",
        "نص حكيم له سر قاطع وذو شأن عظيم",
        "דג סקרן שט בים מאוכזב ולפתע מצא חברה",
        "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा",
        "😀🎉 👩‍👩‍👧 🇯🇵 ✈️ 🏳️‍🌈",
    ]

    /// Paragraphs mixing the scripts until the text holds `bytes` UTF-8
    /// bytes: paragraph `i` has 1…12 sentences from sentence `i % 10` on.
    ///
    /// The paragraphs repeat every 60 (the sentence by `i % 10`, the count
    /// by `i % 12`), so whole runs of 60 are copied as one block and only
    /// the last few are appended one by one: appending 150,000 sentences
    /// took minutes under ThreadSanitizer.
    static func mixedText(bytes: Int) -> (text: String, paragraphs: Int) {
        func paragraph(_ i: Int) -> String {
            (0..<(1 + (i * 7) % 12)).map { sentences[(i + $0) % sentences.count] }.joined(separator: " ")
        }
        let period = 60
        // Each paragraph with the separator before it: the first one's is dropped below.
        let block = (0..<period).map { "\n" + paragraph($0) }.joined()
        let blocks = max(0, bytes / block.utf8.count - 1)
        var text = String(repeating: block, count: blocks)
        if !text.isEmpty { text.removeFirst() }
        var i = blocks * period
        while text.utf8.count < bytes {
            if i > 0 { text += "\n" }
            text += paragraph(i)
            i += 1
        }
        return (text, i)
    }

    /// Whether the tests run under ThreadSanitizer or AddressSanitizer
    /// (their runtimes' entry points are in the process): their
    /// allocators keep shadow memory and freed blocks, so resident memory
    /// says nothing about the text view's.
    static let runsUnderSanitizer: Bool = {
        #if canImport(Glibc)
        return dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
        #else
        return false
        #endif
    }()

    /// The process's resident memory in bytes (/proc/self/statm), or nil.
    static func residentBytes() -> Int? {
        #if canImport(Glibc)
        let fd = open("/proc/self/statm", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, 127)
        guard n > 0 else { return nil }
        let fields = String(decoding: buffer[0..<n], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * sysconf(Int32(_SC_PAGESIZE))
        #else
        return nil
        #endif
    }

    /// At most this many paragraphs laid out after showing a few screens
    /// of a 240-point view (about 14 lines a screen, with margins).
    static let boundedParagraphs = 200

    @Test func tenMegabytesOfEveryScriptLayOutInBoundedTimeAndMemory() throws {
        let (text, paragraphs) = Self.mixedText(bytes: 10_000_000)
        #expect(paragraphs > 10_000)
        let before = Self.residentBytes()
        let clock = ContinuousClock()
        let start = clock.now
        let window = Window(size: Size(width: 400, height: 300))
        window.timeline = Timeline(clock: ManualClock())
        let view = TextView(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        window.rootView.addSubview(view)
        view.text = text
        #if canImport(Glibc)
        // STRATA_TEST_EAGER_TEXT=1 lays the whole text out, as before lazy
        // layout, to see this test fail (the paragraph bound, the time).
        if getenv("STRATA_TEST_EAGER_TEXT") != nil { view.editor.layout.layOutAll() }
        #endif
        let count = view.editor.storage.count
        // The first screen.
        window.layoutIfNeeded()
        #expect(!TextViewTests().drawnLines(window).isEmpty)
        // The middle, then the end.
        view.contentOffset = Point(x: 0, y: (view.contentSize.height / 2).rounded())
        window.layoutIfNeeded()
        #expect(!TextViewTests().drawnLines(window).isEmpty)
        view.contentOffset = view.maximumContentOffset
        window.layoutIfNeeded()
        #expect(!TextViewTests().drawnLines(window).isEmpty)
        #expect(view.contentOffset == view.maximumContentOffset)
        #expect(view.editor.layout.isLaidOut(paragraphs - 1))
        #expect(view.contentSize.height == view.editor.layout.height + 16)
        // The caret at the end, and a character typed there.
        view.becomeFirstResponder()
        view.selectedRange = count..<count
        #expect(window.insertText("!"))
        window.layoutIfNeeded()
        _ = window.displayList()
        let elapsed = clock.now - start
        let after = Self.residentBytes()

        #expect(view.editor.storage.count == count + 1)
        #expect(view.editor.storage.character(at: count) == "!")
        let laid = view.editor.layout.laidOutParagraphCount
        #expect(laid <= Self.boundedParagraphs, "laid out \(laid) of \(paragraphs) paragraphs")
        // Eager layout takes minutes in a debug build; this stays in seconds
        // (generous for sanitizers).
        #expect(elapsed < .seconds(120), "took \(elapsed)")
        if let before, let after {
            // The storage's copy of the text plus per-paragraph bookkeeping:
            // well under 4 bytes a byte of text. Checked in the plain run
            // (CI runs it too); under a sanitizer only the other bounds are.
            let growth = after - before
            print("10 MB text view: \(elapsed), \(laid) of \(paragraphs) paragraphs laid out, resident +\(growth / 1_000_000) MB"
                  + (Self.runsUnderSanitizer ? " (under a sanitizer: the memory bound is not checked)" : ""))
            if !Self.runsUnderSanitizer {
                #expect(growth <= 4 * text.utf8.count, "grew \(growth) bytes")
            }
        }
    }

    /// The block-copied text is the one appended paragraph by paragraph.
    @Test(arguments: [0, 1, 500, 20_000, 123_457])
    func theMixedTextIsTheParagraphByParagraphOne(bytes: Int) {
        var text = ""
        var i = 0
        while text.utf8.count < bytes {
            if i > 0 { text += "\n" }
            for k in 0..<(1 + (i * 7) % 12) {
                if k > 0 { text += " " }
                text += Self.sentences[(i + k) % Self.sentences.count]
            }
            i += 1
        }
        let made = Self.mixedText(bytes: bytes)
        #expect(made.text == text)
        #expect(made.paragraphs == i)
    }
}

