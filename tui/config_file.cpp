// config.toml: flat `key = value` pairs with the command line's names, e.g.
//     lang = "es"
//     style = "fide"
//     rate = 320
//     clock-announce = false
// toml++ throws on a syntax error; this is the program's edge, where exceptions end.
#include <filesystem>
#include <toml++/toml.h>

#include "program_options.h"

namespace escaque::tui {

ConfigRead read_config_file(const std::string& path, bool must_exist) {
    ConfigRead read;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
        if (must_exist) read.error = "no such file";
        return read;
    }
    toml::table table;
    try {
        table = toml::parse_file(path);
    } catch (const toml::parse_error& e) {
        const auto& where = e.source().begin;
        read.error = "line " + std::to_string(where.line) + ", column " +
                     std::to_string(where.column) + ": " + std::string(e.description());
        return read;
    }
    for (const auto& [key, node] : table) {
        const std::string name(key.str());
        if (const auto* text = node.as_string())
            read.values.emplace_back(name, text->get());
        else if (const auto* number = node.as_integer())
            read.values.emplace_back(name, std::to_string(number->get()));
        else if (const auto* flag = node.as_boolean())
            read.values.emplace_back(name, flag->get() ? "on" : "off");
        else {
            read.error = name + ": expected a text, a whole number or true/false";
            return read;
        }
    }
    return read;
}

} // namespace escaque::tui
