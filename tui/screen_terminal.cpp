#include "screen_terminal.h"

#include <algorithm>
#include <cctype>
#include <poll.h>

#include "app.h"
#include "chess/fen.h"
#include "chess/movegen.h"
#include "notation/move_rejection.h"
#include "notation/piece_letters.h"
#include "phrase_helpers.h"
#include "printable_text.h"
#include "program_phrases.h"
#include "tts/phrase_parts.h"

namespace escaque::tui {

namespace {

constexpr std::size_t kept_messages = 50;

int color_number(const std::string& name) {
    static const char* names[] = {"black", "red",     "green", "yellow",
                                  "blue",  "magenta", "cyan",  "white"};
    for (int i = 0; i < 8; ++i)
        if (name == names[i]) return i;
    return 7;
}

std::string unicode_piece(chess::Piece p) {
    static const char* white[] = {"", "♙", "♘", "♗", "♖", "♕", "♔"};
    static const char* black[] = {"", "♟", "♞", "♝", "♜", "♛", "♚"};
    const int t = chess::type_of(p);
    return chess::color_of(p) == chess::WHITE ? white[t] : black[t];
}

std::string padded(std::string text, std::size_t columns) {
    const std::size_t w = display_width(text);
    if (w < columns) text.append(columns - w, ' ');
    return text;
}

// A panel too narrow for a move pair per line (a 40-column terminal) gets one move per line:
// cut to the panel's width, the pairs lost every Black move. Black's moves are written "..."
// with their number only when that fits ("12... Nc6"), else ".. Nc6".
std::vector<std::string> move_lines_narrow(const BoardView& v, std::size_t width) {
    std::vector<std::string> lines;
    int number = v.first_move_number;
    bool white_next = !v.black_moved_first;
    for (std::size_t i = 0; i < v.moves.size(); ++i) {
        std::string san = v.moves[i];
        if (v.current_ply == int(i) + 1) san = "[" + san + "]";
        std::string line = std::to_string(number) + (white_next ? ". " : "... ") + san;
        if (!white_next && line.size() > width) line = ".. " + san;
        lines.push_back(std::move(line));
        if (!white_next) ++number;
        white_next = !white_next;
    }
    return lines;
}

// " 12. Nf3     Nc6" lines; in a review the move shown is in brackets. Numbers are aligned
// to the right up to 999, so that the columns stay straight from move 10 on.
std::vector<std::string> move_lines(const BoardView& v) {
    std::vector<std::string> lines;
    int number = v.first_move_number;
    const auto numbered = [](int n) {
        const std::string digits = std::to_string(n);
        return std::string(digits.size() < 3 ? 3 - digits.size() : 0, ' ') + digits + ". ";
    };
    std::string line;
    bool white_next = !v.black_moved_first;
    if (!white_next) line = numbered(number) + "...      ";
    for (std::size_t i = 0; i < v.moves.size(); ++i) {
        std::string san = v.moves[i];
        if (v.current_ply == int(i) + 1) san = "[" + san + "]";
        if (white_next) {
            line = numbered(number) + padded(san, 9);
        } else {
            line += san;
            lines.push_back(line);
            line.clear();
            ++number;
        }
        white_next = !white_next;
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

// The last row of a message that goes on, whole at any width.
std::string more_line(tts::Language lang, int width) {
    const bool es = lang == tts::Language::es;
    const std::string full = es ? "… más: Av Pág (Re Pág vuelve)"
                                : "… more: Page Down (Page Up goes back)";
    if (display_width(full) <= std::size_t(std::max(width, 0))) return full;
    return es ? "… Av Pág" : "… PgDn";
}

} // namespace

ScreenTerminal::ScreenTerminal(std::unique_ptr<CursesScreen> screen) : screen_(std::move(screen)) {}

void ScreenTerminal::show_message(const std::string& text) {
    messages_.push_back(text);
    message_scroll_ = 0; // a new message is read from its start
    while (messages_.size() > kept_messages) messages_.pop_front();
    dirty_ = true;
}

void ScreenTerminal::show_notice(const std::string& text) {
    show_message(text);
}

void ScreenTerminal::resize() {
    screen_->resize();
    // The lines scrolled by were lines of the old width: the message is read from its start.
    message_scroll_ = 0;
    dirty_ = true;
}

std::vector<TerminalInput> ScreenTerminal::read_input(App& app) {
    std::vector<TerminalInput> inputs;
    const std::vector<Key> keys = screen_->read_keys();
    if (keys.empty()) {
        // Readable with nothing to read: the terminal is gone (a hangup without SIGHUP). Ending
        // here keeps the loop from spinning on a dead descriptor.
        pollfd terminal{input_fd(), POLLIN, 0};
        if (poll(&terminal, 1, 0) > 0 && (terminal.revents & (POLLHUP | POLLERR | POLLNVAL)))
            inputs.push_back({TerminalInput::Kind::end_of_input, {}});
        return inputs;
    }
    for (const Key& key : keys) {
        dirty_ = true;
        if (auto line = handle_key(app, key)) inputs.push_back({TerminalInput::Kind::line, *line});
    }
    return inputs;
}

void ScreenTerminal::say_cursor(App& app) {
    cursor_shown_ = true;
    const Context& ctx = app.context();
    app.context().out.echo(tts::phrase_parts::sentences(
        {ctx.book.square_contents(app.view().position, cursor_.square())}));
}

std::optional<std::string> ScreenTerminal::handle_key(App& app, const Key& key) {
    Context& ctx = app.context();
    const tts::Language lang = ctx.language();
    switch (key.kind) {
    case Key::Kind::up:
        cursor_.step(CursorStep::up, ctx.flipped);
        say_cursor(app);
        return {};
    case Key::Kind::down:
        cursor_.step(CursorStep::down, ctx.flipped);
        say_cursor(app);
        return {};
    case Key::Kind::left:
        cursor_.step(CursorStep::left, ctx.flipped);
        say_cursor(app);
        return {};
    case Key::Kind::right:
        cursor_.step(CursorStep::right, ctx.flipped);
        say_cursor(app);
        return {};
    case Key::Kind::help:
        return std::string("help");
    case Key::Kind::escape:
        // Escape is where a player reaches to cancel or to stop speech: it never goes to the
        // board (where letters and Enter make moves). On the board it goes back to typing.
        if (!board_mode_) {
            ctx.out.stop_speech();
            if (!line_.empty()) {
                line_.clear();
                ctx.out.echo(phrases::line_cleared(lang));
            }
            return {};
        }
        [[fallthrough]];
    case Key::Kind::tab:
        board_mode_ = !board_mode_;
        picked_.reset();
        cursor_shown_ = board_mode_;
        // On the board, also where the cursor stands: the first thing a player needs there.
        // Shown as well as said: a player who reads the screen needs the keys too.
        ctx.out.tell(board_mode_ ? tts::phrase_parts::sentences(
                                       {phrases::board_mode(lang, true),
                                        ctx.book.square_contents(app.view().position,
                                                                 cursor_.square())})
                                 : phrases::board_mode(lang, false));
        return {};
    case Key::Kind::redraw:
        screen_->invalidate();
        return {};
    case Key::Kind::resize:
        resize();
        return {};
    case Key::Kind::page_up:
    case Key::Kind::page_down: {
        // By a page of the newest message (the rows a waiting question keeps are no part of it).
        // Only as far as there is more: a scroll kept past the end would hide the message's
        // start when a resize gives it room again.
        const ScreenContent now = content(app);
        const std::size_t page = now.message_page;
        if (key.kind == Key::Kind::page_down && now.message_more_below)
            message_scroll_ = now.message_first_line + page;
        else if (key.kind == Key::Kind::page_up)
            message_scroll_ = now.message_first_line - std::min(now.message_first_line, page);
        return {};
    }
    default:
        break;
    }
    if (board_mode_) return board_key(app, key);
    switch (key.kind) {
    case Key::Kind::enter: {
        if (ctx.settings.key_echo == KeyEcho::words && !line_.empty())
            ctx.out.echo(line_.last_word());
        cursor_shown_ = false;
        return line_.take();
    }
    case Key::Kind::clear_line:
        if (!line_.empty()) {
            line_.clear();
            ctx.out.echo(phrases::line_cleared(lang));
        }
        return {};
    case Key::Kind::backspace:
        // Backspace always says what it deleted: the user cannot see what is gone.
        // "Deleted 4", so that it does not sound like typing the 4.
        if (const auto deleted = line_.backspace())
            ctx.out.echo(phrases::key_deleted(lang, key_name(*deleted, lang)));
        return {};
    case Key::Kind::character:
        line_.insert(key.code);
        if (ctx.settings.key_echo == KeyEcho::chars)
            ctx.out.echo(key_name(key.code, lang));
        else if (ctx.settings.key_echo == KeyEcho::words && key.code == U' ')
            ctx.out.echo(line_.last_word());
        return {};
    default:
        return {};
    }
}

std::optional<std::string> ScreenTerminal::board_key(App& app, const Key& key) {
    Context& ctx = app.context();
    const tts::Language lang = ctx.language();
    const chess::Position& pos = app.view().position;
    if (key.kind == Key::Kind::enter) {
        // Two squares make a move, sent as if typed ("e2e4"), so it takes the same path.
        if (!picked_) {
            const chess::Piece piece = pos.piece_on(cursor_.square());
            if (piece == chess::NO_PIECE) {
                ctx.out.tell(phrases::no_piece_to_move(lang, ctx.book.square(cursor_.square())));
                return {};
            }
            if (chess::color_of(piece) != pos.side_to_move()) {
                // Told now, not after the second square.
                notation::MoveRejection r;
                r.reason = notation::RejectionReason::wrong_side;
                r.side = pos.side_to_move();
                r.from = cursor_.square();
                r.found = piece;
                ctx.out.tell(ctx.book.rejection(r));
                return {};
            }
            picked_ = cursor_.square();
            ctx.out.tell(phrases::square_selected(lang, ctx.book.square(*picked_)));
            return {};
        }
        const chess::Square from = *picked_;
        const chess::Square to = cursor_.square();
        picked_.reset();
        if (from == to) { // the same square again: the choice is dropped
            ctx.out.tell(phrases::square_dropped(lang));
            return {};
        }
        // The king onto its rook or its castling square: castling, said as such, which is
        // also the only way Chess960 castling may be typed.
        for (const chess::Move m : chess::legal_moves(pos)) {
            if (m.type() != chess::CASTLING || m.from() != from) continue;
            const bool king_side = m.to() > m.from();
            const chess::Square king_to = chess::make_square(king_side ? chess::FILE_G : chess::FILE_C,
                                                             chess::rank_of(from));
            if (m.to() == to || king_to == to) return std::string(king_side ? "O-O" : "O-O-O");
        }
        // The king onto a rook it still has the right to castle with, when castling is not
        // allowed now, or (in standard chess) the king on e1 onto its corner rook with the
        // right gone: castling still, so that the answer says why not ("that rook has moved").
        const chess::Color us = pos.side_to_move();
        if (from == pos.king_square(us))
            for (const bool king_side : {true, false}) {
                const chess::CastlingRights right = chess::castling_right(us, king_side);
                const chess::Rank back = us == chess::WHITE ? chess::RANK_1 : chess::RANK_8;
                const bool corner_rook =
                    !pos.chess960() && from == chess::make_square(chess::FILE_E, back) &&
                    to == chess::make_square(king_side ? chess::FILE_H : chess::FILE_A, back) &&
                    pos.piece_on(to) == chess::make_piece(us, chess::ROOK);
                if (pos.can_castle(right) ? pos.castling_rook_square(right) == to : corner_rook)
                    return std::string(king_side ? "O-O" : "O-O-O");
            }
        return chess::square_name(from) + chess::square_name(to);
    }
    if (key.kind != Key::Kind::character) return {};
    char32_t c = key.code;
    // "Promote to which piece?" asked: a letter on the board answers it.
    if (app.activity() && app.activity()->awaiting_answer() && c < 0x80 &&
        std::isalpha(int(c)))
        return std::string(1, char(c));
    // "Are you sure?" asked: y or n (s for "sí") answers it there too, not "n" as a knight.
    if (ctx.question) {
        if (c == U'y' || c == U'Y' || (lang == tts::Language::es && (c == U's' || c == U'S')))
            return std::string(lang == tts::Language::es ? "sí" : "yes");
        if (c == U'n' || c == U'N') return std::string("no");
    }
    if (c == U' ') {
        ctx.out.tell(tts::phrase_parts::sentences(
            {ctx.book.attackers(app.view().position, cursor_.square())}));
        return {};
    }
    if (c >= U'1' && c <= U'8') {
        cursor_.to_rank(int(c - U'1'));
    } else if (c >= U'a' && c <= U'h') {
        cursor_.to_file(int(c - U'a'));
    } else if ((c >= U'A' && c <= U'Z') || (c >= U'i' && c <= U'z')) {
        // Lower case where it cannot be a file: "n" is the knight, as "N".
        if (c >= U'i') c = c - U'a' + U'A';
        const auto letters = phrases::piece_letters(lang);
        const chess::PieceType type =
            c == U'P' ? chess::PAWN : notation::piece_from_letter_either_set(char(c), letters);
        if (type == chess::NO_PIECE_TYPE) {
            ctx.out.tell(phrases::not_a_board_piece_letter(lang, utf8(c)));
            return {};
        }
        if (!cursor_.to_next_piece(pos, type)) {
            ctx.out.tell(phrases::no_piece_of_type(lang, ctx.book.piece(type)));
            return {};
        }
    } else {
        return {};
    }
    say_cursor(app);
    return {};
}

ScreenContent ScreenTerminal::content(const App& app) const {
    const Context& ctx = app.context();
    BoardView v = app.view();
    ScreenContent c;
    c.flipped = ctx.flipped;
    c.monochrome = ctx.settings.colors == ColorScheme::monochrome;
    c.light_color = color_number(ctx.settings.light_squares);
    c.dark_color = color_number(ctx.settings.dark_squares);
    const bool unicode = ctx.settings.pieces == PieceGlyphs::unicode;
    for (int s = 0; s < 64; ++s) {
        SquareCell& cell = c.squares[std::size_t(s)];
        const chess::Square sq = chess::Square(s);
        const chess::Piece p = v.position.piece_on(sq);
        cell.light = ((int(chess::file_of(sq)) + int(chess::rank_of(sq))) & 1) != 0;
        cell.empty = p == chess::NO_PIECE;
        if (!cell.empty) {
            cell.white_piece = chess::color_of(p) == chess::WHITE;
            cell.glyph = unicode ? unicode_piece(p) : std::string(1, chess::piece_to_char(p));
        }
    }
    const auto mark = [&](chess::Square s, SquareMark m) { c.squares[std::size_t(s)].mark = m; };
    if (v.last_move) {
        mark(v.last_move->from(), SquareMark::last_move);
        mark(v.last_move->to(), SquareMark::last_move);
        c.squares[std::size_t(v.last_move->from())].last_move = true;
        c.squares[std::size_t(v.last_move->to())].last_move = true;
    }
    if (v.pending_move) {
        mark(v.pending_move->from(), SquareMark::pending);
        mark(v.pending_move->to(), SquareMark::pending);
    }
    if (v.position.in_check())
        mark(v.position.king_square(v.position.side_to_move()), SquareMark::check);
    // The square picked up with the board cursor stays marked while the second is chosen.
    if (board_mode_ && picked_) mark(*picked_, SquareMark::pending);
    if (cursor_shown_ || board_mode_) mark(cursor_.square(), SquareMark::cursor);

    const tts::Language lang = ctx.language();
    const int width = screen_->width(), height = screen_->height();
    const Layout l = compute_layout(width, height);
    if (!l.fits) c.too_small = phrases::screen_too_small_short(lang);
    // The full panel needs 18 columns for a clock and a move pair; a narrower one gets the same
    // facts shortened (an initial for the side, one move a line, words wrapped), never cut.
    const bool narrow = l.panel_width < 18;
    const auto clock_line = [&](chess::Color side) {
        const bool es = lang == tts::Language::es;
        std::string name =
            side == chess::WHITE ? (es ? "Blancas" : "White") : (es ? "Negras" : "Black");
        const clock::Duration t = side == chess::WHITE ? v.white_time : v.black_time;
        const long long ms = std::chrono::duration_cast<std::chrono::milliseconds>(t).count();
        const std::string running = v.clock_running == side ? "<" : "";
        if (narrow) return name.substr(0, 1) + " " + clock_text(ms) + running;
        return padded(name, 8) + padded(clock_text(ms), 9) + running;
    };
    if (v.timed) {
        c.panel.push_back(clock_line(chess::WHITE));
        c.panel.push_back(clock_line(chess::BLACK));
    } else {
        c.panel.push_back(lang == tts::Language::es ? "Sin reloj" : "No clock");
    }
    for (const std::string& text : {v.status, v.players}) {
        if (!narrow || l.panel_width <= 0) {
            c.panel.push_back(text);
            continue;
        }
        for (std::string& line : wrap_text(text, std::size_t(l.panel_width)))
            c.panel.push_back(std::move(line));
    }
    c.panel.push_back("");
    // The moves in the letters the player types (Cf3, not Nf3).
    if (lang == tts::Language::es)
        for (std::string& san : v.moves)
            san = notation::with_piece_letters(san, notation::PieceLetters::spanish);
    const std::vector<std::string> moves =
        narrow ? move_lines_narrow(v, std::size_t(std::max(l.panel_width, 0))) : move_lines(v);
    const std::size_t room =
        l.panel_height > int(c.panel.size()) ? std::size_t(l.panel_height) - c.panel.size() : 0;
    std::size_t first = moves.size() > room ? moves.size() - room : 0;
    // In a review the move shown, in brackets, stays in sight: the rows are centred on it.
    const auto marked = std::find_if(moves.begin(), moves.end(), [](const std::string& m) {
        return m.find('[') != std::string::npos;
    });
    if (marked != moves.end() && moves.size() > room) {
        const std::size_t at = std::size_t(marked - moves.begin());
        first = std::min(moves.size() - room, at > room / 2 ? at - room / 2 : 0);
    }
    for (std::size_t i = first; i < moves.size() && i < first + room; ++i)
        c.panel.push_back(moves[i]);

    if (!l.fits) {
        // The facts the panel would show first, short: both clocks, then whose move.
        std::string clocks = v.timed ? clock_line(chess::WHITE) + "  " + clock_line(chess::BLACK)
                                     : (lang == tts::Language::es ? "Sin reloj" : "No clock");
        for (const std::string& text : {clocks, v.status})
            for (std::string& line : wrap_text(text, std::size_t(std::max(width, 1))))
                c.summary.push_back(std::move(line));
    }
    // Below the notice and the summary, the messages keep two rows where the window has them:
    // the summary gives way first (the clocks, then whose move).
    const int notice_rows = int(wrap_text(c.too_small, std::size_t(std::max(width, 1))).size());
    while (!l.fits && !c.summary.empty() &&
           height - 1 - notice_rows - int(c.summary.size()) < 2)
        c.summary.erase(c.summary.begin());
    const std::size_t rows =
        l.fits ? std::size_t(l.message_lines)
               : std::size_t(std::max(0, height - 1 - notice_rows - int(c.summary.size())));
    const MessageArea area = message_area(
        std::vector<std::string>(messages_.begin(), messages_.end()),
        ctx.question ? printable_text(ctx.question->text) : std::string(),
        std::size_t(std::max(width, 1)), rows, message_scroll_, more_line(lang, width));
    c.message_area = area.lines;
    c.message_more_below = area.more_below;
    c.message_first_line = area.first_line;
    c.message_page = area.page;
    if (board_mode_) {
        c.input = (lang == tts::Language::es ? "[tablero] " : "[board] ") +
                  chess::square_name(cursor_.square()) +
                  (picked_ ? " <- " + chess::square_name(*picked_) : std::string()) + "  (Tab)";
        c.input_cursor = display_width(c.input);
    } else {
        c.input = "> " + line_.text();
        c.input_cursor = 2 + line_.columns();
    }
    // A line longer than the window scrolls sideways: the cursor and the last keys typed stay
    // in sight (the last column is left for the cursor).
    const std::size_t input_room = std::size_t(std::max(width - 1, 1));
    if (c.input_cursor >= input_room) {
        const std::size_t hidden = c.input_cursor - input_room + 1;
        c.input = skip_columns(c.input, hidden);
        c.input_cursor -= hidden;
    }
    return c;
}

void ScreenTerminal::draw(App& app) {
    const bool refresh_due = refresh_at_ && std::chrono::steady_clock::now() >= *refresh_at_;
    if (!dirty_ && !refresh_due) return;
    // A player who cannot see the board must hear why it is gone, and that it is back.
    const bool fits = compute_layout(screen_->width(), screen_->height()).fits;
    if (fits != board_fits_) {
        board_fits_ = fits;
        const tts::Language lang = app.context().language();
        app.context().out.say(fits ? phrases::screen_fits_again(lang)
                                   : phrases::screen_too_small(lang, screen_->width(),
                                                               screen_->height()),
                              tts::Priority::normal);
    }
    screen_->draw(content(app));
    dirty_ = false;
    refresh_at_ = clock_refresh(app);
}

std::optional<TimePoint> ScreenTerminal::clock_refresh(const App& app) const {
    const BoardView v = app.view();
    if (!v.clock_running) return std::nullopt;
    const clock::Duration left = *v.clock_running == chess::WHITE ? v.white_time : v.black_time;
    // The shown time changes every second, and every tenth under ten seconds.
    const clock::Duration step = left < std::chrono::seconds(10)
                                     ? clock::Duration(std::chrono::milliseconds(100))
                                     : clock::Duration(std::chrono::seconds(1));
    return std::chrono::steady_clock::now() + left % step + std::chrono::milliseconds(1);
}

Result<std::unique_ptr<Terminal>, std::string> open_screen_terminal() {
    auto screen = CursesScreen::open();
    if (!screen) return unexpected(screen.error());
    return std::unique_ptr<Terminal>(std::make_unique<ScreenTerminal>(std::move(*screen)));
}

} // namespace escaque::tui
