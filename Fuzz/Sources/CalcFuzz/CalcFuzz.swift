import CLibFuzzer
import FuzzCase

/// libFuzzer's driver. SwiftPM links an executable's entry point as `CalcFuzz_main`, so
/// the target hands its arguments to `LLVMFuzzerRunDriver` itself.
@_cdecl("CalcFuzz_main")
func calcFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, calcFuzzTestOneInput)
}

/// One input.
func calcFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
  FuzzCase(bytes).run()
  return 0
}
