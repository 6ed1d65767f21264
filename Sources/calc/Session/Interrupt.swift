import CLibEdit
import CTerminal
import CalcKit

/// Ctrl-C in the session.
///
/// A SIGINT handler (in CTerminal) only records the interrupt in a flag. While libedit reads
/// a line, it installs its own handler, which puts the terminal back and hands the signal
/// on to calc's; calc's character reader then ends the line. While a line is evaluated,
/// an ``InterruptWatcher`` turns the flag into a cancelled `CancellationToken`.
///
/// The flags are defined once, in CTerminal's terminal.c.
enum Interrupt {
  /// Installs the SIGINT handler and makes libedit read keys through calc's reader.
  static func catchInterrupts(in editLine: OpaquePointer) {
    guard calc_catch_interrupts() == 0 else { return }
    calc_el_set_character_reader(editLine, calc_read_character)
  }

  /// Forgets a Ctrl-C pressed before now.
  static func forget() {
    calc_forget_interrupt()
  }

  /// Whether a Ctrl-C ended a read since ``forget()``.
  static var endedRead: Bool { calc_interrupt_was_taken() != 0 }

  /// Whether a Ctrl-C was pressed since ``forget()`` and no read took it.
  static var isPending: Bool { calc_interrupt_pending() != 0 }

  /// Runs `body` with a token that Ctrl-C cancels while it runs (nil when no watcher
  /// thread could be started); says whether Ctrl-C was pressed meanwhile.
  static func cancellable<Result>(_ body: (CancellationToken?) -> Result) -> (Result, interrupted: Bool) {
    let token = CancellationToken()
    guard let (watcher, thread) = InterruptWatcher.start(cancelling: token) else {
      return (body(nil), false)
    }
    let result = body(token)
    return (result, watcher.stop(thread))
  }
}

/// Cancels a token when Ctrl-C is pressed, from a thread of its own that looks at the
/// interrupt flag every few milliseconds until ``stop(_:)`` wakes it through a pipe.
///
/// The signal handler does nothing but set the flag; the watcher does the rest outside
/// it, so nothing unsafe runs in the handler.
final class InterruptWatcher: Sendable {
  /// How often the flag is looked at: well inside the 100 ms a person notices.
  static let interval: Int32 = 5  // milliseconds

  private let token: CancellationToken
  /// The pipe ``stop(_:)`` writes to, to end the wait at once.
  private let wakeRead: Int32
  private let wakeWrite: Int32

  /// Starts watching for Ctrl-C, to cancel `token`: one pressed since the line was read
  /// counts too. Nil when no thread can be started: the evaluation then cannot be stopped.
  static func start(cancelling token: CancellationToken) -> (InterruptWatcher, pthread_t)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    let watcher = InterruptWatcher(token: token, wakeRead: ends[0], wakeWrite: ends[1])
    let context = Unmanaged.passRetained(watcher).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(&thread, nil, { context in
      #if canImport(Darwin)
        let watcher = Unmanaged<InterruptWatcher>.fromOpaque(context).takeRetainedValue()
      #else
        guard let context else { return nil }
        let watcher = Unmanaged<InterruptWatcher>.fromOpaque(context).takeRetainedValue()
      #endif
      watcher.watch()
      return nil
    }, context)
    guard status == 0 else {
      Unmanaged<InterruptWatcher>.fromOpaque(context).release()
      return nil
    }
    #if canImport(Darwin)
      guard let thread else { return nil }
    #endif
    return (watcher, thread)
  }

  private init(token: CancellationToken, wakeRead: Int32, wakeWrite: Int32) {
    self.token = token
    self.wakeRead = wakeRead
    self.wakeWrite = wakeWrite
  }

  deinit {
    close(wakeRead)
    close(wakeWrite)
  }

  private func watch() {
    while true {
      if Interrupt.isPending {
        token.cancel()
        return
      }
      var wake = pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
      if poll(&wake, 1, InterruptWatcher.interval) > 0 { return }
    }
  }

  /// Stops watching; true when a Ctrl-C was seen (then the token is cancelled).
  func stop(_ thread: pthread_t) -> Bool {
    var byte: UInt8 = 0
    _ = write(wakeWrite, &byte, 1)
    pthread_join(thread, nil)
    // Only the watcher cancels the token, and the join orders its cancelling before this
    // read. A Ctrl-C in the last few milliseconds still counts.
    return token.isCancelled || Interrupt.isPending
  }
}
