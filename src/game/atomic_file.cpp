#include "game/atomic_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace escaque::game {

namespace {
// Named after the file asked for, never the temporary one beside it: that is what the player
// knows and can act on.
FileError failure(FileError::Problem problem, const std::string& path) {
    const int error_number = errno; // before the path's copy can change it
    return FileError{problem, path, error_number};
}

std::string folder_of(const std::string& path) {
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}
} // namespace

std::string FileError::message() const {
    switch (problem) {
    case Problem::cannot_write: return "cannot write " + path + ": " + std::strerror(error_number);
    case Problem::cannot_create_folder:
        return "cannot create the folder " + path + ": " + std::strerror(error_number);
    case Problem::not_a_folder: return "cannot use " + path + ": not a folder";
    case Problem::not_a_regular_file:
        return "cannot write " + path +
               ": it is not a regular file (a device, a pipe or a folder); give a file name";
    }
    return "cannot write " + path;
}

std::optional<FileError> write_file_atomically(const std::string& asked,
                                                 const std::string& text) {
    // A symbolic link is written through, to the file it names: the rename would otherwise put
    // a plain file in the link's place, and the linked file would never be written again.
    std::string path = asked;
    struct stat link {};
    if (::lstat(asked.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
        std::error_code ec;
        const std::filesystem::path target = std::filesystem::weakly_canonical(asked, ec);
        if (!ec) path = target.string();
    }
    // Only a regular file is replaced: a device (/dev/null), a pipe or a folder in its place
    // would be destroyed by the rename.
    struct stat existing {};
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode))
        return FileError{FileError::Problem::not_a_regular_file, asked, 0};
    const std::string temp = path + ".tmp." + std::to_string(getpid());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return failure(FileError::Problem::cannot_write, asked);
    // A file replaced keeps its permissions (a score sheet the player made readable stays so).
    if (exists) (void)::fchmod(fd, existing.st_mode & 07777);
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            const FileError why = failure(FileError::Problem::cannot_write, asked);
            ::close(fd);
            ::unlink(temp.c_str());
            return why;
        }
        done += size_t(n);
    }
    if (::fsync(fd) != 0) {
        const FileError why = failure(FileError::Problem::cannot_write, asked);
        ::close(fd);
        ::unlink(temp.c_str());
        return why;
    }
    ::close(fd);
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        const FileError why = failure(FileError::Problem::cannot_write, asked);
        ::unlink(temp.c_str());
        return why;
    }
    const int dir = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return std::nullopt;
}

std::optional<FileError> make_folders(const std::string& path) {
    std::string partial;
    std::stringstream parts(path);
    std::string part;
    if (!path.empty() && path[0] == '/') partial = "/";
    while (std::getline(parts, part, '/')) {
        if (part.empty()) continue;
        partial += part;
        if (::mkdir(partial.c_str(), 0700) != 0 && errno != EEXIST)
            return failure(FileError::Problem::cannot_create_folder, partial);
        partial += '/';
    }
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
        return FileError{FileError::Problem::not_a_folder, path, 0};
    return std::nullopt;
}

std::optional<std::string> read_whole_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void remove_abandoned_temporaries(const std::string& path) {
    namespace fs = std::filesystem;
    const fs::path target(path);
    const std::string prefix = target.filename().string() + ".tmp.";
    std::error_code ec;
    // Stepped with error codes: a folder that cannot be read is left as it is, never thrown.
    for (fs::directory_iterator it(target.parent_path(), ec), end; !ec && it != end;
         it.increment(ec)) {
        const fs::directory_entry& entry = *it;
        const std::string name = entry.path().filename().string();
        if (!name.starts_with(prefix)) continue;
        const std::string pid_text = name.substr(prefix.size());
        if (pid_text.empty() || pid_text.find_first_not_of("0123456789") != std::string::npos)
            continue;
        const long pid = std::strtol(pid_text.c_str(), nullptr, 10);
        std::error_code removal;
        if (pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH)
            fs::remove(entry.path(), removal);
    }
}

} // namespace escaque::game
