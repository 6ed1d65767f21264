#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A value shared by every thread behind a lock: the system's `os_unfair_lock` on Apple
/// platforms (there since macOS 10.12 and iOS 10), a `pthread_mutex_t` elsewhere.
///
/// It stands in for `Synchronization.Mutex`, which needs the Swift 6.0 runtime (macOS 15,
/// iOS 18). The lock lives in memory of its own, allocated once, so that it never moves.
/// The caches that use it hold the lock only to read or replace a value, never while
/// computing one.
final class Locked<Value: Sendable>: @unchecked Sendable {
  private var value: Value
  #if canImport(Darwin)
    private let lock: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init(_ value: Value) {
    self.value = value
    lock = .allocate(capacity: 1)
    #if canImport(Darwin)
      lock.initialize(to: os_unfair_lock())
    #else
      lock.initialize(to: pthread_mutex_t())
      pthread_mutex_init(lock, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
    lock.deallocate()
  }

  /// `body` applied to the value, with the lock held (it must not throw or take the lock
  /// again).
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(lock)
      defer { os_unfair_lock_unlock(lock) }
    #else
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
    #endif
    return body(&value)
  }
}
