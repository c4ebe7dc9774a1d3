#include "curses_screen.h"

#include <clocale>
#include <cstdlib>
#include <curses.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace escaque::tui {

namespace {

enum Pair : short {
    light_square = 1,
    dark_square,
    last_move_square, // black on yellow
    check_square,     // white on red
    pending_square,   // black on cyan
};

// The first `columns` display columns of UTF-8 text.
std::string first_columns(const std::string& text, int columns) {
    std::size_t bytes = 0;
    int cols = 0;
    while (bytes < text.size() && cols < columns) {
        ++bytes;
        while (bytes < text.size() && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80)
            ++bytes;
        ++cols;
    }
    return text.substr(0, bytes);
}

void put(int row, int col, const std::string& text, int columns) {
    if (columns <= 0) return;
    mvaddstr(row, col, first_columns(text, columns).c_str());
}

std::pair<char, char> mark_chars(SquareMark mark) {
    switch (mark) {
    case SquareMark::last_move:
        return {'[', ']'};
    case SquareMark::pending:
        return {'{', '}'};
    case SquareMark::check:
        return {'!', '!'};
    case SquareMark::cursor:
        return {'<', '>'};
    case SquareMark::none:
        break;
    }
    return {' ', ' '};
}

} // namespace

Result<std::unique_ptr<CursesScreen>, std::string> CursesScreen::open() {
    std::setlocale(LC_ALL, ""); // ncursesw draws UTF-8 pieces only under a UTF-8 locale
    SCREEN* s = newterm(nullptr, stdout, stdin);
    if (!s) {
        const char* term = std::getenv("TERM");
        return unexpected("cannot use the terminal (TERM=" + std::string(term ? term : "") + ")");
    }
    set_term(s);
    std::unique_ptr<CursesScreen> screen(new CursesScreen());
    screen->screen_ = s;
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    set_escdelay(25);
    if (has_colors()) {
        start_color();
        use_default_colors();
        screen->colors_ = true;
    }
    return screen;
}

CursesScreen::~CursesScreen() {
    endwin();
    if (screen_) delscreen(static_cast<SCREEN*>(screen_));
}

int CursesScreen::width() const {
    return COLS;
}
int CursesScreen::height() const {
    return LINES;
}

void CursesScreen::resize() {
    winsize size{};
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0)
        resizeterm(size.ws_row, size.ws_col);
    invalidate();
}

void CursesScreen::invalidate() {
    clearok(curscr, TRUE);
}

std::vector<Key> CursesScreen::read_keys() {
    std::vector<Key> keys;
    for (;;) {
        wint_t ch = 0;
        const int kind = get_wch(&ch);
        if (kind == ERR) break;
        Key key;
        if (kind == KEY_CODE_YES) {
            switch (ch) {
            case KEY_UP:
                key.kind = Key::Kind::up;
                break;
            case KEY_DOWN:
                key.kind = Key::Kind::down;
                break;
            case KEY_LEFT:
                key.kind = Key::Kind::left;
                break;
            case KEY_RIGHT:
                key.kind = Key::Kind::right;
                break;
            case KEY_BACKSPACE:
                key.kind = Key::Kind::backspace;
                break;
            case KEY_ENTER:
                key.kind = Key::Kind::enter;
                break;
            case KEY_RESIZE:
                key.kind = Key::Kind::resize;
                break;
            case KEY_BTAB:
                key.kind = Key::Kind::tab;
                break;
            case KEY_F(1):
                key.kind = Key::Kind::help;
                break;
            case KEY_PPAGE:
                key.kind = Key::Kind::page_up;
                break;
            case KEY_NPAGE:
                key.kind = Key::Kind::page_down;
                break;
            default:
                continue;
            }
        } else if (ch == '\n' || ch == '\r') {
            key.kind = Key::Kind::enter;
        } else if (ch == 127 || ch == 8) {
            key.kind = Key::Kind::backspace;
        } else if (ch == '\t') {
            key.kind = Key::Kind::tab;
        } else if (ch == 27) {
            key.kind = Key::Kind::escape;
        } else if (ch == 12) {
            key.kind = Key::Kind::redraw;
        } else if (ch == 21) {
            key.kind = Key::Kind::clear_line;
        } else if (ch < 32) {
            continue;
        } else {
            key.code = char32_t(ch);
        }
        keys.push_back(key);
    }
    return keys;
}

