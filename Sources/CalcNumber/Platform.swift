#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's floating-point functions the number core uses, in the one file that
// imports it (Locked.swift imports the platform's lock on its own). They size work and
// estimate magnitudes, never decide a digit shown: every result is certified in exact or
// ball arithmetic.

/// log₂ of `x`.
@inline(__always) func log2(_ x: Double) -> Double {
  #if canImport(Glibc)
    Glibc.log2(x)
  #elseif canImport(Musl)
    Musl.log2(x)
  #else
    Darwin.log2(x)
  #endif
}

/// `x` to the power `y`.
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double {
  #if canImport(Glibc)
    Glibc.pow(x, y)
  #elseif canImport(Musl)
    Musl.pow(x, y)
  #else
    Darwin.pow(x, y)
  #endif
}

/// ln |Γ(x)|.
@inline(__always) func lgamma(_ x: Double) -> Double {
  #if canImport(Glibc)
    Glibc.lgamma(x)
  #elseif canImport(Musl)
    Musl.lgamma(x)
  #else
    Darwin.lgamma(x)
  #endif
}

/// ln 2 as a `Double`.
let M_LN2: Double = 0.693_147_180_559_945_309_417_232_121_458_176_568
