/*
 * cli.h - what a command file of the tool uses: its messages, values,
 * input, output, solving and format, and the command table. The modules
 * below it include only the headers they need (so none of them needs a
 * module above it: scripts/layers.sh checks tool/ too).
 */
#ifndef CLI_H
#define CLI_H

#include "commands.h"
#include "format.h"
#include "input.h"
#include "messages.h"
#include "output.h"
#include "progress_line.h"
#include "solving.h"
#include "values.h"

#endif
