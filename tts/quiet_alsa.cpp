#include "tts/quiet_alsa.h"

#include <dlfcn.h>

#include <mutex>

namespace escaque::tts {

namespace {

// libasound's snd_lib_error_handler_t, declared here because <alsa/asoundlib.h> is not available.
extern "C" void ignore_alsa_message(const char*, int, const char*, int, const char*, ...) {}

using AlsaErrorHandler = void (*)(const char*, int, const char*, int, const char*, ...);
using SetAlsaErrorHandler = int (*)(AlsaErrorHandler);

} // namespace

void silence_alsa_messages() {
    static std::once_flag once;
    std::call_once(once, [] {
        // RTLD_NOLOAD: only a library the process already uses; the handle is kept for good.
        void* alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_NOLOAD);
        if (alsa == nullptr) return;
        auto set_handler =
            reinterpret_cast<SetAlsaErrorHandler>(dlsym(alsa, "snd_lib_error_set_handler"));
        if (set_handler != nullptr) set_handler(ignore_alsa_message);
    });
}

} // namespace escaque::tts
