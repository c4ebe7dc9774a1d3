#include "game_factory.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <cerrno>
#include <ctime>
#include <filesystem>

#include "chess/chess960.h"
#include "chess/fen.h"
#include "chess/uci.h"
#include "clock/human_time_control.h"
#include "clock/pgn_time_control.h"
#include "engine/engine_spec.h"
#include "game/atomic_file.h"
#include "game/recorded_note.h"
#include "game/save_file.h"
#include "game/score_sheet.h"
#include "notation/pgn_reader.h"
#include "program_phrases.h"

namespace escaque::tui {

namespace {

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &local);
    return text;
}

// `file_control`: a loaded PGN's TimeControl tag, used unless the settings give a clock.
// The endings a replayed move can bring about by itself, for the error about moves after them.
std::string automatic_ending_words(game::Termination reason) {
    switch (reason) {
    case game::Termination::checkmate: return "checkmate";
    case game::Termination::stalemate: return "stalemate";
    case game::Termination::dead_position: return "a dead position";
    case game::Termination::fivefold_repetition: return "the fivefold repetition";
    case game::Termination::seventy_five_moves: return "the 75-move rule";
    default: return "it was over";
    }
}

Result<game::GameSetup, std::string> base_setup(const Settings& settings,
                                                const std::string* file_control = nullptr,
                                                const std::string* escaque_control = nullptr) {
    game::GameSetup setup;
    const auto control = clock::parse_time_control(settings.time_control);
    if (!control) return unexpected("tc: " + control.error());
    setup.control = *control;
    if (!setup.control.is_timed() && file_control)
        if (const auto from_file = clock::parse_pgn_time_control(*file_control);
            from_file && from_file->is_timed())
            setup.control = *from_file;
    // A control TimeControl cannot write (a delay), in escaque's own tag.
    if (!setup.control.is_timed() && escaque_control)
        if (const auto from_file = clock::parse_time_control(*escaque_control);
            from_file && from_file->is_timed())
            setup.control = *from_file;
    setup.edition = settings.rules;
    setup.strictness =
        settings.tournament ? game::Strictness::tournament : game::Strictness::casual;
    setup.recording = settings.mode == Mode::record;
    setup.quickplay_finish = settings.quickplay_finish;
    setup.arbiter_present = settings.arbiter_present;
    setup.flags_by_claim = settings.flags_by_claim;
    // Options that cannot apply to this game are refused here, not ignored in play.
    if (setup.quickplay_finish)
        if (const auto why = game::quickplay_unavailable(setup))
            return unexpected(std::string("quickplay-finish: ") + game::describe(*why));
    if (setup.flags_by_claim)
        if (const auto why = game::flags_by_claim_unavailable(setup))
            return unexpected(std::string("flags: ") + game::describe(*why));
    return setup;
}

Mode mode_from_tag(const std::string& text, Mode fallback) {
    Settings probe;
    if (text.empty() || apply_setting(probe, "mode", text)) return fallback;
    return probe.mode;
}

// The roster and the program's tags for a new game.
game::Tags new_tags(const Settings& settings, chess::Color user, const std::string& engine_name) {
    const bool record = settings.mode == Mode::record;
    // The score sheet is the player's own, in his language: a review reads these tags aloud.
    const bool es = settings.language == tts::Language::es;
    const char* event = record ? (es ? "Partida sobre el tablero" : "Over-the-board game")
                               : (es ? "Partida amistosa" : "Casual game");
    game::Tags tags = {{"Event", event},
                       {"Site", "?"}, // a place (--site), not the program
                       {"Date", today()},
                       {"Round", "-"},
                       {"White", "?"},
                       {"Black", "?"},
                       {"Result", "*"}};
    if (settings.mode == Mode::computer) {
        set_tag(tags, user == chess::WHITE ? "White" : "Black", es ? "Jugador" : "Player");
        set_tag(tags, user == chess::WHITE ? "Black" : "White", engine_name);
    }
    // The player's own name goes on his side, where a game has one (not at one keyboard).
    if (!settings.player_name.empty() && settings.mode != Mode::two_players)
        set_tag(tags, user == chess::WHITE ? "White" : "Black", settings.player_name);
    for (const auto& [tag, value] : {std::pair{"White", &settings.white_name},
                                     {"Black", &settings.black_name},
                                     {"Event", &settings.event},
                                     {"Site", &settings.site},
                                     {"Round", &settings.round}})
        if (!value->empty()) set_tag(tags, tag, *value);
    set_tag(tags, mode_tag, std::string(to_string(settings.mode)));
    set_tag(tags, user_tag, user == chess::WHITE ? "white" : "black");
    // Only a game against the computer has an engine to name.
    if (settings.mode == Mode::computer) set_tag(tags, engine_tag, engine_spec_text(settings));
    set_tag(tags, rules_tag, setting_value(settings, "rules"));
    return tags;
}

