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

struct ProgramOptions {
    SettingValues values;    // what the command line set, in its order
    std::string config_path; // --config FILE; empty: the default place
    bool no_config = false;  // --no-config: only the command line
    std::string usage_error; // a command line that could not be read: why, in plain words
};

// Parses argv (argv[0] is the program). Returns an exit code when the program must stop here:
// 0 after --help or --version, 2 after a usage error (in usage_error, for the caller to print
// and say).
std::optional<int> parse_program_options(int argc, char** argv, ProgramOptions& options);

// $XDG_CONFIG_HOME/escaque/config.toml, or $HOME/.config/escaque/config.toml.
std::string default_config_path();

struct ConfigRead {
    SettingValues values;
    std::string error; // empty when the file was read (or is absent and optional)
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
