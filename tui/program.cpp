// escaque with no subcommand: the program a player meets. Reads the settings, opens speech and
// the terminal (line mode or the curses screen), chooses what to do (a new game, a file, the
// saved game, a review) and runs the main loop. The program's edge: errors end here with a
// message and an exit code (2 for bad settings, 1 for files that cannot be used).
#include <cstdio>
#include <filesystem>
#include <random>
#include <unistd.h>

#include "app.h"
#include "commands.h"
#include "engine/engine_spec.h"
#include "game/atomic_file.h"
#include "game/save_file.h"
#include "game/score_sheet.h"
#include "game/state_lock.h"
#include "game_factory.h"
#include "line_terminal.h"
#include "main_loop.h"
#include "notation/pgn_reader.h"
#include "play_session.h"
#include "printable_text.h"
#include "program_options.h"
#include "program_phrases.h"
#include "review_session.h"
#include "screen_terminal.h"
#include "signal_watch.h"
#include "speech_setup.h"

namespace escaque::tui {

namespace {

using namespace std::chrono_literals;

// How long quitting waits for the last words ("Goodbye") to be spoken.
constexpr std::chrono::milliseconds farewell_wait = 3s;

// The first game of a PGN file or the game of an escaque save file, and how many the file has.
Result<std::pair<notation::PgnGame, int>, std::string>
game_to_review(const Settings& settings, const clock::TimeSource& time) {
    std::string path = expand_home(settings.load_file);
    const bool last_game = path.empty();
    if (last_game) path = game::Autosaver(game::default_state_folder()).score_sheet_path();
    std::error_code ec;
    auto text = std::filesystem::is_directory(path, ec) ? std::nullopt : game::read_whole_file(path);
    if (!text && last_game && !std::filesystem::exists(path, ec))
        return unexpected(phrases::no_game_played_yet(settings.language));
    if (!text) return unexpected(path + ": " + unreadable_reason(settings.language, path));
    if (text->starts_with("escaque-save")) {
        // Reviewed through its score sheet, as it would be written out.
        auto saved = load_game_file(settings, time, path);
        if (!saved) return unexpected(path + ": " + saved.error());
        text = game::score_sheet_pgn(*saved->game, saved->tags);
    }
    std::vector<notation::PgnGame> games = notation::read_pgn(*text);
    if (games.empty()) return unexpected(path + ": " + phrases::no_game_in_file(settings.language));
    if (games.front().error)
        return unexpected(path + ": " +
                          phrases::pgn_error(settings.language, *games.front().error));
    const int count = int(games.size());
    return std::pair(std::move(games.front()), count);
}

// What the program starts with, chosen before the screen opens so that a bad FEN or an
// unreadable file is reported on a plain terminal.
struct Beginning {
    std::optional<notation::PgnGame> review;
    int games_in_file = 1;
    std::optional<GameStart> play;
    std::optional<GameStart> saved; // an unfinished game to offer
    std::string kept_aside;         // said first: where a saved game was moved, and why
    // Options of the command line that a resumed game does not take ("--tc", "--level"): it
    // keeps its own, and says so.
    std::vector<std::string> not_for_resumed;
};

// A save that cannot be read is moved, as it is, beside the kept games: never overwritten by the
// next game's first save. Returns the new name of the state file.
Result<std::string, std::string> move_damaged_save(const game::Autosaver& autosaver) {
    const std::string kept = default_game_file();
    const std::string base = kept.substr(0, kept.size() - 4) + "-unreadable";
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(kept).parent_path(), ec);
    if (ec) return unexpected(ec.message());
    std::filesystem::rename(autosaver.state_path(), base + ".escaque", ec);
    if (ec) return unexpected(ec.message());
    if (std::filesystem::exists(autosaver.score_sheet_path(), ec))
        std::filesystem::rename(autosaver.score_sheet_path(), base + ".pgn", ec);
    return base + ".escaque";
}

// What becomes of the game saved when the program last ran: offered for resuming, or, when the
// command line asks for another game (--fen, --chess960, --load), kept in a file of its own;
// a save that cannot be read is moved aside. Nothing is overwritten unread.
std::optional<std::string> settle_saved_game(const Settings& settings,
                                             const clock::TimeSource& time, Beginning& b) {
    const game::Autosaver autosaver(game::default_state_folder());
    game::remove_abandoned_temporaries(autosaver.state_path());
    game::remove_abandoned_temporaries(autosaver.score_sheet_path());
    // A state folder that cannot be looked into holds no game to offer; saving there later
    // fails and says why.
    std::error_code ec;
    if (!std::filesystem::exists(autosaver.state_path(), ec)) return std::nullopt;
    const tts::Language lang = settings.language;
    auto saved = resume_autosave(settings, time, autosaver);
    if (!saved) {
        auto moved = move_damaged_save(autosaver);
        if (!moved)
            return "the saved game " + autosaver.state_path() + " cannot be read (" +
                   saved.error() + ") nor moved aside: " + moved.error();
        b.kept_aside = phrases::damaged_save_kept(lang, saved.error(), *moved);
        return std::nullopt;
    }
    if (saved->game->over()) {
        // "The game is saved" was said when it ended: the next game's first save must not
        // replace it.
        auto kept = keep_game(*saved);
        if (!kept) {
            // The games folder cannot take it: renamed beside itself, which needs no room.
            const std::string beside = autosaver.folder() + "/ended-" +
                                       std::filesystem::path(default_game_file()).stem().string();
            std::filesystem::rename(autosaver.state_path(), beside + ".escaque", ec);
            // The state holds the whole game: its score sheet follows if it can.
            std::error_code sheet;
            if (!ec && std::filesystem::exists(autosaver.score_sheet_path(), sheet))
                std::filesystem::rename(autosaver.score_sheet_path(), beside + ".pgn", sheet);
            if (ec)
                return "the last game, which has ended, cannot be kept elsewhere (" +
                       kept.error().message() + ") nor renamed (" + ec.message() +
                       "); a new game would replace it: review it with escaque --mode review, "
                       "and save it from there with: save FILE";
            kept = beside + ".escaque";
        }
        b.kept_aside = phrases::finished_game_kept(lang, *kept);
        return std::nullopt;
    }
    const bool other_game_asked =
        !settings.fen.empty() || settings.chess960 || !settings.load_file.empty();
    if (!other_game_asked) {
        b.saved = std::move(*saved);
        return std::nullopt;
    }
    auto kept = keep_game(*saved);
    if (!kept)
        return "an unfinished game is saved and cannot be kept elsewhere (" +
               kept.error().message() +
               "); start escaque without --fen, --chess960 or --load to resume it";
    b.kept_aside = phrases::unfinished_game_kept(lang, *kept);
    return std::nullopt;
}

Result<Beginning, std::string>
choose_beginning(const Settings& settings, const clock::TimeSource& time, std::mt19937_64& random) {
    Beginning b;
    if (settings.mode == Mode::review) {
        auto pgn = game_to_review(settings, time);
        if (!pgn) return unexpected(pgn.error());
        b.review = std::move(pgn->first);
        b.games_in_file = pgn->second;
        return b;
    }
    if (!settings.load_file.empty()) {
        auto loaded = load_game_file(settings, time, settings.load_file);
        if (!loaded) return unexpected(settings.load_file + ": " + loaded.error());
        b.play = std::move(*loaded);
    } else {
        auto fresh = new_game(settings, time, random);
        if (!fresh) return unexpected(fresh.error());
        b.play = std::move(*fresh);
    }
    if (auto error = settle_saved_game(settings, time, b)) return unexpected(*error);
    return b;
}

// The computer's level in a game: the built-in engine's own, else the level tag, else `asked`.
int computer_level(const GameStart& start, int asked) {
    const auto spec = engine::EngineSpec::parse(start.engine);
    if (spec && spec->kind == engine::EngineSpec::Kind::builtin) return spec->level;
    return whole_number(tag_value(start.tags, level_tag)).value_or(asked);
}

// The options given that the saved game, if resumed, does not take: where it differs from the
// game they would start.
std::vector<std::string> not_for_resumed(const ProgramOptions& options, const GameStart& saved,
                                         const GameStart& fresh, int level_asked) {
    const bool against_computer = saved.mode == Mode::computer && fresh.mode == Mode::computer;
    const auto level = [&](const GameStart& s) { return computer_level(s, level_asked); };
    // The engine itself, its level aside: "builtin" is the engine of a "builtin:7" game.
    const auto program = [](const GameStart& s) {
        const auto spec = engine::EngineSpec::parse(s.engine);
        return !spec ? s.engine
               : spec->kind == engine::EngineSpec::Kind::builtin ? std::string("builtin")
                                                                  : spec->program;
    };
    const game::GameSetup& was = saved.game->setup();
    const game::GameSetup& would = fresh.game->setup();
    std::vector<std::string> ignored;
    for (const auto& [key, value] : options.values) {
        bool differs = false;
        if (key == "mode") differs = saved.mode != fresh.mode;
        // A random colour differs half the time: it asks for nothing in particular.
        if (key == "color")
            differs = against_computer && value != "random" && saved.user != fresh.user;
        if (key == "tc") differs = !(was.control == would.control);
        if (key == "engine") differs = against_computer && program(saved) != program(fresh);
        if (key == "level") differs = against_computer && level(saved) != level(fresh);
        if (key == "rules") differs = was.edition != would.edition;
        if (key == "strictness") differs = was.strictness != would.strictness;
        if (key == "arbiter") differs = was.arbiter_present != would.arbiter_present;
        if (key == "quickplay-finish") differs = was.quickplay_finish != would.quickplay_finish;
        if (key == "flags") differs = was.flags_by_claim != would.flags_by_claim;
        // The score sheet's names: a resumed game keeps its own.
        for (const auto& [name, tag] : {std::pair{"white", "White"}, {"black", "Black"},
                                        {"player", saved.user == chess::WHITE ? "White" : "Black"},
                                        {"event", "Event"}, {"site", "Site"}, {"round", "Round"}})
            if (key == name)
                differs = tag_value(saved.tags, tag) != tag_value(fresh.tags, tag);
        const std::string option = "--" + key;
        if (differs && std::find(ignored.begin(), ignored.end(), option) == ignored.end())
            ignored.push_back(option);
    }
    return ignored;
}

// The computer a saved game is played against, as the game's start names it.
std::string opponent_name(tts::Language lang, const GameStart& saved, int level_asked) {
    const auto spec = engine::EngineSpec::parse(saved.engine);
    const int level = computer_level(saved, level_asked);
    if (!spec || spec->kind == engine::EngineSpec::Kind::builtin)
        return phrases::builtin_engine_name(lang, level);
    // The name the engine gave itself when the game began ("Stockfish 15.1"), as the game
    // calls it elsewhere; else its program's file name.
    const std::string named =
        tag_value(saved.tags, saved.user == chess::WHITE ? "Black" : "White");
    return phrases::external_engine_name(
        lang,
        named.empty() || named == "?" ? std::filesystem::path(spec->program).filename().string()
                                      : named,
        level);
}

// The parts of the program that the resume question's answers need.
struct ResumeChoice {
    App& app;
    Context& ctx;
    std::mt19937_64& random;
    const Settings& settings;
    const clock::TimeSource& time;
    std::shared_ptr<GameStart> saved, fresh;
    std::vector<std::string> not_for_resumed;
};

// "An unfinished game was saved: move 12, White to move. Resume it?" — yes or no only.
void ask_resume(const std::shared_ptr<ResumeChoice>& choice, const std::string& before) {
    ResumeChoice& c = *choice;
    const tts::Language lang = c.ctx.language();
    const GameStart& saved = *c.saved;
    const std::string summary = c.ctx.book.move_count(*saved.game);
    const std::string kind = phrases::saved_game_kind(
        lang, saved.mode, saved.user, opponent_name(lang, saved, c.settings.level));
    c.ctx.ask({before + phrases::resume_question(
                            lang, kind,
                            phrases::time_control_words(lang, saved.game->setup().control),
                            summary),
               [choice] {
                   ResumeChoice& c = *choice;
                   // Restored again now: its clock must not have run while the question waited.
                   const game::Autosaver autosaver(game::default_state_folder());
                   if (auto again = resume_autosave(c.settings, c.time, autosaver))
                       *c.saved = std::move(*again);
                   c.app.set_activity(
                       std::make_unique<PlaySession>(c.ctx, std::move(*c.saved), c.random));
                   if (!c.not_for_resumed.empty())
                       c.ctx.out.say(phrases::options_not_for_resumed(c.ctx.language(),
                                                                      c.not_for_resumed),
                                     tts::Priority::normal);
                   return Reaction::redraw;
               },
               [choice] {
                   ResumeChoice& c = *choice;
                   // The new game's first save replaces the unfinished one: that is kept in a
                   // file of its own first, or the question is asked again.
                   const auto kept = keep_game(*c.saved);
                   if (!kept) {
                       ask_resume(choice, phrases::unfinished_game_not_kept(c.ctx.language(),
                                                                            kept.error()) +
                                              " ");
                       return Reaction::handled;
                   }
                   c.ctx.out.say(phrases::unfinished_game_kept(c.ctx.language(), *kept),
                                 tts::Priority::interrupt);
                   c.app.set_activity(
                       std::make_unique<PlaySession>(c.ctx, std::move(*c.fresh), c.random));
                   return Reaction::redraw;
               }});
}

void start(App& app, Context& ctx, Beginning& beginning, std::mt19937_64& random,
           const Settings& settings, const clock::TimeSource& time) {
    if (beginning.review) {
        app.set_activity(std::make_unique<ReviewSession>(ctx, std::move(*beginning.review),
                                                         beginning.games_in_file));
        return;
    }
    if (!beginning.kept_aside.empty()) ctx.out.say(beginning.kept_aside, tts::Priority::normal);
    if (!beginning.saved) {
        app.set_activity(std::make_unique<PlaySession>(ctx, std::move(*beginning.play), random));
        if (!beginning.not_for_resumed.empty())
            ctx.out.say(
                phrases::options_not_for_resumed(ctx.language(), beginning.not_for_resumed, true),
                tts::Priority::normal);
        return;
    }
    // The saved game is on the screen while the question waits.
    const game::Game& saved = *beginning.saved->game;
    BoardView preview;
    preview.position = saved.position();
    for (const game::PlyRecord& ply : saved.plies()) preview.moves.push_back(ply.san);
    if (saved.ply_count() > 0) preview.last_move = saved.plies().back().move;
    preview.first_move_number = saved.start_position().fullmove_number();
    preview.black_moved_first = saved.start_position().side_to_move() == chess::BLACK;
    preview.timed = saved.setup().control.is_timed();
    preview.white_time = saved.clock().remaining(clock::Side::white);
    preview.black_time = saved.clock().remaining(clock::Side::black);
    preview.status = ctx.book.side_to_move(saved.position());
    app.set_preview(std::move(preview));
    ask_resume(std::make_shared<ResumeChoice>(ResumeChoice{
                   app, ctx, random, settings, time,
                   std::make_shared<GameStart>(std::move(*beginning.saved)),
                   std::make_shared<GameStart>(std::move(*beginning.play)),
                   beginning.not_for_resumed}),
               "");
}

// Prints a startup error, and says it too: a player who hears the program rather than reads
// the terminal must learn why it did not start. It is said with whatever settings could be
// read (the voice, the language, --speech-log), the one in error left out; a speech log or
// WAV folder that cannot be opened is left out too, so that the voice still says it.
void report_startup_error(const ProgramOptions& options, const std::string& raw) {
    // A file's name or an argument may hold control characters: shown as "?".
    const std::string message = printable_text(raw);
    std::fprintf(stderr, "escaque: %s\n", message.c_str());
    Settings settings = default_settings();
    resolve_settings_leniently(options, settings);
    // Whichever of the log and the WAV folder works is kept.
    auto speech = open_speech(settings, /*line_mode=*/true);
    for (int left_out = 1; !speech && left_out <= 3; ++left_out) {
        Settings fewer = settings;
        if (left_out & 1) fewer.speech_wav.clear();
        if (left_out & 2) fewer.speech_log.clear();
        speech = open_speech(fewer, /*line_mode=*/true);
    }
    if (!speech) return;
    speech->speaker->say(message, tts::Priority::normal);
    speech->speaker->wait_idle(std::chrono::seconds(30));
}

} // namespace

