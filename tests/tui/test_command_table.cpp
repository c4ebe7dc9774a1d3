#include <catch2/catch.hpp>

#include "board_queries.h"
#include "command_table.h"

using namespace escaque::tui;

namespace {
CommandKind kind_of(std::string_view line) {
    const CommandParse p = parse_command(line);
    REQUIRE(p.command);
    return p.command->kind;
}
} // namespace

TEST_CASE("commands in English, Spanish and one letter, with or without a slash",
          "[tui][commands]") {
    CHECK(kind_of("c") == CommandKind::clock);
    CHECK(kind_of("/clock") == CommandKind::clock);
    CHECK(kind_of("reloj") == CommandKind::clock);
    CHECK(kind_of("CLOCK") == CommandKind::clock);
    CHECK(kind_of("my time") == CommandKind::my_time);
    CHECK(kind_of("mi tiempo") == CommandKind::my_time);
    CHECK(kind_of("última") == CommandKind::last_move);
    CHECK(kind_of("ÚLTIMA") == CommandKind::last_move);
    CHECK(kind_of("?") == CommandKind::help);
    CHECK(kind_of("ayuda") == CommandKind::help);
    CHECK(kind_of("sí") == CommandKind::yes);
    CHECK(kind_of("salir") == CommandKind::quit);
    CHECK(kind_of("nueva partida") == CommandKind::new_game);
}

TEST_CASE("arguments keep their case", "[tui][commands]") {
    const CommandParse p = parse_command("  p   N ");
    REQUIRE(p.command);
    CHECK(p.command->kind == CommandKind::pieces);
    REQUIRE(p.command->args.size() == 1);
    CHECK(p.command->args[0] == "N");
    const CommandParse claim = parse_command("/claim Nf3");
    REQUIRE(claim.command);
    CHECK(claim.command->args == std::vector<std::string>{"Nf3"});
}

TEST_CASE("moves are not commands, an unknown slash command is", "[tui][commands]") {
    for (const char* move : {"e4", "Nf3", "exd5", "O-O", "0-0-0", "Cf3", "e8=Q", "g1f3", "b4"}) {
        const CommandParse p = parse_command(move);
        CHECK_FALSE(p.command);
        CHECK_FALSE(p.unknown);
    }
    const CommandParse unknown = parse_command("/dance");
    CHECK_FALSE(unknown.command);
    CHECK(unknown.unknown);
    CHECK_FALSE(parse_command("dance").unknown); // could still be a move: the game decides
}

TEST_CASE("every command has a name, help and an example in both languages", "[tui][commands]") {
    for (const CommandEntry& e : command_table()) {
        CHECK_FALSE(command_name(e, escaque::tts::Language::en).empty());
        CHECK_FALSE(command_name(e, escaque::tts::Language::es).empty());
        CHECK_FALSE(e.summary.en.empty());
        CHECK_FALSE(e.summary.es.empty());
        CHECK_FALSE(e.example.en.empty());
        // Every name leads back to its own command.
        const CommandParse p = parse_command(command_name(e, escaque::tts::Language::es));
        REQUIRE(p.command);
        CHECK(p.command->kind == e.kind);
    }
}

TEST_CASE("squares are read in either case", "[tui][commands]") {
    CHECK(parse_square("e4") == escaque::chess::SQ_E4);
    CHECK(parse_square("H8") == escaque::chess::SQ_H8);
    CHECK_FALSE(parse_square("i4"));
    CHECK_FALSE(parse_square("e9"));
    CHECK_FALSE(parse_square("e"));
}

TEST_CASE("a piece letter typed apart from its square is a move, not a command",
          "[tui][commands]") {
    // "C f3" (caballo) and "R e2" are moves; c and r alone stay the clock and repeat.
    for (const char* line : {"C f3", "c xf3", "R e2", "b c6", "q h5", "D e2", "P a3", "A c4"}) {
        const CommandParse p = parse_command(line);
        CHECK_FALSE(p.command);
        CHECK_FALSE(p.unknown);
    }
    CHECK(kind_of("c") == CommandKind::clock);
    CHECK(kind_of("/c f3") == CommandKind::clock); // a slash says it is a command
    CHECK(kind_of("a e4") == CommandKind::attackers); // a command that takes a square
    CHECK(kind_of("m g1") == CommandKind::moves);
    CHECK(kind_of("d white") == CommandKind::draw);
}
