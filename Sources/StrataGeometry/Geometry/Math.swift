// The few elementary functions the core needs (springs, curves, text),
// taken from the platform's C library. This is the C runtime, not
// Foundation: the core stays free of Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Elementary functions for the core, from the C library.
package enum Math {
    /// e raised to `x`.
    @inline(__always) package static func exp(_ x: Double) -> Double { Glibc_exp(x) }
    /// The sine of `x` (radians).
    @inline(__always) package static func sin(_ x: Double) -> Double { Glibc_sin(x) }
    /// The cosine of `x` (radians).
    @inline(__always) package static func cos(_ x: Double) -> Double { Glibc_cos(x) }
    /// The natural logarithm of `x`.
    @inline(__always) package static func log(_ x: Double) -> Double { Glibc_log(x) }
    /// `x` raised to `y`.
    @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { Glibc_pow(x, y) }
    /// The angle of the vector `(x, y)` in radians, `−π…π`.
    @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double { Glibc_atan2(y, x) }
}

// Free-function aliases so the names inside `Math` do not shadow the C ones.
@inline(__always) private func Glibc_exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func Glibc_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func Glibc_cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func Glibc_log(_ x: Double) -> Double { log(x) }
@inline(__always) private func Glibc_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func Glibc_atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
