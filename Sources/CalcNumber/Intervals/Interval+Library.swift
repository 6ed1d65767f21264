#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The C library's functions the interval kernels widen into enclosures (Interval.libraryDown and
// libraryUp). Nothing else in the number core decides a value with them.
enum Library {
  @inline(__always) static func sin(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.sin(x)
    #elseif canImport(Musl)
      Musl.sin(x)
    #else
      Darwin.sin(x)
    #endif
  }
  @inline(__always) static func cos(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.cos(x)
    #elseif canImport(Musl)
      Musl.cos(x)
    #else
      Darwin.cos(x)
    #endif
  }
  @inline(__always) static func tan(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.tan(x)
    #elseif canImport(Musl)
      Musl.tan(x)
    #else
      Darwin.tan(x)
    #endif
  }
  @inline(__always) static func asin(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.asin(x)
    #elseif canImport(Musl)
      Musl.asin(x)
    #else
      Darwin.asin(x)
    #endif
  }
  @inline(__always) static func acos(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.acos(x)
    #elseif canImport(Musl)
      Musl.acos(x)
    #else
      Darwin.acos(x)
    #endif
  }
  @inline(__always) static func atan(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.atan(x)
    #elseif canImport(Musl)
      Musl.atan(x)
    #else
      Darwin.atan(x)
    #endif
  }
  @inline(__always) static func sinh(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.sinh(x)
    #elseif canImport(Musl)
      Musl.sinh(x)
    #else
      Darwin.sinh(x)
    #endif
  }
  @inline(__always) static func cosh(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.cosh(x)
    #elseif canImport(Musl)
      Musl.cosh(x)
    #else
      Darwin.cosh(x)
    #endif
  }
  @inline(__always) static func tanh(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.tanh(x)
    #elseif canImport(Musl)
      Musl.tanh(x)
    #else
      Darwin.tanh(x)
    #endif
  }
  @inline(__always) static func exp(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.exp(x)
    #elseif canImport(Musl)
      Musl.exp(x)
    #else
      Darwin.exp(x)
    #endif
  }
  @inline(__always) static func log(_ x: Double) -> Double {
    #if canImport(Glibc)
      Glibc.log(x)
    #elseif canImport(Musl)
      Musl.log(x)
    #else
      Darwin.log(x)
    #endif
  }
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double {
    #if canImport(Glibc)
      Glibc.pow(x, y)
    #elseif canImport(Musl)
      Musl.pow(x, y)
    #else
      Darwin.pow(x, y)
    #endif
  }
}
