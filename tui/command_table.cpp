#include "command_table.h"

#include <algorithm>
#include <charconv>

namespace escaque::tui {

namespace {

// clang-format off
const std::vector<CommandEntry> table = {
    {CommandKind::clock, "c", "clock clocks", "reloj relojes", everywhere,
     {"c", "c"}, {"both clocks", "los dos relojes"}},
    {CommandKind::my_time, "", "time my_time", "tiempo mi_tiempo", in_play,
     {"time", "tiempo"}, {"your own clock", "tu reloj"}},
    {CommandKind::turn, "t", "turn", "turno", everywhere,
     {"t", "t"}, {"whose move it is and the moves made", "a quién le toca y las jugadas hechas"}},
    {CommandKind::last_move, "l", "last last_move", "última ultima última_jugada ultima_jugada",
     everywhere, {"l", "l"}, {"the last move", "la última jugada"}},
    {CommandKind::pieces, "p", "pieces where", "piezas donde dónde", everywhere,
     {"p N  (white knights), p n (black knights), p (all)",
      "p C  (caballos blancos), p c (caballos negros), p (todas)"},
     {"where pieces stand: capital letters for White, small for Black",
      "dónde están las piezas: mayúscula blancas, minúscula negras"}},
    {CommandKind::scan, "s", "scan", "explorar ver", everywhere,
     {"s e  (the e file), s 4 (the fourth rank)", "s e  (la columna e), s 4 (la fila cuatro)"},
     {"a file or a rank, empty squares counted", "una columna o una fila, con las vacías contadas"}},
    {CommandKind::pawns, "", "pawns pawn_structure", "peones estructura", everywhere,
     {"pawns", "peones"}, {"the pawns, file by file", "los peones, columna a columna"}},
    {CommandKind::board, "b", "board", "tablero", everywhere,
     {"b", "b"}, {"the whole board, rank by rank", "todo el tablero, fila a fila"}},
    {CommandKind::square, "sq", "square", "casilla", everywhere,
     {"sq e4", "casilla e4"}, {"what stands on a square", "qué hay en una casilla"}},
    {CommandKind::attackers, "a", "attackers attacks defenders", "atacantes defensores ataques",
     everywhere, {"a e4", "a e4"},
     {"who attacks and defends a square", "quién ataca y defiende una casilla"}},
    {CommandKind::moves, "m", "moves legal", "jugadas legales", everywhere,
     {"m g1", "m g1"}, {"the legal moves of the piece on a square",
                        "las jugadas legales de la pieza de una casilla"}},
    {CommandKind::knight, "", "knight knight_squares", "caballo saltos", everywhere,
     {"knight e4", "caballo e4"}, {"the squares a knight on that square reaches",
                                   "las casillas a las que salta un caballo desde allí"}},
    {CommandKind::history, "h", "history moves_played", "historial partida", everywhere,
     {"h 6  (the last six moves), h (all)", "h 6  (las seis últimas), h (todas)"},
     {"the moves played", "las jugadas hechas"}},
    {CommandKind::repeat, "r", "repeat again", "repetir otra", everywhere,
     {"r", "r"}, {"say the last announcement again", "repite el último anuncio"}},
    {CommandKind::draw, "d", "draw", "tablas", in_play,
     {"d", "d"}, {"offer a draw, or accept the one offered", "ofrece tablas, o acepta las ofrecidas"}},
    {CommandKind::decline, "", "decline refuse", "rechazar declinar", in_play,
     {"decline", "rechazar"}, {"decline a draw offer", "rechaza una oferta de tablas"}},
    {CommandKind::claim, "", "claim", "reclamar", in_play,
     {"claim, claim Nf3, claim quickplay, claim quickplay effort, claim increment, claim time",
      "reclamar, reclamar Cf3, reclamar acelerado, reclamar acelerado esfuerzo, reclamar incremento, reclamar tiempo"},
     {"claim a draw by repetition or fifty moves, with the move you intend to play if it makes the claim; "
      "quickplay: under two minutes, the opponent cannot win by normal means (effort: is not trying to); "
      "increment: ask for five seconds a move for both instead; time: the opponent's flag has fallen",
      "reclama tablas por repetición o cincuenta jugadas, con la jugada que vas a hacer si es ella la que las produce; "
      "acelerado: con menos de dos minutos, el rival no puede ganar por medios normales (esfuerzo: no lo intenta); "
      "incremento: pide cinco segundos por jugada para los dos; tiempo: ha caído la bandera del rival"}},
    {CommandKind::resign, "", "resign", "abandonar rendirse", in_play,
     {"resign", "abandonar"}, {"resign the game (asks first)", "abandona la partida (pregunta antes)"}},
    {CommandKind::seal, "", "seal adjourn", "sellar aplazar", in_play,
     {"seal Nf3", "sellar Cf3"}, {"adjourn the game with a sealed move", "aplaza la partida con una jugada sellada"}},
    {CommandKind::resume, "", "resume unseal", "reanudar", in_play,
     {"resume", "reanudar"}, {"resume an adjourned game: the sealed move is played",
                              "reanuda la partida aplazada: se juega la jugada sellada"}},
    {CommandKind::undo, "u", "undo takeback", "deshacer atrás atras", in_computer | in_two_players,
     {"undo", "deshacer"}, {"take back your last move (two players: the last move, asks first)",
                            "retira tu última jugada (dos jugadores: la última, pregunta antes)"}},
    {CommandKind::hint, "", "hint", "pista", in_computer | in_two_players,
     {"hint", "pista"}, {"a move the built-in engine suggests (not in tournament strictness)",
                         "una jugada que sugiere el motor incorporado (no con rigor de torneo)"}},
    {CommandKind::cancel, "x", "cancel", "cancelar borrar", in_play,
     {"cancel", "cancelar"}, {"forget the move entered and not yet confirmed",
                              "olvida la jugada introducida y sin confirmar"}},
    {CommandKind::illegal, "", "illegal", "ilegal", in_record,
     {"illegal, illegal black", "ilegal, ilegal negras"},
     {"a player completed an illegal move on the board (the side to move, unless named)",
      "un jugador completó una jugada ilegal en el tablero (el que juega, si no se dice otro)"}},
    {CommandKind::retrace, "", "retrace", "retroceder", in_record,
     {"retrace 12, retrace 12 white, retrace 12 keep", "retroceder 12, retroceder 12 blancas, retroceder 12 mantener"},
     {"go back to the position after a move; the clocks go back too unless keep",
      "vuelve a la posición tras una jugada; los relojes también, salvo con mantener"}},
    {CommandKind::arbiter, "", "arbiter", "árbitro arbitro", in_play,
     {"arbiter uphold, arbiter reject, arbiter postpone, arbiter postpone bonus, arbiter grant, arbiter refuse",
      "árbitro aceptar, árbitro rechazar, árbitro aplazar, árbitro aplazar bonificación, árbitro conceder, árbitro denegar"},
     {"the arbiter's ruling on a quickplay claim, or on an increment request the opponent declined",
      "la decisión del árbitro sobre una reclamación de final acelerado, o sobre un incremento que el rival rechazó"}},
    {CommandKind::next, "n", "next forward", "siguiente adelante", in_review,
     {"n  (or just Enter)", "n  (o solo Intro)"}, {"the next move", "la jugada siguiente"}},
    {CommandKind::back, "", "back previous prev", "anterior", in_review,
     {"back", "anterior"}, {"one move back", "una jugada atrás"}},
    {CommandKind::start, "", "start first beginning", "inicio principio", in_review,
     {"start", "inicio"}, {"the start position", "la posición inicial"}},
    {CommandKind::end, "", "end final", "fin final", in_review,
     {"end", "fin"}, {"the final position", "la posición final"}},
    {CommandKind::go, "g", "go goto jump", "ir", in_review,
     {"go 12, go 12 black", "ir 12, ir 12 negras"},
     {"the position after a move", "la posición tras una jugada"}},
    {CommandKind::flip, "f", "flip", "girar voltear", everywhere,
     {"f", "f"}, {"turn the board around on screen", "gira el tablero en la pantalla"}},
    {CommandKind::save, "", "save", "guardar", everywhere,
     {"save, save ~/games/club.pgn", "guardar, guardar ~/partidas/club.pgn"},
     {"save the score sheet (PGN)", "guarda la planilla (PGN)"}},
    {CommandKind::new_game, "", "new new_game", "nueva nueva_partida", in_play,
     {"new", "nueva"}, {"start a new game (asks first)", "empieza una partida nueva (pregunta antes)"}},
    {CommandKind::settings, "", "set settings", "ajustes ajustar poner", everywhere,
     {"set rate 300, set style nato, set (lists them)", "ajustes rate 300, ajustes style nato, ajustes (los lista)"},
     {"change a setting: rate, voice, verbosity, style, lang, key-echo, clock-announce, confirm-moves, level, pieces, colors",
      "cambia un ajuste: rate, voice, verbosity, style, lang, key-echo, clock-announce, confirm-moves, level, pieces, colors"}},
    {CommandKind::help, "?", "help", "ayuda", everywhere,
     {"help, help sq", "ayuda, ayuda casilla"}, {"the commands, or one command in detail",
                                                  "los comandos, o uno en detalle"}},
    {CommandKind::quit, "q", "quit exit", "salir terminar", everywhere,
     {"quit", "salir"}, {"leave escaque (asks first; the game is saved)",
                         "sale de escaque (pregunta antes; la partida queda guardada)"}},
    {CommandKind::yes, "y", "yes", "sí si", everywhere,
     {"yes", "sí"}, {"answer a question", "responde a una pregunta"}},
    {CommandKind::no, "", "no", "no", everywhere,
     {"no", "no"}, {"answer a question", "responde a una pregunta"}},
};
// clang-format on

bool has_name(std::string_view names, std::string_view wanted) {
    while (!names.empty()) {
        const std::size_t space = names.find(' ');
        if (names.substr(0, space) == wanted) return true;
        if (space == std::string_view::npos) break;
        names.remove_prefix(space + 1);
    }
    return false;
}

const CommandEntry* find_by_name(std::string_view wanted) {
    for (const CommandEntry& e : table)
        if ((!e.letter.empty() && e.letter == wanted) || has_name(e.english, wanted) ||
            has_name(e.spanish, wanted))
            return &e;
    return nullptr;
}

std::vector<std::string> split_words(std::string_view line) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
        const std::size_t begin = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
        if (i > begin) words.emplace_back(line.substr(begin, i - begin));
    }
    return words;
}

} // namespace

