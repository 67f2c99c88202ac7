/*
 * mz.h - what the library's files share and nobody else sees: the core's
 * modules, one header each, in the order data flows. The plug-ins
 * (gen/, solve/, render/, read/) include this one.
 *
 *   cell.h    the cell byte, its scratch bits, directions, struct mz_at
 *   rect.h    the rectangle's fast paths for the measured inner loops
 *   topo.h    every shape through one interface (mz_next, mz_side, ...)
 *   rng.h     xoshiro256** and splitmix64, inline
 *   pick.h    small random choices from a bit buffer
 *   grid.h    memory, cells that are on, scratch bits, growable arrays
 *   errors.h  a reader's error with its place
 *   hook.h    events sent to the hook
 *   progress.h  how far a long job has come, told to the hook
 *   record.h  recordings of events
 *   queue.h   a stack or ring-buffer queue of cells
 *   radix.h   a stable radix sort
 *   sweep.h   the breadth-first sweep and the farthest pair
 *   weave.h   crossings of weave mazes: making, checking, counting
 *   pngio.h   PNG files in and out, through libpng
 */
#ifndef MZ_H
#define MZ_H

#include "cell.h"
#include "errors.h"
#include "grid.h"
#include "hook.h"
#include "pick.h"
#include "pngio.h"
#include "progress.h"
#include "queue.h"
#include "radix.h"
#include "record.h"
#include "rect.h"
#include "rng.h"
#include "sweep.h"
#include "topo.h"
#include "weave.h"

#endif /* MZ_H */
