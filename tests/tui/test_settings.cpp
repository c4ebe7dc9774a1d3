#include <catch2/catch.hpp>
#include <cstdlib>

#include "program_options.h"
#include "program_runner.h"
#include "settings.h"

using namespace escaque::tui;

TEST_CASE("a setting is read from its text form", "[tui][settings]") {
    Settings s;
    CHECK_FALSE(apply_setting(s, "mode", "record"));
    CHECK(s.mode == Mode::record);
    CHECK_FALSE(apply_setting(s, "level", "7"));
    CHECK(s.level == 7);
    CHECK_FALSE(apply_setting(s, "style", "NATO"));
    CHECK(s.style == escaque::tts::SquareStyle::nato);
    CHECK_FALSE(apply_setting(s, "clock-announce", "off"));
    CHECK_FALSE(s.clock_announce);
    CHECK_FALSE(apply_setting(s, "chess960", "random"));
    CHECK(s.chess960 == -1);
    CHECK_FALSE(apply_setting(s, "chess960", "518"));
    CHECK(s.chess960 == 518);
    CHECK_FALSE(apply_setting(s, "tc", "15+10"));
    CHECK(s.time_control == "15+10");
}

TEST_CASE("a bad value is named with the accepted values and changes nothing", "[tui][settings]") {
    Settings s;
    const auto mode = apply_setting(s, "mode", "blitz");
    REQUIRE(mode);
    CHECK(*mode == "mode: expected one of computer, two-players, record, review; not \"blitz\"");
    CHECK(s.mode == Mode::computer);
    const auto level = apply_setting(s, "level", "12");
    REQUIRE(level);
    CHECK(*level == "level: expected a whole number from 1 to 10, not \"12\"");
    const auto echo = apply_setting(s, "key-echo", "loud");
    REQUIRE(echo);
    CHECK(*echo == "key-echo: expected one of chars, words, off; not \"loud\"");
    const auto rate = apply_setting(s, "rate", "fast");
    REQUIRE(rate);
    CHECK(rate->find("80 to 900") != std::string::npos);
    const auto tc = apply_setting(s, "tc", "fifteen");
    REQUIRE(tc);
    CHECK(tc->starts_with("tc: "));
    CHECK(s.time_control == "-");
}

TEST_CASE("a bad value is told in the player's language", "[tui][settings]") {
    Settings s;
    s.language = escaque::tts::Language::es;
    const auto level = apply_setting(s, "level", "11", SettingSource::in_game);
    REQUIRE(level);
    CHECK(*level == "level: se esperaba un número entero de 1 a 10, no \"11\"");
    const auto echo = apply_setting(s, "verbosity", "breve", SettingSource::in_game);
    REQUIRE(echo);
    CHECK(*echo == "verbosity: se esperaba uno de brief, normal, verbose; no \"breve\"");
    // In a game the settings are named by the words a Spanish player types (set turns them
    // into the keys first); in a config file by their keys.
    const auto unknown = apply_setting(s, "speed", "3", SettingSource::in_game);
    REQUIRE(unknown);
    CHECK(unknown->starts_with(
        "ajuste desconocido \"speed\"; los ajustes son: nivel, confirmar, "));
    const auto in_file = apply_setting(s, "speed", "3", SettingSource::config_file);
    REQUIRE(in_file);
    CHECK(in_file->starts_with("ajuste desconocido \"speed\"; los ajustes son: "));
    CHECK(in_file->find("rate") != std::string::npos);
}

TEST_CASE("some settings only come from the command line, some change in a game",
          "[tui][settings]") {
    Settings s;
    const auto fen =
        apply_setting(s, "fen", "8/8/8/8/8/8/8/K6k w - - 0 1", SettingSource::config_file);
    REQUIRE(fen);
    CHECK(fen->starts_with("unknown setting \"fen\"; the settings are: mode, color"));
    CHECK(apply_setting(s, "mode", "record", SettingSource::in_game));
    CHECK_FALSE(apply_setting(s, "rate", "320", SettingSource::in_game));
    CHECK(setting_value(s, "rate") == "320");
}