void CursesScreen::set_colors(const ScreenContent& content) {
    if (!colors_ || (content.light_color == light_ && content.dark_color == dark_)) return;
    light_ = content.light_color;
    dark_ = content.dark_color;
    // Pieces in black or white, whichever stands out on the square's colour: light squares
    // set to black (or dark ones to white) must not hide their pieces.
    const auto ink = [](int square) {
        const bool pale = square == COLOR_WHITE || square == COLOR_YELLOW ||
                          square == COLOR_CYAN || square == COLOR_GREEN;
        return short(pale ? COLOR_BLACK : COLOR_WHITE);
    };
    init_pair(light_square, ink(light_), short(light_));
    init_pair(dark_square, ink(dark_), short(dark_));
    init_pair(last_move_square, COLOR_BLACK, COLOR_YELLOW);
    init_pair(check_square, COLOR_WHITE, COLOR_RED);
    init_pair(pending_square, COLOR_BLACK, COLOR_CYAN);
}

void CursesScreen::draw(const ScreenContent& content) {
    erase();
    const Layout l = compute_layout(COLS, LINES);
    if (!l.fits) {
        // Wrapped to the width, however narrow: the notice, the clocks and whose move, then the
        // message area (speech goes on as usual).
        std::vector<std::string> lines = wrap_text(content.too_small, std::size_t(COLS));
        lines.insert(lines.end(), content.summary.begin(), content.summary.end());
        lines.insert(lines.end(), content.message_area.begin(), content.message_area.end());
        for (int row = 0; row < LINES - 1 && std::size_t(row) < lines.size(); ++row)
            put(row, 0, lines[std::size_t(row)], COLS);
        put(LINES - 1, 0, content.input, COLS - 1);
        move(LINES - 1, int(std::min<std::size_t>(content.input_cursor, std::size_t(COLS - 1))));
        refresh();
        return;
    }
    const bool color = colors_ && !content.monochrome;
    if (color) set_colors(content);
    const int w = l.square_width, h = l.square_height;
    for (int row = 0; row < 8; ++row) {
        for (int col = 0; col < 8; ++col) {
            const int file = content.flipped ? 7 - col : col;
            const int rank = content.flipped ? row : 7 - row;
            const SquareCell& cell = content.squares[std::size_t(rank * 8 + file)];
            attr_t attr = A_NORMAL;
            short pair = 0;
            if (color) {
                pair = cell.light ? light_square : dark_square;
                if (cell.mark == SquareMark::last_move ||
                    (cell.mark == SquareMark::cursor && cell.last_move))
                    pair = last_move_square;
                if (cell.mark == SquareMark::check) pair = check_square;
                if (cell.mark == SquareMark::pending) pair = pending_square;
            } else if (!cell.light && cell.empty) {
                // Only the empty dark square's dot is dim: a piece is never drawn fainter,
                // which a low-vision player could miss.
                attr |= A_DIM;
            }
            if (cell.mark == SquareMark::cursor) attr |= A_REVERSE;
            if (!cell.empty && cell.white_piece) attr |= A_BOLD;
            attr_set(attr, pair, nullptr);
            const int top = l.board_top + row * h, left = l.board_left + col * w;
            for (int y = 0; y < h; ++y) mvhline(top + y, left, ' ', w);
            const int middle = top + h / 2;
            const auto [open, close] = mark_chars(cell.mark);
            mvaddch(middle, left, chtype(open));
            mvaddch(middle, left + w - 1, chtype(close));
            // Without colour an empty dark square shows a dot, so the pattern is still seen.
            const std::string glyph = cell.empty && !cell.light && !color ? "." : cell.glyph;
            mvaddstr(middle, left + w / 2, glyph.c_str());
        }
    }
    attr_set(A_NORMAL, 0, nullptr);
    for (int i = 0; i < 8; ++i) {
        const int rank = content.flipped ? i : 7 - i;
        mvaddch(l.board_top + i * h + h / 2, 0, chtype('1' + rank));
        const int file = content.flipped ? 7 - i : i;
        mvaddch(l.board_top + 8 * h, l.board_left + i * w + w / 2, chtype('a' + file));
    }
    for (int i = 0; i < l.panel_height && std::size_t(i) < content.panel.size(); ++i)
        put(l.panel_top + i, l.panel_left, content.panel[std::size_t(i)], l.panel_width);

    const std::size_t shown = std::min(content.message_area.size(), std::size_t(l.message_lines));
    for (std::size_t i = 0; i < shown; ++i)
        put(l.message_top + int(i), 0, content.message_area[i], COLS);

    put(l.input_row, 0, content.input, COLS - 1);
    move(l.input_row, int(std::min<std::size_t>(content.input_cursor, std::size_t(COLS - 1))));
    refresh();
}

} // namespace escaque::tui
