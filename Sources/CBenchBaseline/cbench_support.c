// The benchmark's helpers: the ICU version, the heap in use and the callgrind brackets.
#include "cbench_baseline.h"

#include <malloc.h>
#include <string.h>
#include <unicode/uversion.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CBENCH_HAVE_CALLGRIND 1
#endif
#endif

void cbench_icu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    if (capacity > 0) {
        strncpy(out, text, (size_t)capacity - 1);
        out[capacity - 1] = 0;
    }
}

int64_t cbench_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
}

int cbench_running_on_valgrind(void) {
#ifdef CBENCH_HAVE_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void cbench_callgrind_start(void) {
#ifdef CBENCH_HAVE_CALLGRIND
    CALLGRIND_ZERO_STATS;
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void cbench_callgrind_stop(void) {
#ifdef CBENCH_HAVE_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}