TEST_CASE("the language comes from the locale", "[tui][settings]") {
    setenv("LC_ALL", "es_ES.UTF-8", 1);
    CHECK(default_settings().language == escaque::tts::Language::es);
    setenv("LC_ALL", "en_GB.UTF-8", 1);
    CHECK(default_settings().language == escaque::tts::Language::en);
    unsetenv("LC_ALL");
}

TEST_CASE("NO_COLOR asks for the monochrome board, the settings still decide",
          "[tui][settings]") {
    setenv("NO_COLOR", "1", 1);
    Settings s = default_settings();
    CHECK(s.colors == ColorScheme::monochrome);
    CHECK_FALSE(apply_setting(s, "colors", "high-contrast", SettingSource::command_line));
    CHECK(s.colors == ColorScheme::high_contrast);
    setenv("NO_COLOR", "", 1); // empty: as if not set (no-color.org)
    CHECK(default_settings().colors == ColorScheme::high_contrast);
    unsetenv("NO_COLOR");
}

TEST_CASE("square colours set in the config file override NO_COLOR, an explicit mono stays",
          "[tui][settings]") {
    setenv("NO_COLOR", "1", 1);
    Settings s = default_settings();
    CHECK_FALSE(apply_setting(s, "dark-squares", "green", SettingSource::config_file));
    CHECK(s.colors == ColorScheme::high_contrast);
    CHECK(s.dark_squares == "green");
    // "colors = mono" said in the file stays mono, whatever the key order.
    Settings mono_first = default_settings();
    CHECK_FALSE(apply_setting(mono_first, "colors", "mono", SettingSource::config_file));
    CHECK_FALSE(apply_setting(mono_first, "light-squares", "yellow", SettingSource::config_file));
    CHECK(mono_first.colors == ColorScheme::monochrome);
    Settings mono_last = default_settings();
    CHECK_FALSE(apply_setting(mono_last, "light-squares", "yellow", SettingSource::config_file));
    CHECK_FALSE(apply_setting(mono_last, "colors", "mono", SettingSource::config_file));
    CHECK(mono_last.colors == ColorScheme::monochrome);
    unsetenv("NO_COLOR");
    // Without NO_COLOR a square colour changes no scheme.
    Settings plain;
    CHECK_FALSE(apply_setting(plain, "colors", "mono", SettingSource::config_file));
    CHECK_FALSE(apply_setting(plain, "dark-squares", "green", SettingSource::config_file));
    CHECK(plain.colors == ColorScheme::monochrome);
}

TEST_CASE("the command line wins over the config file", "[tui][settings]") {
    escaque::testing::Sandbox sandbox;
    sandbox.write_file(sandbox.config_file(),
                       "lang = \"es\"\nrate = 300\nlevel = 4\nclock-announce = false\n");
    std::string program = "escaque", level = "--level", six = "6";
    std::string config = "--config", path = sandbox.config_file().string();
    char* argv[] = {program.data(), level.data(), six.data(), config.data(), path.data()};
    ProgramOptions options;
    REQUIRE_FALSE(parse_program_options(5, argv, options));
    Settings s;
    REQUIRE_FALSE(resolve_settings(options, s));
    CHECK(s.language == escaque::tts::Language::es);
    CHECK(s.rate == 300);
    CHECK(s.level == 6);
    CHECK_FALSE(s.clock_announce);
}

