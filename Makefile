# The user's commands. CMake does the building; this file installs what is
# missing and runs it.
#   make                 build build/maze and the library
#   make demo            build, then show a maze made and solved
#   make check           build and run every test, then again under
#                        AddressSanitizer + UBSan
#   make install PREFIX=/usr/local
PREFIX ?= /usr/local
MAKEFLAGS += --no-print-directory
JOBS ?= 2
BUILD_DEPS = cmake gcc make pkg-config libncurses-dev libcairo2-dev libgif-dev \
             libjansson-dev
CHECK_DEPS = $(BUILD_DEPS) libcriterion-dev bsdutils python3 tmux chromium \
             nodejs/node npm/npm

.PHONY: all build demo check check-fast check-asan install clean deps-build deps-check

all: build

deps-build:
	@sh scripts/deps.sh $(BUILD_DEPS)

deps-check:
	@sh scripts/deps.sh $(CHECK_DEPS)

build: deps-build
	@cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build build -j $(JOBS)

demo: build
	@sh scripts/demo.sh build/maze

check: check-fast check-asan

check-fast: deps-check
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMAZE_WERROR=ON \
	      -DMAZE_REQUIRE_TESTS=ON >/dev/null
	cmake --build build -j $(JOBS)
	cd build && ctest --output-on-failure

check-asan: deps-check
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	      -DMAZE_SANITIZE=ON -DMAZE_WERROR=ON -DMAZE_REQUIRE_TESTS=ON >/dev/null
	cmake --build build-asan -j $(JOBS)
	cd build-asan && ctest --output-on-failure

# maze.pc records the prefix, so it is set when configuring, not only at
# install time.
install: deps-build
	@cmake -S . -B build -DCMAKE_BUILD_TYPE=Release \
	       -DCMAKE_INSTALL_PREFIX="$(PREFIX)" >/dev/null
	@cmake --build build -j $(JOBS)
	cmake --install build

clean:
	rm -rf build build-asan
