/// The `GPOS` lookup types 1–6 (7–8 are in `+Context`; 9, extension, is
/// resolved by `LayoutTable.subtables`). Device and variation tables are
/// not applied (HarfBuzz applies them only at a ppem or a variation
/// coordinate, which `strata shape` never sets).
extension LayoutApplier {
    static let attachMark: UInt8 = 1, attachCursive: UInt8 = 2

    /// The byte size of a value record of `format`.
    @inline(__always)
    func valueSize(_ format: Int) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// Adds the value record at `at` (of `format`) to glyph `i`'s position (horizontal text).
    func applyValue(_ format: Int, _ at: Int, to i: Int) {
        var o = at
        if format & 1 != 0 { buffer.pos[i].xOffset &+= Int32(data.i16(o)); o += 2 }
        if format & 2 != 0 { buffer.pos[i].yOffset &+= Int32(data.i16(o)); o += 2 }
        if format & 4 != 0 { buffer.pos[i].xAdvance &+= Int32(data.i16(o)); o += 2 }
        // yAdvance applies to vertical text only.
    }

    /// Type 1: single adjustment.
    func applySinglePosition(_ s: Int) -> Bool {
        guard let index = coverage(data.offset16(s, s + 2), current) else { return false }
        let format = data.u16(s + 4)
        switch data.u16(s) {
        case 1: applyValue(format, s + 6, to: buffer.idx)
        case 2:
            guard index < data.u16(s + 6) else { return false }
            applyValue(format, s + 8 + valueSize(format) * index, to: buffer.idx)
        default: return false
        }
        buffer.idx += 1
        return true
    }

    /// Type 2: pair adjustment, formats 1 (glyph pairs) and 2 (class pairs).
    func applyPairPosition(_ s: Int) -> Bool {
        guard let index = coverage(data.offset16(s, s + 2), current) else { return false }
        var it = iterator(at: buffer.idx, items: 1, context: false)
        guard next(&it, testing: false) else { return false }
        let second = buffer.info[it.idx].codepoint
        let format1 = data.u16(s + 4), format2 = data.u16(s + 6)
        let size1 = valueSize(format1), size2 = valueSize(format2)
        var record: Int?
        switch data.u16(s) {
        case 1:
            guard index < data.u16(s + 8), let set = data.offset16(s, s + 10 + 2 * index) else { return false }
            let recordSize = 2 + size1 + size2
            var lo = 0, hi = data.u16(set)
            while lo < hi {
                let mid = (lo + hi) >> 1
                let g = data.u16(set + 2 + recordSize * mid)
                if g == Int(second) { record = set + 2 + recordSize * mid + 2; break }
                if g < Int(second) { lo = mid + 1 } else { hi = mid }
            }
        case 2:
            let class1 = glyphClass(data.offset16(s, s + 8), current)
            let class2 = glyphClass(data.offset16(s, s + 10), second)
            let count1 = data.u16(s + 12), count2 = data.u16(s + 14)
            guard class1 < count1, class2 < count2 else { return false }
            record = s + 16 + (class1 * count2 + class2) * (size1 + size2)
        default:
            return false
        }
        guard let record else { return false }
        applyValue(format1, record, to: buffer.idx)
        applyValue(format2, record + size1, to: it.idx)
        buffer.idx = size2 != 0 ? it.idx + 1 : it.idx
        return true
    }

    /// The (x, y) of the anchor table at `at` (formats 1–3; contour points and devices not applied).
    func anchor(_ at: Int) -> (Int, Int) { (data.i16(at + 2), data.i16(at + 4)) }

