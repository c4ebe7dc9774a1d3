#include "game/score_sheet.h"

#include <algorithm>

#include "clock/human_time_control.h"
#include "clock/pgn_time_control.h"
#include "game/recorded_note.h"
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

} // namespace

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
    if (const auto ending = write_note(EndingNote{game.result().reason, game.result().side})) {
        auto& comments =
            pgn.mainline.moves.empty() ? pgn.mainline.comments : pgn.mainline.moves.back().comments;
        // With --flags claim the flag has its own note already.
        if (std::find(comments.begin(), comments.end(), *ending) == comments.end())
            comments.push_back(*ending);
    }
    return notation::write_pgn(pgn);
}

} // namespace escaque::game
