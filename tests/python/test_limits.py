"""maze.read() refuses a file over max_size as the tool refuses one over
--max-size (1 GiB by default), with words that say so: an endless file
costs the limit, not all the memory there is, and one whose first bytes
are no maze's (/dev/zero, /dev/urandom) costs its first block."""

import os
import subprocess
import sys

import pytest

import maze


def test_a_file_over_max_size_is_refused_in_words(tmp_path):
    path = tmp_path / "m.txt"
    maze.generate(20, 20, seed=1).save(str(path))
    size = os.path.getsize(path)
    assert maze.read(path, max_size=size).width == 20
    with pytest.raises(maze.FormatError) as e:
        maze.read(path, max_size=size - 1)
    assert str(e.value) == "%s: file is larger than %d bytes (give a larger max_size to read it)" % (
        path, size - 1)


def _capped(call, endless=False):
    """What maze.<call> says, run in a Python of 3 GiB of address space (a
    reader without a limit would take all the memory there is); endless:
    with endless text on its standard input (a maze's top wall again and
    again)."""
    code = ("import resource, maze\n"
            "resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))\n"
            "try:\n"
            "    maze.%s\n"
            "except (maze.FormatError, ValueError, TypeError) as e:\n"
            "    print(type(e).__name__, e)\n" % call)
    if not endless:
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        return p.stdout + p.stderr[-300:]
    yes = subprocess.Popen(["yes", "+-+-+-+"], stdout=subprocess.PIPE)
    p = subprocess.run([sys.executable, "-c", code], stdin=yes.stdout, capture_output=True,
                       text=True)
    yes.stdout.close()
    yes.kill()
    yes.wait()
    return p.stdout + p.stderr[-300:]


def test_an_endless_file_stops_at_the_limit():
    assert _capped("read('/dev/stdin', max_size=4096)", endless=True) == \
        "FormatError /dev/stdin: file is larger than 4096 bytes (give a larger max_size to read it)\n"


def test_the_default_limit_is_the_tools():
    # Read to the tool's 1 GiB and refused, where reading it whole ran out
    # of memory without a word.
    assert _capped("read('/dev/stdin')", endless=True) == \
        "FormatError /dev/stdin: file is larger than 1073741824 bytes (give a larger max_size to read it)\n"


def test_bytes_that_are_no_maze_are_refused_at_their_first_block():
    # /dev/zero and /dev/urandom were read to the limit (1 GiB, 14-16 s)
    # before they were refused; through a pipe, the reader stops at the
    # first block, and the writer finds it gone.
    import threading
    for name, block in (("zeros", bytes(1 << 16)), ("random", os.urandom(1 << 16))):
        r, w = os.pipe()
        sent = [0]

        def write():
            try:
                while sent[0] < (80 << 20):
                    sent[0] += os.write(w, block)
            except BrokenPipeError:
                pass
            os.close(w)

        writer = threading.Thread(target=write)
        writer.start()
        with pytest.raises(maze.FormatError) as e:
            maze.read("/proc/self/fd/%d" % r, max_size=64 << 20)
        os.close(r)
        writer.join()
        assert "binary data (byte 0x" in str(e.value), name
        assert sent[0] < (4 << 20), (name, sent[0])
    assert _capped("read('/dev/zero')") == (
        "FormatError /dev/zero:1:1: binary data (byte 0x00), not a maze file (maze files are "
        "the text format, JSON and JSON lines; maze solve also reads PNG pictures)\n")


@pytest.mark.parametrize("bad,error", [(0, ValueError), (-1, ValueError), ("1", TypeError),
                                       (1.5, TypeError)])
def test_max_size_is_a_whole_number_of_bytes(bad, error):
    assert _capped("read('/dev/zero', max_size=%r)" % (bad,)).startswith(error.__name__ + " max_size")


def test_a_mask_file_over_the_limit_is_a_format_error_as_a_maze_file_is(tmp_path):
    # The same file over the same 1 GiB: read() and generate(mask=) say
    # so with the same exception (generate's was a MemoryError).
    path = tmp_path / "mask.txt"
    with open(path, "wb") as f:
        # Printable first, as a mask is: zeros at the start are binary
        # data, refused at the first block before any limit is reached.
        f.write(b"." * 63 + b"\n" * 1 + (b"." * 63 + b"\n") * 63)
        f.truncate((1 << 30) + 1)
    with pytest.raises(maze.FormatError, match="file is larger than 1073741824 bytes"):
        maze.read(path)
    with pytest.raises(maze.FormatError, match="file is larger than 1073741824 bytes"):
        maze.generate(5, 5, mask=str(path))
