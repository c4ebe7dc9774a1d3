// The quickplay finish and flag claims as typed (RULES.md §6.1, §9.2, §9.14): "claim quickplay",
// "claim increment", "claim time", and the arbiter's "arbiter uphold | reject | postpone".
#include <string>

#include "play_session.h"
#include "program_phrases.h"

namespace escaque::tui {

namespace {

bool is_one_of(const std::string& word, std::initializer_list<std::string_view> names) {
    for (std::string_view n : names)
        if (word == n) return true;
    return false;
}

} // namespace

bool PlaySession::special_claim(const ParsedCommand& c) {
    if (c.args.empty()) return false;
    game::Game& g = *start_.game;
    const std::string word = fold_case(c.args[0]);
    const std::string second = c.args.size() > 1 ? fold_case(c.args[1]) : std::string();
    std::optional<game::Action> done;
    if (is_one_of(word, {"quickplay", "qpf", "acelerado", "final_acelerado"})) {
        game::QuickplayGround ground = game::QuickplayGround::cannot_win_by_normal_means;
        if (is_one_of(second, {"effort", "no-effort", "esfuerzo", "sin-esfuerzo"}))
            ground = game::QuickplayGround::no_effort_to_win;
        else if (is_one_of(second, {"both", "ambos", "ambas"}))
            ground = game::QuickplayGround::both;
        pending_.reset();
        done = g.claim_quickplay_finish(ground);
    } else if (is_one_of(word, {"increment", "incremento"})) {
        pending_.reset();
        done = g.request_quickplay_increment();
    } else if (is_one_of(word, {"time", "flag", "tiempo", "bandera"})) {
        // The claimant is the side whose opponent's flag is down, unless named.
        chess::Color by = acting_side();
        if (const auto named = side_argument(c.args, 1); named && start_.mode != Mode::computer)
            by = *named;
        else if (start_.mode != Mode::computer &&
                 g.clock().flag_fallen(game::side_of(by)) &&
                 !g.clock().flag_fallen(game::side_of(~by)))
            by = ~by;
        done = g.claim_flag(by);
    } else {
        return false;
    }
    if (!*done) refused(done->error());
    after_change();
    return true;
}

void PlaySession::arbiter_command(const ParsedCommand& c) {
    const tts::Language lang = ctx_.language();
    game::Game& g = *start_.game;
    const std::string word = c.args.empty() ? std::string() : fold_case(c.args[0]);
    const bool bonus = c.args.size() > 1 &&
                       is_one_of(fold_case(c.args[1]), {"bonus", "+2", "bonificación",
                                                        "bonificacion", "minutos"});
    std::optional<game::Action> done;
    if (is_one_of(word, {"uphold", "accept", "draw", "aceptar", "tablas"}))
        done = g.rule_quickplay_claim(game::QuickplayRuling::upheld);
    else if (is_one_of(word, {"reject", "rechazar"}))
        done = g.rule_quickplay_claim(game::QuickplayRuling::rejected);
    else if (is_one_of(word, {"postpone", "aplazar"}))
        done = g.rule_quickplay_claim(bonus ? game::QuickplayRuling::postponed_with_bonus
                                            : game::QuickplayRuling::postponed);
    else if (is_one_of(word, {"grant", "conceder"}))
        done = g.rule_increment_request(true);
    else if (is_one_of(word, {"refuse", "deny", "denegar"}))
        done = g.rule_increment_request(false);
    if (!done) {
        say(phrases::arbiter_usage(lang));
        return;
    }
    if (!*done) refused(done->error());
    after_change();
}

} // namespace escaque::tui
