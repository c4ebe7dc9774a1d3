#include "program_phrases.h"

#include <algorithm>

#include "phrase_helpers.h"
#include "printable_text.h"

#include "tts/number_words.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

namespace {

std::string entry_names(Language lang, const CommandEntry& entry) {
    std::string name(command_name(entry, lang));
    for (char& c : name)
        if (c == '_') c = ' ';
    if (!entry.letter.empty() && entry.letter != name)
        return std::string(entry.letter) + " " + name;
    return name;
}

} // namespace

// --- Commands and help -------------------------------------------------------------------------

std::string help_overview(Language lang, std::uint8_t mode_mask) {
    std::vector<std::string> items;
    for (const CommandEntry& e : command_table())
        if ((e.modes & mode_mask) && e.kind != CommandKind::yes && e.kind != CommandKind::no)
            items.push_back(entry_names(lang, e));
    const std::string moves =
        (mode_mask & in_review)
            ? one(lang, {"Enter goes to the next move", "Intro pasa a la jugada siguiente"})
            : one(lang, {"type a move as e4, Nf3, exd5, O-O or g1f3",
                         "escribe una jugada como e4, Cf3, exd5, O-O o g1f3"});
    return sentences({fill(lang, {"commands: {0}", "comandos: {0}"}, {join_list(items)}), moves,
                      one(lang, {"help and a command name tells more, for example: help sq; "
                                 "help keys tells the keys of the screen; help move, help "
                                 "castling and help promotion how to write moves",
                                 "ayuda y el nombre de un comando da más detalle, por ejemplo: "
                                 "ayuda casilla; ayuda teclas dice las teclas de la pantalla; "
                                 "ayuda jugada, ayuda enroque y ayuda promoción, cómo se "
                                 "escriben las jugadas"})});
}

std::string help_keys(Language lang) {
    return sentences(
        {one(lang, {"Tab goes to the board and back",
                    "Tab va al tablero y vuelve"}),
         one(lang, {"on the board the arrows move, 1 to 8 and a to h go to a rank or a file, a "
                    "piece letter to the next such piece, Space tells who attacks the square, "
                    "Enter on two squares plays the move, y or n answers a question, Escape "
                    "goes back to typing",
                    "en el tablero las flechas mueven, 1 a 8 y a a h van a una fila o una "
                    "columna, una letra de pieza a la siguiente pieza así, Espacio dice quién "
                    "ataca la casilla, Intro sobre dos casillas hace la jugada, s o n responde "
                    "a una pregunta, Escape vuelve a la escritura"}),
         one(lang, {"while typing, Escape stops speech and clears the line, Control U clears "
                    "the line, Backspace says what it deleted, F1 is help, Control L redraws",
                    "al escribir, Escape calla la voz y borra la línea, Control U borra la "
                    "línea, Retroceso dice lo que borra, F1 es la ayuda, Control L redibuja"}),
         one(lang, {"Page Down and Page Up page through a message longer than the screen",
                    "Avance de página y Retroceso de página recorren un mensaje más largo que "
                    "la pantalla"})});
}

std::string help_command(Language lang, const CommandEntry& entry) {
    // "u, undo, takeback": every name the command answers to, each heard on its own; a
    // spelling without accents ("atras" after "atrás") is the same word to a listener.
    const auto plain = [](std::string word) {
        for (const auto& [accented, bare] : {std::pair<std::string, std::string>{"á", "a"},
                                             {"é", "e"}, {"í", "i"}, {"ó", "o"}, {"ú", "u"}})
            for (std::size_t at; (at = word.find(accented)) != std::string::npos;)
                word.replace(at, accented.size(), bare);
        return word;
    };
    std::string names, previous;
    std::string_view all(lang == Language::es ? entry.spanish : entry.english);
    while (!all.empty()) {
        const std::size_t space = all.find(' ');
        std::string name(all.substr(0, space));
        all = space == std::string_view::npos ? std::string_view() : all.substr(space + 1);
        for (char& c : name)
            if (c == '_') c = ' ';
        if (plain(name) == plain(previous)) continue;
        names += (names.empty() ? "" : ", ") + name;
        previous = name;
    }
    if (!entry.letter.empty()) names = std::string(entry.letter) + ", " + names;
    return sentences(
        {names + ": " + std::string(lang == Language::es ? entry.summary.es : entry.summary.en),
         fill(lang, {"example: {0}", "ejemplo: {0}"},
              {lang == Language::es ? entry.example.es : entry.example.en})});
}

