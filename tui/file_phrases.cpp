// What escaque says about files and saved games: games saved, kept aside, not written, not
// replaced, offered for resuming.
#include "program_phrases.h"

#include <cerrno>
#include <cstring>
#include <string>

#include "phrase_helpers.h"
#include "printable_text.h"
#include "tts/phrase_book.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string saved_to(Language lang, std::string_view path) {
    return sentences({fill(lang, {"saved to {0}", "guardada en {0}"}, {path})});
}

namespace {

// Why the system refused, for the errors a player can do something about; the system's own
// English words for the rest.
std::string system_reason(Language lang, int error_number) {
    struct Reason {
        int number;
        Bilingual words;
    };
    static const Reason reasons[] = {
        {ENOSPC, {"there is no room left on the disk", "no queda espacio en el disco"}},
        {EDQUOT, {"the disk quota is used up", "se ha agotado la cuota de disco"}},
        {EACCES, {"permission denied", "no hay permiso"}},
        {EPERM, {"permission denied", "no hay permiso"}},
        {EROFS, {"the disk is read-only", "el disco es de solo lectura"}},
        {ENOENT, {"the folder does not exist", "la carpeta no existe"}},
        {ENOTDIR, {"part of the path is not a folder", "una parte de la ruta no es una carpeta"}},
        {EISDIR, {"it is a folder", "es una carpeta"}},
        {ENAMETOOLONG, {"the name is too long", "el nombre es demasiado largo"}},
        {ELOOP, {"too many symbolic links", "demasiados enlaces simbólicos"}},
        {EFBIG,
         {"the file would be larger than allowed", "el archivo superaría el tamaño permitido"}},
        {EIO, {"the disk reported an input or output error",
               "el disco ha dado un error de lectura o escritura"}},
    };
    for (const Reason& r : reasons)
        if (r.number == error_number) return one(lang, r.words);
    return fill(lang, {"{0}", "error del sistema {0} ({1})"},
                {std::strerror(error_number), std::to_string(error_number)});
}

} // namespace

std::string file_error(Language lang, const game::FileError& error) {
    using Problem = game::FileError::Problem;
    const std::string_view path = error.path;
    switch (error.problem) {
    case Problem::cannot_create_folder:
        return fill(lang,
                    {"cannot create the folder {0}: {1}", "no se puede crear la carpeta {0}: {1}"},
                    {path, system_reason(lang, error.error_number)});
    case Problem::not_a_folder:
        return fill(lang, {"cannot use {0}: it is not a folder",
                           "no se puede usar {0}: no es una carpeta"},
                    {path});
    case Problem::not_a_regular_file:
        return fill(lang,
                    {"cannot write {0}: it is not a regular file (a device, a pipe or a "
                     "folder); give a file name",
                     "no se puede escribir {0}: no es un archivo normal (es un dispositivo, una "
                     "tubería o una carpeta); da un nombre de archivo"},
                    {path});
    case Problem::cannot_write: break;
    }
    return fill(lang, {"cannot write {0}: {1}", "no se puede escribir {0}: {1}"},
                {path, system_reason(lang, error.error_number)});
}

std::string save_failed(Language lang, const game::FileError& error) {
    return sentences(
        {fill(lang, {"not saved: {0}", "no se ha guardado: {0}"}, {file_error(lang, error)})});
}

std::string review_saves_score_sheet(Language lang) {
    return sentences({one(lang, {"not saved: review saves the score sheet; give a name ending in "
                                 ".pgn",
                                 "no se ha guardado: el repaso guarda la planilla; da un nombre "
                                 "terminado en .pgn"})});
}

std::string sealed_move_not_in_score_sheet(Language lang) {
    return sentences({one(lang, {"the sealed move is not in a score sheet: to keep it with the "
                                 "game, save to a file whose name ends in .escaque",
                                 "la jugada sellada no está en la planilla: para guardarla con "
                                 "la partida, guarda en un archivo terminado en .escaque"})});
}

std::string autosave_works_again(Language lang) {
    return sentences({one(lang, {"the game is saved automatically again",
                                 "la partida vuelve a guardarse automáticamente"})});
}

