# Warnings and sanitizers travel as INTERFACE targets: every escaque target links them.
add_library(escaque_warnings INTERFACE)
target_compile_options(escaque_warnings INTERFACE -Wall -Wextra -Wpedantic -Werror)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    # GCC 12 reports -Wrestrict inside std::string concatenation at -O2 (GCC bug 105329),
    # a false positive that no code change of ours can avoid.
    target_compile_options(escaque_warnings INTERFACE -Wno-restrict)
endif()

add_library(escaque_options INTERFACE)
target_link_libraries(escaque_options INTERFACE escaque_warnings)
if(ESCAQUE_FUZZ AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ESCAQUE_FUZZ needs clang with libFuzzer (Debian: clang libclang-rt-14-dev); "
                        "configure a separate build folder with CC=clang CXX=clang++ "
                        "(this one uses ${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER}).")
endif()
if(ESCAQUE_NATIVE AND NOT ESCAQUE_SANITIZE AND NOT ESCAQUE_FUZZ)
    target_compile_options(escaque_options INTERFACE -march=native)
endif()
if(ESCAQUE_SANITIZE OR ESCAQUE_FUZZ)
    target_compile_options(escaque_options INTERFACE
        -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_link_options(escaque_options INTERFACE -fsanitize=address,undefined)
endif()
if(ESCAQUE_FUZZ)
    # Libraries get libFuzzer's coverage instrumentation; fuzz/ links -fsanitize=fuzzer itself.
    target_compile_options(escaque_options INTERFACE -fsanitize=fuzzer-no-link)
endif()