int run_program(int argc, char** argv) {
    ProgramOptions options;
    if (auto code = parse_program_options(argc, argv, options)) {
        if (options.usage_error) {
            Settings said_with = default_settings();
            resolve_settings_leniently(options, said_with);
            report_startup_error(options,
                                 phrases::usage_error(said_with.language, *options.usage_error));
        }
        return *code;
    }
    Settings settings = default_settings();
    if (auto error = resolve_settings(options, settings)) {
        report_startup_error(options, error->message);
        return error->file_unusable ? 1 : 2;
    }
    const bool scripted = !isatty(STDIN_FILENO);
    // TERM=dumb (an Emacs shell buffer, as Emacspeak users have) cannot place a screen.
    const char* term = std::getenv("TERM");
    const bool dumb = term && std::string_view(term) == "dumb";
    const bool line_mode = settings.line_mode || scripted || dumb || !isatty(STDOUT_FILENO);
    settings.line_mode = line_mode;

    // Held until the program ends: before the saved game is read, so that a second copy never
    // saves over the first's moves.
    std::optional<game::StateLock> lock;
    if (settings.mode != Mode::review) {
        const std::string folder = game::default_state_folder();
        lock = game::StateLock::take(folder);
        if (!lock) {
            report_startup_error(options, phrases::another_copy_playing(settings.language, folder));
            return 1;
        }
    }
    // A voice espeak-ng does not have is said at the start, in the voice used instead, which
    // is the setting from then on (set shows it).
    std::optional<tts::VoiceCatalogue> voices;
    std::string voice_notice;
    if ((settings.speech && settings.speech_backend == SpeechBackend::espeak) ||
        !settings.speech_wav.empty()) {
        voices = tts::installed_voices(std::chrono::seconds(2));
        if (voices && !settings.voice.empty() && !tts::in_catalogue(*voices, settings.voice)) {
            // The voice without its variant, or its language; when nothing of it is installed,
            // the language's own voice rather than English for all.
            const std::string asked = settings.voice;
            settings.voice = tts::fallback_voice(*voices, asked).value_or("");
            voice_notice = phrases::voice_missing(settings.language, asked, settings.voice_name());
        }
    }
    clock::SteadyTimeSource time;
    std::mt19937_64 random(settings.seed != 0 ? settings.seed : std::random_device{}());
    auto beginning = choose_beginning(settings, time, random);
    if (!beginning) {
        report_startup_error(options, beginning.error());
        return settings.mode == Mode::review || !settings.load_file.empty() ? 1 : 2;
    }
    if (beginning->saved && beginning->play)
        beginning->not_for_resumed =
            not_for_resumed(options, *beginning->saved, *beginning->play, settings.level);
    // A loaded game keeps its own settings too, and says so in the same words.
    if (!beginning->saved && beginning->play && beginning->play->loaded)
        if (auto fresh = new_game(settings, time, random))
            beginning->not_for_resumed =
                not_for_resumed(options, *beginning->play, *fresh, settings.level);
    auto speech = open_speech(settings, line_mode);
    if (!speech) {
        report_startup_error(options, speech.error());
        return 1;
    }

    // The signal watch comes first and goes last: the terminal is restored before it stops
    // catching signals.
    SignalWatch signals(!line_mode);
    std::unique_ptr<Terminal> terminal;
    if (line_mode) {
        terminal = std::make_unique<LineTerminal>(STDIN_FILENO, stdout, scripted);
    } else {
        auto screen = open_screen_terminal();
        if (!screen) {
            std::fprintf(stderr, "escaque: %s (try --line)\n", screen.error().c_str());
            return 1;
        }
        terminal = std::move(*screen);
    }
    Announcer announcer(*terminal, *speech->speaker);
    Context ctx(settings, announcer, time);
    ctx.apply_voice = [&speech](const Settings& s) { speech->apply(s); };
    ctx.voices = voices;
    announcer.set_notice_wording([&ctx](std::string_view notice) {
        return phrases::speech_notice(ctx.settings.language, notice);
    });
    if (!voice_notice.empty()) announcer.say(voice_notice, tts::Priority::normal);

    App app(ctx);
    start(app, ctx, *beginning, random, settings, time);
    const int code = run_main_loop(app, *terminal, announcer, signals);
    // Also when a signal ends it (Ctrl-C, kill, the terminal closed): the player hears whether
    // the game is kept.
    {
        const bool playing = ctx.settings.mode != Mode::review;
        // Leaving at the resume question: the saved game is still there, untouched.
        const bool kept = app.saved() || (!app.has_activity() && beginning->saved);
        announcer.say(playing && !kept
                          ? phrases::goodbye_unsaved(ctx.language(), app.saved_by_hand_to())
                          : phrases::goodbye(ctx.language(), playing),
                      tts::Priority::normal);
        speech->speaker->wait_idle(farewell_wait);
    }
    terminal.reset(); // the screen is restored here, before anything more is printed
    return code;
}

} // namespace escaque::tui
