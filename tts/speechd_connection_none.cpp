// The build without libspeechd (-DESCAQUE_SPEECHD=OFF): --speech-backend speechd still parses,
// and the user hears why it is not used, through the same notice and fallback as a missing daemon.
#include "tts/speechd_connection.h"

namespace escaque::tts {

SpeechdConnection::Opened SpeechdConnection::open(bool, Finished) {
    return {nullptr, "this escaque was built without it (ESCAQUE_SPEECHD=OFF)"};
}

} // namespace escaque::tts
