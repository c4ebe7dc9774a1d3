// Shared handling of CLI11 parse results for the subcommands.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdio>
#include <optional>

namespace escaque::tui {

// Parses argv (argv[0] is the subcommand's name). Returns an exit code when the command must
// stop here: 0 after --help, 2 after a usage error (the message and usage go to stderr).
inline std::optional<int> parse_cli(CLI::App& app, int argc, char** argv) {
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        std::fputs(app.help().c_str(), stdout);
        return 0;
    } catch (const CLI::ParseError& e) {
        std::fprintf(stderr, "%s: %s\n\n%s", app.get_name().c_str(), e.what(), app.help().c_str());
        return 2;
    }
    return std::nullopt;
}

} // namespace escaque::tui
