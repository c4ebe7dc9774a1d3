#include "game/save_file.h"

#include <charconv>
#include <sstream>

#include "chess/fen.h"
#include "chess/uci.h"

namespace escaque::game {

namespace {

constexpr const char* MAGIC = "escaque-save 1";

const char* method_name(clock::TimingMethod m) {
    switch (m) {
    case clock::TimingMethod::sudden_death: return "sudden-death";
    case clock::TimingMethod::fischer: return "fischer";
    case clock::TimingMethod::simple_delay: return "simple-delay";
    case clock::TimingMethod::bronstein: return "bronstein";
    case clock::TimingMethod::byo_yomi: return "byo-yomi";
    case clock::TimingMethod::hourglass: return "hourglass";
    }
    return "?";
}

void write_snapshot(std::ostringstream& out, const clock::Snapshot& s) {
    out << (s.to_move == clock::Side::white ? 'w' : 'b');
    for (const auto& side : s.sides)
        out << ' ' << side.remaining.count() << ' ' << side.used.count() << ' ' << side.moves_made
            << ' ' << side.controls_passed << ' ' << side.overtime_periods_left << ' '
            << (side.flag_fallen ? 1 : 0);
}

char color_char(std::optional<Color> c) { return !c ? '-' : *c == chess::WHITE ? 'w' : 'b'; }

// Reads whitespace-separated fields of one line, remembering what went wrong.
class LineReader {
public:
    LineReader(const std::string& line, int number) : in_(line), number_(number) {}

