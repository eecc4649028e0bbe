// Only the declaration in include/CLibFuzzer.h; libFuzzer itself comes from compiler-rt.
#include "CLibFuzzer.h"
