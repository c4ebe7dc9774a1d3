// Captures what is written to stderr (file descriptor 2, so C libraries' writes too): speech must
// never write there, as it would tear a curses screen.
#pragma once

#include <cstdio>
#include <fcntl.h>
#include <string>
#include <unistd.h>

namespace escaque::tts::testing {

// Points file descriptor 2 at a temporary file for the lifetime of the object.
class CapturedStderr {
public:
    CapturedStderr() {
        std::fflush(stderr);
        saved_ = ::dup(2);
        char name[] = "/tmp/escaque-stderr-XXXXXX";
        file_ = ::mkstemp(name);
        path_ = name;
        ::dup2(file_, 2);
    }
    ~CapturedStderr() {
        restore();
        ::close(file_);
        ::unlink(path_.c_str());
    }
    // Restores stderr and returns what was written meanwhile.
    std::string finish() {
        restore();
        std::string text;
        char buffer[4096];
        ::lseek(file_, 0, SEEK_SET);
        for (ssize_t n; (n = ::read(file_, buffer, sizeof buffer)) > 0;)
            text.append(buffer, std::size_t(n));
        return text;
    }

private:
    void restore() {
        if (saved_ < 0) return;
        std::fflush(stderr);
        ::dup2(saved_, 2);
        ::close(saved_);
        saved_ = -1;
    }
    int saved_ = -1;
    int file_ = -1;
    std::string path_;
};

} // namespace escaque::tts::testing
