#include "app.h"

#include <algorithm>

#include "program_phrases.h"

namespace escaque::tui {

namespace {

std::uint8_t mode_mask(Mode mode) {
    switch (mode) {
    case Mode::computer:
        return in_computer;
    case Mode::two_players:
        return in_two_players;
    case Mode::record:
        return in_record;
    case Mode::review:
        return in_review;
    }
    return everywhere;
}

// The answer to a yes/no question: the commands yes and no, and also "n" (which is otherwise
// "next") and, in Spanish, "s" for sí.
std::optional<bool> yes_or_no(const std::string& line, const CommandParse& parsed,
                              tts::Language lang) {
    if (parsed.command && parsed.command->kind == CommandKind::yes) return true;
    if (parsed.command && parsed.command->kind == CommandKind::no) return false;
    std::string word = fold_case(line);
    while (!word.empty() && word.back() == ' ') word.pop_back();
    while (!word.empty() && word.front() == ' ') word.erase(0, 1);
    if (word == "n") return false;
    if (word == "s" && lang == tts::Language::es) return true;
    return std::nullopt;
}

// Dictation writes sentences: "Sí.", "Salir.", "¡Tablas!". The sentence marks are not part of
// what was said; an ellipsis is ("go 10..." is Black's tenth move), and so is a lone mark.
std::string without_sentence_marks(std::string line) {
    const auto trim = [&line] {
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
            line.pop_back();
        const std::size_t first = line.find_first_not_of(" \t");
        line.erase(0, std::min(first, line.size()));
    };
    trim();
    const std::string_view opening_exclamation = "\xC2\xA1", opening_question = "\xC2\xBF";
    std::string bare = line;
    bool changed = false;
    if (bare.starts_with(opening_exclamation) || bare.starts_with(opening_question)) {
        if (bare.starts_with(opening_question) && bare.ends_with('?')) bare.pop_back();
        bare.erase(0, 2);
        changed = true;
    }
    while (!bare.empty() && bare.back() == '!') {
        bare.pop_back();
        changed = true;
    }
    const std::size_t word_start = bare.rfind(' ') == std::string::npos ? 0 : bare.rfind(' ') + 1;
    const bool abbreviation =
        bare.ends_with('.') && bare.substr(word_start, bare.size() - 1 - word_start).find('.') !=
                                   std::string::npos;
    if (bare.ends_with('.') && !bare.ends_with("..") && !abbreviation) {
        bare.pop_back();
        changed = true;
    }
    if (!changed || bare.find_first_not_of(" \t") == std::string::npos) return line;
    line = bare;
    trim();
    return line;
}

std::string join(const std::vector<std::string>& words, std::size_t from) {
    std::string out;
    for (std::size_t i = from; i < words.size(); ++i) out += (i > from ? " " : "") + words[i];
    return out;
}

} // namespace

App::App(Context& context) : ctx_(context) {}

void App::set_activity(std::unique_ptr<Activity> activity) {
    activity_ = std::move(activity);
    if (activity_) activity_->begin();
}

Reaction App::handle_line(const std::string& typed) {
    const std::string line = without_sentence_marks(typed);
    const CommandParse parsed = parse_command(line);
    if (ctx_.question) {
        if (const std::optional<bool> yes = yes_or_no(line, parsed, ctx_.language()))
            return answer_question(*yes);
        // Cancel (x, /x) is a no to "are you sure?" questions; the resume question, which must
        // be answered, hears it below like any other line.
        if (!ctx_.question->on_no && parsed.command &&
            parsed.command->kind == CommandKind::cancel)
            return answer_question(false);
        // A question that must be answered (resume the saved game?) waits for yes or no, and
        // says so; quitting leaves everything as it was. Any other question is dropped by
        // other input, which is then handled as if it had not been asked.
        if (ctx_.question->on_no) {
            if (parsed.command && parsed.command->kind == CommandKind::quit) return Reaction::quit;
            ctx_.out.say(phrases::answer_yes_or_no(ctx_.language()) + " " + ctx_.question->text,
                         tts::Priority::interrupt);
            return Reaction::handled;
        }
        // Said, so that a player who typed past "Claim a draw: are you sure?" knows it was not
        // made: as news, which the answer to the line (often interrupting) does not cut.
        if (ctx_.question->on_dismissed) ctx_.question->on_dismissed();
        ctx_.question.reset();
        // An empty line only puts the question aside: as Enter it would also confirm an entered
        // move and press the clock. That move still waits, and the player is told so.
        if (line.find_first_not_of(" \t\r") == std::string::npos) {
            const bool move_waits = activity_ && activity_->view().pending_move.has_value();
            ctx_.out.say(phrases::question_dropped(ctx_.language(), move_waits),
                         tts::Priority::normal);
            return Reaction::handled;
        }
        ctx_.out.say(phrases::question_dropped(ctx_.language(), false), tts::Priority::normal);
    }
    if (activity_)
        if (const std::optional<Reaction> answered = activity_->answer(line)) return *answered;
    const tts::Language lang = ctx_.language();
    if (parsed.unknown) {
        ctx_.out.say(phrases::unknown_command(lang, line), tts::Priority::interrupt);
        return Reaction::handled;
    }
    if (parsed.command) {
        const CommandEntry& entry = command_entry(parsed.command->kind);
        if (!(entry.modes & mode_mask(ctx_.settings.mode))) {
            ctx_.out.say(phrases::not_in_this_mode(lang, entry), tts::Priority::interrupt);
            return Reaction::handled;
        }
        switch (parsed.command->kind) {
        case CommandKind::help:
        case CommandKind::repeat:
        case CommandKind::quit:
        case CommandKind::settings:
        case CommandKind::flip:
        case CommandKind::yes:
        case CommandKind::no:
            return shared_command(*parsed.command);
        default:
            break;
        }
    }
    if (!activity_) return Reaction::handled;
    return activity_->handle(line, parsed);
}

Reaction App::answer_question(bool yes) {
    Question question = std::move(*ctx_.question);
    ctx_.question.reset();
    if (yes) return question.on_yes();
    if (question.on_dismissed) question.on_dismissed();
    if (question.on_no) return question.on_no();
    ctx_.out.say(phrases::cancelled(ctx_.language()), tts::Priority::interrupt);
    return Reaction::handled;
}

Reaction App::shared_command(const ParsedCommand& command) {
    const tts::Language lang = ctx_.language();
    switch (command.kind) {
    case CommandKind::help:
        help(command.args);
        return Reaction::handled;
    case CommandKind::repeat:
        ctx_.out.repeat();
        return Reaction::handled;
    case CommandKind::quit:
        if (activity_ && !activity_->quit_needs_confirmation()) return Reaction::quit;
        ctx_.ask({activity_ && activity_->unsaved()
                      ? phrases::confirm_quit_unsaved(ctx_.language())
                      : ctx_.book.confirmation(tts::Confirmation::quit),
                  [] { return Reaction::quit; }, {}});
        return Reaction::handled;
    case CommandKind::settings:
        change_setting(command.args);
        return Reaction::redraw;
    case CommandKind::flip:
        ctx_.flipped = !ctx_.flipped;
        ctx_.out.say(phrases::flipped(lang, ctx_.flipped), tts::Priority::interrupt);
        return Reaction::redraw;
    case CommandKind::yes:
    case CommandKind::no:
        ctx_.out.say(phrases::no_question(lang), tts::Priority::interrupt);
        return Reaction::handled;
    default:
        return Reaction::handled;
    }
}

void App::help(const std::vector<std::string>& args) {
    const tts::Language lang = ctx_.language();
    if (args.empty()) {
        ctx_.out.say(phrases::help_overview(lang, mode_mask(ctx_.settings.mode)),
                     tts::Priority::interrupt);
        return;
    }
    if (const std::string word = fold_case(args[0]); word == "keys" || word == "teclas") {
        ctx_.out.say(phrases::help_keys(lang), tts::Priority::interrupt);
        return;
    }
    if (const auto topic = phrases::help_topic(lang, fold_case(args[0]))) {
        ctx_.out.say(*topic, tts::Priority::interrupt);
        return;
    }
    const CommandParse topic = parse_command(join(args, 0));
    if (!topic.command) {
        ctx_.out.say(phrases::unknown_help_topic(lang, args[0]), tts::Priority::interrupt);
        return;
    }
    ctx_.out.say(phrases::help_command(lang, command_entry(topic.command->kind)),
                 tts::Priority::interrupt);
}

void App::change_setting(const std::vector<std::string>& args) {
    if (args.empty()) {
        std::vector<std::pair<std::string, std::string>> values;
        for (std::string_view key : setting_keys(SettingSource::in_game))
            // The engine's level is no setting of a game without one.
            if (key != "level" || ctx_.settings.mode == Mode::computer)
                values.emplace_back(std::string(key), setting_value(ctx_.settings, key));
        ctx_.out.say(phrases::settings_list(ctx_.language(), values), tts::Priority::interrupt);
        return;
    }
    // The Spanish words of the answers ("detalle breve") are taken for the codes they stand for.
    const std::string key = setting_key_from_words(fold_case(args[0]));
    const std::string typed = join(args, 1), folded = fold_case(typed);
    const std::string code = setting_value_from_words(key, folded);
    const std::string value = code != folded ? code : typed;
    // "set rate" alone: the value it has now.
    if (value.empty()) {
        const auto keys = setting_keys(SettingSource::in_game);
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) {
            ctx_.out.say(phrases::setting_changed(ctx_.language(), key,
                                                  setting_value(ctx_.settings, key)),
                         tts::Priority::interrupt);
            return;
        }
    }
    // A voice espeak-ng does not have would be "set" and never heard.
    if (key == "voice" && ctx_.voices && !value.empty() &&
        !tts::in_catalogue(*ctx_.voices, value)) {
        ctx_.out.say(phrases::setting_refused(ctx_.language(), key,
                                              "voice: " + phrases::voice_not_installed(
                                                              ctx_.language(), value)),
                     tts::Priority::interrupt);
        return;
    }
    if (auto error = apply_setting(ctx_.settings, key, value, SettingSource::in_game)) {
        ctx_.out.say(phrases::setting_refused(ctx_.language(), key, *error),
                     tts::Priority::interrupt);
        return;
    }
    ctx_.settings_changed();
    if (ctx_.apply_voice) ctx_.apply_voice(ctx_.settings);
    if (activity_) activity_->settings_changed();
    ctx_.out.say(phrases::setting_changed(ctx_.language(), key, setting_value(ctx_.settings, key)),
                 tts::Priority::interrupt);
}

void App::on_time() {
    if (activity_) activity_->on_time();
}

void App::on_engine_output() {
    if (activity_) activity_->on_engine_output();
}

int App::engine_fd() const {
    return activity_ ? activity_->engine_fd() : -1;
}

bool App::busy() const {
    return activity_ && activity_->busy();
}

std::optional<TimePoint> App::next_wakeup() const {
    return activity_ ? activity_->next_wakeup() : std::nullopt;
}

BoardView App::view() const {
    if (activity_) return activity_->view();
    return preview_;
}

void App::shutdown() {
    if (shut_down_) return;
    shut_down_ = true;
    if (activity_) activity_->shutdown();
}

} // namespace escaque::tui