    /// Type 3: cursive attachment.
    func applyCursive(_ s: Int) -> Bool {
        guard data.u16(s) == 1 else { return false }
        let coverage = data.offset16(s, s + 2), count = data.u16(s + 4)
        guard let thisIndex = self.coverage(coverage, current), thisIndex < count,
              let entry = data.offset16(s, s + 6 + 4 * thisIndex) else { return false }
        var it = iterator(at: buffer.idx, items: 1, context: false)
        guard previous(&it, testing: false) else { return false }
        guard let prevIndex = self.coverage(coverage, buffer.info[it.idx].codepoint), prevIndex < count,
              let exit = data.offset16(s, s + 6 + 4 * prevIndex + 2) else { return false }
        let i = it.idx, j = buffer.idx
        let (exitX, exitY) = anchor(exit), (entryX, entryY) = anchor(entry)
        if buffer.isForward {
            buffer.pos[i].xAdvance = Int32(exitX) &+ buffer.pos[i].xOffset
            let d = Int32(entryX) &+ buffer.pos[j].xOffset
            buffer.pos[j].xAdvance &-= d
            buffer.pos[j].xOffset &-= d
        } else {
            let d = Int32(exitX) &+ buffer.pos[i].xOffset
            buffer.pos[i].xAdvance &-= d
            buffer.pos[i].xOffset &-= d
            buffer.pos[j].xAdvance = Int32(entryX) &+ buffer.pos[j].xOffset
        }
        var child = i, parent = j
        var yOffset = entryY - exitY
        if lookupProps & UInt32(LayoutTable.rightToLeft) == 0 {
            swap(&child, &parent)
            yOffset = -yOffset
        }
        reverseCursiveMinorOffset(child, newParent: parent, depth: 0)
        buffer.pos[child].attachType = Self.attachCursive
        buffer.pos[child].attachChain = Int32(truncatingIfNeeded: parent - child)
        buffer.pos[child].yOffset = Int32(yOffset)
        hasAttachments = true
        if buffer.pos[parent].attachChain == -buffer.pos[child].attachChain {
            buffer.pos[parent].attachChain = 0
            buffer.pos[parent].yOffset = 0
        }
        buffer.idx += 1
        return true
    }

    func reverseCursiveMinorOffset(_ i: Int, newParent: Int, depth: Int) {
        let chain = Int(buffer.pos[i].attachChain), type = buffer.pos[i].attachType
        guard chain != 0, type & Self.attachCursive != 0, depth < 64 else { return }
        buffer.pos[i].attachChain = 0
        let j = i + chain
        guard j != newParent, j >= 0, j < buffer.pos.count else { return }
        reverseCursiveMinorOffset(j, newParent: newParent, depth: depth + 1)
        buffer.pos[j].yOffset = -buffer.pos[i].yOffset
        buffer.pos[j].attachChain = Int32(truncatingIfNeeded: -chain)
        buffer.pos[j].attachType = type
    }

    /// Attaches the current mark to glyph `target` through the mark array at `markArray`
    /// and the anchor matrix at `matrix` (row `row`, `classCount` columns).
    func attachMark(markArray: Int, markIndex: Int, matrix: Int, row: Int, classCount: Int, target: Int) -> Bool {
        guard markIndex < data.u16(markArray) else { return false }
        let record = markArray + 2 + 4 * markIndex
        let markClass = data.u16(record)
        guard markClass < classCount, row < data.u16(matrix),
              let targetAnchor = data.offset16(matrix, matrix + 2 + 2 * (row * classCount + markClass)),
              let markAnchor = data.offset16(markArray, record + 2) else { return false }
        let (mx, my) = anchor(markAnchor), (bx, by) = anchor(targetAnchor)
        let i = buffer.idx
        buffer.pos[i].xOffset = Int32(bx - mx)
        buffer.pos[i].yOffset = Int32(by - my)
        buffer.pos[i].attachType = Self.attachMark
        buffer.pos[i].attachChain = Int32(truncatingIfNeeded: target - i)
        hasAttachments = true
        buffer.idx += 1
        return true
    }

    /// Whether glyph `i` may carry marks (only the first of a multiple substitution, HarfBuzz's `accept`).
    func acceptsMarks(_ i: Int) -> Bool {
        let info = buffer.info[i]
        guard info.isMultiplied, info.ligatureComponent != 0, i > 0 else { return true }
        let prev = buffer.info[i - 1]
        return prev.isMark || !prev.isMultiplied || info.ligatureID != prev.ligatureID
            || info.ligatureComponent != prev.ligatureComponent + 1
    }

    /// The previous non-mark glyph for mark attachment, cached between marks.
    func findBase(coverage: Int?, checkAccept: Bool) -> Int? {
        if lastBaseUntil > buffer.idx { lastBaseUntil = 0; lastBase = -1 }
        let it = iterator(at: buffer.idx, items: 1, context: false, props: UInt32(LayoutTable.ignoreFlags & 0x8))
        var j = buffer.idx
        while j > lastBaseUntil {
            var m = match(buffer.info[j - 1], it, testing: false) { _ in true }
            if m == .match, checkAccept, !acceptsMarks(j - 1), self.coverage(coverage, buffer.info[j - 1].codepoint) == nil {
                m = .skip
            }
            if m == .match { lastBase = j - 1; break }
            j -= 1
        }
        lastBaseUntil = buffer.idx
        return lastBase >= 0 ? lastBase : nil
    }

