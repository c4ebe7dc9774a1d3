// A scripted UCI engine for the UCI client's tests. The first argument picks its behaviour:
//   good      plays the first legal move of the position it was given
//   crash     answers "go" with one info line, then aborts (a crash in mid-search)
//   hang      answers "go" with nothing, ever, and ignores "stop"
//   garbage   answers "go" with noise and a best move that is not a move
//   illegal   answers "go" with a well-formed move that is not legal (e2e5 from the start)
//   silent    never answers "uci"
//   noisy     like good, and writes to stderr on every command
// With --log FILE as the second and third arguments it appends every command it receives.
#include <sys/resource.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "chess/fen.h"
#include "chess/movegen.h"
#include "chess/uci.h"

using namespace escaque::chess;

namespace {

Position parse_position(const std::string& line) {
    std::istringstream words(line);
    std::string word;
    words >> word; // "position"
    words >> word;
    Position pos;
    if (word == "fen") {
        std::string fen, field;
        while (words >> field && field != "moves") fen += (fen.empty() ? "" : " ") + field;
        if (auto parsed = parse_fen(fen)) pos = *parsed;
        word = field;
    } else {
        words >> word; // "moves" or nothing
    }
    if (word == "moves")
        for (std::string text; words >> text;) {
            const Move m = move_from_uci(pos, text);
            if (!m.is_ok()) break;
            pos.do_move(m);
        }
    return pos;
}

void say(const std::string& line) {
    std::cout << line << '\n' << std::flush;
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "good";
    std::ofstream log;
    if (argc > 3 && std::string(argv[2]) == "--log") log.open(argv[3], std::ios::app);
    Position pos;
    for (std::string line; std::getline(std::cin, line);) {
        if (log.is_open()) log << line << std::endl;
        if (mode == "noisy") std::cerr << "fake engine noise on stderr: " << line << std::endl;
        if (line == "uci") {
            if (mode == "silent") continue;
            say("id name Fake Engine " + mode);
            say("id author escaque tests");
            say("option name Threads type spin default 1 min 1 max 512");
            say("option name Hash type spin default 16 min 1 max 33554432");
            say("option name Skill Level type spin default 20 min 0 max 20");
            say("option name UCI_LimitStrength type check default false");
            say("option name UCI_Elo type spin default 1350 min 1350 max 2850");
            say("option name UCI_Chess960 type check default false");
            say("option name Style type combo default Normal var Solid var Normal var Risky");
            say("uciok");
        } else if (line == "isready") {
            say("readyok");
        } else if (line.rfind("position", 0) == 0) {
            pos = parse_position(line);
        } else if (line.rfind("go", 0) == 0) {
            if (mode == "hang") continue;
            if (mode == "crash") {
                say("info depth 1 score cp 13 nodes 20 pv e2e4");
                const rlimit no_core{0, 0}; // a test crash leaves no core file behind
                setrlimit(RLIMIT_CORE, &no_core);
                std::abort();
            }
            if (mode == "garbage") {
                say("\x01\x02 total nonsense ~~~");
                say("info depth banana score cp");
                say("bestmove zz99");
                continue;
            }
            if (mode == "illegal") {
                say("bestmove e2e5");
                continue;
            }
            const MoveList moves = legal_moves(pos);
            const std::string best =
                moves.empty() ? "(none)" : uci_string(moves[0], pos.chess960());
            say("info depth 1 score cp 5 nodes 1 time 0 pv " + best);
            say("bestmove " + best);
        } else if (line == "quit") {
            return 0;
        }
    }
    return 0;
}
