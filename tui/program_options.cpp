#include "program_options.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "program_phrases.h"

namespace escaque::tui {

namespace {

// The options that take a value, by settings key, with the text --help shows.
struct ValueOption {
    const char* key;
    const char* flag;
    const char* type;
    const char* help;
};

constexpr ValueOption value_options[] = {
    {"mode", "--mode", "MODE", "computer (default), two-players, record or review"},
    {"color", "--color", "COLOR", "your colour against the computer: white, black or random"},
    {"engine", "--engine", "ENGINE", "builtin, or uci:PATH for an external UCI engine"},
    {"level", "--level", "N", "the computer's strength, 1 (weakest) to 10"},
    {"tc", "--tc", "TC", "time control: 15+10, 5|3, 0:20+1, 40/90,30+30, G/5 d3; - for no clock"},
    {"fen", "--fen", "FEN", "start from this position"},
    {"rules", "--rules", "EDITION", "FIDE Laws: current or 2001"},
    {"strictness", "--strictness", "S", "casual (refuse what is wrong) or tournament (penalties)"},
    {"quickplay-finish", "--quickplay-finish", "on|off",
     "a quickplay finish is announced: the two-minute claim (2001 Art. 10, Guidelines III)"},
    {"arbiter", "--arbiter", "present|absent",
     "absent: a quickplay claim ends the game and is kept for the arbiter"},
    {"flags", "--flags", "auto|claim", "claim: 2001 rapid and blitz flags count only when claimed"},
    {"white", "--white", "NAME", "White's name on the score sheet"},
    {"black", "--black", "NAME", "Black's name on the score sheet"},
    {"player", "--player", "NAME", "your name on the score sheet, on your side"},
    {"event", "--event", "TEXT", "the event on the score sheet"},
    {"site", "--site", "TEXT", "the place on the score sheet"},
    {"round", "--round", "TEXT", "the round on the score sheet"},
    {"lang", "--lang", "LANG", "en or es (default: from the locale)"},
    {"style", "--style", "STYLE", "squares spoken as letters, fide-names, nato or fide"},
    {"voice", "--voice", "NAME", "espeak-ng voice, e.g. en, es, es-419, en+klatt"},
    {"rate", "--rate", "WPM", "speech rate in words per minute, 80 to 900"},
    {"verbosity", "--verbosity", "V", "brief, normal or verbose"},
    {"key-echo", "--key-echo", "ECHO", "speak typed keys: chars, words or off"},
    {"clock-announce", "--clock-announce", "on|off", "speak the talking clock's times"},
    {"confirm-moves", "--confirm-moves", "on|off", "enter then confirm every move"},
    {"speech-backend", "--speech-backend", "NAME",
     "espeak (default) or speechd: speak through speech-dispatcher, your screen reader's voice"},
    {"speech-log", "--speech-log", "FILE", "write everything said to FILE (- for stdout)"},
    {"speech-wav", "--speech-wav", "DIR", "write everything said as WAV files into DIR"},
    {"pgn", "--pgn", "FILE", "keep the game's score sheet (PGN) in FILE"},
    {"load", "--load", "FILE", "play on from (or review) a PGN or escaque save file"},
    {"pieces", "--pieces", "GLYPHS", "board pieces: ascii or unicode"},
    {"colors", "--colors", "SCHEME", "board colours: high-contrast or mono"},
    {"engine-log", "--engine-log", "FILE", "where an external engine's messages go"},
    {"seed", "--seed", "N", "seed for the computer's choices and random colour (for tests)"},
};

const char* footer =
    "\nCommands for tests, benchmarks and power users (each takes --help):\n"
    "  escaque perft | pgn | match | analyse\n"
    "  escaque bench perft | pgn | dead | clock | speech | latency\n"
    "\nSettings are also read from $XDG_CONFIG_HOME/escaque/config.toml (see escaque(1));\n"
    "the command line wins.\n";

// CLI11's messages as values: what was wrong, to be said in the player's language.
UsageError usage_error_of(std::string_view message) {
    const std::string text(message);
    const std::size_t colon = text.find(": ");
    const std::string option = colon == std::string::npos ? std::string() : text.substr(0, colon);
    if (text.find("At Most 1 required but received") != std::string::npos)
        return {UsageError::Kind::repeated, option, {}, {}};
    if (text.find(" required ") != std::string::npos &&
        text.find(" missing") != std::string::npos && option.starts_with("--"))
        return {UsageError::Kind::missing_value, option, {}, {}};
    return {UsageError::Kind::other, {}, text, {}};
}

// The options whose value may hold spaces: a FEN, a time control, a name, a path.
bool takes_spaced_value(std::string_view flag) {
    static constexpr std::string_view spaced[] = {
        "--fen",    "--tc",     "--white",      "--black",      "--player",
        "--event",  "--site",   "--round",      "--load",       "--pgn",
        "--config", "--engine", "--speech-log", "--speech-wav", "--engine-log"};
    return std::find(std::begin(spaced), std::end(spaced), flag) != std::end(spaced);
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// The option a word that is none was probably meant to be: a Spanish name ("--nivel"), one dash
// instead of two ("-tc"), or a slip of one or two letters ("--levle"). Empty when none is near.
std::string meant_option(std::string_view word) {
    static const std::pair<std::string_view, std::string_view> spanish[] = {
        {"nivel", "--level"},       {"idioma", "--lang"},      {"modo", "--mode"},
        {"motor", "--engine"},      {"ritmo", "--tc"},         {"tiempo", "--tc"},
        {"reloj", "--tc"},          {"blancas", "--white"},    {"negras", "--black"},
        {"jugador", "--player"},    {"evento", "--event"},     {"torneo", "--event"},
        {"lugar", "--site"},        {"ronda", "--round"},      {"voz", "--voice"},
        {"velocidad", "--rate"},    {"cargar", "--load"},      {"reglas", "--rules"},
        {"posicion", "--fen"},      {"posición", "--fen"},     {"estilo", "--style"},
        {"detalle", "--verbosity"}, {"piezas", "--pieces"},    {"linea", "--line"},
        {"línea", "--line"},        {"ayuda", "--help"},       {"silencio", "--no-speech"},
        {"colores", "--colors"},    {"rigor", "--strictness"}, {"arbitro", "--arbiter"},
        {"árbitro", "--arbiter"},   {"banderas", "--flags"},   {"partida", "--pgn"}};
    const std::string_view bare = word.substr(std::min(word.find_first_not_of('-'), word.size()));
    const std::string_view name = bare.substr(0, bare.find('='));
    for (const auto& [es, flag] : spanish)
        if (name == es) return std::string(flag);
    std::vector<std::string_view> flags{"--chess960",  "--line",    "--no-speech", "--config",
                                        "--no-config", "--version", "--help"};
    for (const ValueOption& o : value_options) flags.push_back(o.flag);
    std::string best;
    std::size_t best_distance = 3;
    for (std::string_view flag : flags) {
        const std::size_t d = edit_distance(name, flag.substr(2));
        if (d < best_distance) {
            best_distance = d;
            best = std::string(flag);
        }
    }
    // Short names are all near each other: only the exact one (after one dash) is meant.
    if (best_distance > 0 && name.size() < 4) return {};
    return best;
}

// Words the command line left over, in their order: the first that looks like an option, or
// else the stray words with the option whose value they probably belong to ("--tc 5 + 3").
UsageError left_over(int argc, char** argv, const std::vector<std::string>& extras) {
    for (const std::string& word : extras)
        if (word.starts_with("-") && word.size() > 1)
            return {UsageError::Kind::not_an_option, meant_option(word), word, {}};
    UsageError error{UsageError::Kind::stray_words, {}, {}, {}};
    for (const std::string& word : extras) error.text += (error.text.empty() ? "" : " ") + word;
    error.word_count = extras.size();
    // The option just before the first stray word, if its value may have spaces.
    for (int i = 2; i < argc; ++i)
        if (argv[i] == extras.front()) {
            if (takes_spaced_value(argv[i - 2])) {
                error.option = argv[i - 2];
                error.value = argv[i - 1];
            }
            break;
        }
    return error;
}

} // namespace

std::optional<int> parse_program_options(int argc, char** argv, ProgramOptions& options) {
    CLI::App app{"escaque: a speaking chess board, clock and score sheet for the terminal.",
                 "escaque"};
    app.footer(footer);
    std::map<std::string, std::string> values;
    std::vector<std::pair<const char*, CLI::Option*>> given;
    for (const ValueOption& o : value_options) {
        CLI::Option* option = app.add_option(o.flag, values[o.key], o.help)->type_name(o.type);
        given.emplace_back(o.key, option);
    }
    std::string chess960;
    CLI::Option* chess960_option =
        app.add_option("--chess960", chess960, "Chess960: a start position 0-959, or random")
            ->expected(0, 1)
            ->type_name("[N|random]");
    bool line = false, no_speech = false, version = false;
    app.add_flag("--line", line, "plain lines in and out (braille displays, screen readers)");
    app.add_flag("--no-speech", no_speech, "do not speak (the text is still shown)");
    app.add_option("--config", options.config_path, "read settings from FILE")->type_name("FILE");
    app.add_flag("--no-config", options.no_config, "ignore the config file");
    app.add_flag("--version", version, "print the version and exit");

    // Words left over are gathered (in their order) rather than refused by CLI11, so that
    // the message can name the first of them and the option they may belong to.
    app.allow_extras();
    const auto keep_what_was_read = [&] {
        // What could be read still decides how the error is said (--lang, --speech-log).
        for (const auto& [key, option] : given)
            if (!option->results().empty())
                options.values.emplace_back(key, option->results().back());
    };
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::fputs(app.help().c_str(), stdout);
        return 0;
    } catch (const CLI::ParseError& e) {
        options.usage_error = usage_error_of(e.what());
        keep_what_was_read();
        return 2;
    }
    if (const std::vector<std::string> extras = app.remaining(); !extras.empty()) {
        options.usage_error = left_over(argc, argv, extras);
        keep_what_was_read();
        return 2;
    }
    if (version) {
        std::printf("escaque %s\n", ESCAQUE_VERSION);
        return 0;
    }
    for (const auto& [key, option] : given)
        if (option->count() > 0) options.values.emplace_back(key, values[key]);
    if (chess960_option->count() > 0) options.values.emplace_back("chess960", chess960);
    if (line) options.values.emplace_back("line", "on");
    if (no_speech) options.values.emplace_back("speech", "off");
    return std::nullopt;
}

std::string default_config_path() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return std::string(xdg) + "/escaque/config.toml";
    const char* home = std::getenv("HOME");
    return std::string(home && *home ? home : ".") + "/.config/escaque/config.toml";
}