std::string confirm_quit_unsaved(Language lang) {
    return sentences(
        {one(lang, {"the game is not saved: quit all the same? Yes or no",
                    "la partida no está guardada: ¿salir de todos modos? Sí o no"}),
         one(lang, {"to keep it, answer no and type: save FILE",
                    "para conservarla, responde no y escribe: guardar FICHERO"})});
}

std::string autosave_failed(Language lang, const game::FileError& error) {
    return sentences(
        {fill(lang,
              {"the game cannot be saved automatically: {0}",
               "la partida no se puede guardar automáticamente: {0}"},
              {file_error(lang, error)}),
         one(lang, {"save it yourself with: save FILE", "guárdala tú con: guardar FICHERO"})});
}

std::string score_sheet_failed(Language lang, const game::FileError& error, bool game_saved) {
    return sentences({fill(lang,
                           {"the score sheet file cannot be written: {0}",
                            "no se puede escribir el fichero de la planilla: {0}"},
                           {file_error(lang, error)}),
                      game_saved ? one(lang, {"the game itself is still saved automatically",
                                              "la partida sigue guardándose automáticamente"})
                                 : ""});
}

std::string saved_game_kind(Language lang, Mode mode, chess::Color user,
                            std::string_view opponent) {
    if (mode == Mode::two_players)
        return one(lang, {"a game for two players", "una partida para dos jugadores"});
    if (mode == Mode::record)
        return one(lang,
                   {"a game recorded over the board", "una partida grabada sobre el tablero"});
    const std::string colour =
        user == chess::WHITE ? one(lang, {"White", "blancas"}) : one(lang, {"Black", "negras"});
    return fill(lang,
                {"a game against {0}, in which you play {1}",
                 "una partida contra {0}, en la que juegas con {1}"},
                {opponent, colour});
}

std::string options_not_for_resumed(Language lang, const std::vector<std::string>& options,
                                    bool loaded) {
    std::string listed;
    for (std::size_t i = 0; i < options.size(); ++i)
        listed += (i == 0 ? "" : i + 1 == options.size() ? one(lang, {" and ", " y "}) : ", ") +
                  options[i];
    return sentences({fill(lang,
                           {"the {2} game keeps its own settings; {0} {1} for a new game",
                            "la partida {2} conserva sus ajustes; {0} {1} para una partida "
                            "nueva"},
                           {listed,
                            options.size() == 1 ? one(lang, {"is", "es"})
                                                : one(lang, {"are", "son"}),
                            loaded ? one(lang, {"loaded", "cargada"})
                                   : one(lang, {"resumed", "reanudada"})})});
}

std::string resume_question(Language lang, std::string_view kind, std::string_view control_words,
                            std::string_view summary) {
    return sentences(
        {fill(lang, {"an unfinished game was saved: {0}", "hay una partida sin terminar: {0}"},
              {kind}),
         control_words, summary, one(lang, {"resume it? Yes or no", "¿continuarla? Sí o no"})});
}

std::string unfinished_game_kept(Language lang, std::string_view path) {
    return sentences({fill(lang,
                           {"the unfinished game is kept in {0}",
                            "la partida sin terminar queda guardada en {0}"},
                           {path})});
}

std::string finished_game_kept(Language lang, std::string_view path) {
    return sentences({fill(lang,
                           {"the last game, which has ended, is kept in {0}",
                            "la última partida, ya terminada, queda guardada en {0}"},
                           {path})});
}

namespace {

// game::parse_saved_game's English reasons, in Spanish as far as a player can act on them:
// which line is damaged, or that the file is not one or is cut short.
std::string damage_words(Language lang, std::string_view reason) {
    if (lang != Language::es) return std::string(reason);
    if (reason.starts_with("line ")) {
        const std::string_view rest = reason.substr(5);
        const std::string_view number = rest.substr(0, rest.find(':'));
        return fill("la línea {0} está dañada", {number});
    }
    if (reason.starts_with("not an escaque save file"))
        return "no es un fichero de partida de escaque";
    if (reason.starts_with("the save file is cut short")) return "el fichero está incompleto";
    return "el fichero está dañado";
}

} // namespace

