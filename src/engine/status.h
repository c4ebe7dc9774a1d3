// Success, or the reason something failed, in words a player can be told.
#pragma once

#include <string>
#include <utility>

#include "engine/engine_error.h"

namespace escaque::engine {

class Status {
public:
    static Status success() { return Status(); }
    static Status failure(EngineError error) { return Status(std::move(error)); }
    static Status failure(std::string english) { return Status(EngineError(std::move(english))); }

    bool ok() const { return !failed_; }
    explicit operator bool() const { return ok(); }
    const EngineError& error() const { return error_; }
    std::string message() const { return error_.message(); }

private:
    Status() = default;
    explicit Status(EngineError error) : error_(std::move(error)), failed_(true) {}

    EngineError error_;
    bool failed_ = false;
};

} // namespace escaque::engine
