#include "settings.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <functional>

#include "clock/human_time_control.h"
#include "engine/engine_spec.h"
#include "engine/strength.h"
#include "printable_text.h"
#include "program_phrases.h"
#include "tts/voice_settings.h"

namespace escaque::tui {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return out;
}

std::string quoted(std::string_view value) {
    return "\"" + std::string(value) + "\"";
}

// One choice among named values: "expected one of a, b, c; not "x"".
template <class T>
struct Choice {
    std::string_view name;
    T value;
};

// The messages are in the player's language: "set" answers in it during a game.
template <class T, std::size_t N>
std::optional<std::string> choose(tts::Language lang, std::string_view key, std::string_view value,
                                  const Choice<T> (&choices)[N], T& out) {
    const std::string wanted = lower(value);
    for (const auto& c : choices)
        if (c.name == wanted) {
            out = c.value;
            return std::nullopt;
        }
    std::string names;
    for (std::size_t i = 0; i < N; ++i) {
        // Spellings that mean the same as the one before are accepted but not listed.
        if (i > 0 && choices[i].value == choices[i - 1].value) continue;
        names += (names.empty() ? "" : ", ") + std::string(choices[i].name);
    }
    return phrases::setting_not_one_of(lang, key, names, value);
}

template <class T, std::size_t N>
std::string name_of(const Choice<T> (&choices)[N], T value) {
    for (const auto& c : choices)
        if (c.value == value) return std::string(c.name);
    return {};
}

std::optional<std::string> whole_number(tts::Language lang, std::string_view key,
                                        std::string_view value, int low, int high, int& out) {
    int n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < low || n > high)
        return phrases::setting_not_a_number(lang, key, low, high, value);
    out = n;
    return std::nullopt;
}

constexpr Choice<Mode> modes[] = {{"computer", Mode::computer},
                                  {"two-players", Mode::two_players},
                                  {"two", Mode::two_players},
                                  {"record", Mode::record},
                                  {"review", Mode::review}};
constexpr Choice<ColorChoice> colors[] = {
    {"white", ColorChoice::white}, {"black", ColorChoice::black}, {"random", ColorChoice::random}};
constexpr Choice<RulesEdition> editions[] = {{"current", RulesEdition::current},
                                             {"2001", RulesEdition::edition2001}};
constexpr Choice<tts::Language> languages[] = {{"en", tts::Language::en},
                                               {"es", tts::Language::es}};
constexpr Choice<tts::SquareStyle> styles[] = {{"letters", tts::SquareStyle::letters},
                                               {"fide-names", tts::SquareStyle::fide_names},
                                               {"nato", tts::SquareStyle::nato},
                                               {"fide", tts::SquareStyle::fide}};
constexpr Choice<tts::Verbosity> verbosities[] = {{"brief", tts::Verbosity::brief},
                                                  {"normal", tts::Verbosity::normal},
                                                  {"verbose", tts::Verbosity::verbose}};
// key-echo = true / false in the config file: on as by default, or off.
constexpr Choice<KeyEcho> echoes[] = {{"chars", KeyEcho::chars},
                                      {"true", KeyEcho::chars},
                                      {"words", KeyEcho::words},
                                      {"off", KeyEcho::off},
                                      {"false", KeyEcho::off}};
constexpr Choice<bool> switches[] = {{"on", true},   {"yes", true}, {"true", true},
                                     {"off", false}, {"no", false}, {"false", false}};
constexpr Choice<PieceGlyphs> glyphs[] = {{"ascii", PieceGlyphs::ascii},
                                          {"unicode", PieceGlyphs::unicode}};
constexpr Choice<ColorScheme> schemes[] = {{"high-contrast", ColorScheme::high_contrast},
                                           {"mono", ColorScheme::monochrome}};
// Square colours chosen by the user are a wish for colour that NO_COLOR's default gives way to.
void wants_colors(Settings& s) {
    if (!s.colors_from_environment) return;
    s.colors = ColorScheme::high_contrast;
    s.colors_from_environment = false;
}

constexpr Choice<SpeechBackend> backends[] = {{"espeak", SpeechBackend::espeak},
                                              {"espeak-ng", SpeechBackend::espeak},
                                              {"speechd", SpeechBackend::speechd},
                                              {"speech-dispatcher", SpeechBackend::speechd}};
constexpr Choice<bool> strictness[] = {{"casual", false}, {"tournament", true}};
constexpr Choice<bool> arbiters[] = {
    {"present", true}, {"on", true}, {"true", true}, {"absent", false}, {"off", false},
    {"false", false}};
constexpr Choice<bool> flag_rules[] = {{"auto", false}, {"claim", true}};
constexpr Choice<int> curses_colors[] = {{"black", 0}, {"red", 1},     {"green", 2}, {"yellow", 3},
                                         {"blue", 4},  {"magenta", 5}, {"cyan", 6},  {"white", 7}};