std::string damaged_save_kept(Language lang, std::string_view reason, std::string_view path) {
    return sentences({fill(lang,
                           {"the saved game cannot be read ({0}); it is kept, as it was, in {1}",
                            "la partida guardada no se puede leer ({0}); queda tal cual en {1}"},
                           {damage_words(lang, reason), path})});
}

namespace {

// holds_other_games()'s English words, and their Spanish.
std::string other_games_words(Language lang, std::string_view holds) {
    if (lang != Language::es) return std::string(holds);
    if (holds == "another game") return "otra partida";
    if (holds == "something that is not a score sheet") return "algo que no es una planilla";
    const std::size_t space = holds.find(' ');
    return std::string(holds.substr(0, space)) + " partidas";
}

} // namespace

std::string score_sheet_not_replaced(Language lang, std::string_view path,
                                     std::string_view holds) {
    return sentences({fill(lang,
                           // Not opening with the file: a sentence's capital would change its
                           // name (p1.pgn is not P1.pgn).
                           {"the file {0} holds {1}: the score sheet is not written there; keep "
                            "this game with save and a new file name",
                            "el archivo {0} contiene {1}: la planilla no se escribe allí; guarda "
                            "esta partida con guardar y un nombre de archivo nuevo"},
                           {path, other_games_words(lang, holds)})});
}

std::string save_would_replace(Language lang, std::string_view path, std::string_view holds) {
    return sentences({fill(lang,
                           {"not saved: {0} holds {1}; give a new file name",
                            "no se ha guardado: {0} contiene {1}; da un nombre de archivo nuevo"},
                           {path, other_games_words(lang, holds)})});
}

std::string another_copy_playing(Language lang, std::string_view folder) {
    return fill(lang,
                {"another escaque is playing the game kept in {0} (in another window or "
                 "terminal); close it first: two copies would save over each other's moves",
                 "otro escaque está jugando la partida guardada en {0} (en otra ventana o "
                 "terminal); ciérralo antes: dos copias guardarían una encima de las jugadas de "
                 "la otra"},
                {folder});
}

std::string game_not_kept(Language lang, const game::FileError& error) {
    return sentences({fill(lang,
                           {"this game cannot be kept elsewhere ({0}), so no new game was started",
                            "esta partida no se puede guardar aparte ({0}), así que no empieza "
                            "ninguna nueva"},
                           {file_error(lang, error)}),
                      one(lang, {"save it yourself with: save FILE",
                                 "guárdala tú con: guardar FICHERO"})});
}

std::string unfinished_game_not_kept(Language lang, const game::FileError& error) {
    return sentences({fill(lang,
                           {"the unfinished game cannot be kept elsewhere: {0}",
                            "la partida sin terminar no se puede guardar aparte: {0}"},
                           {file_error(lang, error)})});
}

std::string file_unreadable(Language lang, Unreadable why, int error_number) {
    switch (why) {
    case Unreadable::missing:
        return one(lang, {"no such file", "no existe ese archivo"});
    case Unreadable::folder:
        return one(lang, {"it is a folder, not a file", "es una carpeta, no un archivo"});
    case Unreadable::system:
        return system_reason(lang, error_number);
    case Unreadable::other:
        break;
    }
    return one(lang, {"cannot read it", "no se puede leer"});
}

std::string no_game_in_file(Language lang) {
    return one(lang, {"no game in the file", "el archivo no tiene ninguna partida"});
}

std::string no_game_played_yet(Language lang) {
    return one(lang, {"no game has been played here yet: review one with --load FILE",
                      "aún no se ha jugado aquí ninguna partida: revisa una con --load ARCHIVO"});
}

