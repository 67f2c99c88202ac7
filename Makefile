# The user's commands. CMake does the building; this file installs what is
# missing and runs it.
#   make                 build build/maze and the library
#   make demo            build, then show a maze made and solved
#   make docs            the manual (doc/*.md) in HTML: build/docs/html/
#   make web             build/web/site/ (the page, its engine a .wasm beside
#                        it) and build/web/maze.html (one file, offline): the
#                        library in WebAssembly, to make, watch, solve and
#                        play mazes; the manual in HTML beside each
#   make check           every test once: the C code's (unit, command line,
#                        golden, fuzz replays) built with AddressSanitizer
#                        + UBSan, the rest (browser, web page, photos' rates,
#                        static checks) in the Release build, then the
#                        Python package's
#   make check-fast      a contributor's loop: the Release build and every
#                        test but the browser's (no chromium, emscripten)
#   make check-python    the Python package: pip install into a venv, pytest
#   make check-valgrind  the command-line tests under valgrind memcheck
#   make fuzz            each fuzz target for FUZZ_SECONDS (60)
#   make fuzz-long       each fuzz target until FUZZ_RUNS runs (10 million)
#   make install PREFIX=/usr/local   (DESTDIR=... stages it)
#   make uninstall       remove what make install wrote
#   make dist            build/maze-VERSION.tar.gz from the committed tree
#   make distcheck       make dist, then make demo and make check in it
#   make deb             Debian packages in build/deb (libmaze0, libmaze-dev,
#                        their -render and -photo twins, maze)
#   make check-deb       build them, install them (root), try them, remove them
PREFIX ?= /usr/local
MAKEFLAGS += --no-print-directory
JOBS ?= 2
BUILD_DEPS = cmake gcc make pkg-config libncurses-dev libcairo2-dev libgif-dev \
             libjansson-dev libjpeg-dev libleptonica-dev libpng-dev
# Every program a test calls comes from these lists: the tests run with a
# PATH that holds only these packages' programs (scripts/deps-path.sh).
CHECK_DEPS = $(BUILD_DEPS) g++ libcriterion-dev bsdutils file gifsicle gpx groff-base \
             poppler-utils fonts-dejavu-core \
             python3 tmux chromium nodejs/node npm/npm $(WEB_DEPS) $(PYTHON_DEPS) \
             $(DOCS_DEPS)
# The manual in HTML: Debian's python3-markdown (311 KB, pure Python) turns
# doc/*.md into pages (scripts/docs-html.py), where pandoc would install
# 168 MB and mkdocs twenty packages of themes, JavaScript and a server.
DOCS_DEPS = python3 python3-markdown
# The web page: Debian's emscripten compiles the library to WebAssembly.
WEB_DEPS = emscripten

.PHONY: all build demo web check check-fast check-release check-asan \
        check-python release-build check-valgrind docs deps-docs \
        fuzz fuzz-build fuzz-long install uninstall dist distcheck deb check-deb clean \
        deps-build deps-check deps-web deps-python

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

deps-docs:
	@sh scripts/deps.sh $(DOCS_DEPS)

# The manual in HTML, into build/docs/html/ (make install then installs it
# in share/doc/maze/html; the Debian package maze ships it there).
docs: deps-build deps-docs
	@cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMAZE_DOCS=ON >/dev/null
	@cmake --build build --target docs
	@echo "the manual: build/docs/html/index.html"

deps-web:
	@sh scripts/deps.sh $(WEB_DEPS)

# The page links to the manual beside it (manual/index.html): written
# into the site and beside the one-file page.
web: deps-web deps-docs
	@sh web/build.sh build/web
	@$(PYTHON) scripts/docs-html.py doc build/web/site/manual >/dev/null
	@$(PYTHON) scripts/docs-html.py doc build/web/manual >/dev/null

# Each test runs once (tests/CMakeLists.txt labels them): those of the C
# code (label asan) under the sanitizers, the others in the Release build.
check: check-release check-asan check-python

# The tests see only the programs the dependency lists install, so one that
# calls anything else fails here as it would on a fresh Debian. ctest runs
# JOBS tests side by side (the command-line suite is a test a file).
TEST_PATH = $$(sh scripts/deps-path.sh $(CURDIR)/$(1)/deps-path $(2))
CTEST = ctest -j $(JOBS) --output-on-failure

release-build: deps-check
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMAZE_WERROR=ON \
	      -DMAZE_REQUIRE_TESTS=ON >/dev/null
	cmake --build build -j $(JOBS)

# Every test but the browser's, in the Release build.
check-fast: release-build
	path=$(call TEST_PATH,build,$(CHECK_DEPS)) && \
	  cd build && PATH=$${path:-$$PATH} $(CTEST) -LE browser

# The tests that make check does not run under the sanitizers.
check-release: release-build
	path=$(call TEST_PATH,build,$(CHECK_DEPS)) && \
	  cd build && PATH=$${path:-$$PATH} $(CTEST) -LE asan

