/// Takes a value and does nothing with it, where the optimizer cannot see: the work that
/// made the value has to be done.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument, where the optimizer cannot see: an input passed through it
/// cannot be folded into a constant or the work on it hoisted out of a loop.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }
