#include "engine/engine_path.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

namespace escaque::engine {

namespace {
// A program: a folder may be "executable" too.
bool is_executable(const std::string& path) {
    struct stat st {};
    return access(path.c_str(), X_OK) == 0 && ::stat(path.c_str(), &st) == 0 &&
           S_ISREG(st.st_mode);
}
} // namespace

Result<std::string, EngineError> find_engine_program(std::string_view program) {
    const std::string name(program.empty() ? DEFAULT_UCI_ENGINE : program);
    if (name.find('/') != std::string::npos) {
        if (is_executable(name)) return name;
        // A file that is there but cannot be run is a different mistake from a wrong path.
        if (access(name.c_str(), F_OK) == 0)
            return unexpected(EngineError(EngineError::Problem::not_runnable, name));
        return unexpected(EngineError(EngineError::Problem::no_program, name));
    }
    std::vector<std::string> directories;
    if (const char* path = std::getenv("PATH")) {
        std::string_view rest = path;
        while (!rest.empty()) {
            const size_t colon = rest.find(':');
            const std::string_view dir = rest.substr(0, colon);
            if (!dir.empty()) directories.emplace_back(dir);
            rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
        }
    }
    directories.emplace_back("/usr/games");
    directories.emplace_back("/usr/local/games");
    for (const std::string& dir : directories) {
        const std::string candidate = dir + "/" + name;
        if (is_executable(candidate)) return candidate;
    }
    return unexpected(EngineError(EngineError::Problem::not_on_path, name));
}

} // namespace escaque::engine