# The C code's tests, built with AddressSanitizer and UBSan.
check-asan: deps-check
	cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	      -DMAZE_SANITIZE=ON -DMAZE_WERROR=ON -DMAZE_REQUIRE_TESTS=ON >/dev/null
	cmake --build build-asan -j $(JOBS)
	path=$(call TEST_PATH,build-asan,$(CHECK_DEPS)) && \
	  cd build-asan && PATH=$${path:-$$PATH} $(CTEST) -L asan

# The Python package (python/): installed with pip into a fresh venv that
# sees Debian's numpy, cffi and pytest (no package index needed), then its
# tests, which compare it with build/maze.
PYTHON ?= /usr/bin/python3
PYTHON_DEPS = python3 python3-dev python3-venv python3-pip python3-setuptools \
              python3-cffi python3-numpy python3-pytest python3-build \
              python3-dask python3-distributed
PY_VENV = build/python-venv

deps-python:
	@sh scripts/deps.sh $(PYTHON_DEPS)

check-python: deps-check deps-python
	cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMAZE_WERROR=ON >/dev/null
	cmake --build build -j $(JOBS) --target maze-tool
	rm -rf $(PY_VENV)
	$(PYTHON) -m venv --system-site-packages $(PY_VENV)
	$(PY_VENV)/bin/python -m pip install -q --no-index --no-build-isolation ./python
	path=$(call TEST_PATH,build,$(CHECK_DEPS) $(PYTHON_DEPS)) && \
	  cd build && PATH=$${path:-$$PATH} MAZE_CLI=$(CURDIR)/build/maze PYTHONPATH= \
	  python-venv/bin/python -m pytest -q -p no:cacheprovider ../tests/python

# The command-line tests with every maze run under valgrind's memcheck:
# any invalid access or definite leak fails the run (exit status 99).
check-valgrind: deps-check
	@command -v valgrind >/dev/null || sh scripts/deps.sh valgrind
	cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	cmake --build build -j $(JOBS)
	@printf '#!/bin/sh\nexec valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect "%s" "$$@"\n' \
	  "$(CURDIR)/build/maze" >build/maze-valgrind
	@chmod +x build/maze-valgrind
	bash tests/cli/run.sh build/maze-valgrind

# Fuzzing (clang's libFuzzer with ASan and UBSan): each target for
# FUZZ_SECONDS, starting from the corpus in tests/fuzz/corpus/ (new finds
# go to build-fuzz/corpus-NAME; crashes to build-fuzz/, to be added to
# tests/fuzz/corpus/NAME as regression inputs). make fuzz-long runs each
# target, one after another, until it has done FUZZ_RUNS runs in all
# (10 million), in rounds of at most FUZZ_ROUND seconds; the runs done
# are kept in build-fuzz/runs-NAME, so a stopped run resumes where it was
# (scripts/fuzz-long.sh). Both stop at the first crash, UBSan's reports
# included, and run each target with the libFuzzer options (and
# dictionary, tests/fuzz/NAME.dict) that scripts/fuzz-long.sh --options
# NAME prints.
FUZZ_SECONDS ?= 60
FUZZ_RUNS ?= 10000000
FUZZ_ROUND ?= 600
FUZZ_TARGETS = text json options mask picture jsonl sniff pipe
# MZ_JSON_WINDOW=16: the JSON reader's window slides at every value.
# MZ_MACHINE_BYTES: the library weighs what a request asks for (a grid, a
# text mask) against a machine of 1 MiB: a text mask of 75,000 cells at
# most, milliseconds under the sanitizers. The options target learns to
# ask for the largest mask allowed: on 512 MiB (38 million cells) it ran
# 27 inputs a second, on 16 MiB 250, where it ran 4,000 before masks.
FUZZ_FLAGS = -g -O1 -D_GNU_SOURCE -DMZ_JSON_WINDOW=16 \
             -DMZ_MACHINE_BYTES='((double)(1 << 20))' \
             -Iinclude -Isrc -Itool $$(pkg-config --cflags cairo jansson libpng lept libjpeg)
FUZZ_CFLAGS = $(FUZZ_FLAGS) -fsanitize=fuzzer,address,undefined
FUZZ_LIBS = $$(pkg-config --libs cairo jansson libpng lept libjpeg) -lgif -lm
LIB_SOURCES = $(wildcard src/*.c src/*/*.c src/*/*/*.c)
# The library and the tool's files, compiled once for every target.
FUZZ_OBJ = build-fuzz/obj
FUZZ_LIB_OBJECTS = $(LIB_SOURCES:%.c=$(FUZZ_OBJ)/%.o)
FUZZ_BINARIES = $(FUZZ_TARGETS:%=build-fuzz/fuzz-%)
.PRECIOUS: $(FUZZ_OBJ)/%.o

$(FUZZ_OBJ)/%.o: %.c
	@mkdir -p $(dir $@)
	@clang $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link,address,undefined -MMD \
	  -c $< -o $@
