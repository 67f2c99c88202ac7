// header.cpp - maze.h must compile as C++ and link from C++ code.
#include <maze.h>

#include <cstdio>
#include <memory>

int main()
{
    struct maze *raw = nullptr;
    if (maze_new(5, 4, &raw) != MAZE_OK)
        return 1;
    std::unique_ptr<struct maze, void (*)(struct maze *)> m(raw, maze_free);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    if (maze_generate(m.get(), maze_generators(), &rng, nullptr, nullptr))
        return 1;
    struct maze_route route = {};
    if (maze_solve(m.get(), nullptr, nullptr, nullptr, &route) != MAZE_OK)
        return 1;
    std::printf("c++: route of %zu cells\n", route.length);
    bool ok = route.cells[0] == m->start && maze_cell_at(m.get(), 4, 3) == m->end;
    maze_route_release(&route);
    return ok ? 0 : 1;
}
