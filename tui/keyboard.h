// The keyboard side of the screen, without curses: the input line being typed, how keys are
// spoken (key echo), and the board cursor.
#pragma once

#include <optional>
#include <string>

#include "chess/position.h"
#include "tts/wording.h"

namespace escaque::tui {

std::string utf8(char32_t code);

// How a typed key is spoken: letters and digits as themselves ("N", "f", "3"), signs by name
// ("plus", "equals", "space").
std::string key_name(char32_t code, tts::Language language);

class InputLine {
public:
    void insert(char32_t code) { text_.push_back(code); }
    // Deletes the last character and says which it was.
    std::optional<char32_t> backspace();
    std::string text() const;
    // The text, and the line is empty again.
    std::string take();
    bool empty() const { return text_.empty(); }
    void clear() { text_.clear(); }
    std::size_t columns() const { return text_.size(); }
    // The word just finished (for echo by words): the text after the last space.
    std::string last_word() const;

private:
    std::u32string text_;
};

enum class CursorStep { up, down, left, right };

// A square on the board the user walks with the arrows; "up" is towards the top of the
// screen, which is Black's side unless the board is flipped.
class BoardCursor {
public:
    chess::Square square() const { return square_; }
    void step(CursorStep step, bool flipped);
    void to_rank(int rank) {
        square_ = chess::make_square(chess::file_of(square_), chess::Rank(rank));
    }
    void to_file(int file) {
        square_ = chess::make_square(chess::File(file), chess::rank_of(square_));
    }
    // To the next square after the cursor (in a1, b1 … h8 order, wrapping) holding a piece of
    // this type, either colour; false when there is none.
    bool to_next_piece(const chess::Position& pos, chess::PieceType type);

private:
    chess::Square square_ = chess::SQ_E2;
};

} // namespace escaque::tui
