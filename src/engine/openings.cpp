#include "engine/openings.h"

#include <cctype>
#include <fstream>
#include <sstream>

#include "chess/fen.h"

namespace escaque::engine {

namespace {
bool all_digits(const std::string& s) {
    if (s.empty()) return false;
    for (const char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}
} // namespace

Result<std::vector<chess::Position>> parse_openings(std::string_view text) {
    std::vector<chess::Position> positions;
    std::istringstream lines{std::string(text)};
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (const size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        std::vector<std::string> fields;
        for (std::string w; words >> w;) fields.push_back(w);
        if (fields.empty()) continue;
        if (fields.size() < 4)
            return unexpected("line " + std::to_string(number) + ": not a FEN or EPD position");
        std::string fen = fields[0] + ' ' + fields[1] + ' ' + fields[2] + ' ' + fields[3];
        // A FEN has two counters after the four EPD fields; EPD has operations instead.
        if (fields.size() >= 6 && all_digits(fields[4]) && all_digits(fields[5]))
            fen += ' ' + fields[4] + ' ' + fields[5];
        else
            fen += " 0 1";
        auto pos = chess::parse_fen(fen);
        if (!pos)
            return unexpected("line " + std::to_string(number) + ": " + pos.error().message());
        positions.push_back(*pos);
    }
    return positions;
}

Result<std::vector<chess::Position>> read_openings_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) return unexpected("cannot read the openings file " + path);
    std::ostringstream content;
    content << in.rdbuf();
    auto positions = parse_openings(content.str());
    if (!positions) return unexpected(path + ", " + positions.error());
    return positions;
}

} // namespace escaque::engine