std::string unknown_help_topic(Language lang, std::string_view topic) {
    return sentences({fill(lang, {"there is no command {0}", "no hay ningún comando {0}"},
                           {quoted_input(topic)}),
                      one(lang, {"help lists them", "ayuda los lista"})});
}

std::string unknown_command(Language lang, std::string_view text) {
    return sentences(
        {fill(lang, {"not a move or a command: {0}", "no es una jugada ni un comando: {0}"},
              {quoted_input(text)}),
         typed_form_hint(lang, text),
         one(lang, {"help lists the commands", "ayuda lista los comandos"})});
}

std::string not_in_this_mode(Language lang, const CommandEntry& entry) {
    const std::string name(command_name(entry, lang));
    // Where it does work, when that is one place: the player may have the wrong mode.
    if (entry.modes == in_record)
        return sentences({fill(lang,
                               {"{0} is only for a game recorded over the board (--mode record)",
                                "{0} es solo para una partida grabada sobre el tablero "
                                "(--mode record)"},
                               {name})});
    if (entry.modes == in_review)
        return sentences({fill(lang,
                               {"{0} is only for reviewing a game (--mode review)",
                                "{0} es solo para repasar una partida (--mode review)"},
                               {name})});
    if (entry.modes == (in_computer | in_two_players))
        return sentences({fill(lang,
                               {"{0} is only for a game against the computer or between two "
                                "players at one keyboard",
                                "{0} es solo para una partida contra el ordenador o entre dos "
                                "jugadores en un teclado"},
                               {name})});
    return sentences(
        {fill(lang, {"{0} is not available here", "{0} no está disponible aquí"}, {name})});
}

std::string cancelled(Language lang) {
    return sentences({one(lang, {"nothing was done", "no se ha hecho nada"})});
}

std::string no_question(Language lang) {
    return sentences({one(lang, {"there is no question to answer", "no hay ninguna pregunta que "
                                                                   "responder"})});
}

std::string answer_yes_or_no(Language lang) {
    return sentences({one(lang, {"please answer yes or no", "responde sí o no, por favor"})});
}

std::string flipped(Language lang, bool black_at_bottom) {
    return sentences(
        {black_at_bottom
             ? one(lang, {"board flipped: Black at the bottom", "tablero girado: negras abajo"})
             : one(lang, {"board flipped: White at the bottom", "tablero girado: blancas abajo"})});
}

std::string goodbye(Language lang, bool game_saved) {
    return sentences(
        {game_saved ? one(lang, {"the game is saved", "la partida queda guardada"}) : "",
         one(lang, {"goodbye", "adiós"})});
}

std::string goodbye_unsaved(Language lang, const std::optional<std::string>& by_hand) {
    if (by_hand)
        return sentences(
            {fill(lang,
                  {"the game is saved only in {0}: it will not be offered when escaque starts "
                   "again",
                   "la partida solo está guardada en {0}: no se ofrecerá al volver a abrir "
                   "escaque"},
                  {*by_hand}),
             one(lang, {"goodbye", "adiós"})});
    return sentences({one(lang, {"the game is not saved", "la partida no está guardada"}),
                      one(lang, {"goodbye", "adiós"})});
}

// --- Arguments -----------------------------------------------------------------------------------

std::string need_square(Language lang, const CommandEntry& entry) {
    const std::string which =
        fill(lang, {"which square? For example: {0}", "¿qué casilla? Por ejemplo: {0}"},
             {lang == Language::es ? entry.example.es : entry.example.en});
    // "jugadas" is also what a Spanish player calls the game's moves so far.
    if (entry.kind == CommandKind::moves)
        return sentences({which, one(lang, {"the moves of the game so far: h",
                                            "las jugadas de la partida: h"})});
    return sentences({which});
}

// The player's text stays as typed, after a colon: at the start of a sentence it would be
// capitalised ("X" for "x" means another colour's piece).
std::string not_a_square(Language lang, std::string_view text) {
    return sentences({fill(lang,
                           {"not a square: {0}; squares are a1 to h8",
                            "no es una casilla: {0}; las casillas van de a1 a h8"},
                           {quoted_input(text)})});
}