// The game's own tags where it has them (a game escaque saved), else the settings (a PGN from
// elsewhere); written back, so that the game saved from here on keeps them: a recorded game
// loaded and resumed must never come back as a game against the computer.
void take_program_tags(GameStart& start, const Settings& settings) {
    start.mode = mode_from_tag(tag_value(start.tags, mode_tag), settings.mode);
    const std::string user = tag_value(start.tags, user_tag);
    start.user = user.empty() ? (settings.color == ColorChoice::black ? chess::BLACK : chess::WHITE)
                 : user == "black" ? chess::BLACK
                                   : chess::WHITE;
    const std::string engine = tag_value(start.tags, engine_tag);
    start.engine = engine.empty() ? engine_spec_text(settings) : engine;
    set_tag(start.tags, mode_tag, std::string(to_string(start.mode)));
    set_tag(start.tags, user_tag, start.user == chess::WHITE ? "white" : "black");
    if (start.mode == Mode::computer)
        set_tag(start.tags, engine_tag, start.engine);
    else // saved before only games against the computer named one
        std::erase_if(start.tags, [](const auto& tag) { return tag.first == engine_tag; });
    Settings edition;
    edition.rules = start.game->setup().edition;
    set_tag(start.tags, rules_tag, setting_value(edition, "rules"));
}

Result<GameStart, std::string>
from_save_text(const Settings& settings, const clock::TimeSource& time, const std::string& text) {
    auto saved = game::parse_saved_game(text);
    if (!saved) return unexpected(saved.error());
    auto game = game::load_game(time, *saved);
    if (!game) return unexpected(game.error());
    GameStart start;
    start.game.emplace(std::move(*game));
    start.tags = saved->tags;
    start.resumed = true;
    take_program_tags(start, settings);
    return start;
}

Result<GameStart, std::string>
from_pgn_text(const Settings& settings, const clock::TimeSource& time, const std::string& text) {
    std::vector<notation::PgnGame> games = notation::read_pgn(text);
    if (games.empty()) return unexpected(phrases::no_game_in_file(settings.language));
    const notation::PgnGame& pgn = games.front();
    if (pgn.error) return unexpected(phrases::pgn_error(settings.language, *pgn.error));
    // The rules the game was played under, when escaque wrote the file: its penalties go on,
    // unless --rules or the config file chooses.
    Settings with_file_rules = settings;
    // A recorded game stays one (illegal moves, retrace), as take_program_tags keeps its mode.
    if (const std::string* mode = pgn.tag(mode_tag))
        with_file_rules.mode = mode_from_tag(*mode, settings.mode);
    if (const std::string* rules = pgn.tag(rules_tag); rules && !settings.was_chosen("rules")) {
        Settings probe;
        if (!apply_setting(probe, "rules", *rules)) with_file_rules.rules = probe.rules;
    }
    // The file's time control, unless the settings (command line or config file) give a clock.
    auto setup =
        base_setup(with_file_rules, pgn.tag("TimeControl"), pgn.tag("EscaqueTimeControl"));
    if (!setup) return unexpected(setup.error());
    setup->start = pgn.start;
    GameStart start;
    start.game.emplace(time, std::move(*setup));
    game::Game& g = *start.game;
    // With clock times in the file, the moves press the clock, so that each side's moves count
    // towards its controls, and each side is then set to its last [%clk]. Without them both
    // sides start with the control's time: increments gained on replay would be invented.
    const bool timed = g.setup().control.is_timed() &&
                       std::any_of(pgn.mainline.moves.begin(), pgn.mainline.moves.end(),
                                   [](const notation::PgnMove& m) { return m.clock.has_value(); });
    if (timed) g.start();
    // Comments are kept as the game's notes; escaque's own about illegal moves and penalties
    // count again (the rules edition comes from the EscaqueRules tag).
    std::vector<std::string> opening = pgn.mainline.comments;
    // Why the file's game ended is no note for a game that goes on from it.
    const bool ended = pgn.result != notation::GameResult::unknown;
    if (ended && pgn.mainline.moves.empty()) std::erase_if(opening, game::is_ending_comment);
    g.take_recorded_notes(opening);
    for (const notation::PgnMove& m : pgn.mainline.moves) {
        const chess::Color mover = g.side_to_move();
        if (m.move == chess::Move::none())
            return unexpected("move " + std::to_string(g.position().fullmove_number()) +
                              (mover == chess::WHITE ? " for White" : " for Black") +
                              " is a null move (" + m.san +
                              "), a pass no game can contain: the file can be reviewed with "
                              "--mode review, not played on");
        if (g.over())
            return unexpected("move " + std::to_string(g.position().fullmove_number()) +
                              (mover == chess::WHITE ? ". " : "... ") + m.san +
                              " comes after the end of the game (" +
                              automatic_ending_words(g.result().reason) +
                              "): the file's moves go on past it");
        if (auto played = g.play(m.move, m.draw_offer); !played)
            return unexpected("move " + m.san + ": " + game::describe(played.error().reason));
        if (m.clock && timed) g.set_recorded_clock(*m.clock);
        std::vector<std::string> comments = m.comments;
        if (ended && &m == &pgn.mainline.moves.back())
            std::erase_if(comments, game::is_ending_comment);
        g.take_recorded_notes(comments);
    }
    g.take_events(); // the moves of the file are not news
    for (const notation::PgnTag& tag : pgn.tags) start.tags.emplace_back(tag.name, tag.value);
    if (const auto* dropped = pgn.notice(notation::PgnNotice::Kind::castling_dropped)) {
        start.castling_written = dropped->written;
        start.castling_read = dropped->canonical;
    }
    if (!g.over() && pgn.result != notation::GameResult::unknown) {
        start.file_result = pgn.result;
        set_tag(start.tags, "Result", "*");
    }
    start.resumed = true;
    take_program_tags(start, settings);
    // Names the file leaves blank ("?" or none) are filled from --white, --event and the rest;
    // a name the file gives stays.
    for (const auto& [tag, value] : {std::pair{"White", &settings.white_name},
                                     {"Black", &settings.black_name},
                                     {"Event", &settings.event},
                                     {"Site", &settings.site},
                                     {"Round", &settings.round}}) {
        const std::string now = tag_value(start.tags, tag);
        if (!value->empty() && (now.empty() || now == "?")) set_tag(start.tags, tag, *value);
    }
    return start;
}

} // namespace

