// Builds one PgnGame from the reader's tokens: tags, the start position they describe, moves
// resolved and replayed, comments, NAGs and variations placed in the tree. After the first
// error the game ignores further input and keeps what it has.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.h"
#include "notation/pgn_game.h"
#include "notation/pgn_lexer.h"
#include "notation/pgn_reader.h"

namespace escaque::notation {

class PgnGameBuilder {
public:
    PgnGameBuilder(int number, int first_line, const PgnReadOptions& options);
    PgnGameBuilder(const PgnGameBuilder&) = delete; // frames point into game_
    PgnGameBuilder& operator=(const PgnGameBuilder&) = delete;

    void add_tag(const PgnToken& token);
    void add_move(const PgnToken& token);
    void add_null_move(const PgnToken& token);
    void add_comment(const PgnToken& token);
    void add_nag(int nag, const PgnToken& token);
    void open_variation(const PgnToken& token);
    void close_variation(const PgnToken& token);
    void set_result(GameResult result, const PgnToken& token);
    // Something the strict reader refuses and the lenient one reads on through.
    void quirk(const PgnToken& token, std::string message, PgnFault fault = PgnFault::other);
    // Something either reader reads on through, and tells.
    void note(const PgnToken& token, std::string message);
    void fail(const PgnToken& token, std::string message, PgnFault fault = PgnFault::other,
              std::string detail = {});

    bool failed() const { return game_.error.has_value(); }
    bool has_moves() const { return !game_.mainline.moves.empty(); }
    // The move number the main line's next move would carry.
    int next_move_number() const { return frames_.front().current.fullmove_number(); }

    PgnGame finish(const PgnToken& end);

private:
    // The line being read, with the positions before its last move and after it.
    // A variation with an illegal move is cut there ("dropped"): what follows up to its ')'
    // is skipped, the rest of the game is read. Files carry such variations when an editor
    // pasted analysis of another position; the main line is what a game is.
    struct Frame {
        PgnLine* line;
        chess::Position before;
        chess::Position current;
        bool dropped = false;
        bool owns_line = true; // false for the '(' ... ')' skipped inside a dropped variation
    };

    bool start_movetext(const PgnToken& token);
    std::optional<chess::Position> start_position(const PgnToken& token);
    void note_noncanonical(const PgnToken& token, std::string_view canonical);
    void close_open_variations(const PgnToken& token, std::string_view where);
    void pop_variation();
    // False when input at this point is to be ignored: after an error, in a dropped variation.
    bool reading();
    // An illegal or unreadable move: the game's error on the main line, a dropped variation
    // elsewhere.
    void refuse_move(const PgnToken& token, std::string message);
    bool is_castling_with_zeros(std::string_view written, std::string_view canonical) const;

    PgnGame game_;
    const PgnReadOptions& options_;
    std::vector<Frame> frames_;
    std::optional<GameResult> marker_; // the game termination marker
    bool started_ = false;
    std::string scratch_; // reused for Unicode normalisation of move words
};

} // namespace escaque::notation