    /// Type 4: mark to base.
    func applyMarkToBase(_ s: Int) -> Bool {
        guard data.u16(s) == 1, let markIndex = coverage(data.offset16(s, s + 2), current) else { return false }
        let baseCoverage = data.offset16(s, s + 4)
        guard let base = findBase(coverage: baseCoverage, checkAccept: true),
              let baseIndex = coverage(baseCoverage, buffer.info[base].codepoint),
              let markArray = data.offset16(s, s + 8), let baseArray = data.offset16(s, s + 10) else { return false }
        return attachMark(markArray: markArray, markIndex: markIndex, matrix: baseArray, row: baseIndex,
                          classCount: data.u16(s + 6), target: base)
    }

    /// Type 5: mark to ligature (the component the mark belongs to).
    func applyMarkToLigature(_ s: Int) -> Bool {
        guard data.u16(s) == 1, let markIndex = coverage(data.offset16(s, s + 2), current) else { return false }
        let ligCoverage = data.offset16(s, s + 4)
        guard let lig = findBase(coverage: ligCoverage, checkAccept: false),
              let ligIndex = coverage(ligCoverage, buffer.info[lig].codepoint),
              let markArray = data.offset16(s, s + 8), let ligArray = data.offset16(s, s + 10),
              ligIndex < data.u16(ligArray), let attach = data.offset16(ligArray, ligArray + 2 + 2 * ligIndex) else { return false }
        let components = data.u16(attach)
        guard components > 0 else { return false }
        let ligID = buffer.info[lig].ligatureID, markID = buffer.info[buffer.idx].ligatureID
        let markComponent = buffer.info[buffer.idx].ligatureComponent
        let component = ligID != 0 && ligID == markID && markComponent > 0 ? min(components, markComponent) - 1 : components - 1
        return attachMark(markArray: markArray, markIndex: markIndex, matrix: attach, row: component,
                          classCount: data.u16(s + 6), target: lig)
    }

    /// Type 6: mark to mark.
    func applyMarkToMark(_ s: Int) -> Bool {
        guard data.u16(s) == 1, let mark1Index = coverage(data.offset16(s, s + 2), current) else { return false }
        var it = iterator(at: buffer.idx, items: 1, context: false, props: lookupProps & ~UInt32(LayoutTable.ignoreFlags))
        guard previous(&it, testing: false) else { return false }
        let j = it.idx
        let other = buffer.info[j], this = buffer.info[buffer.idx]
        guard other.isMark else { return false }
        let id1 = this.ligatureID, id2 = other.ligatureID
        let c1 = this.ligatureComponent, c2 = other.ligatureComponent
        let good = id1 == id2 ? (id1 == 0 || c1 == c2) : ((id1 > 0 && c1 == 0) || (id2 > 0 && c2 == 0))
        guard good, let mark2Index = coverage(data.offset16(s, s + 4), other.codepoint),
              let mark1Array = data.offset16(s, s + 8), let mark2Array = data.offset16(s, s + 10) else { return false }
        return attachMark(markArray: mark1Array, markIndex: mark1Index, matrix: mark2Array, row: mark2Index,
                          classCount: data.u16(s + 6), target: j)
    }

    /// Adds the offsets of the glyphs marks and cursive glyphs hang on (HarfBuzz's `propagate_attachment_offsets`).
    func propagateAttachmentOffsets() {
        guard hasAttachments else { return }
        // Sums of advances, so a mark far from its base costs O(1), not O(distance).
        var sums = [Int32](repeating: 0, count: buffer.pos.count + 1)
        for i in 0..<buffer.pos.count { sums[i + 1] = sums[i] &+ buffer.pos[i].xAdvance }
        for i in 0..<buffer.pos.count { propagate(i, depth: 64, sums) }
    }

    private func propagate(_ i: Int, depth: Int, _ sums: [Int32]) {
        let chain = Int(buffer.pos[i].attachChain), type = buffer.pos[i].attachType
        guard chain != 0 else { return }
        buffer.pos[i].attachChain = 0
        let j = i + chain
        guard j >= 0, j < buffer.pos.count, depth > 0 else { return }
        propagate(j, depth: depth - 1, sums)
        if type & Self.attachCursive != 0 {
            buffer.pos[i].yOffset &+= buffer.pos[j].yOffset
        } else {
            buffer.pos[i].xOffset &+= buffer.pos[j].xOffset
            buffer.pos[i].yOffset &+= buffer.pos[j].yOffset
            if j < i {
                if buffer.isForward {
                    buffer.pos[i].xOffset &-= sums[i] &- sums[j]
                } else {
                    buffer.pos[i].xOffset &+= sums[i + 1] &- sums[j + 1]
                }
            }
        }
    }
}
