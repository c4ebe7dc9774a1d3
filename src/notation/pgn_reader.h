// Reads PGN text (the import format) into games. Every game in a file is read even when some
// have errors: an error names the game, line and column and what was expected, the game keeps
// the moves read before it, and reading resumes with the next game.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "notation/pgn_game.h"
#include "notation/pgn_lexer.h"
#include "notation/piece_letters.h"

namespace escaque::notation {

struct PgnReadOptions {
    // Strict: the PGN standard with all the import format's freedoms of layout (comments
    // anywhere, blank lines, "1." or "1..." or none, escape lines, "[pgn]" wrappers, a byte-order
    // mark, "1–0" and "½-½" results), but every move must be canonical SAN.
    // Lenient (for real-world files) goes on, recording a notice, through: noncanonical SAN
    // (missing or extra "x", wrong or missing "+"/"#", over-disambiguation, 0-0, e8Q, long
    // algebraic, UCI), "e.p." remarks, null moves "--" and "Z0", Unicode dashes, "<br />" line
    // breaks, a tag value without its closing quote, spaces around the Variant name, forfeit
    // results "+--" / "--+", a promotion without its piece (read as a queen).
    // Both drop a castling right the FEN tag gives without its king or rook, with a notice.
    bool lenient = true;
    // Piece letters of the movetext: English, or Spanish for files written with R D T A C.
    PieceLetters letters = PieceLetters::english;
};

class PgnReader {
public:
    // The text must outlive the reader.
    explicit PgnReader(std::string_view text, PgnReadOptions options = {});

    // The next game of the text, std::nullopt after the last.
    std::optional<PgnGame> next();

private:
    PgnToken next_token();

    PgnLexer lexer_;
    PgnReadOptions options_;
    std::optional<PgnToken> pending_; // a token read ahead that starts the next game
    int games_read_ = 0;
};

std::vector<PgnGame> read_pgn(std::string_view text, const PgnReadOptions& options = {});

} // namespace escaque::notation
