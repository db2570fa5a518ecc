// The elementary functions the rasterizer needs (arcs, glyph transforms),
// from the platform's C library (not Foundation), as the core's `Math`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The sine of `x` radians.
@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
/// The cosine of `x` radians.
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
/// The arc cosine of `x` (radians).
@inline(__always) func arcCosine(_ x: Double) -> Double { acos(x) }
