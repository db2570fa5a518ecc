extension PNGDecoder {
    /// Whether the image can be decoded in its own output buffer: 8-bit
    /// samples, no interlacing (every colour type then takes at most 4
    /// bytes a pixel, so the filtered rows fit within the RGBA pixels
    /// plus one filter byte a row).
    var decodesInPlace: Bool { header.bitDepth == 8 && header.passes.count == 1 }

    /// `decodeImage` for images that `decodesInPlace`: one buffer, no
    /// separate inflate output, so a decode touches half the memory.
    ///
    /// The zlib data inflates into the tail of the RGBA buffer; row `y` is
    /// unfiltered (reading row `y − 1`, still intact), then row `y − 1` is
    /// expanded to RGBA at the start of the buffer, front to back. With
    /// `b` bytes a pixel (1 to 4) and `h` rows of `w` pixels, the filtered
    /// data starts at `T = max(4wh, h(1 + bw)) − h(1 + bw)`, and writing
    /// pixel `i` of row `y` ends at `4wy + 4i + 4`, never past the first
    /// byte of pixel `i + 1` of that row (`(h − y − 1)(kw − 1) ≥ 0` with
    /// `k = 4 − b`; for `b = 4`, `T = 0` and row `y` lies `y + 1` bytes
    /// later than where it goes). So nothing is overwritten before it is
    /// read, and row `y − 1` is expanded only once row `y` no longer needs it.
    ///
    /// - Complexity: O(compressed bytes + pixels).
    func decodeInPlace(_ data: UnsafeBufferPointer<UInt8>,
                       _ segments: [(file: Int, count: Int)]) throws(ImageError) -> (Int, Int, [UInt8]) {
        let width = header.width, height = header.height
        let bpp = header.colorType.channels
        let stride = bpp * width
        let filteredSize = height * (1 + stride)
        let outputCount = 4 * width * height
        let tail = max(outputCount, filteredSize) - filteredSize
        let zeros = [UInt8](repeating: 0, count: stride)
        var failure: ImageError?
        let rgba = [UInt8](unsafeUninitializedCapacity: tail + filteredSize + Inflater.slack) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            do throws(ImageError) {
                try inflate(data, segments, into: base + tail, count: filteredSize)
            } catch {
                failure = error
                return
            }
            let rows = base + tail
            zeros.withUnsafeBufferPointer { zeroRow in
                var previous = UnsafeMutablePointer(mutating: zeroRow.baseAddress!)
                for y in 0..<height {
                    let row = rows + y * (1 + stride)
                    let current = row + 1
                    guard unfilter(row[0], current, previous, stride, header.filterDistance) else {
                        // The row above comes first, as when rows are decoded one by one.
                        if y > 0, let bad = expandInPlace(previous, into: base + 4 * width * (y - 1)) {
                            failure = paletteFailure(bad, y: y - 1)
                            return
                        }
                        failure = ImageError(chunk: "IDAT", offset: dataOffset, message: "row \(y) has filter type "
                                                + "\(row[0]); filter types are 0 to 4 (decompressed byte \(y * (1 + stride)))")
                        return
                    }
                    if y > 0, let bad = expandInPlace(previous, into: base + 4 * width * (y - 1)) {
                        failure = paletteFailure(bad, y: y - 1)
                        return
                    }
                    previous = current
                }
                if height > 0, let bad = expandInPlace(previous, into: base + 4 * width * (height - 1)) {
                    failure = paletteFailure(bad, y: height - 1)
                }
            }
            if failure == nil { initialized = outputCount }
        }
        if let failure { throw failure }
        return (width, height, rgba)
    }

    /// Expands one unfiltered row at `row` into RGBA at `out`, which may
    /// lie before it and overlap it (see `decodeInPlace`): each pixel is
    /// read whole before it is written.
    @inline(__always)
    private func expandInPlace(_ row: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>)
        -> (index: Int, column: Int)? {
        let width = header.width
        switch header.colorType {
        case .rgba:
            // Front to back, 8 bytes at a time: `out` is before `row`, so a
            // chunk is read before anything is written over it.
            let count = 4 * width
            var i = 0
            while i &+ 8 <= count {
                UnsafeMutableRawPointer(out + i).storeBytes(
                    of: UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self), as: UInt64.self)
                i &+= 8
            }
            while i < count {
                out[i] = row[i]
                i &+= 1
            }
            return nil
        case .greyAlpha:
            for i in 0..<width {
                let v = row[2 * i], a = row[2 * i + 1]
                let o = out + 4 * i
                o[0] = v; o[1] = v; o[2] = v; o[3] = a
            }
            return nil
        default:
            // RGB, grey and palette read their whole pixel before writing.
            return expand(row, count: width, into: out, step: 4)
        }
    }

    /// The error for a palette index beyond the palette.
    private func paletteFailure(_ bad: (index: Int, column: Int), y: Int) -> ImageError {
        ImageError(chunk: "IDAT", offset: dataOffset, message: "palette index \(bad.index) at pixel (\(bad.column), \(y)) "
                       + "is beyond the \(paletteCount) palette entries")
    }
}
