// escaque bench speech: how fast speech starts and stops (issue 7 targets).
#pragma once

namespace escaque::tui {

// Over a set of typical announcements, reports the time from say() to the first sample handed
// to the sink (target p99 <= 5 ms), the time from an interrupt to the cut utterance being dropped
// (target p99 <= 10 ms), both as p50/p99/max, and espeak-ng's real-time factor. Measured through
// the real speech path (EspeakSpeaker, the espeak-ng thread, the synthesis callback) into a
// measuring sink, since machines without a sound card cannot time a real one.
int run_bench_speech(int argc, char** argv);

} // namespace escaque::tui
