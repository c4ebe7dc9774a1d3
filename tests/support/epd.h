// Readers for the shared test data files (../shared/data): perft EPD records.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace escaque::test {

inline std::string shared_data(const std::string& relative) {
    return std::string(ESCAQUE_SHARED_DATA) + "/" + relative;
}

struct PerftRecord {
    std::string fen;
    std::string id;
    std::vector<std::pair<int, uint64_t>> counts; // (depth, nodes)
    int line = 0;
};

// "<FEN> ;D1 <n> ;D2 <n> ... [;ID <name>]", '#' comments.
inline std::vector<PerftRecord> read_perft_file(const std::string& relative) {
    std::ifstream in(shared_data(relative));
    if (!in) throw std::runtime_error("cannot open " + shared_data(relative));
    std::vector<PerftRecord> records;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        PerftRecord r;
        r.line = number;
        std::stringstream fields(line);
        std::string field;
        bool first = true;
        while (std::getline(fields, field, ';')) {
            while (!field.empty() && field.back() == ' ') field.pop_back();
            while (!field.empty() && field.front() == ' ') field.erase(0, 1);
            if (first) {
                r.fen = field;
                first = false;
            } else if (field.rfind("ID ", 0) == 0) {
                r.id = field.substr(3);
            } else if (field.size() > 1 && field[0] == 'D') {
                const auto space = field.find(' ');
                r.counts.emplace_back(std::stoi(field.substr(1, space - 1)),
                                      std::stoull(field.substr(space + 1)));
            }
        }
        if (r.id.empty()) r.id = "line " + std::to_string(number);
        records.push_back(std::move(r));
    }
    return records;
}

} // namespace escaque::test
