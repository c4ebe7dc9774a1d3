#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace escaque::clock {

// Why something could not be done, in words fit to show or speak: what was wrong and what is
// expected instead.
struct Error {
    std::string message;
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

private:
    std::variant<T, Error> state_;
};

} // namespace escaque::clock