TEST_CASE("true and false in the config file are taken, and quoted as written", "[tui][settings]") {
    escaque::testing::Sandbox sandbox;
    sandbox.write_file(sandbox.config_file(),
                       "arbiter = false\nclock-announce = false\nkey-echo = false\n");
    ConfigRead read = read_config_file(sandbox.config_file().string(), true);
    REQUIRE(read.error.empty());
    Settings s;
    for (const auto& [key, value] : read.values)
        CHECK_FALSE(apply_setting(s, key, value, SettingSource::config_file));
    CHECK_FALSE(s.arbiter_present);
    CHECK_FALSE(s.clock_announce);
    CHECK(s.key_echo == KeyEcho::off);
    CHECK_FALSE(apply_setting(s, "key-echo", "true", SettingSource::config_file));
    CHECK(s.key_echo == KeyEcho::chars); // the echo escaque gives by default
    const auto echo = apply_setting(s, "key-echo", "loud", SettingSource::config_file);
    REQUIRE(echo);
    CHECK(echo->find("one of chars, words, off; not \"loud\"") != std::string::npos);
    // Other spellings are taken, not listed: the listener hears the two words.
    const auto arbiter = apply_setting(s, "arbiter", "xyz", SettingSource::config_file);
    REQUIRE(arbiter);
    CHECK(arbiter->find("one of present, absent; not \"xyz\"") != std::string::npos);
    sandbox.write_file(sandbox.config_file(), "level = true\n");
    read = read_config_file(sandbox.config_file().string(), true);
    REQUIRE(read.values.size() == 1);
    const auto refused = apply_setting(s, read.values[0].first, read.values[0].second,
                                       SettingSource::config_file);
    REQUIRE(refused);
    CHECK(refused->find("not \"true\"") != std::string::npos);
}

TEST_CASE("a bad config file is named with its line", "[tui][settings]") {
    escaque::testing::Sandbox sandbox;
    sandbox.write_file(sandbox.config_file(), "rate = 300\nstyle = \"morse\"\n");
    ConfigRead read = read_config_file(sandbox.config_file().string(), true);
    REQUIRE(read.error.empty());
    Settings s;
    ProgramOptions options;
    options.config_path = sandbox.config_file().string();
    const auto error = resolve_settings(options, s);
    REQUIRE(error);
    CHECK(error->message.find(
              "style: expected one of letters, fide-names, nato, fide; not \"morse\"") !=
          std::string::npos);

    sandbox.write_file(sandbox.config_file(), "rate = = 3\n");
    read = read_config_file(sandbox.config_file().string(), true);
    CHECK(read.error.starts_with("line 1"));
    // The parser's words are followed by what a line must look like.
    CHECK(read.error.find("each line is: name = value") != std::string::npos);
    sandbox.write_file(sandbox.config_file(), "level = 5.5\n");
    read = read_config_file(sandbox.config_file().string(), true);
    CHECK(read.error == "level: expected a text in quotes, a whole number or true/false");
}

TEST_CASE("the speech backend is espeak unless speechd is asked for", "[tui][settings]") {
    Settings s;
    CHECK(s.speech_backend == SpeechBackend::espeak);
    CHECK(setting_value(s, "speech-backend") == "espeak");
    CHECK_FALSE(apply_setting(s, "speech-backend", "speechd", SettingSource::config_file));
    CHECK(s.speech_backend == SpeechBackend::speechd);
    CHECK(setting_value(s, "speech-backend") == "speechd");
    CHECK_FALSE(apply_setting(s, "speech-backend", "speech-dispatcher"));
    CHECK(s.speech_backend == SpeechBackend::speechd);
    const auto bad = apply_setting(s, "speech-backend", "orca");
    REQUIRE(bad);
    CHECK(*bad == "speech-backend: expected one of espeak, speechd; not \"orca\"");
    // Changing who speaks would mean a new speaker mid-game: not a "set" setting.
    CHECK(apply_setting(s, "speech-backend", "espeak", SettingSource::in_game));
}

TEST_CASE("the words escaque says for settings are taken back per key", "[tui][settings]") {
    using escaque::tui::setting_key_from_words;
    using escaque::tui::setting_value_from_words;
    CHECK(setting_key_from_words("detalle") == "verbosity");
    CHECK(setting_key_from_words("rate") == "rate");
    CHECK(setting_value_from_words("verbosity", "breve") == "brief");
    // A voice is never translated: "si" is Sinhala, not "on".
    CHECK(setting_value_from_words("voice", "si") == "si");
    CHECK(setting_value_from_words("confirm-moves", "si") == "on");
    CHECK(setting_value_from_words("key-echo", "no") == "off");
    CHECK(setting_value_from_words("lang", "si") == "si");
    CHECK(setting_value_from_words("style", "breve") == "breve");
}
