// The number core is CalcKit's lowest layer, in a module of its own; apps import CalcKit
// and get `Number`, `Limits`, `RoundingMode` and `AngleUnit` with it.
@_exported import CalcNumber