    template <class T>
    bool number(T& value) {
        std::string word;
        if (!(in_ >> word)) return fail("a number");
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (ec != std::errc() || end != word.data() + word.size()) return fail("a number, not '" + word + "'");
        return true;
    }
    bool word(std::string& value) { return bool(in_ >> value) || fail("a word"); }
    std::string rest() {
        std::string text;
        std::getline(in_, text);
        if (!text.empty() && text[0] == ' ') text.erase(0, 1);
        return text;
    }
    bool color(std::optional<Color>& c) {
        std::string w;
        if (!word(w)) return false;
        if (w == "-") c.reset();
        else if (w == "w") c = chess::WHITE;
        else if (w == "b") c = chess::BLACK;
        else return fail("-, w or b");
        return true;
    }
    bool snapshot(clock::Snapshot& s) {
        std::optional<Color> to_move;
        if (!color(to_move) || !to_move) return fail("the side to move (w or b)");
        s.to_move = side_of(*to_move);
        for (auto& side : s.sides) {
            long long remaining = 0, used = 0;
            int flag = 0;
            if (!number(remaining) || !number(used) || !number(side.moves_made) ||
                !number(side.controls_passed) || !number(side.overtime_periods_left) || !number(flag))
                return false;
            side.remaining = clock::Duration(remaining);
            side.used = clock::Duration(used);
            side.flag_fallen = flag != 0;
        }
        return true;
    }
    bool fail(const std::string& expected) {
        if (error_.empty()) error_ = "line " + std::to_string(number_) + ": expected " + expected;
        return false;
    }
    const std::string& error() const { return error_; }

private:
    std::istringstream in_;
    int number_;
    std::string error_;
};

} // namespace

std::string serialize_game(const Game& game,
                           const Tags& tags) {
    const GameSetup& setup = game.setup();
    const Game::Restored state = game.state();
    std::ostringstream out;
    out << MAGIC << '\n';
    out << "edition " << (setup.edition == RulesEdition::current ? "current" : "2001") << '\n';
    out << "strictness " << (setup.strictness == Strictness::tournament ? "tournament" : "casual") << '\n';
    out << "recording " << setup.recording << '\n';
    out << "quickplay " << setup.quickplay_finish << '\n';
    out << "arbiter-present " << setup.arbiter_present << '\n';
    out << "flags-by-claim " << setup.flags_by_claim << '\n';
    out << "offers " << setup.offers.minimum_move << ' ' << setup.offers.moves_between << '\n';
    out << "increment-first " << setup.clock_options.increment_before_first_move << '\n';
    const auto kind = setup.control.kind();
    out << "control "
        << (kind == clock::TimeControl::Kind::timed     ? "timed"
            : kind == clock::TimeControl::Kind::unknown ? "unknown"
                                                        : "untimed")
        << '\n';
    for (const auto& p : setup.control.periods())
        out << "period " << p.base.count() << ' ' << p.moves << ' ' << method_name(p.method) << ' '
            << p.bonus.count() << ' ' << p.overtime_periods << '\n';
    const chess::Position& start = game.start_position();
    out << "chess960 " << start.chess960() << '\n';
    out << "fen " << chess::to_fen(start) << '\n';
    for (const auto& [name, value] : tags) out << "tag " << name << ' ' << value << '\n';
    for (const auto& n : state.opening_notes) out << "opening-note " << n << '\n';
    for (size_t i = 0; i < state.plies.size(); ++i) {
        const PlyRecord& ply = state.plies[i];
        out << "ply " << chess::uci_string(ply.move, start.chess960()) << ' ' << ply.draw_offer << ' ';
        write_snapshot(out, ply.clock_after);
        out << '\n';
        for (const auto& n : ply.notes) out << "note " << n << '\n';
    }
    out << "clock " << state.clock_started << ' ';
    write_snapshot(out, state.clock_now);
    // Older files have no such line: the turn then starts afresh, as it did.
    if (state.delay_used > clock::Duration::zero())
        out << "\ndelay-used " << state.delay_used.count();
    out << '\n';
    out << "offer " << color_char(state.pending_offer) << '\n';
    out << "last-offer " << state.white_last_offer_move << ' ' << state.black_last_offer_move << '\n';
    out << "illegal " << state.white_illegal << ' ' << state.black_illegal << '\n';
    for (const TimeAdjustment& a : state.adjustments)
        out << "adjustment " << a.ply << ' ' << color_char(a.side) << ' ' << a.delta.count()
            << '\n';
    if (state.sealed) {
        const SealedMove& s = *state.sealed;
        out << "sealed " << chess::uci_string(s.move, start.chess960()) << ' ' << color_char(s.by)
            << ' ' << s.move_number << ' ' << s.white_used.count() << ' ' << s.black_used.count()
            << ' ' << s.draw_offer_standing << ' ' << s.fen_before << '\n';
    }
    if (state.quickplay_claim) {
        const QuickplayClaim& q = *state.quickplay_claim;
        out << "quickplay-claim " << color_char(q.by) << ' ' << int(q.ground) << ' ' << q.ply << ' '
            << q.claimant_time.count() << ' ' << q.opponent_time.count() << ' ' << q.referred << ' '
            << q.postponed << ' ' << color_char(q.flag) << ' ' << q.fen << '\n';
    }
    out << "increment " << color_char(state.increment_request) << ' '
        << state.increment_awaits_arbiter << ' ' << state.quickplay_increment << '\n';
    out << "result " << int(state.result.outcome) << ' ' << int(state.result.reason) << ' '
        << color_char(state.result.side) << '\n';
    out << "end\n";
    return out.str();
}

Result<SavedGame, std::string> parse_saved_game(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != MAGIC)
        return unexpected(std::string("not an escaque save file: the first line must be '") +
                          MAGIC + "'");
    SavedGame saved;
    std::vector<clock::Period> periods;
    std::string control_kind = "untimed";
    std::string fen;
    bool chess960 = false, ended = false;
    int number = 1;
    while (std::getline(in, line)) {
        ++number;
        LineReader r(line, number);
        std::string key;
        if (!r.word(key)) continue; // blank line
        bool ok = true;
        int flag = 0;
        if (key == "edition") {
            std::string v;
            ok = r.word(v) && (v == "current" || v == "2001" || r.fail("current or 2001"));
            saved.setup.edition = v == "2001" ? RulesEdition::edition2001 : RulesEdition::current;
        } else if (key == "strictness") {
            std::string v;
            ok = r.word(v) && (v == "casual" || v == "tournament" || r.fail("casual or tournament"));
            saved.setup.strictness = v == "tournament" ? Strictness::tournament : Strictness::casual;
        } else if (key == "recording") {
            ok = r.number(flag);
            saved.setup.recording = flag != 0;
        } else if (key == "quickplay") {
            ok = r.number(flag);
            saved.setup.quickplay_finish = flag != 0;
        } else if (key == "arbiter-present") {
            ok = r.number(flag);
            saved.setup.arbiter_present = flag != 0;
        } else if (key == "flags-by-claim") {
            ok = r.number(flag);
            saved.setup.flags_by_claim = flag != 0;
        } else if (key == "quickplay-claim") {
            QuickplayClaim q;
            std::optional<Color> by;
            int ground = 0, referred = 0, postponed = 0;
            long long claimant = 0, opponent = 0;
            ok = r.color(by) && r.number(ground) && r.number(q.ply) && r.number(claimant) &&
                 r.number(opponent) && r.number(referred) && r.number(postponed) && r.color(q.flag);
            if (ok && (!by || ground < 0 || ground > int(QuickplayGround::both)))
                ok = r.fail("a claimant (w or b) and a ground from 0 to 2");
            q.by = by.value_or(chess::WHITE);
            q.ground = QuickplayGround(ground);
            q.claimant_time = clock::Duration(claimant);
            q.opponent_time = clock::Duration(opponent);
            q.referred = referred != 0;
            q.postponed = postponed != 0;
            q.fen = r.rest();
            saved.state.quickplay_claim = q;
        } else if (key == "increment") {
            int awaits = 0, granted = 0;
            ok = r.color(saved.state.increment_request) && r.number(awaits) && r.number(granted);
            saved.state.increment_awaits_arbiter = awaits != 0;
            saved.state.quickplay_increment = granted != 0;
        } else if (key == "offers") {
            ok = r.number(saved.setup.offers.minimum_move) && r.number(saved.setup.offers.moves_between);
        } else if (key == "increment-first") {
            ok = r.number(flag);
            saved.setup.clock_options.increment_before_first_move = flag != 0;
        } else if (key == "control") {
            ok = r.word(control_kind);
        } else if (key == "period") {
            clock::Period p;
            long long base = 0, bonus = 0;
            std::string method;
            ok = r.number(base) && r.number(p.moves) && r.word(method) && r.number(bonus) &&
                 r.number(p.overtime_periods);
            p.base = clock::Duration(base);
            p.bonus = clock::Duration(bonus);
            bool known = false;
            for (auto m : {clock::TimingMethod::sudden_death, clock::TimingMethod::fischer,
                           clock::TimingMethod::simple_delay, clock::TimingMethod::bronstein,
                           clock::TimingMethod::byo_yomi, clock::TimingMethod::hourglass})
                if (method == method_name(m)) p.method = m, known = true;
            if (ok && !known) ok = r.fail("a timing method");
            periods.push_back(p);
        } else if (key == "chess960") {
            ok = r.number(flag);
            chess960 = flag != 0;
        } else if (key == "fen") {
            fen = r.rest();
        } else if (key == "tag") {
            std::string name;
            ok = r.word(name);
            saved.tags.emplace_back(name, r.rest());
        } else if (key == "opening-note") {
            saved.state.opening_notes.push_back(r.rest());
        } else if (key == "ply") {
            // Moves are resolved against the position when the game is rebuilt.
            PlyRecord ply;
            std::string uci;
            ok = r.word(uci) && r.number(flag) && r.snapshot(ply.clock_after);
            ply.draw_offer = flag != 0;
            ply.san = uci; // replaced by the real SAN when the game is rebuilt
            saved.state.plies.push_back(std::move(ply));
        } else if (key == "note") {
            if (saved.state.plies.empty()) ok = r.fail("a ply before its note");
            else saved.state.plies.back().notes.push_back(r.rest());
        } else if (key == "clock") {
            ok = r.number(flag) && r.snapshot(saved.state.clock_now);
            saved.state.clock_started = flag != 0;
        } else if (key == "delay-used") {
            long long used = 0;
            ok = r.number(used) && used >= 0;
            if (!ok) ok = r.fail("the delay used");
            saved.state.delay_used = clock::Duration(used);
        } else if (key == "offer") {
            ok = r.color(saved.state.pending_offer);
        } else if (key == "last-offer") {
            ok = r.number(saved.state.white_last_offer_move) && r.number(saved.state.black_last_offer_move);
        } else if (key == "illegal") {
            ok = r.number(saved.state.white_illegal) && r.number(saved.state.black_illegal);
        } else if (key == "adjustment") {
            TimeAdjustment a;
            std::optional<Color> side;
            long long delta = 0;
            ok = r.number(a.ply) && r.color(side) && r.number(delta) && side && a.ply >= 0;
            if (!ok) ok = r.fail("a time adjustment: ply, side and time");
            a.side = side.value_or(chess::WHITE);
            a.delta = clock::Duration(delta);
            saved.state.adjustments.push_back(a);
        } else if (key == "sealed") {
            SealedMove s;
            std::string uci;
            std::optional<Color> by;
            long long wu = 0, bu = 0;
            ok = r.word(uci) && r.color(by) && r.number(s.move_number) && r.number(wu) &&
                 r.number(bu) && r.number(flag);
            s.by = by.value_or(chess::WHITE);
            s.white_used = clock::Duration(wu);
            s.black_used = clock::Duration(bu);
            s.draw_offer_standing = flag != 0;
            s.fen_before = r.rest();
            // The move text is kept in the FEN-before position's terms; resolve it there.
            const auto before = chess::parse_fen(s.fen_before, {.chess960 = chess960});
            if (ok && !before) ok = r.fail("a valid FEN after the sealed move's data");
            if (ok) {
                s.move = chess::move_from_uci(*before, uci);
                if (s.move == Move::none()) ok = r.fail("a legal sealed move, not '" + uci + "'");
            }
            saved.state.sealed = s;
        } else if (key == "result") {
            int outcome = 0, reason = 0;
            std::optional<Color> side;
            ok = r.number(outcome) && r.number(reason) && r.color(side);
            saved.state.result = GameResult{Outcome(outcome), Termination(reason), side};
        } else if (key == "end") {
            ended = true;
            break;
        } else {
            ok = r.fail("a known record, not '" + key + "'");
        }
        if (!ok) return unexpected(r.error());
    }
    if (!ended) return unexpected(std::string("the save file is cut short: no 'end' line"));

