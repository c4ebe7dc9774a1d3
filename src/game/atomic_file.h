// Files that are either wholly old or wholly new, never half written: the text goes to a
// temporary file beside the target, is flushed to the disk (fsync), and renamed over it; the
// folder is then synced so the rename itself survives a crash.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace escaque::game {

// What failed, as values: the program says it in the player's language.
struct FileError {
    enum class Problem : uint8_t {
        cannot_write,         // the system refused; error_number says why
        cannot_create_folder, // the system refused; error_number says why
        not_a_folder,         // something else has the folder's name
        not_a_regular_file,   // a device, a pipe or a folder has the file's name
    };
    Problem problem = Problem::cannot_write;
    std::string path; // the file or folder asked for, never a temporary one
    int error_number = 0;
    // In English, for logs and start-up errors: "cannot write /path: No space left on device".
    std::string message() const;
};

// std::nullopt on success, else what failed.
std::optional<FileError> write_file_atomically(const std::string& path, const std::string& text);

// Creates the folder and its parents (mode 0700 for new ones). std::nullopt on success.
std::optional<FileError> make_folders(const std::string& path);

std::optional<std::string> read_whole_file(const std::string& path);

// Removes the temporaries of `path` (path.tmp.PID) that a killed process left behind: those
// whose process no longer runs. A write in progress elsewhere keeps its own.
void remove_abandoned_temporaries(const std::string& path);

} // namespace escaque::game
