// The user's choices: what the command line, the config file and the "set" command can change.
// One table of keys serves all three, so a value is checked the same way wherever it comes from,
// and a bad one is named with the values that are accepted.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "clock/edition.h"
#include "tts/phrase_book.h"
#include "tts/wording.h"

namespace escaque::tui {

enum class Mode : std::uint8_t { computer, two_players, record, review };
enum class ColorChoice : std::uint8_t { white, black, random };
enum class KeyEcho : std::uint8_t { chars, words, off };
enum class PieceGlyphs : std::uint8_t { ascii, unicode };
enum class ColorScheme : std::uint8_t { high_contrast, monochrome };
// Who speaks: espeak-ng inside escaque, or speech-dispatcher (the screen reader's voice).
enum class SpeechBackend : std::uint8_t { espeak, speechd };

struct Settings {
    // The game
    Mode mode = Mode::computer;
    // The keys the player set (command line, config file, "set"), in the order set: a loaded
    // or resumed game's own settings give way to these, and to nothing else.
    std::vector<std::string> chosen;
    bool was_chosen(std::string_view key) const;
    ColorChoice color = ColorChoice::white;
    std::string engine = "builtin"; // "builtin" or "uci:PATH[,Option=Value...]"
    int level = 3;
    std::string time_control = "-"; // parse_time_control's forms; "-" is no clock
    std::string fen;
    std::optional<int> chess960; // a start position 0-959; -1 draws one at random
    RulesEdition rules = RulesEdition::current;
    bool tournament = false;    // the Laws' penalties for false claims (RULES.md §9.5)
    bool confirm_moves = false; // the recording mode's enter-then-confirm in every mode
    bool quickplay_finish = false; // 2001 Art. 10 / Guidelines III announced (RULES.md §6.1)
    bool arbiter_present = true;   // a human rules on quickplay claims; else they are referred
    bool flags_by_claim = false;   // 2001 rapid and blitz: flags count only when claimed
    // The score sheet's names (empty: escaque's own); `player` is yours, on your side
    std::string white_name, black_name, player_name, event, site, round;
    // Speech and words
    tts::Language language = tts::Language::en;
    tts::SquareStyle style = tts::SquareStyle::fide_names;
    std::string voice; // "" = the language's own voice
    int rate = 175;
    tts::Verbosity verbosity = tts::Verbosity::normal;
    KeyEcho key_echo = KeyEcho::chars;
    bool clock_announce = true;
    bool speech = true;
    SpeechBackend speech_backend = SpeechBackend::espeak;
    std::string speech_log;
    std::string speech_wav;
    // The terminal
    bool line_mode = false;
    PieceGlyphs pieces = PieceGlyphs::ascii;
    ColorScheme colors = ColorScheme::high_contrast;
    // The scheme is NO_COLOR's, which any colour the user sets himself overrides (no-color.org).
    bool colors_from_environment = false;
    std::string light_squares = "white";
    std::string dark_squares = "blue";
    // Files
    std::string pgn_file;  // the score sheet is also written here after every move
    std::string load_file; // a PGN or an escaque save file to play on from (or to review)
    std::string engine_log;
    // Repeatable games for tests: the built-in engine's seed and the random colour.
    std::uint64_t seed = 0;

    // The voice espeak-ng uses: the chosen one, else the language's.
    std::string voice_name() const;
};

// The defaults, with the language taken from the locale (LC_ALL, LC_MESSAGES, LANG).
Settings default_settings();

enum class SettingSource : std::uint8_t { command_line, config_file, in_game };

// Sets one setting from its text form. Returns what is wrong, naming the accepted values:
// `level: expected a whole number from 1 to 10, not "12"`.
std::optional<std::string> apply_setting(Settings& settings, std::string_view key,
                                         std::string_view value,
                                         SettingSource source = SettingSource::command_line);

// The keys a source may set, in the order the manual lists them.
std::vector<std::string_view> setting_keys(SettingSource source);

// The current value of a key in its text form ("fide-names", "300", "on").
std::string setting_value(const Settings& settings, std::string_view key);

// The words escaque says for a setting and its codes, as a player types them back after "set"
// ("detalle breve" for "verbosity brief"): the key or value they stand for, else the text as
// it is. Lower-case input.
std::string setting_key_from_words(std::string_view key);
// The other way: "velocidad" for "rate", the key itself when it has no Spanish word.
std::string_view spanish_setting_key(std::string_view key);
std::string setting_value_from_words(std::string_view key, std::string_view value);

std::string_view to_string(Mode mode);
std::string_view to_string(tts::Verbosity verbosity);
std::string_view to_string(KeyEcho echo);

} // namespace escaque::tui
