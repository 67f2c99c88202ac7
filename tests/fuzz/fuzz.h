/* fuzz.h - what the fuzz targets share. */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* After a maze was read: every solver, each route checked step by step
 * (abort on a bad one, so the fuzzer reports it), and every still writer
 * into /dev/null. */
struct maze;
void fuzz_exercise(struct maze *m);

#endif