    if (control_kind == "timed") {
        auto control = clock::TimeControl::make(periods);
        if (!control) return unexpected("bad time control in the save file: " + control.error());
        saved.setup.control = *control;
    } else {
        saved.setup.control =
            control_kind == "unknown" ? clock::TimeControl::unknown() : clock::TimeControl::untimed();
    }
    const auto start = chess::parse_fen(fen, {.chess960 = chess960});
    if (!start) return unexpected("bad start position in the save file: " + start.error().message());
    saved.setup.start = *start;
    return saved;
}

Result<Game, std::string> load_game(const clock::TimeSource& time, const SavedGame& saved) {
    // Resolve each ply's UCI text in its position, so the rebuilt game has real moves.
    Game::Restored state = saved.state;
    chess::Position pos = saved.setup.start;
    for (size_t i = 0; i < state.plies.size(); ++i) {
        const Move m = chess::move_from_uci(pos, state.plies[i].san);
        if (m == Move::none())
            return unexpected("move " + std::to_string(i + 1) + " (" + state.plies[i].san +
                              ") is not legal in the saved game");
        state.plies[i].move = m;
        pos.do_move(m);
    }
    auto game = Game::restore(time, saved.setup, state);
    if (!game) return unexpected(game.error());
    return std::move(*game);
}

} // namespace escaque::game
