// Errors as values: a Result holds either the value or the reason it could not be made.
// (std::expected arrives with C++23; this is the small part of it the project needs.)
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace escaque {

template <class E>
struct Unexpected {
    E error;
};

template <class E>
Unexpected<E> unexpected(E e) {
    return {std::move(e)};
}
inline Unexpected<std::string> unexpected(const char* e) {
    return {std::string(e)};
}

template <class T, class E = std::string>
class Result {
public:
    Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
    template <class F>
    Result(Unexpected<F> u) : v_(std::in_place_index<1>, E(std::move(u.error))) {}

    bool has_value() const { return v_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& value() & { return std::get<0>(v_); }
    const T& value() const& { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const E& error() const { return std::get<1>(v_); }

private:
    std::variant<T, E> v_;
};

} // namespace escaque
