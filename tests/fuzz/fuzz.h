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

/* What a reader of `size` bytes may ask of the library for grids, until
 * fuzz_budget_off(): per_byte bytes a byte of input, plus
 * FUZZ_BUDGET_SLACK; more aborts (budget.c). The text and JSON formats
 * take at least a byte a cell (TEXT_PER_BYTE covers reading twice); a
 * PNG's deflated rows hold at most 1032 bytes a byte, each byte 8 pixels
 * of a 1-bit picture, and a pixel is at most a cell. */
#define FUZZ_BUDGET_SLACK ((size_t)1 << 17) /* small mazes are made first */
#define FUZZ_TEXT_PER_BYTE ((size_t)2)
#define FUZZ_PNG_PER_BYTE ((size_t)(8 * 1032))
void fuzz_budget(size_t size, size_t per_byte);
void fuzz_budget_off(void);

#endif
