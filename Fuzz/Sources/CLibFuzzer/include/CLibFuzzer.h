// libFuzzer's library entry point (compiler-rt, linked by -sanitize=fuzzer): runs the fuzzing
// loop with the command-line arguments and calls `callback` once per input.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