std::string on_off(bool on) {
    return on ? "on" : "off";
}

// Each key: who may set it, how it is read, how it is shown.
struct Key {
    std::string_view name;
    bool in_config; // may appear in config.toml
    bool in_game;   // may be changed with "set" during a game
    std::function<std::optional<std::string>(Settings&, std::string_view)> set;
    std::function<std::string(const Settings&)> get;
};

std::optional<std::string> set_text(std::string& field, std::string_view value) {
    field = std::string(value);
    return std::nullopt;
}

// A name or place for the score sheet: one line of text.
std::optional<std::string> set_sheet_text(tts::Language lang, std::string_view key,
                                          std::string& field, std::string_view value) {
    const bool control = std::any_of(value.begin(), value.end(),
                                     [](char c) { return static_cast<unsigned char>(c) < 32; });
    // Blank, or not text (bytes that are not UTF-8 would go into the PGN as they are).
    const bool blank = value.find_first_not_of(' ') == std::string_view::npos;
    if (blank || control || printable_text(value) != value || value.size() > 200)
        return std::string(key) +
               (lang == tts::Language::es
                    ? ": se esperaba un texto de una línea (hasta 200 caracteres), no "
                    : ": expected text on one line (up to 200 characters), not ") +
               quoted(value);
    field = std::string(value);
    return std::nullopt;
}

// A score-sheet text (a name, the event): never changed with "set" during a game.
Key sheet_key(std::string_view name, bool in_config, std::string Settings::*field) {
    return {name, in_config, false,
            [name, field](Settings& s, std::string_view v) {
                return set_sheet_text(s.language, name, s.*field, v);
            },
            [field](const Settings& s) { return s.*field; }};
}

