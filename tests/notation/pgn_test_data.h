// Readers for the PGN test data (../shared/data/pgn): whole files, and the rows of
// expected-games.tsv.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/epd.h"

namespace escaque::test {

inline std::string read_text_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline std::string read_pgn_data(const std::string& relative) {
    return read_text_file(shared_data("pgn/" + relative));
}

struct ExpectedGame {
    std::string file; // relative to pgn/
    int game = 0;     // 1-based
    bool chess960 = false;
    int plies = 0;
    std::string start_fen;
    std::string final_fen;
    std::string status;
    std::string result;
    std::string parse; // ok, noncanonical, lenient, error
    std::string notes;
};

inline std::vector<ExpectedGame> read_expected_games() {
    std::ifstream in(shared_data("pgn/expected-games.tsv"));
    if (!in) throw std::runtime_error("cannot open expected-games.tsv");
    std::vector<ExpectedGame> rows;
    std::string line;
    bool header_seen = false;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        if (!header_seen) { // the column names
            header_seen = true;
            continue;
        }
        std::vector<std::string> fields;
        std::stringstream stream(line);
        std::string field;
        while (std::getline(stream, field, '\t')) fields.push_back(field);
        if (fields.size() < 11) throw std::runtime_error("short row: " + line);
        ExpectedGame row;
        row.file = fields[0];
        row.game = std::stoi(fields[1]);
        row.chess960 = fields[2] == "960";
        row.plies = std::stoi(fields[3]);
        row.start_fen = fields[4];
        row.final_fen = fields[5];
        row.status = fields[6];
        row.result = fields[8];
        row.parse = fields[9];
        row.notes = fields[10];
        rows.push_back(std::move(row));
    }
    return rows;
}

// "non-canonical SAN: 1:e2e4>e4 2:c7c6>c6" from the notes column, as "ply:written>canonical".
inline std::vector<std::string> noncanonical_from_notes(const std::string& notes) {
    std::vector<std::string> items;
    const std::string marker = "non-canonical SAN: ";
    const auto at = notes.find(marker);
    if (at == std::string::npos) return items;
    std::stringstream stream(notes.substr(at + marker.size()));
    std::string item;
    while (stream >> item) items.push_back(item);
    return items;
}

} // namespace escaque::test
