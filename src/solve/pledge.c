/*
 * pledge.c - the Pledge algorithm: head one way, and count the turns.
 *
 * The walker heads east (direction 0) until a wall stops it. Then it
 * keeps one hand on the wall (--hand, left by default) as the wall
 * follower does, and counts how far it has turned; when the count comes
 * back to zero it faces east again, lets go and heads on. Counting, rather
 * than letting go whenever it faces east, is what lets it leave an island
 * a plain wall follower would circle for ever (Jon Pledge's algorithm,
 * after Abelson and diSessa's "Turtle Geometry"). It reaches every cell
 * beside the maze's outer wall, so a start or end at the edge is always
 * found; in a perfect maze every cell is beside that wall. An end inside,
 * beside an island only, may never be reached: then it stops and says so.
 * Its count needs directions that go evenly round a cell (rectangles,
 * hexagons, triangles, upsilon); a polar grid's do not, and a stair is no
 * turn, so it takes neither (maze_solver_takes).
 *
 * The limit: held to one wall it walks that wall's loop, at most
 * 2 * passages + 2 steps (the wall follower's bound); each loop of an
 * island turns the count a full turn back towards zero, and a loop of the
 * outer wall passes every cell beside it. LAPS of those loops, the
 * stretches across between them included, is more than any walk that
 * arrives takes (the tests hold it to every perfect maze and to border
 * ends in braided ones); a longer walk is going round for good.
 *
 * The route is the walk with its loops erased (walk.c). Memory: the
 * walk's stack; time O(LAPS * passages).
 */
#include "solve.h"

#define LAPS 8

MZ_SOLVER(mz_solve_pledge)
{
    enum maze_hand hand = opts ? opts->hand : MAZE_HAND_LEFT;
    const int dirs = (int)mz_dirs(m);
    const int ahead = 0; /* the way it heads: east */
    struct mz_walk walk;
    enum maze_err err =
        mz_walk_start(m, &walk, from, hook) ? MAZE_OK : MAZE_ERR_NOMEM;
    const size_t limit = LAPS * (2 * maze_passages(m) + 2);
    struct mz_at at = mz_at(m, from);
    /* How far it has turned away from its hand, in 1/dirs of a turn;
     * zero while it heads east with no wall in hand. */
    long turned = 0;
    bool holding = false;
    int back = 0;
    for (size_t step = 0; !err && at.c != to; step++) {
        struct mz_at next = at;
        int d = -1;
        int swept = 0;
        if (step >= limit) {
            err = MAZE_ERR_DEFEATED;
            break;
        }
        if (!holding && mz_go(m, at, ahead, &next)) {
            d = ahead;
        } else if (!holding) {
            /* Stopped by a wall: turn away from the hand until a way
             * opens, which puts the hand on the wall. */
            d = mz_hand_turn(m, at, ahead, hand, &next, &swept);
            turned += swept;
            holding = true;
        } else {
            d = mz_hand_turn(m, at, back, hand, &next, &swept);
            turned += swept - dirs / 2;
        }
        if (d < 0) { /* a cell with no way out */
            err = MAZE_ERR_DEFEATED;
            break;
        }
        back = mz_back(m, at, d);
        if (holding && turned == 0)
            holding = false; /* facing east again, every turn undone */
        if (!mz_walk_step(m, &walk, next.c, hook))
            err = MAZE_ERR_NOMEM;
        at = next;
    }
    return mz_walk_finish(m, &walk, from, to, err, route);
}
