// The escaque binary's entry points. Each takes the arguments from its own name on (argv[0] is
// "escaque" for the program, the subcommand's name otherwise) and returns the exit code
// (0 success, 1 failure of the work, 2 bad arguments).
#pragma once

namespace escaque::tui {

// escaque with no subcommand: the speaking chess program.
int run_program(int argc, char** argv);

int run_perft(int argc, char** argv);
int run_pgn(int argc, char** argv);
int run_match(int argc, char** argv);
int run_analyse(int argc, char** argv);
int run_bench_perft(int argc, char** argv);
int run_bench_pgn(int argc, char** argv);
int run_bench_clock(int argc, char** argv);
int run_bench_dead(int argc, char** argv);
int run_bench_speech(int argc, char** argv);
int run_bench_latency(int argc, char** argv);

} // namespace escaque::tui
