#include "game/recorded_note.h"

#include <array>
#include <chrono>
#include <utility>

namespace escaque::game {

namespace {

const char* side_name(Color c) { return c == chess::WHITE ? "White" : "Black"; }

// "2:00": whole minutes and seconds, as the arbiter gives time.
std::string minutes_seconds(clock::Duration d) {
    const long long total = std::chrono::duration_cast<std::chrono::seconds>(d).count();
    const long long sign_free = total < 0 ? -total : total;
    return std::string(total < 0 ? "-" : "") + std::to_string(sign_free / 60) + ":" +
           (sign_free % 60 < 10 ? "0" : "") + std::to_string(sign_free % 60);
}

std::string time_given(Color side, clock::Duration bonus) {
    if (bonus <= clock::Duration{}) return {};
    return ", " + std::string(side_name(~side)) + " +" + minutes_seconds(bonus);
}

constexpr std::array<std::pair<ClaimKind, std::string_view>, 2> claim_grounds{{
    {ClaimKind::threefold_repetition, " by threefold repetition"},
    {ClaimKind::fifty_moves, " by the 50-move rule"},
}};

// The reader: each take_ advances `text` past what it read, and reads nothing on a mismatch.
bool take(std::string_view& text, std::string_view part) {
    if (!text.starts_with(part)) return false;
    text.remove_prefix(part.size());
    return true;
}

std::optional<Color> take_side(std::string_view& text) {
    for (const Color c : {chess::WHITE, chess::BLACK})
        if (take(text, side_name(c))) return c;
    return std::nullopt;
}

// Up to `max_digits` digits, at least one, as std::to_string writes them (no leading zero).
std::optional<int> take_number(std::string_view& text, size_t max_digits) {
    int n = 0;
    size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') {
        if (digits == max_digits) return std::nullopt;
        n = n * 10 + (text[digits++] - '0');
    }
    if (digits == 0 || (digits > 1 && text[0] == '0')) return std::nullopt;
    text.remove_prefix(digits);
    return n;
}

// ", Black +2:00" ending the note, for the side other than `side`; the whole of `text`.
std::optional<clock::Duration> read_time_given(Color side, std::string_view text) {
    if (!take(text, ", ") || take_side(text) != ~side || !take(text, " +")) return std::nullopt;
    const auto minutes = take_number(text, 4);
    // Seconds in two digits, "2:05".
    if (!minutes || !take(text, ":") || text.size() != 2 || text[0] < '0' || text[0] > '5' ||
        text[1] < '0' || text[1] > '9')
        return std::nullopt;
    return std::chrono::seconds(*minutes * 60 + (text[0] - '0') * 10 + (text[1] - '0'));
}

std::optional<IllegalMoveNote> read_illegal_move(Color side, std::string_view rest) {
    IllegalMoveNote note{side, 0, Termination::none, {}};
    const auto count = take_number(rest, 4);
    if (!count || *count == 0) return std::nullopt;
    note.count = *count;
    if (rest.empty()) return note;
    if (rest == ": loses") {
        note.ending = Termination::illegal_moves;
        return note;
    }
    if (rest == ": would lose, but " + std::string(side_name(~side)) + " cannot checkmate") {
        note.ending = Termination::illegal_moves_cannot_mate;
        return note;
    }
    const auto bonus = read_time_given(side, rest);
    if (!bonus) return std::nullopt;
    note.opponent_bonus = *bonus;
    return note;
}

std::optional<DrawClaimNote> read_draw_claim(Color side, std::string_view rest) {
    DrawClaimNote note{side, {}, {}, false, {}};
    for (const auto& [kind, words] : claim_grounds)
        if (!note.ground && take(rest, words)) note.ground = kind;
    if (take(rest, " with ")) {
        const size_t colon = rest.find(':');
        if (colon == 0 || colon == std::string_view::npos) return std::nullopt;
        note.move = std::string(rest.substr(0, colon));
        rest.remove_prefix(colon);
    }
    // The ground is said with an upheld claim, and only then.
    if (rest == ": upheld" && note.ground) {
        note.upheld = true;
        return note;
    }
    if (note.ground || !take(rest, ": rejected")) return std::nullopt;
    if (rest.empty()) return note;
    const auto bonus = read_time_given(side, rest);
    if (!bonus) return std::nullopt;
    note.opponent_bonus = *bonus;
    return note;
}

std::optional<EndingNote> read_ending(std::string_view comment) {
    for (int reason = 0; reason <= int(Termination::quickplay_claim_rejected); ++reason)
        for (const Color side : {chess::WHITE, chess::BLACK}) {
            const EndingNote ending{Termination(reason), side};
            if (write_note(ending) == comment) {
                // The sideless endings name no side.
                if (comment.find("White") == std::string_view::npos &&
                    comment.find("Black") == std::string_view::npos)
                    return EndingNote{ending.reason, std::nullopt};
                return ending;
            }
        }
    return std::nullopt;
}

} // namespace

