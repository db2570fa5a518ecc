/// Laying the text out when it is set and after an edit.
extension TextLineLayout {
    /// Lays out `storage` anew: every paragraph when it holds at most
    /// `eagerCharacterLimit` characters, else none (each gets an estimate).
    /// - Complexity: O(n log n) width measurements for n characters when
    ///   eager; O(paragraphs) when lazy.
    func rebuild(_ storage: TextStorage) {
        let eager = storage.count <= TextLineLayout.eagerCharacterLimit
        var counts: [Int] = []
        counts.reserveCapacity(storage.paragraphs.count)
        laidLines = []
        laidLines.reserveCapacity(storage.paragraphs.count)
        pendingTexts = []
        pendingTexts.reserveCapacity(storage.paragraphs.count)
        for paragraph in storage.paragraphs {
            let entry = self.entry(for: paragraph, eager: eager)
            laidLines.append(entry.lines)
            pendingTexts.append(entry.pending)
            counts.append(entry.count)
        }
        laidOutParagraphCount = eager ? laidLines.count : 0
        lineCounts = LineCountTree(counts)
        geometryCache.removeAll()
    }

    /// Lays out again the paragraphs an edit changed: `removed` (old
    /// indices) became `inserted` (new indices). The new paragraphs are
    /// laid out unless they hold more than `eagerCharacterLimit`
    /// characters together; a text now within the limit is laid out whole.
    /// - Complexity: the changed paragraphs' layout, plus O(paragraphs)
    ///   when their number changed.
    func update(_ storage: TextStorage, removed: Range<Int>, inserted: Range<Int>) {
        var characters = 0
        for p in inserted { characters += storage.paragraphs[p].count }
        let eager = characters <= TextLineLayout.eagerCharacterLimit
        for p in removed where isLaidOut(p) { laidOutParagraphCount -= 1 }
        if eager, removed.count == inserted.count {
            // Typing: as many paragraphs as before, replaced in place.
            for (old, p) in zip(removed, inserted) {
                let paragraph = storage.paragraphs[p]
                let lines = lay(paragraph.text, count: paragraph.count)
                laidLines[old] = lines
                pendingTexts[old] = .none
                lineCounts.set(old, to: lines.count)
            }
            laidOutParagraphCount += inserted.count
            geometryCache.removeAll()
            if storage.count <= TextLineLayout.eagerCharacterLimit { layOutAll() }
            return
        }
        var fresh: [ParagraphLines] = [], texts: [PendingText] = [], counts: [Int] = []
        for p in inserted {
            let entry = self.entry(for: storage.paragraphs[p], eager: eager)
            fresh.append(entry.lines)
            texts.append(entry.pending)
            counts.append(entry.count)
        }
        if eager { laidOutParagraphCount += fresh.count }
        laidLines.replaceSubrange(removed, with: fresh)
        pendingTexts.replaceSubrange(removed, with: texts)
        lineCounts.replace(removed, with: counts)
        geometryCache.removeAll()
        if storage.count <= TextLineLayout.eagerCharacterLimit { layOutAll() }
    }

    /// What the layout keeps for `paragraph`: laid out (`eager`), its
    /// lines and their count; else pending, its text and an estimated count.
    private func entry(for paragraph: TextStorage.Paragraph, eager: Bool)
        -> (lines: ParagraphLines, pending: PendingText, count: Int) {
        if eager {
            let lines = lay(paragraph.text, count: paragraph.count)
            return (lines, .none, lines.count)
        }
        return (.pending, PendingText(text: paragraph.text, count: paragraph.count),
                estimatedLines(paragraph.text, count: paragraph.count))
    }
}
