/// DEFLATE (RFC 1951) and the zlib wrapper (RFC 1950), written for PNG.
///
/// The input is turned into LZ77 tokens once; the block is then written in
/// whichever of three forms is smallest: stored, fixed Huffman, or dynamic
/// Huffman (codes built from the token frequencies, limited to 15 bits).
public enum Deflate {
    /// The block type a stream was written with.
    public enum BlockType: Sendable, Hashable {
        /// Uncompressed (BTYPE 00), in blocks of at most 65 535 bytes.
        case stored
        /// The fixed Huffman codes of RFC 1951 §3.2.6 (BTYPE 01).
        case fixed
        /// Huffman codes sent in the block header (BTYPE 10).
        case dynamic
    }

    /// `input` compressed as a raw DEFLATE stream, with the smallest block
    /// type unless `forcing` names one.
    ///
    /// - Complexity: O(n) for typical inputs (see `LZ77`).
    public static func compress(_ input: [UInt8], forcing: BlockType? = nil) -> [UInt8] {
        encode(input, forcing: forcing).bytes
    }

    /// `input` as a zlib stream: header `78 9C`, DEFLATE data, Adler-32.
    public static func zlibCompress(_ input: [UInt8], forcing: BlockType? = nil) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x9C]
        out += compress(input, forcing: forcing)
        let adler = Adler32.checksum(input)
        out += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return out
    }

    /// Tokens per block: each block gets its own choice of form and codes,
    /// so the codes follow the data as it changes.
    static let tokensPerBlock = 32_768

    /// The compressed bytes and the block type chosen for each block of
    /// tokens (a stored block longer than 65 535 bytes is written as several).
    static func encode(_ input: [UInt8], forcing: BlockType?) -> (bytes: [UInt8], types: [BlockType]) {
        let tokens = LZ77().tokens(input)
        var w = BitWriter(capacity: input.count / 4 + 64)
        var types: [BlockType] = []
        var start = 0, byteStart = 0
        repeat {
            let end = min(tokens.count, start + tokensPerBlock)
            var byteEnd = byteStart
            for t in tokens[start..<end] { byteEnd += LZ77.isMatch(t) ? Int(t >> 16 & 0x1FF) : 1 }
            let type = writeBlock(tokens[start..<end], input[byteStart..<byteEnd], isFinal: end == tokens.count,
                                  forcing: forcing, &w)
            types.append(type)
            start = end
            byteStart = byteEnd
        } while start < tokens.count
        w.alignToByte()
        return (w.bytes, types)
    }

    /// Writes one block (or a run of stored blocks) in the smallest form
    /// unless `forcing` names one; returns the form.
    static func writeBlock(_ tokens: ArraySlice<UInt32>, _ bytes: ArraySlice<UInt8>, isFinal: Bool,
                           forcing: BlockType?, _ w: inout BitWriter) -> BlockType {
        var litFreq = [Int](repeating: 0, count: 286)
        var distFreq = [Int](repeating: 0, count: 30)
        for t in tokens {
            if LZ77.isMatch(t) {
                litFreq[257 + DeflateTables.lengthSymbol[Int(t >> 16 & 0x1FF)]] += 1
                distFreq[DeflateTables.distanceSymbol(Int(t & 0xFFFF))] += 1
            } else {
                litFreq[Int(t)] += 1
            }
        }
        litFreq[256] = 1
        let dynamic = DynamicHeader(litFreq: litFreq, distFreq: distFreq)
        let extraBits = DeflateTables.extraBits(litFreq: litFreq, distFreq: distFreq)
        let fixedBits = 3 + extraBits + zip(litFreq, DeflateTables.fixedLitLengths).reduce(0) { $0 + $1.0 * Int($1.1) }
            + 5 * distFreq.reduce(0, +)
        let dynamicBits = 3 + dynamic.headerBits + extraBits
            + zip(litFreq, dynamic.litLengths).reduce(0) { $0 + $1.0 * Int($1.1) }
            + zip(distFreq, dynamic.distLengths).reduce(0) { $0 + $1.0 * Int($1.1) }
        let storedBits = 8 * (bytes.count + 5 * max(1, (bytes.count + 65_534) / 65_535)) + 7
        let type = forcing ?? (storedBits <= min(fixedBits, dynamicBits) ? .stored
                               : fixedBits <= dynamicBits ? .fixed : .dynamic)
        switch type {
        case .stored:
            writeStored(bytes, isFinal: isFinal, &w)
        case .fixed:
            w.write(isFinal ? 1 : 0, 1)
            w.write(1, 2)
            writeTokens(tokens, lit: DeflateTables.fixedLitCodes, dist: DeflateTables.fixedDistCodes, &w)
        case .dynamic:
            w.write(isFinal ? 1 : 0, 1)
            w.write(2, 2)
            dynamic.write(&w)
            let lit = Huffman.codes(dynamic.litLengths).enumerated().map {
                (reverseBits($0.element, Int(dynamic.litLengths[$0.offset])), dynamic.litLengths[$0.offset])
            }
            let dist = Huffman.codes(dynamic.distLengths).enumerated().map {
                (reverseBits($0.element, Int(dynamic.distLengths[$0.offset])), dynamic.distLengths[$0.offset])
            }
            writeTokens(tokens, lit: lit, dist: dist, &w)
        }
        return type
    }

    /// Stored blocks of at most 65 535 bytes; the last has BFINAL set when
    /// `isFinal`.
    static func writeStored(_ input: ArraySlice<UInt8>, isFinal: Bool, _ w: inout BitWriter) {
        var start = input.startIndex
        repeat {
            let end = min(input.endIndex, start + 65_535)
            w.write(isFinal && end == input.endIndex ? 1 : 0, 1)
            w.write(0, 2)
            w.alignToByte()
            let len = UInt32(end - start)
            w.write(len, 16)
            w.write(~len & 0xFFFF, 16)
            w.bytes.append(contentsOf: input[start..<end])
            start = end
        } while start < input.endIndex
    }

    /// The tokens and the end-of-block symbol, with codes given
    /// bit-reversed (ready for LSB-first writing) and their lengths.
    static func writeTokens(_ tokens: ArraySlice<UInt32>, lit: [(UInt32, UInt8)], dist: [(UInt32, UInt8)],
                            _ w: inout BitWriter) {
        for t in tokens {
            if LZ77.isMatch(t) {
                let length = Int(t >> 16 & 0x1FF), distance = Int(t & 0xFFFF)
                let ls = DeflateTables.lengthSymbol[length]
                let (lc, ll) = lit[257 + ls]
                w.write(lc, Int(ll))
                let le = DeflateTables.lengthExtra[ls]
                if le > 0 { w.write(UInt32(length - DeflateTables.lengthBase[ls]), le) }
                let ds = DeflateTables.distanceSymbol(distance)
                let (dc, dl) = dist[ds]
                w.write(dc, Int(dl))
                let de = DeflateTables.distanceExtra[ds]
                if de > 0 { w.write(UInt32(distance - DeflateTables.distanceBase[ds]), de) }
            } else {
                let (c, l) = lit[Int(t)]
                w.write(c, Int(l))
            }
        }
        let (c, l) = lit[256]
        w.write(c, Int(l))
    }
}
