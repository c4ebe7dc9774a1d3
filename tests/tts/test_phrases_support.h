// Helpers for the phrase book tests: books for every setting, positions and moves from text.
#pragma once

#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>

#include "chess/fen.h"
#include "chess/uci.h"
#include "tts/phrase_book.h"

namespace escaque::test {

inline tts::PhraseBook book(tts::Language language,
                            tts::SquareStyle squares = tts::SquareStyle::fide_names,
                            tts::Verbosity verbosity = tts::Verbosity::normal) {
    return tts::PhraseBook(tts::PhraseSettings{tts::Wording{language, squares}, verbosity});
}

inline tts::PhraseBook english(tts::Verbosity verbosity = tts::Verbosity::normal) {
    return book(tts::Language::en, tts::SquareStyle::fide_names, verbosity);
}

inline tts::PhraseBook spanish(tts::Verbosity verbosity = tts::Verbosity::normal) {
    return book(tts::Language::es, tts::SquareStyle::fide_names, verbosity);
}

inline chess::Position position_of(std::string_view fen, bool chess960 = false) {
    auto pos = chess::parse_fen(fen, {.chess960 = chess960});
    REQUIRE(pos.has_value());
    return *pos;
}

inline chess::Move move_of(const chess::Position& pos, std::string_view uci) {
    const chess::Move m = chess::move_from_uci(pos, uci);
    REQUIRE(m != chess::Move::none());
    return m;
}

// Every setting in a fixed order: language (en, es), then square style (letters, FIDE names,
// NATO, full FIDE), then verbosity (brief, normal, verbose). Golden tables follow this order.
constexpr std::size_t setting_count = 24;

inline tts::PhraseSettings setting(std::size_t index) {
    constexpr tts::Language languages[] = {tts::Language::en, tts::Language::es};
    constexpr tts::SquareStyle styles[] = {tts::SquareStyle::letters, tts::SquareStyle::fide_names,
                                           tts::SquareStyle::nato, tts::SquareStyle::fide};
    constexpr tts::Verbosity verbosities[] = {tts::Verbosity::brief, tts::Verbosity::normal,
                                              tts::Verbosity::verbose};
    return tts::PhraseSettings{tts::Wording{languages[index / 12], styles[index / 3 % 4]},
                               verbosities[index % 3]};
}

inline std::string setting_name(std::size_t index) {
    const tts::PhraseSettings s = setting(index);
    constexpr const char* verbosities[] = {"brief", "normal", "verbose"};
    return std::string(tts::to_string(s.wording.language)) + " " +
           std::string(tts::to_string(s.wording.squares)) + " " +
           verbosities[static_cast<int>(s.verbosity)];
}

using Goldens = std::array<const char*, setting_count>;

// Checks `say` under every setting against the table.
template <class Say>
void check_every_setting(const Goldens& expected, Say say) {
    for (std::size_t i = 0; i < setting_count; ++i) {
        INFO("setting: " << setting_name(i));
        CHECK(say(tts::PhraseBook(setting(i))) == expected[i]);
    }
}

// English and Spanish text of one game event, the same in every square style and verbosity
// when it names no square.
inline void check_event(const game::Event& e, const std::string& en, const std::string& es) {
    for (std::size_t i = 0; i < setting_count; ++i) {
        INFO("setting: " << setting_name(i));
        const tts::PhraseSettings s = setting(i);
        CHECK(tts::PhraseBook(s).event(e) == (s.wording.language == tts::Language::en ? en : es));
    }
}

} // namespace escaque::test
