/* read.h - what the readers (one file a format) share. */
#ifndef MAZE_READ_H
#define MAZE_READ_H

#include "../mz.h"

#endif