namespace {

// The config file, then the command line. The language is set first (the command line's, else
// the file's), so that every error is told in it. `lenient`: a value in error is skipped.
std::optional<SettingsError> apply_all(const ProgramOptions& options, Settings& settings,
                                       bool lenient) {
    ConfigRead config;
    std::string path;
    const bool named = !options.config_path.empty();
    // A player without an editor at hand must still be able to start: the way past the file.
    const auto way_out = [&settings, named] {
        const bool es = settings.language == tts::Language::es;
        return named ? (es ? "; da a --config un archivo de ajustes, o quítalo"
                           : "; give --config a settings file, or leave it out")
                     : (es ? "; corrige el archivo, o empieza con --no-config para no leerlo"
                           : "; mend the file, or start with --no-config to leave it out");
    };
    for (const auto& [key, value] : options.values)
        if (key == "lang") (void)apply_setting(settings, key, value);
    if (!options.no_config) {
        path = named ? options.config_path : default_config_path();
        config = read_config_file(path, named);
        if (!config.error.empty() && !lenient)
            return SettingsError{(named ? "--config " : "") + path + ": " +
                                     phrases::config_error(settings.language, config) + way_out(),
                                 true};
    }
    const auto given = [&options](std::string_view key) {
        for (const auto& [name, value] : options.values)
            if (name == key) return true;
        return false;
    };
    for (const auto& values : {config.values, options.values})
        for (const auto& [key, value] : values)
            if (key == "lang") (void)apply_setting(settings, key, value);
    for (const auto& [key, value] : config.values) {
        // The command line wins, also over a value in the file that is wrong.
        if (given(key)) continue;
        if (auto error = apply_setting(settings, key, value, SettingSource::config_file))
            if (!lenient) return SettingsError{path + ": " + *error + way_out()};
    }
    for (const auto& [key, value] : options.values)
        if (auto error = apply_setting(settings, key, value, SettingSource::command_line))
            if (!lenient) return SettingsError{"--" + *error};
    return std::nullopt;
}

} // namespace

std::optional<SettingsError> resolve_settings(const ProgramOptions& options, Settings& settings) {
    return apply_all(options, settings, /*lenient=*/false);
}

void resolve_settings_leniently(const ProgramOptions& options, Settings& settings) {
    (void)apply_all(options, settings, /*lenient=*/true);
}

} // namespace escaque::tui
