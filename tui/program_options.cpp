#include "program_options.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <map>

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

// CLI11's messages in the words of escaque's other errors: what was wrong, what is expected.
std::string usage_error_words(std::string_view message) {
    const std::string text(message);
    const std::size_t colon = text.find(": ");
    const std::string option = colon == std::string::npos ? std::string() : text.substr(0, colon);
    std::string words;
    if (text.find("At Most 1 required but received") != std::string::npos)
        words = option + ": given more than once; give it once";
    else if (text.find(" required ") != std::string::npos &&
             text.find(" missing") != std::string::npos && option.starts_with("--"))
        words = option + ": a value must follow it";
    else if (const std::string extra = "The following argument was not expected: ";
             text.starts_with(extra))
        words = "not an option: " + text.substr(extra.size());
    else if (const std::string extras = "The following arguments were not expected: ";
             text.starts_with(extras))
        words = "not options: " + text.substr(extras.size());
    else
        words = text;
    return words + "; escaque --help lists the options";
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

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::fputs(app.help().c_str(), stdout);
        return 0;
    } catch (const CLI::ParseError& e) {
        options.usage_error = usage_error_words(e.what());
        // What could be read still decides how the error is said (--lang, --speech-log).
        for (const auto& [key, option] : given)
            if (!option->results().empty())
                options.values.emplace_back(key, option->results().back());
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
            return SettingsError{
                (named ? "--config " : "") + path + ": " + config.error + way_out(), true};
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
