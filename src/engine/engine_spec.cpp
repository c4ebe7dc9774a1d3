#include "engine/engine_spec.h"

#include <charconv>

#include "engine/builtin_engine.h"
#include "engine/uci_engine.h"

namespace escaque::engine {

Result<EngineSpec> EngineSpec::parse(std::string_view text) {
    EngineSpec spec;
    if (text == "builtin") return spec;
    if (text.starts_with("builtin:")) {
        const std::string_view level = text.substr(8);
        const auto [end, ec] =
            std::from_chars(level.data(), level.data() + level.size(), spec.level);
        if (ec != std::errc() || end != level.data() + level.size() || spec.level < MIN_LEVEL ||
            spec.level > MAX_LEVEL)
            return unexpected("engine \"" + std::string(text) + "\": the level must be 1 to 10");
        return spec;
    }
    if (text.starts_with("uci:")) {
        spec.kind = Kind::uci;
        std::string_view rest = text.substr(4);
        const size_t comma = rest.find(',');
        spec.program = std::string(rest.substr(0, comma));
        if (spec.program.empty())
            return unexpected("engine \"" + std::string(text) + "\": no program after uci:");
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
        while (!rest.empty()) {
            const size_t next = rest.find(',');
            const std::string_view item = rest.substr(0, next);
            const size_t equals = item.find('=');
            if (equals == std::string_view::npos || equals == 0)
                return unexpected("engine \"" + std::string(text) +
                                  "\": expected Option=Value, not \"" + std::string(item) + "\"");
            spec.options.emplace_back(item.substr(0, equals), item.substr(equals + 1));
            rest = next == std::string_view::npos ? std::string_view{} : rest.substr(next + 1);
        }
        return spec;
    }
    return unexpected("engine \"" + std::string(text) +
                      "\": expected builtin:LEVEL or uci:PATH[,Option=Value...]");
}

std::string EngineSpec::text() const {
    if (kind == Kind::builtin) return "builtin:" + std::to_string(level);
    std::string out = "uci:" + program;
    for (const auto& [name, value] : options) out += "," + name + "=" + value;
    return out;
}

Result<std::unique_ptr<Opponent>> create_opponent(const EngineSpec& spec,
                                                  const OpponentSettings& settings) {
    if (spec.kind == EngineSpec::Kind::builtin) {
        auto engine = BuiltinEngine::create({.level = spec.level,
                                             .hash_megabytes = settings.hash_megabytes,
                                             .seed = settings.seed});
        if (!engine) return unexpected(engine.error());
        return std::unique_ptr<Opponent>(std::move(*engine));
    }
    UciEngineConfig config;
    config.program = spec.program;
    config.options = spec.options;
    config.stderr_log = settings.engine_log;
    auto engine = UciEngine::launch(config);
    if (!engine) return unexpected(engine.error().message());
    return std::unique_ptr<Opponent>(std::move(*engine));
}

} // namespace escaque::engine
