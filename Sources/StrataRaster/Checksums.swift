import Strata

/// CRC-32 as PNG and zlib's gzip use it; it lives in the core (`Strata`,
/// beside the PNG decoder) and is named here too so that code importing
/// only `StrataRaster` keeps finding it.
public typealias CRC32 = Strata.CRC32

/// Adler-32, the checksum that ends a zlib stream; it lives in the core
/// (`Strata`, beside the PNG decoder) and is named here too so that code
/// importing only `StrataRaster` keeps finding it.
public typealias Adler32 = Strata.Adler32
