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

namespace {

ConfigRead syntax_error(const toml::parse_error& e) {
    ConfigRead read;
    const auto& where = e.source().begin;
    read.problem = ConfigRead::Problem::syntax;
    read.line = int(where.line);
    read.column = int(where.column);
    // toml++'s own words, then what a line must look like, for someone who never read TOML.
    read.error = "line " + std::to_string(where.line) + ", column " +
                 std::to_string(where.column) + ": " + std::string(e.description()) +
                 "; each line is: name = value, with text in quotes (lang = \"es\"), a whole "
                 "number (rate = 320) or true/false";
    return read;
}

ConfigRead config_values(const toml::table& table) {
    ConfigRead read;
    for (const auto& [key, node] : table) {
        const std::string name(key.str());
        if (const auto* text = node.as_string())
            read.values.emplace_back(name, text->get());
        else if (const auto* number = node.as_integer())
            read.values.emplace_back(name, std::to_string(number->get()));
        else if (const auto* flag = node.as_boolean())
            // As written, so that a refusal quotes the file ("level = true", not "on").
            read.values.emplace_back(name, flag->get() ? "true" : "false");
        else {
            read.error = name + ": expected a text in quotes, a whole number or true/false";
            read.problem = ConfigRead::Problem::value_type;
            read.key = name;
            return read;
        }
    }
    return read;
}

} // namespace

ConfigRead read_config_file(const std::string& path, bool must_exist) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
        ConfigRead read;
        if (must_exist) {
            read.error = "no such file";
            read.problem = ConfigRead::Problem::no_such_file;
        }
        return read;
    }
    if (std::filesystem::is_directory(path, ec)) {
        ConfigRead read;
        read.error = "is a folder, not a settings file";
        read.problem = ConfigRead::Problem::folder;
        return read;
    }
    toml::table table;
    try {
        table = toml::parse_file(path);
    } catch (const toml::parse_error& e) {
        return syntax_error(e);
    }
    return config_values(table);
}

ConfigRead read_config_text(std::string_view text, std::string_view source) {
    toml::table table;
    try {
        table = toml::parse(text, source);
    } catch (const toml::parse_error& e) {
        return syntax_error(e);
    }
    return config_values(table);
}

} // namespace escaque::tui
