#include "tts/log_speaker.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

namespace escaque::tts {

namespace {

LogSpeaker::Elapsed since_now() {
    const auto start = std::chrono::steady_clock::now();
    return [start] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - start);
    };
}

} // namespace

LogSpeaker::LogSpeaker(std::ostream& out, Elapsed elapsed)
    : out_(out), elapsed_(elapsed ? std::move(elapsed) : since_now()) {}

LogSpeaker::LogSpeaker(std::unique_ptr<std::ofstream> file, Elapsed elapsed)
    : file_(std::move(file)), out_(*file_), elapsed_(elapsed ? std::move(elapsed) : since_now()) {}

OpenedSpeaker LogSpeaker::open(const std::string& path, Elapsed elapsed) {
    if (path == "-") return {std::make_unique<LogSpeaker>(std::cout, std::move(elapsed)), {}};
    // Its folder is made, as --speech-wav and --pgn make theirs; a failure shows below.
    if (const auto folder = std::filesystem::path(path).parent_path(); !folder.empty()) {
        std::error_code ignored;
        std::filesystem::create_directories(folder, ignored);
    }
    auto file = std::make_unique<std::ofstream>(path, std::ios::out | std::ios::trunc);
    if (!*file) return {nullptr, "cannot create " + path + ": " + std::strerror(errno)};
    return {std::unique_ptr<LogSpeaker>(new LogSpeaker(std::move(file), std::move(elapsed))), {}};
}

std::string LogSpeaker::format_line(std::chrono::milliseconds elapsed, Priority priority,
                                    std::string_view text) {
    std::string line = std::to_string(elapsed.count());
    line += '\t';
    line += to_string(priority);
    line += '\t';
    for (char c : text) line += (c == '\t' || c == '\n' || c == '\r') ? ' ' : c;
    return line;
}

void LogSpeaker::say(std::string text, Priority priority) {
    std::lock_guard lock(mutex_);
    out_ << format_line(elapsed_(), priority, text) << '\n' << std::flush;
    if (!out_ && !failed_) {
        failed_ = true;
        notice_pending_ = true;
    }
}

SpeakerStatus LogSpeaker::status() const {
    std::lock_guard lock(mutex_);
    if (!failed_) return {};
    return {false, "speech log unavailable: writing failed"};
}

std::optional<std::string> LogSpeaker::take_notice() {
    std::lock_guard lock(mutex_);
    if (!notice_pending_) return std::nullopt;
    notice_pending_ = false;
    return "speech log unavailable: writing failed";
}

void LogSpeaker::retry() {
    std::lock_guard lock(mutex_);
    out_.clear();
    failed_ = false;
}

} // namespace escaque::tts
