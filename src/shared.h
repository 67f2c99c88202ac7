/*
 * shared.h - MZ_SHARED marks the mz_ functions that libmaze-render
 * (render/pictures/) and libmaze-photo (read/photo/, render/photo/) call
 * in libmaze. The library is built with hidden visibility, so these alone
 * of the mz_ names reach the shared libmaze.so, under the version node
 * LIBMAZE_PRIVATE (src/maze.map): no program's API, and the libraries
 * that use it are of the same release (their Debian packages say so).
 * A file of those libraries that calls another mz_ function of libmaze
 * fails to link (-Wl,--no-undefined) until its declaration is marked.
 */
#ifndef MZ_SHARED_H
#define MZ_SHARED_H

#define MZ_SHARED __attribute__((visibility("default")))

#endif
