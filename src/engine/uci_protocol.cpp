#include "engine/uci_protocol.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "chess/fen.h"
#include "chess/uci.h"

namespace escaque::engine {

namespace {

std::vector<std::string> split_words(std::string_view line) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
        size_t j = i;
        while (j < line.size() && !std::isspace(static_cast<unsigned char>(line[j]))) ++j;
        if (j > i) words.emplace_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

template <class T>
std::optional<T> number(const std::string& text) {
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::string join(const std::vector<std::string>& words, size_t from, size_t to) {
    std::string out;
    for (size_t i = from; i < to && i < words.size(); ++i) {
        if (!out.empty()) out += ' ';
        out += words[i];
    }
    return out;
}

EngineMessage parse_info(const std::vector<std::string>& w) {
    EngineMessage m;
    m.kind = EngineMessage::Kind::info;
    for (size_t i = 1; i < w.size(); ++i) {
        const std::string& key = w[i];
        const bool has_next = i + 1 < w.size();
        if (key == "string") break; // free text to the end of the line
        if (key == "depth" && has_next) {
            m.info.depth = number<int>(w[++i]).value_or(0);
        } else if (key == "nodes" && has_next) {
            m.info.nodes = number<uint64_t>(w[++i]).value_or(0);
        } else if (key == "time" && has_next) {
            m.info.time_ms = number<int64_t>(w[++i]).value_or(0);
        } else if (key == "score" && i + 2 < w.size()) {
            const auto value = number<int>(w[i + 2]);
            if (value && w[i + 1] == "cp") m.info.score = Score::cp(*value);
            if (value && w[i + 1] == "mate") m.info.score = Score::mate_in(*value);
            i += 2;
        } else if (key == "pv") {
            m.pv.assign(w.begin() + long(i) + 1, w.end());
            break;
        }
    }
    return m;
}

EngineMessage parse_option(const std::vector<std::string>& w) {
    EngineMessage m;
    m.kind = EngineMessage::Kind::option;
    // Option names may contain spaces: the name runs up to the keyword "type".
    const auto keyword = [&](const std::string& k) {
        return k == "type" || k == "default" || k == "min" || k == "max" || k == "var";
    };
    size_t i = 1;
    while (i < w.size()) {
        const std::string key = w[i++];
        // A name runs up to "type" (it may contain other keywords); values to the next keyword.
        const auto ends_value = [&](size_t k) {
            return key == "name" ? w[k] == "type" : keyword(w[k]);
        };
        size_t end = i;
        while (end < w.size() && !ends_value(end)) ++end;
        std::string value = join(w, i, end);
        if (value == "<empty>") value.clear(); // how engines write an empty default
        if (key == "name") m.option.name = value;
        if (key == "type") m.option.type = value;
        if (key == "default") m.option.default_value = value;
        if (key == "min") m.option.min = number<long long>(value);
        if (key == "max") m.option.max = number<long long>(value);
        if (key == "var") m.option.choices.push_back(value);
        i = end;
    }
    return m;
}

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

EngineMessage parse_engine_line(std::string_view line) {
    const std::vector<std::string> w = split_words(line);
    EngineMessage m;
    m.text = std::string(line);
    if (w.empty()) return m;
    if (w[0] == "uciok") m.kind = EngineMessage::Kind::uci_ok;
    if (w[0] == "readyok") m.kind = EngineMessage::Kind::ready_ok;
    if (w[0] == "id" && w.size() >= 2) {
        m.kind = w[1] == "name" ? EngineMessage::Kind::id_name : EngineMessage::Kind::id_author;
        if (w[1] != "name" && w[1] != "author") m.kind = EngineMessage::Kind::other;
        m.text = join(w, 2, w.size());
    }
    if (w[0] == "bestmove") {
        m.kind = EngineMessage::Kind::best_move;
        m.text = w.size() >= 2 ? w[1] : "";
        if (w.size() >= 4 && w[2] == "ponder") m.ponder = w[3];
    }
    if (w[0] == "info") return parse_info(w);
    if (w[0] == "option") return parse_option(w);
    return m;
}

std::string position_command(const GameLine& game) {
    const chess::Position& start = game.start();
    std::string cmd = "position ";
    if (!start.chess960() && chess::to_fen(start) == chess::START_FEN)
        cmd += "startpos";
    else
        cmd += "fen " + chess::to_fen(start);
    if (!game.moves().empty()) {
        cmd += " moves";
        for (const chess::Move m : game.moves())
            cmd += ' ' + chess::uci_string(m, start.chess960());
    }
    return cmd;
}

std::string go_command(const SearchLimits& limits) {
    if (limits.infinite) return "go infinite";
    std::string cmd = "go";
    if (limits.move_time) {
        cmd += " movetime " + std::to_string(std::max<long long>(1, limits.move_time->count()));
    } else if (limits.has_clock()) {
        static constexpr const char* names[2][2] = {{"wtime", "winc"}, {"btime", "binc"}};
        for (const chess::Color c : {chess::WHITE, chess::BLACK}) {
            if (!limits.time_left[c]) continue;
            cmd += std::string(" ") + names[c][0] + ' ' +
                   std::to_string(std::max<long long>(1, limits.time_left[c]->count()));
            cmd +=
                std::string(" ") + names[c][1] + ' ' + std::to_string(limits.increment[c].count());
        }
        if (limits.moves_to_go > 0) cmd += " movestogo " + std::to_string(limits.moves_to_go);
        if (limits.most_time)
            cmd += " movetime " + std::to_string(std::max<long long>(1, limits.most_time->count()));
    }
    if (limits.depth > 0) cmd += " depth " + std::to_string(limits.depth);
    if (limits.nodes > 0) cmd += " nodes " + std::to_string(limits.nodes);
    if (cmd == "go") cmd += " infinite";
    return cmd;
}

Result<std::string, OptionRefusal> setoption_command(const std::vector<UciOption>& declared,
                                                     std::string_view name,
                                                     std::string_view value) {
    using Why = OptionRefusal::Why;
    const auto it = std::find_if(declared.begin(), declared.end(),
                                 [&](const UciOption& o) { return iequals(o.name, name); });
    if (it == declared.end())
        return unexpected(
            OptionRefusal{Why::no_such_option, std::string(name), std::string(value)});
    const auto refused = [&](Why why) {
        return unexpected(OptionRefusal{why, it->name, std::string(value), it->min.value_or(0),
                                        it->max.value_or(0)});
    };
    if (value.find_first_of("\r\n") != std::string_view::npos) return refused(Why::line_break);
    const std::string head = "setoption name " + it->name;
    if (it->type == "button") return head;
    if (it->type == "check") {
        if (iequals(value, "true")) return head + " value true";
        if (iequals(value, "false")) return head + " value false";
        return refused(Why::not_true_or_false);
    }
    if (it->type == "spin") {
        const auto n = number<long long>(std::string(value));
        if (!n) return refused(Why::not_whole_number);
        if ((it->min && *n < *it->min) || (it->max && *n > *it->max))
            return refused(Why::out_of_range);
        return head + " value " + std::to_string(*n);
    }
    if (it->type == "combo") {
        for (const std::string& choice : it->choices)
            if (iequals(choice, value)) return head + " value " + choice;
        return refused(Why::not_a_choice);
    }
    return head + " value " + std::string(value);
}

std::vector<chess::Move> moves_from_text(const chess::Position& pos,
                                         const std::vector<std::string>& texts) {
    std::vector<chess::Move> moves;
    chess::Position current = pos;
    for (const std::string& text : texts) {
        const chess::Move m = chess::move_from_uci(current, text);
        if (!m.is_ok()) break;
        current.do_move(m);
        moves.push_back(m);
    }
    return moves;
}

} // namespace escaque::engine
