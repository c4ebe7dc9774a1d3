// escaque bench speech. The sink is tts::MeasuringSink:
// - for latency, at real-time pace: after the first 100 ms it takes samples exactly as fast as
//   they would play, like a sound card behind PcaudioSink, so every utterance is still speaking
//   when it is interrupted;
// - for the real-time factor, at instant pace: synthesis runs flat out.
// Half the announcements start from silence and half interrupt the one speaking; half the cuts
// come from say(…, interrupt) and half from stop().
#include "bench_speech.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "bench_stats.h"
#include "cli_support.h"
#include "tts/espeak_engine.h"
#include "tts/espeak_speaker.h"
#include "tts/measuring_sink.h"
#include "tts/square_words.h"
#include "tts/text_shaping.h"
#include "tts/time_words.h"
#include "tts/voice_settings.h"

namespace escaque::tui {

namespace {

using Clock = std::chrono::steady_clock;
using Milliseconds = std::chrono::duration<double, std::milli>;
using namespace std::chrono_literals;

// Announcements of the kinds a game produces, in every square style, from a fixed seed.
std::vector<std::string> typical_announcements(std::size_t count, tts::Language language) {
    using namespace tts;
    const bool es = language == Language::es;
    const PieceKind pieces[] = {PieceKind::knight, PieceKind::bishop, PieceKind::rook,
                                PieceKind::queen,  PieceKind::king,   PieceKind::pawn};
    const SquareStyle styles[] = {SquareStyle::fide_names, SquareStyle::letters, SquareStyle::nato,
                                  SquareStyle::fide};
    std::uint32_t seed = 12345;
    const auto next = [&seed](std::uint32_t bound) {
        seed = seed * 1664525u + 1013904223u; // a fixed LCG: the same text on every run
        return (seed >> 16) % bound;
    };
    std::vector<std::string> out;
    for (std::size_t i = 0; i < count; ++i) {
        const Wording w{language, styles[i % 4]};
        const auto square = [&] { return square_words(int(next(8)), int(next(8)), w); };
        const std::string piece(piece_word(pieces[next(6)], w));
        const std::string other(piece_word(pieces[next(5)], w));
        switch (i % 6) {
        case 0:
            out.push_back(join_words({es ? "Blancas:" : "White", piece, es ? "de" : "from",
                                      square(), es ? "a" : "to", square()}) +
                          ".");
            break;
        case 1:
            out.push_back(append_sentence(
                join_words({piece, es ? "toma" : "takes", other, es ? "en" : "on", square()}),
                es ? "jaque" : "check"));
            break;
        case 2:
            out.push_back(
                std::string(castling_words(
                    next(2) != 0 ? CastlingSide::king_side : CastlingSide::queen_side, w)) +
                ".");
            break;
        case 3:
            out.push_back(
                join_words({es ? "Tu reloj:" : "Your clock:",
                            time_words(std::chrono::milliseconds(next(600'000)), language)}) +
                ".");
            break;
        case 4:
            out.push_back(
                join_words({square(), es ? "vacía." : "is empty.", square(),
                            es ? "atacada por" : "attacked by", piece, es ? "y" : "and", other}) +
                ".");
            break;
        default:
            out.push_back(join_words({es ? "Peón" : "Pawn", square(),
                                      es ? "corona en" : "promotes to", other}) +
                          ".");
            break;
        }
    }
    return out;
}

void print_row(const char* what, const Percentiles& p, const char* target) {
    std::printf("  %-24s %9.3f ms %9.3f ms %9.3f ms   %s\n", what, p.p50, p.p99, p.max, target);
}

struct LatencyResult {
    std::vector<double> first_sample_ms;
    std::vector<double> stop_ms;
    std::size_t not_cut = 0; // utterances that ended before the interrupt reached them
    bool timed_out = false;
};

// Real-time pace: each pair is one announcement from silence, cut by an interrupting one,
// itself cut by stop().
LatencyResult measure_latency(const std::vector<std::string>& texts,
                              const tts::VoiceSettings& voice) {
    auto owned = std::make_unique<tts::MeasuringSink>(tts::MeasuringSink::Pace::real_time);
    tts::MeasuringSink& sink = *owned;
    tts::EspeakSpeaker speaker({voice, std::move(owned)});
    LatencyResult result;
    if (!speaker.wait_idle(10s)) {
        result.timed_out = true;
        return result;
    }
    std::size_t index = 0; // the sink's utterance number for texts[i]
    Clock::time_point said = Clock::now();
    const auto await_first_sample = [&] {
        if (!sink.wait_for_first_sample(index, 10s)) return false;
        result.first_sample_ms.push_back(
            Milliseconds(sink.utterances()[index].first_sample - said).count());
        return true;
    };
    const auto await_cut = [&](Clock::time_point cut_at) {
        if (!sink.wait_for_finish(index, 10s)) return false;
        const tts::MeasuringSink::Utterance u = sink.utterances()[index];
        if (u.cut)
            result.stop_ms.push_back(Milliseconds(u.finished - cut_at).count());
        else
            ++result.not_cut;
        return true;
    };
    for (std::size_t i = 0; i + 1 < texts.size(); i += 2) {
        said = Clock::now();
        speaker.say(texts[i], tts::Priority::normal);
        if (!await_first_sample()) break;
        // Cut somewhere in the first words, at a different point each time.
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + (i * 37) % 120));
        said = Clock::now();
        speaker.say(texts[i + 1], tts::Priority::interrupt);
        if (!await_cut(said)) break;
        ++index;
        if (!await_first_sample()) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + (i * 53) % 120));
        const Clock::time_point stopped = Clock::now();
        speaker.stop();
        if (!await_cut(stopped)) break;
        ++index;
        if (!speaker.wait_idle(10s)) break;
    }
    result.timed_out = result.first_sample_ms.size() < texts.size() / 2 * 2;
    return result;
}

struct SpeedResult {
    double synthesis_seconds = 0;
    double audio_seconds = 0;
};

// Instant pace: every announcement synthesised flat out, timed from begin to end of utterance.
SpeedResult measure_speed(const std::vector<std::string>& texts, const tts::VoiceSettings& voice) {
    auto owned = std::make_unique<tts::MeasuringSink>(tts::MeasuringSink::Pace::instant);
    tts::MeasuringSink& sink = *owned;
    tts::EspeakSpeaker speaker({voice, std::move(owned)});
    for (const std::string& text : texts) speaker.say(text, tts::Priority::normal);
    speaker.wait_idle(60s);
    SpeedResult result;
    for (const auto& u : sink.utterances()) {
        result.synthesis_seconds += std::chrono::duration<double>(u.finished - u.begun).count();
        result.audio_seconds += double(u.samples) / tts::sample_rate;
    }
    return result;
}

} // namespace

int run_bench_speech(int argc, char** argv) {
    CLI::App app{"Speech latency and interruption through espeak-ng, into a measuring sink.",
                 "escaque bench speech"};
    std::size_t count = 200;
    tts::VoiceSettings voice;
    app.add_option("--count", count, "number of announcements")->check(CLI::Range(2, 100000));
    app.add_option("--voice", voice.voice, "espeak-ng voice, e.g. en, es, en+klatt");
    app.add_option("--rate", voice.rate, "words per minute")
        ->check(CLI::Range(tts::min_rate, tts::max_rate));
    if (auto code = parse_cli(app, argc, argv)) return *code;

    if (const std::string problem = tts::EspeakEngine::instance().status(); !problem.empty()) {
        std::fprintf(stderr, "escaque bench speech: %s\n", problem.c_str());
        return 1;
    }
    voice = tts::clamped(voice);
    const tts::Language language =
        tts::parse_voice_name(voice.voice).language == "es" ? tts::Language::es : tts::Language::en;
    const std::vector<std::string> texts = typical_announcements(count - count % 2, language);

    std::printf("escaque bench speech: %zu announcements, voice %s, %d wpm\n", texts.size(),
                voice.voice.c_str(), voice.rate);
    std::printf("sink: measuring, real-time pace (100 ms ahead, then as fast as it plays)\n\n");
    const LatencyResult latency = measure_latency(texts, voice);
    if (latency.timed_out) {
        std::fprintf(stderr, "escaque bench speech: speech did not respond within 10 s\n");
        return 1;
    }
    std::printf("  %-24s %12s %12s %12s\n", "", "p50", "p99", "max");
    print_row("say() to first sample", percentiles(latency.first_sample_ms),
              "(target p99 <= 5 ms)");
    print_row("interrupt to stop", percentiles(latency.stop_ms), "(target p99 <= 10 ms)");
    std::printf("  (%zu first samples, %zu cuts", latency.first_sample_ms.size(),
                latency.stop_ms.size());
    if (latency.not_cut > 0) std::printf(", %zu ended before the interrupt", latency.not_cut);
    std::printf(")\n\n");

    const SpeedResult speed = measure_speed(texts, voice);
    std::printf("real-time factor: %.5f (%.1f ms of synthesis for %.1f s of audio; instant pace)\n",
                speed.audio_seconds > 0 ? speed.synthesis_seconds / speed.audio_seconds : 0.0,
                speed.synthesis_seconds * 1000, speed.audio_seconds);
    return 0;
}

} // namespace escaque::tui
