#if canImport(Glibc)
import Glibc
#endif

/// `strata-bench --save-inputs DIR`: writes `image.decode.png.png` (the
/// PNG `image.decode.png` decodes) and `inflate.zlib` (the stream
/// `inflate` decompresses) into `DIR`, for `Scripts/inflate-vs-zlib`,
/// which times zlib on the same bytes. Exit status 1 when a file cannot be
/// written.
@MainActor
func saveImageInputs(to directory: String) -> Int32 {
    for (name, bytes) in [("image.decode.png.png", decodeBenchmarkPNG()), ("inflate.zlib", inflateBenchmarkStream())] {
        let path = directory + "/" + name
        guard let file = fopen(path, "wb") else {
            print("strata-bench: cannot write \(path)")
            return 1
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        guard written == bytes.count else {
            print("strata-bench: cannot write \(path)")
            return 1
        }
        print("wrote \(path) (\(bytes.count) bytes)")
    }
    return 0
}
