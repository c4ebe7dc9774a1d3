// escaque bench clock: exactness and wake-up latency of the chess clock on the real steady clock.
#pragma once

namespace escaque::tui {

// argv[0] is the subcommand's name; options follow (--presses, --flags, --seed, --help).
// Returns 0 after printing the figures, 2 on bad arguments.
int run_bench_clock(int argc, char** argv);

} // namespace escaque::tui