-include $(wildcard $(FUZZ_OBJ)/*/*.d $(FUZZ_OBJ)/*/*/*.d $(FUZZ_OBJ)/*/*/*/*.d)

# The tool's modules the targets below link: what it says, reads,
# writes and solves, and its progress line.
FUZZ_TOOL_BASE = $(foreach m,messages values input output solving progress_line,\
                   $(FUZZ_OBJ)/tool/$(m).o)
build-fuzz/fuzz-options: $(FUZZ_OBJ)/tool/options.o $(FUZZ_OBJ)/tool/format.o \
                         $(FUZZ_TOOL_BASE)
build-fuzz/fuzz-jsonl: $(FUZZ_OBJ)/tool/lines.o $(FUZZ_TOOL_BASE)
build-fuzz/fuzz-pipe: $(FUZZ_TOOL_BASE)
build-fuzz/fuzz-%: tests/fuzz/fuzz_%.c tests/fuzz/exercise.c \
                   tests/fuzz/budget.c tests/fuzz/fuzz.h $(FUZZ_LIB_OBJECTS)
	@clang $(FUZZ_CFLAGS) -o $@ $(filter %.c %.o,$^) $(FUZZ_LIBS)

fuzz-build: deps-build
	@command -v clang >/dev/null || sh scripts/deps.sh clang libclang-rt-14-dev
	@$(MAKE) -j $(JOBS) $(FUZZ_BINARIES)

fuzz: fuzz-build
	@export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p build-fuzz/corpus-$$t; \
	  echo "fuzzing $$t for $(FUZZ_SECONDS) s"; \
	  opts=$$(sh scripts/fuzz-long.sh --options $$t); \
	  (cd build-fuzz && status=0 && ./fuzz-$$t -max_total_time=$(FUZZ_SECONDS) \
	    $$opts -print_final_stats=1 corpus-$$t ../tests/fuzz/corpus/$$t \
	    >log-$$t 2>&1 || status=$$?; \
	    grep -E "^(stat::number_of_executed_units|stat::new_units_added|#[0-9]+.*DONE|==[0-9]+==ERROR|SUMMARY|fuzz:)" log-$$t; \
	    exit $$status) || exit 1; \
	done

fuzz-long: fuzz-build
	@sh scripts/fuzz-long.sh $(FUZZ_RUNS) $(FUZZ_ROUND) $(FUZZ_TARGETS)

# The prefix is set when configuring (CMake records it in the CMake
# package); DESTDIR stages the files elsewhere. As root with no DESTDIR,
# ldconfig makes the new libmaze.so.0 known to the loader.
install: deps-build
	@cmake -S . -B build -DCMAKE_BUILD_TYPE=Release \
	       -DCMAKE_INSTALL_PREFIX="$(PREFIX)" >/dev/null
	@cmake --build build -j $(JOBS)
	DESTDIR="$(DESTDIR)" cmake --install build
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi

# Removes what the last make install wrote (build/install_manifest.txt).
uninstall:
	@cmake --build build --target uninstall
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi

# maze-VERSION.tar.gz from the committed tree (HEAD): what is not committed
# is not in it. The version is maze.h's.
VERSION = $(shell sed -n 's/^\#define MAZE_VERSION "\(.*\)"/\1/p' include/maze.h)
dist:
	@mkdir -p build
	git archive --format=tar.gz --prefix=maze-$(VERSION)/ \
	    -o build/maze-$(VERSION).tar.gz HEAD
	@echo "wrote build/maze-$(VERSION).tar.gz"

# The tarball as a user gets it: unpacked into build/distcheck, where
# make demo and make check must pass on its files alone.
distcheck: dist
	rm -rf build/distcheck && mkdir -p build/distcheck
	tar -C build/distcheck -xzf build/maze-$(VERSION).tar.gz
	$(MAKE) -C build/distcheck/maze-$(VERSION) demo
	$(MAKE) -C build/distcheck/maze-$(VERSION) check
	@echo "build/maze-$(VERSION).tar.gz: make demo and make check pass"

clean:
	rm -rf build build-asan build-fuzz python/build python/dist python/*.egg-info

# Debian packages (debian/): libmaze0 and libmaze-dev, libmaze-render0 and
# libmaze-render-dev, libmaze-photo0 and libmaze-photo-dev, and maze, built
# by dpkg-buildpackage and debhelper into build/deb/, checked by lintian.
# debian/control's Build-Depends (with what the tests call) and
# build-essential, which dpkg-buildpackage requires of every build.
DEB_DEPS = $(BUILD_DEPS) build-essential debhelper dpkg-dev fakeroot lintian \
           file g++ gifsicle groff-base libcriterion-dev python3 tmux \
           python3-markdown

deb:
	@sh scripts/deps.sh $(DEB_DEPS)
	@JOBS=$(JOBS) sh scripts/deb.sh build/deb

# The packages as a user takes them: built, installed with apt-get, used
# (maze --version, pkg-config and CMake builds against them), removed.
check-deb:
	@sh scripts/deps.sh $(DEB_DEPS)
	sh tests/deb.sh --install build/deb-test