std::string need_file_or_rank(Language lang) {
    return sentences({one(lang, {"scan a file a to h or a rank 1 to 8, for example: s e",
                                 "explora una columna de la a a la h o una fila del 1 al 8, por "
                                 "ejemplo: s e"})});
}

std::string not_a_piece_letter(Language lang, std::string_view text) {
    return sentences({fill(lang,
                           {"not a piece letter: {0}; use K Q R B N P for White, k q r b n "
                            "p for Black",
                            "no es una letra de pieza: {0}; usa R D T A C P para blancas, r d t "
                            "a c p para negras"},
                           {quoted_input(text)})});
}

std::string need_number(Language lang, const CommandEntry& entry) {
    // The table's examples are laid out for the screen ("h 6  (the last six)"): one space said.
    std::string example(lang == Language::es ? entry.example.es : entry.example.en);
    for (std::size_t at; (at = example.find("  ")) != std::string::npos;) example.erase(at, 1);
    if (entry.kind == CommandKind::history)
        return sentences({fill(lang, {"how many moves? For example: {0}",
                                      "¿cuántas jugadas? Por ejemplo: {0}"},
                               {example})});
    return sentences(
        {fill(lang, {"which move? For example: {0}", "¿qué jugada? Por ejemplo: {0}"},
              {example})});
}

// --- Playing ----------------------------------------------------------------------------------

std::string game_begins_against_computer(Language lang, chess::Color user,
                                         std::string_view engine_name,
                                         std::string_view control_words) {
    const std::string colour =
        user == chess::WHITE ? one(lang, {"White", "blancas"}) : one(lang, {"Black", "negras"});
    return sentences(
        {fill(lang, {"new game against {0}", "partida nueva contra {0}"}, {engine_name}),
         fill(lang, {"you play {0}", "juegas con {0}"}, {colour}), control_words});
}

std::string playing_on_after_result(Language lang, std::string_view result_words) {
    return sentences({fill(lang,
                           {"the file gives the result: {0}; play goes on from its last position",
                            "el fichero da el resultado: {0}; se sigue jugando desde su última "
                            "posición"},
                           {result_words})});
}

std::string castling_rights_dropped(Language lang, std::string_view written,
                                    std::string_view read) {
    const std::string kept = read == "-" ? one(lang, {"none", "ninguno"}) : std::string(read);
    return sentences({fill(lang,
                           {"the file's position gives the castling rights {0}, read as {1}: a "
                            "right with no rook to castle with is left out",
                            "la posición del fichero da los derechos de enroque {0}, que se leen "
                            "como {1}: un derecho sin torre con la que enrocar se quita"},
                           {written, kept})});
}

std::string builtin_engine_name(Language lang, int level) {
    return fill(lang, {"escaque level {0}", "escaque nivel {0}"}, {std::to_string(level)});
}

std::string external_engine_name(Language lang, std::string_view name, int level) {
    return fill(lang, {"{0}, level {1}", "{0}, nivel {1}"}, {name, std::to_string(level)});
}

std::string game_begins_two_players(Language lang, std::string_view control_words) {
    return sentences({one(lang, {"new game for two players", "partida nueva para dos jugadores"}),
                      control_words});
}

std::string game_begins_recording(Language lang, std::string_view control_words) {
    return sentences(
        {one(lang, {"recording a game over the board", "grabando una partida sobre el tablero"}),
         one(lang, {"type each move, hear it, and press Enter to confirm it, which presses the "
                    "clock",
                    "escribe cada jugada, escúchala y pulsa Intro para confirmarla, que es pulsar "
                    "el reloj"}),
         control_words});
}

std::string game_resumed(Language lang) {
    return sentences({one(lang, {"game resumed", "partida reanudada"})});
}

std::string game_loaded(Language lang) {
    return sentences({one(lang, {"game loaded", "partida cargada"})});
}

