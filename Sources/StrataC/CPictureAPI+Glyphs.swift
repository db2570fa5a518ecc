import Strata

/// Byte offsets of `StrataGlyph`'s fields (the header asserts its size).
enum GlyphLayout {
    static let size = 24
    static let glyph = 0, cluster = 4, x = 8, y = 16
}

/// The shaped glyphs of the text command at `index` of the last display
/// list (`TextRun.glyphs`): `count` gets their number; with a buffer of at
/// least that many `StrataGlyph`s, each glyph id, cluster and position in
/// points from the run's origin (y down), in visual order. A run of the
/// built-in font or a host's measurer has none.
@c(strata_window_display_list_glyphs) @MainActor
public func strata_window_display_list_glyphs(_ window: OpaquePointer?, _ index: UInt, _ buffer: UnsafeMutableRawPointer?,
                                              _ capacity: UInt, _ count: UnsafeMutablePointer<Int>?) -> Int32 {
    entry("strata_window_display_list_glyphs") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let count else { throw CFailure(.invalidArgument, "count is NULL") }
        let commands = e.displayList.commands
        guard index < UInt(commands.count) else {
            throw CFailure(.notFound, "the last display list has \(commands.count) commands; there is no command \(index)")
        }
        guard case .text(let run) = commands[Int(index)] else {
            throw CFailure(.wrongKind, "command \(index) is not a text command")
        }
        count.pointee = run.glyphs.count
        guard UInt(run.glyphs.count) <= capacity else {
            throw CFailure(.bufferTooSmall, "the run has \(run.glyphs.count) glyphs; the buffer holds \(capacity)")
        }
        if run.glyphs.isEmpty { return }
        guard let buffer else { throw CFailure(.invalidArgument, "buffer is NULL") }
        for (i, glyph) in run.glyphs.enumerated() {
            let p = buffer + i * GlyphLayout.size
            p.storeBytes(of: glyph.glyph, toByteOffset: GlyphLayout.glyph, as: UInt32.self)
            p.storeBytes(of: Int32(clamping: glyph.cluster), toByteOffset: GlyphLayout.cluster, as: Int32.self)
            p.put(glyph.position.x, GlyphLayout.x)
            p.put(glyph.position.y, GlyphLayout.y)
        }
    }
}