namespace {

// "Cf3", "Axb5", "Td1": a move written with Spanish piece letters (R, the Spanish king, is
// also the English rook, so it tells nothing).
bool spanish_lettered(std::string_view word) {
    if (word.size() < 3 || std::string_view("CATD").find(word[0]) == std::string_view::npos)
        return false;
    const char next = word[1];
    return (next >= 'a' && next <= 'h') || next == 'x' || (next >= '1' && next <= '8');
}

// Why a move of the file could not be played, as the phrase book says it to a player.
std::string spanish_reason(const notation::MoveRejection& why) {
    const tts::PhraseBook book({.wording = {Language::es, tts::SquareStyle::letters}});
    return book.rejection(why);
}

// A reason made a clause: "El rey de e1 no puede ir a e3." → "el rey de e1 no puede ir a e3".
// A second sentence keeps its stop and capital: it may begin with a move ("Tad1").
std::string clause(std::string sentences) {
    if (sentences.ends_with('.')) sentences.pop_back();
    if (sentences.size() > 1 && sentences[0] >= 'A' && sentences[0] <= 'Z' && sentences[1] >= 'a' &&
        sentences[1] <= 'z')
        sentences[0] = char(sentences[0] - 'A' + 'a');
    return sentences;
}

// What is wrong, in Spanish; the English words where the fault has no Spanish ones.
std::string spanish_fault(const notation::PgnError& error) {
    using notation::PgnFault;
    const std::string& detail = error.detail;
    switch (error.fault) {
    case PgnFault::nag_number:
        return "se esperaba un número tras «$»";
    case PgnFault::stray_character:
        return fill("hay «{0}» donde se esperaba una jugada, un comentario o un resultado",
                    {detail});
    case PgnFault::unclosed_comment:
        return "un comentario abierto con «{» no se cierra con «}»";
    case PgnFault::tag_name:
        return "se esperaba el nombre de una etiqueta tras «[»";
    case PgnFault::tag_value_opening:
        return "se esperaban comillas para abrir el valor de la etiqueta";
    case PgnFault::tag_value_closing:
        return "el valor de la etiqueta no cierra sus comillas en la misma línea";
    case PgnFault::tag_closing:
        return "se esperaba «]» para cerrar la etiqueta";
    case PgnFault::unsupported_variant:
        return fill("la variante «{0}» no se admite; se admiten la normal y Chess960", {detail});
    case PgnFault::bad_fen:
        if (!error.fen_error) break;
        return (error.fen_error->field() == chess::FenField::whole ? "etiqueta FEN incorrecta: "
                                                                   : "etiqueta FEN incorrecta, ") +
               fen_fault(Language::es, *error.fen_error);
    case PgnFault::nag_over_255:
        return fill("la anotación ${0} pasa de 255", {detail});
    case PgnFault::variation_first:
        return "una variante debe seguir a la jugada que sustituye";
    case PgnFault::unknown_annotation:
        return fill("anotación desconocida «{0}»", {detail});
    case PgnFault::not_a_move:
        return fill("se esperaba una jugada y hay «{0}»", {error.not_a_move});
    case PgnFault::illegal_move:
        if (error.illegal_because)
            return fill("jugada ilegal «{0}»: {1}",
                        {error.illegal_move, clause(spanish_reason(*error.illegal_because))});
        break;
    case PgnFault::variation_not_opened:
        return "hay «)» sin ninguna variante abierta que cerrar";
    case PgnFault::variation_not_closed:
        return "falta «)» para cerrar una variante";
    case PgnFault::other:
        break;
    }
    return error.message;
}

} // namespace

std::string pgn_error(Language lang, const notation::PgnError& error) {
    std::string words;
    // A binary file, read out byte by byte, would tell a listener nothing.
    const std::string& found = error.not_a_move;
    if (!found.empty() && printable_text(found) != found) {
        words = fill(
            lang,
            {"game {0}, line {1}, column {2}: expected a move, found something that is "
             "not text",
             "partida {0}, línea {1}, columna {2}: se esperaba una jugada y hay algo que "
             "no es texto"},
            {std::to_string(error.game), std::to_string(error.line), std::to_string(error.column)});
    } else if (lang == Language::en) {
        words = error.text();
    } else {
        words = fill(
            "partida {0}, línea {1}, columna {2}: ",
            {std::to_string(error.game), std::to_string(error.line), std::to_string(error.column)});
        words += spanish_fault(error);
    }
    if (spanish_lettered(error.not_a_move))
        words += one(lang, {"; a PGN file writes the pieces with English letters: N knight, B "
                            "bishop, R rook, Q queen, K king",
                            "; un archivo PGN escribe las piezas con letras inglesas: N caballo, "
                            "B alfil, R torre, Q dama, K rey"});
    return words;
}

} // namespace escaque::tui::phrases