std::string chess960_position(Language lang, int number, const chess::Position& start,
                              const tts::PhraseBook& book) {
    // The back rank from a to h, which a player cannot see: "rook, knight, bishop, ...".
    std::string pieces;
    for (chess::File f = chess::FILE_A; f <= chess::FILE_H; ++f) {
        const chess::Piece p = start.piece_on(chess::make_square(f, chess::RANK_1));
        pieces += (pieces.empty() ? "" : ", ") +
                  (p == chess::NO_PIECE ? std::string("?") : book.piece(chess::type_of(p)));
    }
    return sentences(
        {fill(lang, {"Chess960 start position {0}", "posición inicial de Chess960 {0}"},
              {std::to_string(number)}),
         fill(lang, {"from a to h: {0}", "de la a a la h: {0}"}, {pieces})});
}

std::string no_clock(Language lang) {
    return sentences({one(lang, {"this game has no clock", "esta partida no tiene reloj"})});
}

std::string your_clock(Language lang, std::string_view time_words) {
    return sentences({fill(lang, {"your clock: {0}", "tu reloj: {0}"}, {time_words})});
}

std::string side_clock(Language lang, chess::Color side, std::string_view time_words) {
    return sentences({fill(lang, {"{0}'s clock: {1}", "reloj de {0}: {1}"},
                           {side_subject(side, lang), time_words})});
}

std::string computer_thinking(Language lang) {
    return sentences({one(lang, {"not your turn: the computer is thinking",
                                 "no te toca: el ordenador está pensando"})});
}

std::string game_is_over(Language lang, std::string_view result) {
    // The result is a sentence of its own ("Draw by the seventy-five-move rule.").
    return sentences(
        {one(lang, {"the game is over", "la partida ha terminado"}), std::string(result),
         one(lang,
             {"type new for a new game, or quit", "escribe nueva para otra partida, o salir"})});
}

std::string nothing_to_confirm(Language lang) {
    return sentences(
        {one(lang, {"no move is waiting to be confirmed", "no hay ninguna jugada por confirmar"})});
}

std::string move_forgotten(Language lang) {
    return sentences({one(
        lang, {"move forgotten; type the right one", "jugada olvidada; escribe la correcta"})});
}

std::string question_dropped(Language lang, bool move_waits) {
    const std::string dropped = one(lang, {"no answer to the question: nothing was done about it",
                                           "sin respuesta a la pregunta: no se ha hecho nada"});
    if (!move_waits) return sentences({dropped});
    return sentences({dropped, one(lang, {"the entered move still waits: Enter confirms it, x "
                                          "cancels it",
                                          "la jugada introducida sigue esperando: Intro la "
                                          "confirma, x la cancela"})});
}

std::string question_withdrawn(Language lang) {
    return sentences({one(lang, {"the question is withdrawn: the game is over",
                                 "se retira la pregunta: la partida ha terminado"})});
}

std::string moves_taken_back(Language lang, const std::vector<std::string>& moves) {
    if (moves.size() == 1)
        return sentences({fill(lang,
                               {"your move is taken back: {0}", "tu jugada se ha retirado: {0}"},
                               {moves[0]})});
    return sentences({fill(lang,
                           {"your move and the computer's reply are taken back: {0} and {1}",
                            "tu jugada y la respuesta del ordenador se han retirado: {0} y {1}"},
                           {moves.at(0), moves.at(1)})});
}

std::string nothing_to_undo(Language lang, bool yours) {
    if (!yours)
        return sentences({one(lang, {"there is no move to take back",
                                     "no hay ninguna jugada que retirar"})});
    return sentences({one(lang, {"there is no move of yours to take back",
                                 "no hay ninguna jugada tuya que retirar"})});
}

std::string no_takeback_in_tournament(Language lang) {
    return sentences({one(lang, {"in a tournament game a completed move cannot be taken back",
                                 "en una partida de torneo no se puede retirar una jugada hecha"})});
}

std::string sealed_resume_hint(Language lang) {
    return sentences({one(lang, {"the game is adjourned with a sealed move; type resume to reveal "
                                 "it and play on",
                                 "la partida está aplazada con una jugada sellada; escribe "
                                 "reanudar para descubrirla y seguir"})});
}

std::string adjourned_hint(Language lang) {
    return sentences({one(lang, {"the game is adjourned and saved; at resumption start escaque and "
                                 "type resume",
                                 "la partida está aplazada y guardada; al reanudar, abre escaque y "
                                 "escribe reanudar"})});
}

