/* easylink.h must compile as strict C99 (-std=c99 -pedantic -Werror); this
 * file is compiled as part of the build, so a header that does not fails it. */
#include "easylink/easylink.h"

int easylink_header_check(void);
int easylink_header_check(void) {
    el_room room;
    el_port port;
    el_corridor corridor;
    el_instance instance;
    el_progress_fn progress = 0;
    room.id = 0;
    port.dir = 'N';
    corridor.axis = 'h';
    instance.kind = EL_INSTANCE_MODULE;
    instance.position[2] = 1.0;
    return room.id + (port.dir == 'N') + (corridor.axis == 'h') + (progress == 0) +
           (instance.kind == EL_INSTANCE_MODULE) + (instance.position[2] > 0.0);
}
