// escaque bench dead [FILE]: dead-position analysis speed on labelled positions, both sides
// asked for each. FILE holds "<LABEL> <FEN>" lines (LABEL WB, W-, -B or --: which sides can
// still checkmate), as ../shared/data/dead/cha-test-vectors.txt, the default. A position's time
// is the wall-clock time its analysis took, what a player waits (with the helper thread, the
// analysis uses two cores); the CPU time of the whole process is given as well.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "bench_stats.h"
#include "chess/dead/unwinnability.h"
#include "chess/fen.h"
#include "cli_support.h"
#include "commands.h"

namespace escaque::tui {

namespace {

#if defined(ESCAQUE_SHARED_DATA)
const std::string default_file = std::string(ESCAQUE_SHARED_DATA) + "/dead/cha-test-vectors.txt";
#else
const std::string default_file = "../shared/data/dead/cha-test-vectors.txt";
#endif

double process_cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

double wall_seconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

struct Timed {
    double seconds;
    std::string line;
};

} // namespace

int run_bench_dead(int argc, char** argv) {
    CLI::App app{"Dead-position analysis speed and agreement on labelled positions.",
                 "escaque bench dead"};
    std::string path = default_file;
    uint64_t nodes = chess::SearchBudget{}.nodes;
    int worst = 10;
    app.add_option("file", path, "\"<LABEL> <FEN>\" lines")->check(CLI::ExistingFile);
    app.add_option("--nodes", nodes, "search budget for each side, in positions")
        ->check(CLI::Range(uint64_t(1), uint64_t(1) << 40));
    app.add_option("--worst", worst, "how many of the slowest positions to list")
        ->check(CLI::Range(0, 1000));
    int threads = 2;
    app.add_option("--threads", threads,
                   "2: the searches share a second thread; 1: one thread")
        ->check(CLI::Range(1, 2));
    bool list_unknown = false;
    app.add_flag("--list-unknown", list_unknown, "list each side the analysis left unknown");
    if (auto code = parse_cli(app, argc, argv)) return *code;

    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "escaque bench dead: cannot open %s\n", path.c_str());
        return 2;
    }
    // As the program has them before its first analysis: the first position's time would
    // otherwise include the kernel supplying the tables.
    chess::prefault_analysis_tables();
    const chess::SearchBudget budget{nodes, threads == 2};
    const double cpu_start = process_cpu_seconds();
    std::vector<Timed> times;
    std::vector<std::string> undecided; // "white LINE" / "black LINE"
    uint64_t searched = 0; // positions searched, both sides, all positions
    int agree = 0, wrong = 0, unknown_sides = 0, undecided_positions = 0, bad_lines = 0;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const auto pos = line.size() > 3 ? chess::parse_fen(line.substr(3))
                                         : chess::parse_fen(std::string_view{});
        if (!pos || (line[0] != 'W' && line[0] != '-') || (line[1] != 'B' && line[1] != '-')) {
            ++bad_lines;
            continue;
        }
        const double start = wall_seconds();
        const chess::DeadPositionAnswer a = chess::analyse_dead_position(*pos, budget);
        times.push_back({wall_seconds() - start, line});
        searched += a.white.nodes + a.black.nodes;

        bool all_agree = true;
        for (const auto& [answer, label] : {std::pair{&a.white, line[0]}, {&a.black, line[1]}}) {
            if (answer->verdict == chess::Verdict::unknown) {
                ++unknown_sides;
                undecided.push_back((answer == &a.white ? "white  " : "black  ") + line);
                all_agree = false;
            } else if ((answer->verdict == chess::Verdict::yes) != (label != '-')) {
                ++wrong;
                all_agree = false;
                std::printf("WRONG: %s (white %s, black %s)\n", line.c_str(),
                            chess::to_string(a.white.verdict), chess::to_string(a.black.verdict));
            }
        }
        agree += all_agree;
        undecided_positions += a.white.verdict == chess::Verdict::unknown ||
                               a.black.verdict == chess::Verdict::unknown;
    }
    if (times.empty()) {
        std::fprintf(stderr, "escaque bench dead: no positions in %s\n", path.c_str());
        return 2;
    }

    const double cpu = process_cpu_seconds() - cpu_start;
    double total = 0;
    for (const Timed& t : times) total += t.seconds;
    std::sort(times.begin(), times.end(),
              [](const Timed& a, const Timed& b) { return a.seconds < b.seconds; });
    std::printf("positions          %zu (both sides asked, budget %llu nodes a side)\n",
                times.size(), static_cast<unsigned long long>(nodes));
    std::printf("threads            %d\n", threads);
    if (bad_lines) std::printf("unreadable lines   %d\n", bad_lines);
    std::printf("seconds            %.3f (wall clock, analyses only)\n", total);
    std::printf("cpu seconds        %.3f (all threads, with reading the file)\n", cpu);
    std::printf("positions/second   %.0f\n", double(times.size()) / total);
    std::printf("nodes searched     %llu (%.2f million a second)\n",
                static_cast<unsigned long long>(searched), double(searched) / total * 1e-6);
    std::vector<double> seconds;
    for (const Timed& t : times) seconds.push_back(t.seconds);
    std::printf("median             %.3f ms\n", nearest_rank(seconds, 0.5) * 1e3);
    std::printf("90th percentile    %.3f ms\n", nearest_rank(seconds, 0.9) * 1e3);
    std::printf("99th percentile    %.3f ms\n", nearest_rank(seconds, 0.99) * 1e3);
    std::printf("worst              %.3f ms\n", times.back().seconds * 1e3);
    std::printf("agree with labels  %d of %zu positions\n", agree, times.size());
    std::printf("wrong answers      %d\n", wrong);
    std::printf("unknown            %d sides (%d positions)\n", unknown_sides,
                undecided_positions);
    if (list_unknown)
        for (const std::string& u : undecided) std::printf("  unknown  %s\n", u.c_str());
    const int listed = std::min<int>(worst, int(times.size()));
    if (listed > 0) std::printf("slowest:\n");
    for (int i = 0; i < listed; ++i) {
        const Timed& t = times[times.size() - 1 - size_t(i)];
        std::printf("  %9.3f ms  %s\n", t.seconds * 1e3, t.line.c_str());
    }
    return wrong ? 1 : 0;
}

} // namespace escaque::tui
