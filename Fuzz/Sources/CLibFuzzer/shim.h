// libFuzzer's driver, which -sanitize=fuzzer links in. SwiftPM names an executable's entry
// point after its module (CalcFuzz_main), so the target calls the driver itself rather
// than relying on libFuzzer's own main().
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *Data, size_t Size));
