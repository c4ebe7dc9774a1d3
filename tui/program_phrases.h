// What the program says besides the game's events and the board read-outs of the phrase book
// (tts/phrase_book.h): answers to commands, questions, help, errors, review. Built from the
// phrase book's parts (tts/phrase_parts.h), in English and Spanish, so every message can be
// shown, spoken and translated like the rest.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/fen_error.h"
#include "chess/position.h"
#include "clock/time_control.h"
#include "command_table.h"
#include "engine/engine_error.h"
#include "game/atomic_file.h"
#include "notation/pgn_game.h"
#include "program_options.h"
#include "settings.h"
#include "tts/phrase_book.h"

namespace escaque::tui::phrases {

using tts::Language;

// --- Commands and help -------------------------------------------------------------------------
std::string help_overview(Language lang, std::uint8_t mode_mask);
// "help keys": the screen's keys.
std::string help_keys(Language lang);
// "help move", "help castling", "help promotion" (and their Spanish words): how to write them.
std::optional<std::string> help_topic(Language lang, std::string_view word);
std::string help_command(Language lang, const CommandEntry& entry);
std::string unknown_help_topic(Language lang, std::string_view topic);
// "peón e4", "dama a d4", "queen to d4", "alfil come c4", "enroque corto": how that move is
// typed ("Esa jugada se escribe Dd4"); empty for anything else.
std::string typed_form_hint(Language lang, std::string_view text);
// A promotion asked about ("b8") and answered with a command instead of a piece: the move was
// not played, and how to play it.
std::string promotion_set_aside(Language lang, std::string_view move_text);
std::string unknown_command(Language lang, std::string_view text);
std::string not_in_this_mode(Language lang, const CommandEntry& entry);
std::string cancelled(Language lang);
std::string no_question(Language lang); // "yes" or "no" with nothing asked
// A question that needs its answer heard something else: "Please answer yes or no."
std::string answer_yes_or_no(Language lang);
std::string setting_changed(Language lang, std::string_view key, std::string_view value);
std::string settings_list(Language lang,
                          const std::vector<std::pair<std::string, std::string>>& values);
std::string setting_refused(Language lang, std::string_view reason);
// A refusal of "set KEY ..." in the game, the key said as the player types it.
std::string setting_refused(Language lang, std::string_view key, std::string_view reason);
std::string flipped(Language lang, bool black_at_bottom);
std::string goodbye(Language lang, bool game_saved);
// The automatic save failed: "The game is not saved. Goodbye."
// With `by_hand`, the file a save by hand kept it in: "The game is saved only in FILE: it
// will not be offered when escaque starts again. Goodbye."
std::string goodbye_unsaved(Language lang, const std::optional<std::string>& by_hand);

// --- Arguments -----------------------------------------------------------------------------------
std::string need_square(Language lang, const CommandEntry& entry);
std::string not_a_square(Language lang, std::string_view text);
std::string need_file_or_rank(Language lang);
std::string not_a_piece_letter(Language lang, std::string_view text);
// The board cursor: a capital letter jumps to the next piece of that kind, either colour.
std::string not_a_board_piece_letter(Language lang, std::string_view text);
std::string no_piece_of_type(Language lang, std::string_view piece_name);
std::string no_piece_to_move(Language lang, std::string_view square_words);
std::string square_dropped(Language lang);
std::string key_deleted(Language lang, std::string_view key_words);
std::string need_number(Language lang, const CommandEntry& entry);

// --- Playing ----------------------------------------------------------------------------------
// "ninety minutes plus thirty seconds per move" / "noventa minutos más treinta segundos por
// jugada"; Spanish covers the forms people use and falls back to the short form ("40/90,30").
std::string time_control_words(Language lang, const clock::TimeControl& control);
// A time control that cannot be read (--tc, the config file): what was not understood, and the
// forms escaque reads.
std::string bad_time_control(Language lang, std::string_view text, const clock::Error& error);
// Said at the start of a game played under the 2001 Laws, whose penalties differ so much:
// "FIDE Laws of 2001."
std::string rules_2001(Language lang);
std::string game_begins_against_computer(Language lang, chess::Color user,
                                         std::string_view engine_name,
                                         std::string_view control_words);
std::string game_begins_two_players(Language lang, std::string_view control_words);
std::string game_begins_recording(Language lang, std::string_view control_words);
std::string game_resumed(Language lang);
std::string game_loaded(Language lang); // from --load FILE
// A loaded file whose game had ended off the board: "The file gives the result: White won;
// play goes on from its last position."
std::string playing_on_after_result(Language lang, std::string_view result_words);
// A loaded FEN tag's castling rights that no rook can use: "The file's position gives the
// castling rights KQkq, read as Kq: a right with no rook to castle with is left out."
std::string castling_rights_dropped(Language lang, std::string_view written,
                                    std::string_view read);
// The built-in engine as said: "escaque level 3", "escaque nivel 3".
std::string builtin_engine_name(Language lang, int level);
// "Stockfish 15.1, level 1"
std::string external_engine_name(Language lang, std::string_view name, int level);
// "Chess960 start position 518. From a to h: rook, knight, bishop, queen, king, ..."
std::string chess960_position(Language lang, int number, const chess::Position& start,
                              const tts::PhraseBook& book);
std::string no_clock(Language lang);
std::string your_clock(Language lang, std::string_view time_words);
// At one board "your" is ambiguous: "White's clock: four minutes."
std::string side_clock(Language lang, chess::Color side, std::string_view time_words);
std::string computer_thinking(Language lang);
std::string game_is_over(Language lang, std::string_view result);
std::string nothing_to_confirm(Language lang);
std::string move_forgotten(Language lang);
// "no" to nothing, or another line typed instead of an answer: the question is dropped.
// With `move_waits`, also that the entered move still waits for Enter.
std::string question_dropped(Language lang, bool move_waits);
// The game ended while a question about it waited: "The question is withdrawn: the game is
// over."
std::string question_withdrawn(Language lang);
// The offer waits for the entered move's confirmation; the mover named when the program does
// not play for "you" (recording both sides).
std::string offer_goes_with_move(Language lang, std::optional<chess::Color> mover = std::nullopt);
// Which moves an undo against the computer took back: the player's, then the reply if any.
std::string moves_taken_back(Language lang, const std::vector<std::string>& moves);
// "There is no move of yours to take back"; at one board (not `yours`), no move at all.
std::string nothing_to_undo(Language lang, bool yours);
std::string no_takeback_in_tournament(Language lang);
// Why an engine failed, in words (engine_phrases.cpp): "Stockfish stopped working: it was
// killed by signal 9 (Killed)".
std::string engine_error(Language lang, const engine::EngineError& error);
// Before an external engine's program is started, which may take seconds.
std::string engine_starting(Language lang, std::string_view program);
std::string engine_failed(Language lang, const engine::EngineError& error,
                          std::string_view replacement);
std::string engine_unavailable(Language lang, const engine::EngineError& error);
std::string computer_answers_offer(Language lang, bool accepts);
// After an external engine's first decline: it cannot answer offers.
std::string engine_declines_every_offer(Language lang);
std::string saved_to(Language lang, std::string_view path);
// What failed when writing a file, in words: "cannot write /path: there is no room left on the
// disk" (file_phrases.cpp).
std::string file_error(Language lang, const game::FileError& error);

// Why a file given to read (--load, review) cannot be read.
enum class Unreadable { missing, folder, system, other };
std::string file_unreadable(Language lang, Unreadable why, int error_number = 0);
std::string no_game_in_file(Language lang);
// Review with nothing to review.
std::string no_game_played_yet(Language lang);
// A PGN file that cannot be read: where, and what was found there.
std::string pgn_error(Language lang, const notation::PgnError& error);

// A FEN that cannot be read: "bad FEN: castling: right K but no rook on h1" / "FEN incorrecto,
// enroques: derecho K, pero no hay torre en h1".
std::string bad_fen(Language lang, const chess::FenError& error);
// The fault alone: "castling: right K but no rook on h1" / "enroques: derecho K, pero …".
std::string fen_fault(Language lang, const chess::FenError& error);

// A command line that could not be read: "not an option: --nivel; did you mean --level?; …".
std::string usage_error(Language lang, const UsageError& error);
// A config file that cannot be read: "no such file", "line 3, column 8: …".
std::string config_error(Language lang, const ConfigRead& read);
// An --engine that cannot be read (EngineSpec::parse refused it), in the player's words.
std::string bad_engine_spec(Language lang, std::string_view spec);
std::string save_failed(Language lang, const game::FileError& error);
std::string autosave_failed(Language lang, const game::FileError& error);
// After "save FILE.pgn" while a move is sealed: where it can be kept.
std::string sealed_move_not_in_score_sheet(Language lang);
// "save FILE.escaque" in review, which has no whole game to save.
std::string review_saves_score_sheet(Language lang);
std::string autosave_works_again(Language lang);
// "Voice xx is not installed; speaking with en." (at the start)
std::string voice_missing(Language lang, std::string_view voice, std::string_view used);
// The reason `set voice xx` is refused, after "voice: ".
std::string voice_not_installed(Language lang, std::string_view voice);
// A speaker's notice ("speech unavailable: cannot open the audio device (…)") in the player's
// language; the system's own words inside it stay as the system gives them.
std::string speech_notice(Language lang, std::string_view notice);
std::string confirm_quit_unsaved(Language lang);
// The --pgn file cannot be written; `game_saved`: the automatic save still works.
std::string score_sheet_failed(Language lang, const game::FileError& error, bool game_saved);
std::string adjourned_hint(Language lang);
// An adjourned game opened again: "type resume to reveal the sealed move and play on".
std::string sealed_resume_hint(Language lang);
// What a saved game is, for the resume question: "a game against escaque level 7 in which you
// play Black", "a game recorded over the board".
std::string saved_game_kind(Language lang, Mode mode, chess::Color user,
                            std::string_view opponent);
// After resuming: "The resumed game keeps its own settings; --tc and --level are for a new game."
std::string options_not_for_resumed(Language lang, const std::vector<std::string>& options,
                                    bool loaded = false);
// "An unfinished game was saved: KIND. CONTROL. SUMMARY. Resume it? Yes or no."
std::string resume_question(Language lang, std::string_view kind, std::string_view control_words,
                            std::string_view summary);
// The saved game was not resumed: it is kept in a file of its own, or cannot be.
std::string unfinished_game_kept(Language lang, std::string_view path);
std::string finished_game_kept(Language lang, std::string_view path);
// A second escaque on the same saved game, which does not start (an error line, no stop).
std::string another_copy_playing(Language lang, std::string_view folder);
// `new` in a game whose file cannot be written: the game stays.
std::string game_not_kept(Language lang, const game::FileError& error);
std::string damaged_save_kept(Language lang, std::string_view reason, std::string_view path);
// The --pgn file, or the file given to save, holds other games (holds_other_games()).
std::string score_sheet_not_replaced(Language lang, std::string_view path,
                                     std::string_view holds);
std::string save_would_replace(Language lang, std::string_view path, std::string_view holds);
std::string unfinished_game_not_kept(Language lang, const game::FileError& error);
std::string need_move_to_seal(Language lang);
// A promotion given to a command without its piece: "claim b8" cannot be asked about.
// A command's move argument that is no move at all ("seal xyz").
std::string not_a_move(Language lang, std::string_view text);
std::string promotion_piece_with_move(Language lang);
// Questions naming the side, for two players at one board: "White resigns: are you sure?"
// A one-letter answer to "promote to which piece?" that is also a command (r, b, c, n).
std::string confirm_underpromotion(Language lang, std::string_view piece_words);
std::string confirm_resign(Language lang, chess::Color side);
std::string confirm_accept_draw(Language lang, chess::Color side);
// On resuming: a draw offer made before the break still waits for its answer.
std::string draw_offer_stands(Language lang, chess::Color by);
std::string confirm_illegal(Language lang, chess::Color side);
// "Hint: knight from Gustav one to Felix three."
std::string hint(Language lang, std::string_view move_words);
std::string no_hint_in_tournament(Language lang);
// "Black claims a draw: are you sure?" (a claim cannot be withdrawn, 9.5).
std::string confirm_claim(Language lang, chess::Color side);
std::string confirm_takeback(Language lang, chess::Color mover, std::string_view move_words);
// "Take 3 moves off the score sheet, from White's move 2, knight from ...: are you sure?"
std::string confirm_retrace(Language lang, int plies, int move_number, chess::Color mover,
                            std::string_view first_move);
std::string retrace_no_such_move(Language lang, std::string_view text);
// Review's "go" to a move the game does not have: "Black has no move 41 in this game: it goes
// from White's move 1 to White's move 41."
std::string review_no_such_move(Language lang, int number, std::optional<chess::Color> side,
                                std::pair<int, chess::Color> first,
                                std::pair<int, chess::Color> last);
std::string review_has_no_moves(Language lang);
std::string unknown_side(Language lang, std::string_view text);
std::string arbiter_usage(Language lang);

// --- Board read-outs the phrase book does not have -------------------------------------------
// "Anna: white two. Bella: white two, black seven. ..." files without pawns left out.
std::string pawn_structure(const chess::Position& pos, const tts::Wording& wording);
// "Knight on Eva four reaches: David two, empty; Felix two, white pawn; ..."
std::string knight_squares(const chess::Position& pos, chess::Square from,
                           const tts::PhraseBook& book);
// Every rank from the eighth down (from the first up when flipped), runs compressed.
std::string whole_board(const chess::Position& pos, const tts::PhraseBook& book, bool flipped);

// --- The screen's keyboard
// ------------------------------------------------------------------------
std::string board_mode(Language lang, bool on);
std::string line_cleared(Language lang);
// The terminal is too small for the board (it needs min_columns x min_lines); play goes on.
std::string screen_too_small(Language lang, int columns, int lines);
// The same, shorter, where the board would be: "Too small for the board (40 x 12)."
std::string screen_too_small_short(Language lang);
std::string screen_fits_again(Language lang);
std::string square_selected(Language lang, std::string_view square_words);
// The side panel's players: "Carlsen - Nepomniachtchi"; a name the file leaves unknown (none,
// "?" or "-") is the side's colour, as in "White - Black".
std::string players_line(Language lang, std::string_view white, std::string_view black);

// --- Review
// ---------------------------------------------------------------------------------------
// What a PGN result means: "White won", "drawn", "unfinished".
std::string game_result_words(Language lang, notation::GameResult result);
// How a reviewed game ended, where the board or the file says so.
enum class EndingReason {
    checkmate,
    stalemate,
    repetition,
    insufficient_material,
    time_forfeit,
    // From escaque's own notes on the score sheet:
    resignation,
    agreement,
    fifty_moves,
    fivefold_repetition,
    seventy_five_moves,
    dead_position,
    illegal_moves,
};
// "drawn by stalemate", "White won on time", "tablas por ahogado".
std::string ending_with_reason(Language lang, std::string_view result, EndingReason reason);
// "Black won by checkmate, though the file says White won".
std::string result_against_file(Language lang, std::string_view ending,
                                std::string_view file_result);
// Empty names are unknown players; `games_in_file` above one says which game this is.
std::string review_begins(Language lang, std::string_view white, std::string_view black,
                          std::string_view occasion, std::string_view result, int moves,
                          int games_in_file);
// "World Championship, Reykjavik, 1972, round 6": what the tags say, the unknown left out.
std::string review_occasion(Language lang, std::string_view event, std::string_view site,
                           std::string_view year, std::string_view round);
std::string review_move(Language lang, int move_number, chess::Color mover,
                        std::string_view move_words);
// A null move ("--", "Z0") in place of the move words.
std::string null_move_words(Language lang);
// A comment as said in review; a draw claim's written move ("with Nf3") said as `claim_move`
// when the caller has it in words.
std::string review_comment(Language lang, std::string_view comment,
                           std::string_view claim_move = {});
// One of escaque's own English score-sheet notes ("Black illegal move 1, White +2:00", "White
// resigns") as said in the player's language ("illegal move number one by Black; White gets
// two minutes"); nothing for any other text (note_phrases.cpp).
std::optional<std::string> note_words(Language lang, std::string_view note,
                                      std::string_view claim_move = {});
// A NAG in words ("blunder", "White is winning"); empty for the ones with no common meaning.
std::string annotation_words(Language lang, std::uint8_t nag);
// "The annotator gives another move here." / "... 2 other moves ..."
std::string review_variations(Language lang, int count);
// A draw offered with the move, {(=)} on the score sheet (Articles 8.1, 9.1.2).
std::string review_draw_offer(Language lang, chess::Color by);
std::string review_at_start(Language lang);
std::string review_at_end(Language lang, std::string_view result);
std::string nothing_to_review(Language lang);
std::string review_is_read_only(Language lang);

// Settings' bad values, as fragments the caller frames: `level: expected a whole number from 1
// to 10, not "12"`.
std::string setting_not_one_of(Language lang, std::string_view key, std::string_view names,
                               std::string_view value);
std::string setting_not_a_number(Language lang, std::string_view key, int low, int high,
                                 std::string_view value);
std::string setting_not_chess960(Language lang, std::string_view value);
// A known setting that only the command line or the config file sets.
std::string setting_not_in_game(Language lang, std::string_view key, std::string_view option,
                                bool in_config);
std::string unknown_setting(Language lang, std::string_view key, std::string_view names);

} // namespace escaque::tui::phrases
