// Files that are either wholly old or wholly new, never half written: the text goes to a
// temporary file beside the target, is flushed to the disk (fsync), and renamed over it; the
// folder is then synced so the rename itself survives a crash.
#pragma once

#include <optional>
#include <string>

namespace escaque::game {

// std::nullopt on success, else what failed ("cannot write /path: No space left on device").
std::optional<std::string> write_file_atomically(const std::string& path, const std::string& text);

// Creates the folder and its parents (mode 0700 for new ones). std::nullopt on success.
std::optional<std::string> make_folders(const std::string& path);

std::optional<std::string> read_whole_file(const std::string& path);

// Removes the temporaries of `path` (path.tmp.PID) that a killed process left behind: those
// whose process no longer runs. A write in progress elsewhere keeps its own.
void remove_abandoned_temporaries(const std::string& path);

} // namespace escaque::game
