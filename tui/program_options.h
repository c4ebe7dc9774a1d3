// The program's command line (CLI11) and its config file (toml++): both give key/value pairs
// that settings.h checks, the config file first and the command line over it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "settings.h"

namespace escaque::tui {

using SettingValues = std::vector<std::pair<std::string, std::string>>;

// A command line that could not be read, said in the player's language once it is known.
struct UsageError {
    enum class Kind {
        repeated,      // option: given twice
        missing_value, // option: nothing after it
        not_an_option, // text: the first word that looks like an option but is none;
                       // option: the one it was probably meant to be, if any
        stray_words,   // text: words that belong to no option; option, value: the option
                       // before them and the value it took
        other          // text: CLI11's own words
    };
    Kind kind = Kind::other;
    std::string option;
    std::string text;
    std::string value = {};
    std::size_t word_count = 0; // stray_words: how many
};

struct ProgramOptions {
    SettingValues values;    // what the command line set, in its order
    std::string config_path; // --config FILE; empty: the default place
    bool no_config = false;  // --no-config: only the command line
    std::optional<UsageError> usage_error;
};

// Parses argv (argv[0] is the program). Returns an exit code when the program must stop here:
// 0 after --help or --version, 2 after a usage error (in usage_error, for the caller to print
// and say).
std::optional<int> parse_program_options(int argc, char** argv, ProgramOptions& options);

// $XDG_CONFIG_HOME/escaque/config.toml, or $HOME/.config/escaque/config.toml.
std::string default_config_path();

struct ConfigRead {
    enum class Problem { none, no_such_file, folder, syntax, value_type };
    SettingValues values;
    std::string error; // in English; empty when the file was read (or is absent and optional)
    // The same as a value, to be said in another language.
    Problem problem = Problem::none;
    int line = 0, column = 0; // of a syntax error
    std::string key = {};     // whose value is neither text, a number nor true/false
};

// Reads a config file of `key = value` lines (TOML). A missing file is no error unless
// must_exist; a syntax error names the line and column.
ConfigRead read_config_file(const std::string& path, bool must_exist);
// The same for text already in memory (`source` names it in toml++'s messages); no file is read.
ConfigRead read_config_text(std::string_view text, std::string_view source = {});

struct SettingsError {
    std::string message;
    bool file_unusable = false; // the config file cannot be read at all (exit 1, not 2)
};

// Applies the config file and the command line to the defaults. Returns the error to print
// ("escaque: ~/.config/escaque/config.toml: level: expected ...") when a value is bad.
std::optional<SettingsError> resolve_settings(const ProgramOptions& options, Settings& settings);
// The same, skipping every setting in error: the settings a startup error is said with.
void resolve_settings_leniently(const ProgramOptions& options, Settings& settings);

} // namespace escaque::tui
