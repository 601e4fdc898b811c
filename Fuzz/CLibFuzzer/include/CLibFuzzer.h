#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that has its own `main` (a SwiftPM executable always
/// does). Defined by the libFuzzer runtime that `-sanitize=fuzzer` links; only the fuzz build
/// (`-DFUZZING`) calls it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
