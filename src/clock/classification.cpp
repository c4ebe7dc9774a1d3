#include "clock/classification.h"

namespace escaque::clock {

using std::chrono::minutes;

Duration sixty_move_time(const Period& period) {
    switch (period.method) {
    case TimingMethod::fischer:
    case TimingMethod::simple_delay:
    case TimingMethod::bronstein:
    case TimingMethod::byo_yomi:
        return period.base + 60 * period.bonus;
    case TimingMethod::sudden_death:
    case TimingMethod::hourglass:
        break;
    }
    return period.base;
}

GameClass classify(const TimeControl& control, RulesEdition edition) {
    if (!control.is_timed() || control.periods().size() != 1 ||
        control.periods().front().moves != 0)
        return GameClass::standard;
    const Period& period = control.periods().front();
    switch (edition) {
    case RulesEdition::edition2001:
        if (period.base < minutes(15)) return GameClass::blitz;
        if (period.base <= minutes(60)) return GameClass::rapid;
        return GameClass::standard;
    case RulesEdition::current:
        break;
    }
    const Duration total = sixty_move_time(period);
    if (total <= minutes(10)) return GameClass::blitz;
    if (total < minutes(60)) return GameClass::rapid;
    return GameClass::standard;
}

} // namespace escaque::clock
