// A scripted game that autosaves after every move, for the kill test: it prints
// "saved PLY WHITE_NS BLACK_NS" once each save is on the disk, then pauses a little.
#include <chrono>
#include <cstdio>
#include <thread>

#include "chess/uci.h"
#include "clock/human_time_control.h"
#include "game/autosave.h"

using namespace escaque;

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: autosave_driver FOLDER\n");
        return 2;
    }
    static const char* moves[] = {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6",
                                  "e1g1", "f8e7", "f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8",
                                  "h2h3", "c6b8", "d2d4", "b8d7", "c3c4", "c7c6", "c4b5", "a6b5",
                                  "b1c3", "c8b7", "c1g5", "b5b4", "c3b1", "h7h6", "g5h4", "c6c5",
                                  "d4e5", "f6e4", "h4e7", "d8e7", "e5d6", "e7f6", "b1d2", "e4d6"};
    clock::SteadyTimeSource time;
    game::GameSetup setup;
    setup.control = *clock::parse_time_control("5+3");
    game::Game game(time, setup);
    game::Autosaver saver(argv[1]);
    const game::Tags tags = {{"Event", "kill test"}, {"White", "A"}, {"Black", "B"}};
    game.start();
    for (const char* text : moves) {
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        if (!game.play(chess::move_from_uci(game.position(), text))) return 1;
        if (auto error = saver.save(game, tags)) {
            std::fprintf(stderr, "%s\n", error->message().c_str());
            return 1;
        }
        const auto& snap = game.plies().back().clock_after;
        std::printf("saved %d %lld %lld\n", game.ply_count(),
                    static_cast<long long>(snap.side(clock::Side::white).remaining.count()),
                    static_cast<long long>(snap.side(clock::Side::black).remaining.count()));
        std::fflush(stdout);
    }
    return 0;
}
