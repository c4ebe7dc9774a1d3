// Subcommands of the escaque binary. Each takes the arguments after its name and returns the
// process exit code (0 success, 1 failure of the work, 2 bad arguments).
#pragma once

namespace escaque::tui {

int run_perft(int argc, char** argv);
int run_bench_perft(int argc, char** argv);
int run_bench_clock(int argc, char** argv);
int run_pgn(int argc, char** argv);
int run_bench_pgn(int argc, char** argv);

} // namespace escaque::tui
