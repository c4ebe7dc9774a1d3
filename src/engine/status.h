// Success, or the reason something failed, in words a player can be told.
#pragma once

#include <string>
#include <utility>

namespace escaque::engine {

class Status {
public:
    static Status success() { return Status(); }
    static Status failure(std::string words) { return Status(std::move(words)); }

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const std::string& message() const { return message_; }

private:
    Status() = default;
    explicit Status(std::string words) : message_(std::move(words)), failed_(true) {}

    std::string message_;
    bool failed_ = false;
};

} // namespace escaque::engine
