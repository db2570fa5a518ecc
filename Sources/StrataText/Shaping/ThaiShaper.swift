/// The Thai and Lao shaper's one step before `GSUB`: SARA AM (U+0E33,
/// U+0EB3) becomes NIKHAHIT + SARA AA, the NIKHAHIT moved before the
/// above-base marks of its syllable (HarfBuzz's `preprocess_text_thai`).
/// The private-use fallback for fonts without Thai `GSUB` is not done.
enum ThaiShaper {
    static func isSaraAm(_ u: UInt32) -> Bool { u & ~0x80 == 0x0E33 }

    static func isAboveBaseMark(_ u: UInt32) -> Bool {
        let v = u & ~0x80
        return (0x0E34...0x0E37).contains(v) || (0x0E47...0x0E4E).contains(v) || v == 0x0E31 || v == 0x0E3B
    }

    static func preprocess(_ buffer: ShapingBuffer, face: FontFace) {
        guard buffer.info.contains(where: { isSaraAm($0.codepoint) }) else { return }
        buffer.clearOutput()
        buffer.idx = 0
        while buffer.idx < buffer.count && buffer.successful {
            let u = buffer.info[buffer.idx].codepoint
            guard isSaraAm(u) else { buffer.nextGlyph(); continue }
            buffer.outputGlyph(u - 0x0E33 + 0x0E4D)
            buffer.out[buffer.out.count - 1].unicodeProps |= GlyphInfo.continuation
            buffer.replaceGlyph(u - 1)
            let end = buffer.out.count
            buffer.out[end - 2].unicodeProps = (buffer.out[end - 2].unicodeProps & ~0x1F)
                | UInt32(ShapingData.Category.nonspacingMark.rawValue)
            var start = end - 2
            while start > 0 && isAboveBaseMark(buffer.out[start - 1].codepoint) { start -= 1 }
            if start + 2 < end {
                buffer.mergeOutClusters(start, end)
                let t = buffer.out[end - 2]
                for k in stride(from: end - 2, to: start, by: -1) { buffer.out[k] = buffer.out[k - 1] }
                buffer.out[start] = t
            } else if start > 0 {
                buffer.mergeOutClusters(start - 1, end)
            }
        }
        buffer.sync()
    }
}
