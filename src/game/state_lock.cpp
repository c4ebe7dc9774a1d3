#include "game/state_lock.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "game/atomic_file.h"

namespace escaque::game {

std::optional<StateLock> StateLock::take(const std::string& folder) {
    if (make_folders(folder)) return StateLock(-1);
    const std::string path = folder + "/lock";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return StateLock(-1);
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return StateLock(fd);
    const bool held_elsewhere = errno == EWOULDBLOCK;
    ::close(fd);
    if (held_elsewhere) return std::nullopt;
    return StateLock(-1); // a file system without locks: as before there were any
}

StateLock& StateLock::operator=(StateLock&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = other.fd_;
        other.fd_ = -1;
    }
    return *this;
}

StateLock::~StateLock() {
    if (fd_ >= 0) ::close(fd_);
}

} // namespace escaque::game
