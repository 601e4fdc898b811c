// Only the declaration in include/CLibFuzzer.h: the definition is libFuzzer's.
#include "CLibFuzzer.h"