std::string not_a_move(Language lang, std::string_view text) {
    return sentences({fill(lang,
                           {"not a move: {0}; give one as e4, Nf3, exd5, O-O or g1f3",
                            "no es una jugada: {0}; da una como e4, Cf3, exd5, O-O o g1f3"},
                           {quoted_input(text)})});
}

std::string promotion_piece_with_move(Language lang) {
    return sentences({one(lang, {"name the promotion piece with the move, for example b8=Q",
                                 "di la pieza de la promoción con la jugada, por ejemplo b8=D"})});
}

std::string confirm_underpromotion(Language lang, std::string_view piece_words) {
    return capitalize(fill(lang, {"promote to {0}: are you sure?", "promocionar a {0}: ¿seguro?"},
                           {piece_words}));
}

std::string confirm_resign(Language lang, chess::Color side) {
    return capitalize(fill(lang, {"{0} resigns: are you sure?", "{0} abandonan: ¿seguro?"},
                           {side_subject(side, lang)}));
}

std::string confirm_illegal(Language lang, chess::Color side) {
    return fill(lang,
                {"Record an illegal move by {0}: are you sure?",
                 "Anotar una jugada ilegal de {0}: ¿seguro?"},
                {side_subject(side, lang)});
}

std::string hint(Language lang, std::string_view move_words) {
    return sentences({fill(lang, {"hint: {0}", "pista: {0}"}, {move_words})});
}

std::string no_hint_in_tournament(Language lang) {
    return sentences({one(lang, {"in a tournament game there are no hints (Article 11.3)",
                                 "en una partida de torneo no hay pistas (artículo 11.3)"})});
}

std::string confirm_claim(Language lang, chess::Color side) {
    return capitalize(fill(lang,
                           {"{0} claims a draw: are you sure?", "{0} reclaman tablas: ¿seguro?"},
                           {side_subject(side, lang)}));
}

std::string confirm_takeback(Language lang, chess::Color mover, std::string_view move_words) {
    return fill(lang,
                {"Take back {0}'s move, {1}: are you sure?",
                 "Deshacer la jugada de {0}, {1}: ¿seguro?"},
                {side_subject(mover, lang), move_words});
}

std::string need_move_to_seal(Language lang) {
    return sentences({one(lang, {"give the move to seal, for example: seal Nf3",
                                 "di la jugada sellada, por ejemplo: sellar Cf3"})});
}

std::string confirm_retrace(Language lang, int plies, int move_number, chess::Color mover,
                            std::string_view first_move) {
    const std::string count = tts::number_words(std::uint32_t(plies), lang,
                                                tts::NumberForm::feminine);
    const std::string number = tts::number_words(std::uint32_t(move_number), lang);
    if (plies == 1)
        return fill(lang,
                    {"Take {0}'s move {1}, {2}, off the score sheet: are you sure?",
                     "Quitar de la planilla la jugada {1} de {0}, {2}: ¿seguro?"},
                    {side_subject(mover, lang), number, first_move});
    return fill(lang,
                {"Take {3} moves off the score sheet, from {0}'s move {1}, {2}: are you sure?",
                 "Quitar de la planilla {3} jugadas, desde la jugada {1} de {0}, {2}: ¿seguro?"},
                {side_subject(mover, lang), number, first_move, count});
}

std::string retrace_no_such_move(Language lang, std::string_view text) {
    return sentences({fill(lang,
                           {"there is no move {0} in this game",
                            "no hay jugada {0} en esta partida"},
                           {quoted_input(text)})});
}

std::string unknown_side(Language lang, std::string_view text) {
    return sentences({fill(lang, {"{0}: say white or black", "{0}: di blancas o negras"},
                           {quoted_input(text)})});
}

std::string arbiter_usage(Language lang) {
    return sentences({pick(lang, {"arbiter: say uphold, reject, postpone, postpone bonus, grant or refuse",
                                  "árbitro: di aceptar, rechazar, aplazar, aplazar bonificación, conceder o denegar"})});
}

// --- The screen's keyboard
// ------------------------------------------------------------------------

std::string players_line(Language lang, std::string_view white, std::string_view black) {
    const auto name = [lang](std::string_view tag, chess::Color side) {
        return tag.empty() || tag == "?" || tag == "-"
                   ? capitalize(std::string(side_label(side, lang)))
                   : std::string(tag);
    };
    return name(white, chess::WHITE) + " - " + name(black, chess::BLACK);
}

