import StrataGeometry

/// The core's zlib decoder (the PNG decoder's INFLATE) for data that is
/// not a PNG: compressed assets of a host, and the `inflate` benchmark.
public enum Zlib {
    /// The data of a zlib stream (RFC 1950: header, DEFLATE blocks,
    /// Adler-32) that decompresses to exactly `decompressedSize` bytes.
    ///
    /// - Throws: `ImageError` (`chunk` nil, `offset` the byte of `data`
    ///   where decoding stopped) for invalid or truncated data, an Adler-32
    ///   mismatch, or output longer or shorter than `decompressedSize`.
    /// - Precondition: `decompressedSize` is not negative.
    /// - Complexity: O(data + output); one allocation (the output).
    public static func decompress(_ data: [UInt8], decompressedSize: Int) throws(ImageError) -> [UInt8] {
        precondition(decompressedSize >= 0, "Zlib.decompress: decompressedSize \(decompressedSize) is negative")
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: decompressedSize + Inflater.slack)
        defer { output.deallocate() }
        let failure: InflateFailure? = data.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress else {
                return InflateFailure(position: 0, message: "the zlib stream ends early (truncated data)")
            }
            var inflater = Inflater(input: base, count: input.count, output: output, outputCount: decompressedSize)
            do throws(InflateFailure) {
                try inflater.inflateZlib()
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw ImageError(chunk: nil, offset: failure.position, message: failure.message) }
        return [UInt8](UnsafeBufferPointer(start: output, count: decompressedSize))
    }
}