const std::vector<Key>& keys() {
    static const std::vector<Key> table = {
        {"mode", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "mode", v, modes, s.mode);
         },
         [](const Settings& s) { return name_of(modes, s.mode); }},
        {"color", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "color", v, colors, s.color);
         },
         [](const Settings& s) { return name_of(colors, s.color); }},
        {"engine", true, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             // "builtin" alone takes its level from --level.
             if (v != "builtin") {
                 const auto spec = engine::EngineSpec::parse(v);
                 if (!spec) return phrases::bad_engine_spec(s.language, v);
             }
             return set_text(s.engine, v);
         },
         [](const Settings& s) { return s.engine; }},
        {"level", true, true,
         [](Settings& s, std::string_view v) {
             return whole_number(s.language, "level", v, engine::MIN_LEVEL, engine::MAX_LEVEL,
                                 s.level);
         },
         [](const Settings& s) { return std::to_string(s.level); }},
        {"tc", true, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             const auto control = clock::parse_time_control(v);
             if (!control) return phrases::bad_time_control(s.language, v, control.error_detail());
             return set_text(s.time_control, v);
         },
         [](const Settings& s) { return s.time_control; }},
        {"fen", false, false, [](Settings& s, std::string_view v) { return set_text(s.fen, v); },
         [](const Settings& s) { return s.fen; }},
        {"chess960", false, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             if (v.empty() || lower(v) == "random") {
                 s.chess960 = -1;
                 return std::nullopt;
             }
             int n = 0;
             if (whole_number(s.language, "chess960", v, 0, 959, n))
                 return phrases::setting_not_chess960(s.language, v);
             s.chess960 = n;
             return std::nullopt;
         },
         [](const Settings& s) {
             return !s.chess960       ? std::string("off")
                    : *s.chess960 < 0 ? "random"
                                      : std::to_string(*s.chess960);
         }},
        {"rules", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "rules", v, editions, s.rules);
         },
         [](const Settings& s) { return name_of(editions, s.rules); }},
        {"strictness", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "strictness", v, strictness, s.tournament);
         },
         [](const Settings& s) { return name_of(strictness, s.tournament); }},
        {"quickplay-finish", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "quickplay-finish", v, switches, s.quickplay_finish);
         },
         [](const Settings& s) { return on_off(s.quickplay_finish); }},
        {"arbiter", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "arbiter", v, arbiters, s.arbiter_present);
         },
         [](const Settings& s) { return name_of(arbiters, s.arbiter_present); }},
        {"flags", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "flags", v, flag_rules, s.flags_by_claim);
         },
         [](const Settings& s) { return name_of(flag_rules, s.flags_by_claim); }},
        sheet_key("white", false, &Settings::white_name),
        sheet_key("black", false, &Settings::black_name),
        sheet_key("player", true, &Settings::player_name),
        sheet_key("event", true, &Settings::event),
        sheet_key("site", true, &Settings::site),
        sheet_key("round", false, &Settings::round),
        {"confirm-moves", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "confirm-moves", v, switches, s.confirm_moves);
         },
         [](const Settings& s) { return on_off(s.confirm_moves); }},
        {"lang", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "lang", v, languages, s.language);
         },
         [](const Settings& s) { return name_of(languages, s.language); }},
        {"style", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "style", v, styles, s.style);
         },
         [](const Settings& s) { return name_of(styles, s.style); }},
        {"voice", true, true,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             if (v.empty() || v.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS"
                                                  "TUVWXYZ0123456789+-_.") != v.npos)
                 return "voice: expected an espeak-ng voice name such as en, es, es-419 or "
                        "en+klatt; not " +
                        quoted(v);
             return set_text(s.voice, v);
         },
         [](const Settings& s) { return s.voice_name(); }},
        {"rate", true, true,
         [](Settings& s, std::string_view v) {
             return whole_number(s.language, "rate", v, tts::min_rate, tts::max_rate, s.rate);
         },
         [](const Settings& s) { return std::to_string(s.rate); }},
        {"verbosity", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "verbosity", v, verbosities, s.verbosity);
         },
         [](const Settings& s) { return name_of(verbosities, s.verbosity); }},
        {"key-echo", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "key-echo", v, echoes, s.key_echo);
         },
         [](const Settings& s) { return name_of(echoes, s.key_echo); }},
        {"clock-announce", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "clock-announce", v, switches, s.clock_announce);
         },
         [](const Settings& s) { return on_off(s.clock_announce); }},
        {"speech", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "speech", v, switches, s.speech);
         },
         [](const Settings& s) { return on_off(s.speech); }},
        {"speech-backend", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "speech-backend", v, backends, s.speech_backend);
         },
         [](const Settings& s) { return name_of(backends, s.speech_backend); }},
        {"speech-log", false, false,
         [](Settings& s, std::string_view v) { return set_text(s.speech_log, v); },
         [](const Settings& s) { return s.speech_log; }},
        {"speech-wav", false, false,
         [](Settings& s, std::string_view v) { return set_text(s.speech_wav, v); },
         [](const Settings& s) { return s.speech_wav; }},
        {"line", true, false,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "line", v, switches, s.line_mode);
         },
         [](const Settings& s) { return on_off(s.line_mode); }},
        {"pieces", true, true,
         [](Settings& s, std::string_view v) {
             return choose(s.language, "pieces", v, glyphs, s.pieces);
         },
         [](const Settings& s) { return name_of(glyphs, s.pieces); }},
        {"colors", true, true,
         [](Settings& s, std::string_view v) {
             auto error = choose(s.language, "colors", v, schemes, s.colors);
             if (!error) s.colors_from_environment = false;
             return error;
         },
         [](const Settings& s) { return name_of(schemes, s.colors); }},
        {"light-squares", true, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             int ignored = 0;
             if (auto e = choose(s.language, "light-squares", v, curses_colors, ignored)) return e;
             wants_colors(s);
             return set_text(s.light_squares, lower(v));
         },
         [](const Settings& s) { return s.light_squares; }},
        {"dark-squares", true, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             int ignored = 0;
             if (auto e = choose(s.language, "dark-squares", v, curses_colors, ignored)) return e;
             wants_colors(s);
             return set_text(s.dark_squares, lower(v));
         },
         [](const Settings& s) { return s.dark_squares; }},
        {"pgn", false, false,
         [](Settings& s, std::string_view v) { return set_text(s.pgn_file, v); },
         [](const Settings& s) { return s.pgn_file; }},
        {"load", false, false,
         [](Settings& s, std::string_view v) { return set_text(s.load_file, v); },
         [](const Settings& s) { return s.load_file; }},
        {"engine-log", true, false,
         [](Settings& s, std::string_view v) { return set_text(s.engine_log, v); },
         [](const Settings& s) { return s.engine_log; }},
        {"seed", false, false,
         [](Settings& s, std::string_view v) -> std::optional<std::string> {
             std::uint64_t n = 0;
             const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
             if (ec != std::errc() || end != v.data() + v.size())
                 return "seed: expected a whole number, not " + quoted(v);
             s.seed = n;
             return std::nullopt;
         },
         [](const Settings& s) { return std::to_string(s.seed); }},
    };
    return table;
}

const Key* find_key(std::string_view name) {
    for (const Key& k : keys())
        if (k.name == name) return &k;
    return nullptr;
}

bool allowed(const Key& key, SettingSource source) {
    switch (source) {
    case SettingSource::command_line:
        return true;
    case SettingSource::config_file:
        return key.in_config;
    case SettingSource::in_game:
        return key.in_game;
    }
    return false;
}

} // namespace

std::string Settings::voice_name() const {
    if (!voice.empty()) return voice;
    return language == tts::Language::es ? "es" : "en";
}

