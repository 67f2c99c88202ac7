# cmake -P uninstall.cmake, in the build folder - removes every file that
# the last `cmake --install` of this build wrote (install_manifest.txt, which
# records them under DESTDIR too), then the folders it leaves empty.
if(NOT EXISTS install_manifest.txt)
  message(FATAL_ERROR "maze: nothing to uninstall: no install_manifest.txt "
                      "in ${CMAKE_CURRENT_BINARY_DIR} (make install first)")
endif()
file(STRINGS install_manifest.txt files)
set(removed 0)
set(dirs "")
foreach(file IN LISTS files)
  if(EXISTS "${file}" OR IS_SYMLINK "${file}")
    file(REMOVE "${file}")
    math(EXPR removed "${removed} + 1")
  endif()
  get_filename_component(dir "${file}" DIRECTORY)
  list(APPEND dirs "${dir}")
endforeach()
# The folders only this package fills (cmake/maze, say) go with it; a
# folder that still holds anything stays.
list(REMOVE_DUPLICATES dirs)
foreach(dir IN LISTS dirs)
  file(GLOB left "${dir}/*")
  if(IS_DIRECTORY "${dir}" AND NOT left AND dir MATCHES "/maze$")
    file(REMOVE_RECURSE "${dir}")
  endif()
endforeach()
list(LENGTH files listed)
message(STATUS "maze: removed ${removed} of the ${listed} files installed")
file(REMOVE install_manifest.txt)