std::string engine_spec_text(const Settings& settings) {
    if (settings.engine == "builtin") return "builtin:" + std::to_string(settings.level);
    return settings.engine;
}

void set_tag(game::Tags& tags, const std::string& name, const std::string& value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = value;
            return;
        }
    tags.emplace_back(name, value);
}

std::string tag_value(const game::Tags& tags, const std::string& name) {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return {};
}

std::string expand_home(const std::string& path) {
    if (!path.starts_with("~/")) return path;
    const char* home = std::getenv("HOME");
    return std::string(home ? home : "") + path.substr(1);
}

std::string unreadable_reason(tts::Language lang, const std::string& path) {
    using phrases::Unreadable;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return phrases::file_unreadable(lang, Unreadable::missing);
    if (std::filesystem::is_directory(path, ec))
        return phrases::file_unreadable(lang, Unreadable::folder);
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return phrases::file_unreadable(lang, Unreadable::system, errno);
    std::fclose(f);
    return phrases::file_unreadable(lang, Unreadable::other);
}

std::string default_game_file() {
    std::string folder;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        folder = xdg;
    else
        folder = std::string(std::getenv("HOME") ? std::getenv("HOME") : ".") + "/.local/share";
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y-%m-%d-%H%M%S", &local);
    // Two games kept in the same second (an unfinished one, then "save") get distinct names.
    std::string path = folder + "/escaque/games/" + stamp + ".pgn";
    std::error_code ec;
    for (int n = 2; std::filesystem::exists(path, ec); ++n)
        path = folder + "/escaque/games/" + stamp + "-" + std::to_string(n) + ".pgn";
    return path;
}

std::optional<std::string> holds_other_games(const std::string& path, const game::Game& game) {
    std::vector<chess::Move> moves;
    for (const game::PlyRecord& ply : game.plies()) moves.push_back(ply.move);
    return holds_other_games(path, game.start_position(), moves);
}

