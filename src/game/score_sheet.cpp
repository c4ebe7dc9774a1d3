#include "game/score_sheet.h"

#include <algorithm>

#include "clock/human_time_control.h"
#include "clock/pgn_time_control.h"
#include "notation/pgn_game.h"
#include "notation/pgn_writer.h"

namespace escaque::game {

namespace {

notation::GameResult pgn_result(Outcome outcome) {
    switch (outcome) {
    case Outcome::white_wins: return notation::GameResult::white_wins;
    case Outcome::black_wins: return notation::GameResult::black_wins;
    case Outcome::draw: return notation::GameResult::draw;
    case Outcome::ongoing: break;
    }
    return notation::GameResult::unknown;
}

std::string side_name(std::optional<Color> side) {
    return side == chess::BLACK ? "Black" : "White";
}

// What the result tags cannot say: why a game was drawn that looks lost ("time forfeit" with
// 1/2-1/2), or ended by a rule without a claim. Claims and illegal moves have their own notes.
std::optional<std::string> ending_comment(const GameResult& r) {
    const std::string side = side_name(r.side), other = side_name(r.side ? ~*r.side : chess::BLACK);
    switch (r.reason) {
    case Termination::dead_position: return "Dead position: neither side can checkmate";
    case Termination::fivefold_repetition: return "Fivefold repetition";
    case Termination::seventy_five_moves: return "75-move rule";
    case Termination::agreement: return "Draw agreed";
    case Termination::resignation: return side + " resigns";
    case Termination::resignation_cannot_mate:
        return side + " resigns, but " + other + " cannot checkmate";
    case Termination::time_forfeit: return side + "'s flag fell";
    case Termination::time_forfeit_cannot_mate:
        return side + "'s flag fell, but " + other + " cannot checkmate";
    case Termination::both_flags: return "Both flags fell";
    default: return std::nullopt;
    }
}

} // namespace

bool is_ending_comment(const std::string& comment) {
    for (int reason = 0; reason <= int(Termination::quickplay_claim_rejected); ++reason)
        for (const Color side : {chess::WHITE, chess::BLACK})
            if (ending_comment(GameResult{Outcome::draw, Termination(reason), side}) == comment)
                return true;
    return false;
}

const char* termination_tag(Termination reason) {
    switch (reason) {
    case Termination::none: return "unterminated";
    case Termination::time_forfeit:
    case Termination::time_forfeit_cannot_mate:
    case Termination::both_flags: return "time forfeit";
    case Termination::illegal_moves:
    case Termination::illegal_moves_cannot_mate:
    case Termination::sealed_move_invalid: return "rules infraction";
    // The arbiter ruled on the claim (PGN's word for a result the arbiter gives).
    case Termination::quickplay_finish:
    case Termination::quickplay_claim_rejected: return "adjudication";
    default: return "normal";
    }
}

std::string score_sheet_pgn(const Game& game, const Tags& tags) {
    notation::PgnGame pgn;
    // The seven-tag roster, with the PGN standard's "unknown" values until the caller names them.
    for (const char* name : {"Event", "Site", "Date", "Round", "White", "Black"})
        pgn.set_tag(name, std::string(name) == "Date" ? "????.??.??" : "?");
    for (const auto& [name, value] : tags) pgn.set_tag(name, value);
    pgn.result = pgn_result(game.result().outcome);
    pgn.set_tag("Result", std::string(notation::result_text(pgn.result)));
    if (const auto tc = clock::to_pgn_time_control(game.setup().control))
        pgn.set_tag("TimeControl", *tc);
    else if (game.setup().control.is_timed())
        // A delay or byo-yomi, which TimeControl cannot write: escaque's own form, read back
        // by --load.
        pgn.set_tag("EscaqueTimeControl", clock::to_short_form(game.setup().control));
    pgn.set_tag("Termination", termination_tag(game.result().reason));

    pgn.start = game.start_position();
    const auto& state = game.state();
    pgn.mainline.comments = state.opening_notes;
    const bool timed = game.setup().control.is_timed();
    for (int i = 0; i < game.ply_count(); ++i) {
        const PlyRecord& ply = game.plies()[size_t(i)];
        const chess::Position& before = game.position_at(i);
        notation::PgnMove move = notation::make_pgn_move(before, ply.move);
        if (timed) {
            const auto& side = ply.clock_after.side(side_of(before.side_to_move()));
            move.clock = std::chrono::duration_cast<notation::ClockTime>(side.remaining);
        }
        move.draw_offer = ply.draw_offer;
        move.comments = ply.notes;
        pgn.mainline.moves.push_back(std::move(move));
    }
    if (const auto ending = ending_comment(game.result())) {
        auto& comments =
            pgn.mainline.moves.empty() ? pgn.mainline.comments : pgn.mainline.moves.back().comments;
        // With --flags claim the flag has its own note already.
        if (std::find(comments.begin(), comments.end(), *ending) == comments.end())
            comments.push_back(*ending);
    }
    return notation::write_pgn(pgn);
}

} // namespace escaque::game
