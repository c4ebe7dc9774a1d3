#pragma once

#include <cstdint>

namespace escaque {

// Which text of the FIDE Laws governs the game. Every rule that differs between the 2001 Laws
// (71st Congress, in force 1 July 2001) and the current Laws (2023; 2018 identical where it
// matters here) is decided from this value, never from a literal scattered through the code.
enum class RulesEdition : std::uint8_t {
    current,
    edition2001,
};

} // namespace escaque
