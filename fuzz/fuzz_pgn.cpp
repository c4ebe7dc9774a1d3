// PGN import (notation::read_pgn): the first byte picks strict or lenient reading and the
// letters; the rest is the file. Every game read must replay (every move of every line legal
// where it stands, null moves only out of check), and its export must read back as one game
// without error, with the same start, moves and result, and export again to the same text
// (unless the game has an error and its export is refused too: the tags read before an error
// are kept, and may be what the reader refuses).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/movegen.h"
#include "fuzz_check.h"
#include "notation/pgn_reader.h"
#include "notation/pgn_writer.h"

using namespace escaque;
using namespace escaque::notation;

namespace {

void replay(chess::Position pos, const PgnLine& line) {
    for (const PgnMove& m : line.moves) {
        // A variation replaces this move: it starts from the position before it.
        for (const PgnLine& variation : m.variations) replay(pos, variation);
        if (m.move.is_ok()) {
            FUZZ_CHECK(pos.is_legal(m.move));
            FUZZ_CHECK(chess::legal_moves(pos).contains(m.move));
            pos.do_move(m.move);
        } else {
            FUZZ_CHECK(!pos.in_check());
            pos.do_null_move();
        }
        FUZZ_CHECK(pos.key() == pos.compute_key());
    }
}

bool same_line(const PgnLine& a, const PgnLine& b) {
    if (a.moves.size() != b.moves.size()) return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        if (a.moves[i].move != b.moves[i].move) return false;
        if (a.moves[i].variations.size() != b.moves[i].variations.size()) return false;
        for (std::size_t v = 0; v < a.moves[i].variations.size(); ++v)
            if (!same_line(a.moves[i].variations[v], b.moves[i].variations[v])) return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    PgnReadOptions options;
    options.lenient = !(data[0] & 1);
    options.letters = (data[0] & 2) ? PieceLetters::spanish : PieceLetters::english;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    for (const PgnGame& game : read_pgn(text, options)) {
        FUZZ_CHECK(game.start.key() == game.start.compute_key());
        replay(game.start, game.mainline);

        const std::string written = write_pgn(game);
        const auto reread = read_pgn(written, {.lenient = true});
        // A game with an error keeps the tags read before it, which may be refused again (an
        // unsupported Variant, a bad FEN); what was read must come back otherwise.
        if (game.error && reread.size() == 1 && reread[0].error) continue;
        if (reread.size() != 1 || reread[0].error) {
            std::fprintf(stderr, "export not read back (%zu games%s%s):\n%s\n", reread.size(),
                         reread.empty() || !reread[0].error ? "" : ", ",
                         reread.empty() || !reread[0].error ? "" : reread[0].error->text().c_str(),
                         written.c_str());
            __builtin_trap();
        }
        FUZZ_CHECK(reread[0].start == game.start);
        FUZZ_CHECK(reread[0].result == game.result);
        FUZZ_CHECK(same_line(reread[0].mainline, game.mainline));
        FUZZ_CHECK(write_pgn(reread[0]) == written);
    }
    return 0;
}
