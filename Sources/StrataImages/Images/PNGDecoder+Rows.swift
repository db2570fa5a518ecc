import StrataGeometry

extension PNGDecoder {
    /// Inflates the `IDAT` data (the chunks' data at `segments`), then
    /// unfilters and expands every row of every pass into RGBA.
    ///
    /// - Complexity: O(compressed bytes + filtered bytes + pixels).
    func decodeImage(_ data: UnsafeBufferPointer<UInt8>,
                     _ segments: [(file: Int, count: Int)]) throws(ImageError) -> (Int, Int, [UInt8]) {
        let passes = header.passes
        let rowBytes = passes.map { header.rowBytes($0.width) }
        let filteredSize = zip(passes, rowBytes).reduce(0) { $0 + $1.0.height * (1 + $1.1) }
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredSize + Inflater.slack)
        defer { filtered.deallocate() }
        try inflate(data, segments, into: filtered, count: filteredSize)

        let width = header.width, height = header.height
        let zeros = [UInt8](repeating: 0, count: rowBytes.max() ?? 0)
        var failure: ImageError?
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            initialized = width * height * 4
            guard let out = buffer.baseAddress else { return }
            zeros.withUnsafeBufferPointer { zeroRow in
                var row = filtered
                for (p, pass) in passes.enumerated() {
                    var previous = UnsafeMutablePointer(mutating: zeroRow.baseAddress!)
                    for j in 0..<pass.height {
                        let filter = row[0]
                        let current = row + 1
                        guard unfilter(filter, current, previous, rowBytes[p], header.filterDistance) else {
                            let which = passes.count > 1 ? "row \(j) of Adam7 pass \(p + 1)" : "row \(j)"
                            failure = ImageError(chunk: "IDAT", offset: dataOffset, message: "\(which) has filter type "
                                                    + "\(filter); filter types are 0 to 4 (decompressed byte \(row - filtered))")
                            return
                        }
                        let y = pass.y + j * pass.dy
                        if let bad = expand(current, count: pass.width, into: out + (y * width + pass.x) * 4, step: pass.dx * 4) {
                            failure = ImageError(chunk: "IDAT", offset: dataOffset, message: "palette index \(bad.index) "
                                                    + "at pixel (\(pass.x + bad.column * pass.dx), \(y)) is beyond the "
                                                    + "\(paletteCount) palette entries")
                            return
                        }
                        previous = current
                        row = current + rowBytes[p]
                    }
                }
            }
        }
        if let failure { throw failure }
        return (width, height, rgba)
    }

    /// Inflates the zlib stream held by the `IDAT` chunks into exactly
    /// `count` bytes at `output`; failures name the byte of the file.
    func inflate(_ data: UnsafeBufferPointer<UInt8>, _ segments: [(file: Int, count: Int)],
                 into output: UnsafeMutablePointer<UInt8>, count: Int) throws(ImageError) {
        var joined: [UInt8] = []
        if segments.count > 1 {
            joined.reserveCapacity(segments.reduce(0) { $0 + $1.count })
            for s in segments { joined += UnsafeBufferPointer(rebasing: data[s.file..<(s.file + s.count)]) }
        }
        let result: InflateFailure? = joined.withUnsafeBufferPointer { joinedBuffer in
            let input = segments.count > 1 ? joinedBuffer : UnsafeBufferPointer(rebasing: data[segments[0].file...])
            let inputCount = segments.count > 1 ? joined.count : segments[0].count
            guard let base = input.baseAddress else {
                return InflateFailure(position: 0, message: "the zlib stream ends early (truncated data)")
            }
            var inflater = Inflater(input: base, count: inputCount, output: output, outputCount: count)
            do throws(InflateFailure) {
                try inflater.inflateZlib()
                return nil
            } catch {
                return error
            }
        }
        guard let failure = result else { return }
        // The stream position → the file byte, through the chunks.
        var position = failure.position
        var file = segments[segments.count - 1].file + segments[segments.count - 1].count
        for s in segments {
            if position < s.count {
                file = s.file + position
                break
            }
            position -= s.count
        }
        throw ImageError(chunk: "IDAT", offset: file, message: failure.message)
    }
}