std::string board_mode(Language lang, bool on) {
    return sentences(
        {on ? one(lang, {"board: arrows move, 1 to 8 ranks, a to h files, piece letters "
                         "jump, Enter picks a square, Space tells who attacks it, Tab "
                         "to type",
                         "tablero: flechas para moverse, 1 a 8 filas, a a h columnas, "
                         "letras de pieza para saltar, Intro elige casilla, Espacio "
                         "dice quién la ataca, Tab para escribir"})
            : one(lang, {"typing", "escribiendo"})});
}

std::string line_cleared(Language lang) {
    return sentences({one(lang, {"line cleared", "línea borrada"})});
}

std::string not_a_board_piece_letter(Language lang, std::string_view text) {
    return sentences({fill(lang,
                           {"not a piece letter: {0}; K Q R B N P go to the next piece of that "
                            "kind",
                            "no es una letra de pieza: {0}; R D T A C P van a la siguiente pieza "
                            "de esa clase"},
                           {quoted_input(text)})});
}

std::string no_piece_of_type(Language lang, std::string_view piece_name) {
    return sentences({fill(lang, {"there is no {0} on the board", "no hay {0} en el tablero"},
                           {piece_name})});
}

std::string no_piece_to_move(Language lang, std::string_view square_words) {
    return sentences({fill(lang, {"{0} is empty; choose a square with a piece",
                                  "{0} está vacía; elige una casilla con una pieza"},
                           {square_words})});
}

std::string key_deleted(Language lang, std::string_view key_words) {
    return fill(lang, {"deleted {0}", "borrado {0}"}, {key_words});
}

std::string square_dropped(Language lang) {
    return sentences({one(lang, {"no square chosen", "ninguna casilla elegida"})});
}

std::string square_selected(Language lang, std::string_view square_words) {
    return sentences(
        {fill(lang, {"from {0}; now the square to go to", "desde {0}; ahora la casilla de destino"},
              {square_words})});
}

// --- Settings' values (fragments: "--level: ...", "Not changed: level: ...") -------------

std::string setting_not_one_of(Language lang, std::string_view key, std::string_view names,
                               std::string_view value) {
    return fill(lang,
                {"{0}: expected one of {1}; not \"{2}\"", "{0}: se esperaba uno de {1}; no \"{2}\""},
                {key, names, value});
}

std::string setting_not_a_number(Language lang, std::string_view key, int low, int high,
                                 std::string_view value) {
    return fill(lang,
                {"{0}: expected a whole number from {1} to {2}, not \"{3}\"",
                 "{0}: se esperaba un número entero de {1} a {2}, no \"{3}\""},
                {key, std::to_string(low), std::to_string(high), value});
}

std::string setting_not_chess960(Language lang, std::string_view value) {
    return fill(lang,
                {"chess960: expected random or a start position from 0 to 959, not \"{0}\"",
                 "chess960: se esperaba random o una posición inicial de 0 a 959, no \"{0}\""},
                {value});
}

std::string setting_not_in_game(Language lang, std::string_view key, std::string_view option,
                                bool in_config) {
    if (option.empty())
        return fill(lang,
                    {"{0} cannot be changed during a game; put it in config.toml",
                     "{0} no se puede cambiar durante la partida; ponlo en config.toml"},
                    {key});
    if (!in_config)
        return fill(lang,
                    {"{0} cannot be changed during a game; start escaque with {1}",
                     "{0} no se puede cambiar durante la partida; arranca escaque con {1}"},
                    {key, option});
    return fill(lang,
                {"{0} cannot be changed during a game; start escaque with {1}, or put it in "
                 "config.toml",
                 "{0} no se puede cambiar durante la partida; arranca escaque con {1}, o ponlo "
                 "en config.toml"},
                {key, option});
}

std::string unknown_setting(Language lang, std::string_view key, std::string_view names) {
    return fill(lang,
                {"unknown setting \"{0}\"; the settings are: {1}",
                 "ajuste desconocido \"{0}\"; los ajustes son: {1}"},
                {key, names});
}

} // namespace escaque::tui::phrases
