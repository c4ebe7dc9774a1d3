// The commands a player types, in English and Spanish, with their one-letter forms, where they
// apply and their help. One table serves the parser and the help, so they never disagree.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tts/wording.h"

namespace escaque::tui {

enum class CommandKind : std::uint8_t {
    // Reading the game
    clock,
    my_time,
    turn,
    last_move,
    pieces,
    scan,
    pawns,
    board,
    square,
    attackers,
    moves,
    knight,
    history,
    repeat,
    // Acting in the game
    draw,
    decline,
    claim,
    resign,
    seal,
    resume,
    undo,
    hint,
    cancel,
    illegal,
    retrace,
    arbiter,
    // Review
    next,
    back,
    start,
    end,
    go,
    // The program
    flip,
    save,
    new_game,
    settings,
    help,
    quit,
    yes,
    no,
};

// Where a command makes sense; help lists only what applies.
enum ModeMask : std::uint8_t {
    in_computer = 1,
    in_two_players = 2,
    in_record = 4,
    in_review = 8,
    in_play = in_computer | in_two_players | in_record,
    everywhere = in_play | in_review,
};

struct CommandHelp {
    std::string_view en;
    std::string_view es;
};

struct CommandEntry {
    CommandKind kind;
    std::string_view letter;  // one-letter (or short) form, "" when none
    std::string_view english; // names separated by spaces; '_' stands for a space
    std::string_view spanish;
    std::uint8_t modes;
    CommandHelp example; // what to type
    CommandHelp summary; // what it does
};

const std::vector<CommandEntry>& command_table();
const CommandEntry& command_entry(CommandKind kind);

struct ParsedCommand {
    CommandKind kind;
    std::vector<std::string> args; // as typed (case kept: "p N" is not "p n")
};

// A typed line as a command, when its first word (or first two words) is a command name in
// either language or a one-letter form; a leading '/' is optional. nullopt: not a command, so
// possibly a move. "/xyz" is a command that does not exist: `unknown` is set.
struct CommandParse {
    std::optional<ParsedCommand> command;
    bool unknown = false; // started with '/' but names no command
};
CommandParse parse_command(std::string_view line);

// The first name of a command in the language ("clock" / "reloj").
std::string_view command_name(const CommandEntry& entry, tts::Language language);

// Lower-case ASCII and the Spanish accented capitals; other bytes unchanged.
std::string fold_case(std::string_view text);

// A command's count argument: digits only, 0 or more ("h 6", "retrace 12"); nothing otherwise.
std::optional<int> whole_number(std::string_view text);

} // namespace escaque::tui
