// The one thread that owns the game (DESIGN.md, "The main loop"): it waits with poll() on the
// keyboard, the engine's pipe and the signal pipe, with a timeout until the next clock event,
// engine deadline or screen refresh. No busy loops, no sleeping polls.
#pragma once

#include "announcer.h"
#include "app.h"
#include "signal_watch.h"
#include "terminal.h"

namespace escaque::tui {

// Runs until the user quits, input ends, or a signal asks the program to stop. Saves the game
// on every way out. Returns the exit code: 0, or 128 + the signal's number.
int run_main_loop(App& app, Terminal& terminal, Announcer& announcer, SignalWatch& signals);

} // namespace escaque::tui
