#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace escaque::clock {

// Why something could not be done, in words fit to show or speak: what was wrong and what is
// expected instead.
struct Error {
    // What could not be read, for a message in another language than `message`'s English.
    enum class Problem {
        other,           // only `message` says it
        empty,           // nothing was given
        unreadable,      // `unread` (empty: the end of the text) could not be read after `read`
        no_time_at_start // the first period gives no time for the first move
    };
    std::string message;
    Problem problem = Problem::other;
    std::string read = {};   // the part read before the problem
    std::string unread = {}; // the part that could not be read
};

// A value or the reason there is none. The clock layer reports bad input this way instead of
// throwing: parsing either yields a complete object or an Error, never a half-built one.
template <typename T>
class Expected {
public:
    Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Expected(Error error) : state_(std::in_place_index<1>, std::move(error)) {}

    bool has_value() const { return state_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    const T& value() const& {
        assert(has_value());
        return std::get<0>(state_);
    }
    T& value() & {
        assert(has_value());
        return std::get<0>(state_);
    }
    T&& value() && {
        assert(has_value());
        return std::get<0>(std::move(state_));
    }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }

    const std::string& error() const {
        assert(!has_value());
        return std::get<1>(state_).message;
    }
    const Error& error_detail() const {
        assert(!has_value());
        return std::get<1>(state_);
    }

private:
    std::variant<T, Error> state_;
};

} // namespace escaque::clock