Settings default_settings() {
    Settings s;
    // The first of these that is set decides, as for gettext.
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (!value || !*value) continue;
        s.language =
            std::string_view(value).starts_with("es") ? tts::Language::es : tts::Language::en;
        break;
    }
    // no-color.org: a NO_COLOR that is set and not empty asks for no colour; the config file
    // and --colors still decide when they say, and so do square colours set there.
    if (const char* no_color = std::getenv("NO_COLOR"); no_color && *no_color) {
        s.colors = ColorScheme::monochrome;
        s.colors_from_environment = true;
    }
    return s;
}

std::optional<std::string> apply_setting(Settings& settings, std::string_view key,
                                         std::string_view value, SettingSource source) {
    const Key* k = find_key(key);
    // A setting of the game itself (mode, tc, engine…) or of the program's start (speech, line):
    // known, and where it is set said.
    if (k && !allowed(*k, source) && source == SettingSource::in_game)
        return phrases::setting_not_in_game(
            settings.language, key,
            key == "speech"                                        ? "--no-speech"
            : key == "light-squares" || key == "dark-squares" ? ""
                                                                   : "--" + std::string(key),
            k->in_config);
    if (!k || !allowed(*k, source)) {
        // In a game, by the words the player types.
        const bool spanish =
            source == SettingSource::in_game && settings.language == tts::Language::es;
        std::string names;
        for (std::string_view name : setting_keys(source))
            names += (names.empty() ? "" : ", ") +
                     std::string(spanish ? spanish_setting_key(name) : name);
        return phrases::unknown_setting(settings.language, key, names);
    }
    // Parse into a copy, then commit: a bad value leaves the settings as they were.
    Settings changed = settings;
    if (auto error = k->set(changed, value)) return error;
    if (!changed.was_chosen(k->name)) changed.chosen.emplace_back(k->name);
    settings = std::move(changed);
    return std::nullopt;
}

bool Settings::was_chosen(std::string_view key) const {
    return std::find(chosen.begin(), chosen.end(), key) != chosen.end();
}

std::vector<std::string_view> setting_keys(SettingSource source) {
    std::vector<std::string_view> names;
    for (const Key& k : keys())
        if (allowed(k, source)) names.push_back(k.name);
    return names;
}

namespace {
// The settings a Spanish player changes in a game, by the words he types for them.
constexpr std::pair<std::string_view, std::string_view> spanish_keys[] = {
    {"idioma", "lang"},       {"voz", "voice"},          {"velocidad", "rate"},
    {"detalle", "verbosity"}, {"eco", "key-echo"},       {"nivel", "level"},
    {"piezas", "pieces"},     {"colores", "colors"},     {"casillas", "style"},
    {"confirmar", "confirm-moves"}, {"reloj", "clock-announce"}};
} // namespace

std::string setting_key_from_words(std::string_view key) {
    for (const auto& [said, code] : spanish_keys)
        if (key == said) return std::string(code);
    return std::string(key);
}

std::string_view spanish_setting_key(std::string_view key) {
    for (const auto& [said, code] : spanish_keys)
        if (key == code) return said;
    return key;
}

std::string setting_value_from_words(std::string_view key, std::string_view value) {
    struct Word {
        std::string_view key, said, code;
    };
    // Per key: a voice may be called "si" (Sinhala), and is never translated.
    static constexpr Word words[] = {
        {"verbosity", "breve", "brief"},     {"verbosity", "detallado", "verbose"},
        {"style", "letras", "letters"},      {"key-echo", "palabras", "words"},
        {"key-echo", "caracteres", "chars"}, {"key-echo", "no", "off"},
        {"colors", "monocromo", "mono"},     {"colors", "alto contraste", "high-contrast"},
        {"style", "nombres fide", "fide-names"}, {"style", "alfabeto otan", "nato"},
        {"style", "palabras fide", "fide"},  {"lang", "español", "es"},
        {"lang", "inglés", "en"},            {"lang", "ingles", "en"}};
    for (const Word& w : words)
        if (key == w.key && value == w.said) return std::string(w.code);
    const bool switch_key = key == "confirm-moves" || key == "clock-announce";
    if (switch_key && (value == "sí" || value == "si")) return "on";
    return std::string(value);
}

std::string setting_value(const Settings& settings, std::string_view key) {
    const Key* k = find_key(key);
    return k ? k->get(settings) : std::string();
}

std::string_view to_string(Mode mode) {
    for (const auto& c : modes)
        if (c.value == mode) return c.name;
    return "computer";
}

std::string_view to_string(tts::Verbosity verbosity) {
    for (const auto& c : verbosities)
        if (c.value == verbosity) return c.name;
    return "normal";
}

std::string_view to_string(KeyEcho echo) {
    for (const auto& c : echoes)
        if (c.value == echo) return c.name;
    return "off";
}

} // namespace escaque::tui
