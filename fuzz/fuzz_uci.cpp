// What a UCI engine writes (engine::parse_engine_line, one line at a time, pure). An option
// the engine declares must give setoption commands of one line; a best move and a principal
// variation are then checked against the start position as the client does (moves_from_text),
// and must be legal.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "chess/fen.h"
#include "chess/position.h"
#include "engine/uci_protocol.h"
#include "fuzz_check.h"

using namespace escaque;
using namespace escaque::engine;

namespace {

void replay_legal(const std::vector<std::string>& texts) {
    static const chess::Position start = *chess::parse_fen(chess::START_FEN);
    chess::Position pos = start;
    const std::vector<chess::Move> moves = moves_from_text(start, texts);
    FUZZ_CHECK(moves.size() <= texts.size());
    for (const chess::Move m : moves) {
        FUZZ_CHECK(pos.is_legal(m));
        pos.do_move(m);
    }
}

void check_one_line(const Result<std::string>& command) {
    if (command) FUZZ_CHECK(command->find_first_of("\r\n") == std::string::npos);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    const EngineMessage m = parse_engine_line(line);
    switch (m.kind) {
    case EngineMessage::Kind::option: {
        const std::vector<UciOption> declared{m.option};
        check_one_line(setoption_command(declared, m.option.name, m.option.default_value));
        for (const std::string& choice : m.option.choices)
            check_one_line(setoption_command(declared, m.option.name, choice));
        check_one_line(setoption_command(declared, m.option.name, "true"));
        check_one_line(setoption_command(declared, m.option.name, "42"));
        break;
    }
    case EngineMessage::Kind::best_move:
        replay_legal({m.text});
        break;
    case EngineMessage::Kind::info:
        replay_legal(m.pv);
        break;
    default:
        break;
    }
    return 0;
}
