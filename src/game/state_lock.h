// One program at a time keeps its game in a state folder: two copies saving over each other
// would each lose the other's moves, while each said "the game is saved". The lock is an
// advisory flock on a file in the folder, held for the program's life; the kernel lets go of
// it however the program ends, kill -9 and power cuts included, so it never goes stale.
#pragma once

#include <optional>
#include <string>

namespace escaque::game {

class StateLock {
public:
    // std::nullopt: another program holds the folder. A folder that cannot be made or a lock
    // file that cannot be opened gives a lock that holds nothing: saving fails later, and says
    // why, as it would without a lock.
    static std::optional<StateLock> take(const std::string& folder);

    StateLock(StateLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
    StateLock& operator=(StateLock&& other) noexcept;
    StateLock(const StateLock&) = delete;
    StateLock& operator=(const StateLock&) = delete;
    ~StateLock();

    bool held() const { return fd_ >= 0; }

private:
    explicit StateLock(int fd) : fd_(fd) {}
    int fd_ = -1;
};

} // namespace escaque::game