std::string fold_case(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c >= 'A' && c <= 'Z') {
            out += char(c - 'A' + 'a');
        } else if (c == '\xC3' && i + 1 < text.size()) {
            // Latin-1 capitals in UTF-8 (Á É Í Ó Ú Ñ Ü = C3 81..9C) lower by adding 0x20.
            const unsigned char next = static_cast<unsigned char>(text[i + 1]);
            out += c;
            out += char(next >= 0x80 && next <= 0x9E ? next + 0x20 : next);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

const std::vector<CommandEntry>& command_table() {
    return table;
}

const CommandEntry& command_entry(CommandKind kind) {
    for (const CommandEntry& e : table)
        if (e.kind == kind) return e;
    return table.front();
}

namespace {

// Commands whose argument is a square ("a e4"): there a capital letter says the piece.
bool takes_square(CommandKind kind) {
    return kind == CommandKind::attackers || kind == CommandKind::moves ||
           kind == CommandKind::square || kind == CommandKind::knight;
}

// "f3", "xf3", "F3": what follows a piece letter typed apart from its square.
bool names_a_square(std::string_view word) {
    if (!word.empty() && (word[0] == 'x' || word[0] == ':')) word.remove_prefix(1);
    if (word.size() != 2) return false;
    const char file = char(word[0] | 0x20);
    return file >= 'a' && file <= 'h' && word[1] >= '1' && word[1] <= '8';
}

} // namespace

CommandParse parse_command(std::string_view line) {
    CommandParse parse;
    std::vector<std::string> words = split_words(line);
    if (words.empty()) return parse;
    bool slash = false;
    if (words[0].starts_with('/')) {
        slash = true;
        words[0].erase(0, 1);
        if (words[0].empty()) words.erase(words.begin());
        if (words.empty()) {
            parse.unknown = true;
            return parse;
        }
    }
    const CommandEntry* entry = nullptr;
    std::size_t used = 1;
    if (words.size() >= 2) {
        entry = find_by_name(fold_case(words[0]) + "_" + fold_case(words[1]));
        if (entry) used = 2;
    }
    if (!entry) entry = find_by_name(fold_case(words[0]));
    if (!entry) {
        parse.unknown = slash;
        return parse;
    }
    // "C f3" is the knight move with a space, not the clock, and "D e2" the queen's, not a draw
    // offer: a one-letter command followed by a square alone is left to be read as a move,
    // unless the command takes a square ("a e4": attackers), where a capital says the piece
    // ("A c4": the bishop, alfil).
    if (!slash && used == 1 && words.size() == 2 && words[0].size() == 1 &&
        names_a_square(words[1]) &&
        (!takes_square(entry->kind) || (words[0][0] >= 'A' && words[0][0] <= 'Z')))
        return parse;
    parse.command = ParsedCommand{entry->kind, {words.begin() + long(used), words.end()}};
    return parse;
}

std::string_view command_name(const CommandEntry& entry, tts::Language language) {
    std::string_view names = language == tts::Language::es ? entry.spanish : entry.english;
    return names.substr(0, names.find(' '));
}

std::optional<int> whole_number(std::string_view text) {
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < 0) return std::nullopt;
    return n;
}

} // namespace escaque::tui
