// What escaque says about files: games saved, kept aside, not written, not replaced.
#include "program_phrases.h"

#include "phrase_helpers.h"
#include "tts/phrase_parts.h"

namespace escaque::tui::phrases {

using namespace tts::phrase_parts;

std::string saved_to(Language lang, std::string_view path) {
    return sentences({fill(lang, {"saved to {0}", "guardada en {0}"}, {path})});
}

std::string save_failed(Language lang, std::string_view reason) {
    return sentences({fill(lang, {"not saved: {0}", "no se ha guardado: {0}"}, {reason})});
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

std::string autosave_failed(Language lang, std::string_view reason) {
    return sentences(
        {fill(lang,
              {"the game cannot be saved automatically: {0}",
               "la partida no se puede guardar automáticamente: {0}"},
              {reason}),
         one(lang, {"save it yourself with: save FILE", "guárdala tú con: guardar FICHERO"})});
}

std::string score_sheet_failed(Language lang, std::string_view reason, bool game_saved) {
    return sentences({fill(lang,
                           {"the score sheet file cannot be written: {0}",
                            "no se puede escribir el fichero de la planilla: {0}"},
                           {reason}),
                      game_saved ? one(lang, {"the game itself is still saved automatically",
                                              "la partida sigue guardándose automáticamente"})
                                 : ""});
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

std::string damaged_save_kept(Language lang, std::string_view reason, std::string_view path) {
    return sentences({fill(lang,
                           {"the saved game cannot be read ({0}); it is kept, as it was, in {1}",
                            "la partida guardada no se puede leer ({0}); queda tal cual en {1}"},
                           {reason, path})});
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
                           {"{0} holds {1}: the score sheet is not written there; keep this game "
                            "with save and a new file name",
                            "{0} contiene {1}: la planilla no se escribe allí; guarda esta "
                            "partida con guardar y un nombre de archivo nuevo"},
                           {path, other_games_words(lang, holds)})});
}

std::string save_would_replace(Language lang, std::string_view path, std::string_view holds) {
    return sentences({fill(lang,
                           {"not saved: {0} holds {1}; give a new file name",
                            "no se ha guardado: {0} contiene {1}; da un nombre de archivo nuevo"},
                           {path, other_games_words(lang, holds)})});
}

std::string unfinished_game_not_kept(Language lang, std::string_view reason) {
    return sentences({fill(lang,
                           {"the unfinished game cannot be kept elsewhere: {0}",
                            "la partida sin terminar no se puede guardar aparte: {0}"},
                           {reason})});
}

} // namespace escaque::tui::phrases
