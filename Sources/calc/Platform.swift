// The C library, once for the whole module: `@_exported` makes it visible in every file
// of calc, so no other file imports it. `@preconcurrency` holds for this file alone: it lets
// `standardOutputStream` below read `stdout`, a C global the C library does not mark as safe
// to share between threads.
#if canImport(Glibc)
  @_exported @preconcurrency import Glibc
#elseif canImport(Musl)
  @_exported @preconcurrency import Musl
#elseif canImport(Darwin)
  @_exported @preconcurrency import Darwin
#endif

/// The C library's `stdout` stream (what `print` and the argument parser write through),
/// read here, where the import is `@preconcurrency`.
var standardOutputStream: UnsafeMutablePointer<FILE>! { stdout }