std::string write_note(const IllegalMoveNote& note) {
    const std::string other = side_name(~note.side);
    std::string outcome;
    if (note.ending == Termination::illegal_moves_cannot_mate)
        outcome = ": would lose, but " + other + " cannot checkmate";
    else if (note.ending == Termination::illegal_moves)
        outcome = ": loses";
    else
        outcome = time_given(note.side, note.opponent_bonus);
    return std::string(side_name(note.side)) + " illegal move " + std::to_string(note.count) +
           outcome;
}

std::string write_note(const DrawClaimNote& note) {
    std::string text = std::string(side_name(note.side)) + " claims a draw";
    for (const auto& [kind, words] : claim_grounds)
        if (note.ground == kind) text += words;
    if (!note.move.empty()) text += " with " + note.move;
    if (note.upheld) return text + ": upheld";
    return text + ": rejected" + time_given(note.side, note.opponent_bonus);
}

std::optional<std::string> write_note(const EndingNote& note) {
    const std::string side = side_name(note.side.value_or(chess::WHITE));
    const std::string other = side_name(note.side ? ~*note.side : chess::BLACK);
    switch (note.reason) {
    case Termination::dead_position: return "Dead position: neither side can checkmate";
    case Termination::fivefold_repetition: return "Fivefold repetition";
    case Termination::seventy_five_moves: return "75-move rule";
    case Termination::agreement: return "Draw agreed";
    case Termination::resignation: return side + " resigns";
    case Termination::resignation_cannot_mate:
        return side + " resigns, but " + other + " cannot checkmate";
    case Termination::time_forfeit: return side + "'s flag fell";
    case Termination::time_forfeit_cannot_mate:
        return side + "'s flag fell, but " + other + " cannot checkmate";
    case Termination::both_flags: return "Both flags fell";
    default: return std::nullopt;
    }
}

std::optional<RecordedNote> read_note(std::string_view comment) {
    // Built in place: GCC 12 takes a variant moved into an optional for one with a string
    // left uninitialised (-Wmaybe-uninitialized, in the sanitizer build).
    std::optional<RecordedNote> note;
    std::string_view rest = comment;
    if (auto ending = read_ending(comment)) {
        note.emplace(std::in_place_type<EndingNote>, *ending);
    } else if (const auto side = take_side(rest); !side) {
        return note;
    } else if (take(rest, " illegal move ")) {
        if (auto illegal = read_illegal_move(*side, rest))
            note.emplace(std::in_place_type<IllegalMoveNote>, *illegal);
    } else if (take(rest, " claims a draw")) {
        if (auto claim = read_draw_claim(*side, rest))
            note.emplace(std::in_place_type<DrawClaimNote>, std::move(*claim));
    }
    return note;
}

bool is_ending_comment(std::string_view comment) { return read_ending(comment).has_value(); }

} // namespace escaque::game