std::optional<std::string> holds_other_games(const std::string& path, const chess::Position& start,
                                             const std::vector<chess::Move>& moves) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec) || std::filesystem::file_size(path, ec) == 0)
        return std::nullopt;
    const auto text = game::read_whole_file(path);
    if (!text) return std::nullopt; // unreadable: writing it fails and says why
    if (text->starts_with("escaque-save")) {
        // A game saved whole: the same game if it is an earlier state of this one. Its moves
        // are read as UCI text, resolved only when the game is rebuilt.
        const auto saved = game::parse_saved_game(*text);
        if (!saved) return std::string("something that is not a score sheet");
        const auto& plies = saved->state.plies;
        bool same = saved->setup.start.key() == start.key() && plies.size() <= moves.size();
        for (std::size_t i = 0; same && i < plies.size(); ++i)
            same = plies[i].san == chess::uci_string(moves[i], start.chess960());
        if (same) return std::nullopt;
        return std::string("another game");
    }
    const std::vector<notation::PgnGame> games = notation::read_pgn(*text);
    if (games.size() > 1) return std::to_string(games.size()) + " games";
    if (games.empty() || games[0].error)
        return std::string("something that is not a score sheet");
    const notation::PgnGame& file = games[0];
    bool same = file.start.key() == start.key() && file.mainline.moves.size() <= moves.size();
    for (std::size_t i = 0; same && i < file.mainline.moves.size(); ++i)
        same = file.mainline.moves[i].move == moves[i];
    if (same) return std::nullopt;
    return std::string("another game");
}

std::optional<game::FileError> save_game_file(const std::string& path, const game::Game& game,
                                              const game::Tags& tags) {
    const std::size_t slash = path.rfind('/');
    if (slash != std::string::npos && slash > 0)
        if (auto error = game::make_folders(path.substr(0, slash))) return error;
    return game::write_file_atomically(path, is_exact_save_path(path)
                                                 ? game::serialize_game(game, tags)
                                                 : game::score_sheet_pgn(game, tags));
}

bool is_exact_save_path(std::string_view path) { return path.ends_with(".escaque"); }

Result<GameStart, std::string> new_game(const Settings& settings, const clock::TimeSource& time,
                                        std::mt19937_64& random) {
    auto setup = base_setup(settings);
    if (!setup) return unexpected(setup.error());
    GameStart start;
    if (!settings.fen.empty()) {
        auto pos = chess::parse_fen(settings.fen, {.chess960 = settings.chess960.has_value()});
        if (!pos) return unexpected(phrases::bad_fen(settings.language, pos.error()));
        if (const auto unreachable = chess::unreachable_placement(*pos))
            return unexpected(phrases::bad_fen(settings.language, *unreachable));
        setup->start = *pos;
    } else if (settings.chess960) {
        const int number = *settings.chess960 >= 0
                               ? *settings.chess960
                               : int(std::uniform_int_distribution<int>(0, 959)(random));
        setup->start = chess::Position::from_setup(chess::chess960_setup(number));
        start.chess960_number = number;
    }
    start.mode = settings.mode;
    start.user = settings.color == ColorChoice::black ? chess::BLACK : chess::WHITE;
    if (settings.color == ColorChoice::random)
        start.user = std::uniform_int_distribution<int>(0, 1)(random) ? chess::BLACK : chess::WHITE;
    start.engine = engine_spec_text(settings);
    start.game.emplace(time, std::move(*setup));
    // The engine's name is known once it runs; the session puts it in the tags then.
    start.tags = new_tags(settings, start.user, start.engine);
    return start;
}

Result<GameStart, std::string>
load_game_file(const Settings& settings, const clock::TimeSource& time, const std::string& path) {
    const std::string file = expand_home(path);
    // A folder opens as an empty stream: it would read as "no game in the file".
    std::error_code ec;
    const auto text = std::filesystem::is_directory(file, ec) ? std::nullopt
                                                               : game::read_whole_file(file);
    if (!text) return unexpected(unreadable_reason(settings.language, file));
    auto start = text->starts_with("escaque-save") ? from_save_text(settings, time, *text)
                                                   : from_pgn_text(settings, time, *text);
    if (start) start->loaded = true;
    return start;
}

Result<GameStart, std::string> resume_autosave(const Settings& settings,
                                               const clock::TimeSource& time,
                                               const game::Autosaver& autosaver) {
    const auto text = game::read_whole_file(autosaver.state_path());
    if (!text) return unexpected("cannot read " + autosaver.state_path());
    return from_save_text(settings, time, *text);
}

Result<std::string, game::FileError> keep_game(const GameStart& start) {
    const std::string kept = default_game_file();
    const std::string exact = kept.substr(0, kept.size() - 4) + ".escaque";
    auto error = save_game_file(kept, *start.game, start.tags);
    if (!error) error = save_game_file(exact, *start.game, start.tags);
    if (error) return unexpected(*error);
    return kept;
}

} // namespace escaque::tui
