// The raw-ICU floor ("C") of progress-format-bench, and the benchmark's C-level instruments.
//
// `cbench_floor_*` makes the ICU calls a hand-written C program would make for the same two
// lines ProgressFormat produces, with every formatter opened once and cached: unumf number
// formats, a ulistfmt UNITS WIDE list for the duration, and UMessageFormat for the sentences.
// The header uses plain C types only (no ICU types): Swift modules that import Foundation must
// not see the system ICU 72 headers (see Sources/CICU/shim.h).
#ifndef CBENCH_BASELINE_H
#define CBENCH_BASELINE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One locale's cached ICU handles for the floor. Not thread-safe (it holds UMessageFormat and
/// a reusable UFormattedNumber): open one per thread.
typedef struct cbench_floor cbench_floor;

/// Opens every formatter the floor needs for a BCP 47 tag ("en", "de-CH") and formats once with
/// each, so the first timed call pays no lazy ICU set-up. Returns NULL on failure, with the ICU
/// status (positive) in `status`.
cbench_floor *cbench_floor_open(const char *language_tag, int32_t *status);

/// Closes a floor opened by `cbench_floor_open` (NULL is ignored).
void cbench_floor_close(cbench_floor *state);

/// The "everything" pair, both lines formatted anew:
///
///   description: "Downloading {0, plural, one {# file} other {# files}}…" (umsg_format, double)
///   additional:  "{0} of {1} ({2}) — {3} remaining" (umsg_format, four UChar* arguments) with
///                {0} completed in kB (`measure-unit/digital-kilobyte precision-integer`),
///                {1} total in MB (`measure-unit/digital-megabyte .0`),
///                {2} throughput (`measure-unit/digital-kilobyte per-measure-unit/duration-second
///                precision-integer`),
///                {3} the non-zero minute/second parts (`measure-unit/duration-minute|second
///                unit-width-full-name precision-integer`) joined by ulistfmt UNITS WIDE.
///
/// The units are fixed (no unit choice): callers keep completed in [0, 999499] bytes, total in
/// [999500, 999949999] bytes and `seconds_remaining` in [0, 3599]. The English template is used
/// in every locale (only the numbers are localized): the point is the cost of the ICU work.
/// Writes UTF-16 (NUL-terminated when there is room) and the lengths; returns the ICU status
/// (0 or a negative warning on success, positive on failure).
int32_t cbench_floor_everything(cbench_floor *state, int64_t completed_bytes, int64_t total_bytes,
                                int64_t file_count, int64_t bytes_per_second, double seconds_remaining,
                                uint16_t *description, int32_t description_capacity, int32_t *description_length,
                                uint16_t *additional, int32_t additional_capacity, int32_t *additional_length);

/// The "plain-percent" pair: "{0} completed" with the floored percent
/// (`percent precision-integer`), and "{0} of {1}" with two grouped integers
/// (`precision-integer`). Same conventions as `cbench_floor_everything`.
int32_t cbench_floor_plain_percent(cbench_floor *state, int64_t completed, int64_t total,
                                   uint16_t *description, int32_t description_capacity, int32_t *description_length,
                                   uint16_t *additional, int32_t additional_capacity, int32_t *additional_length);

/// The version of the ICU the floor links, such as "72.1".
void cbench_icu_version(char *out, int32_t capacity);

// MARK: - Allocation counter

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by
/// the calling thread so far. The benchmark executable interposes the allocator entry points
/// and forwards them to glibc's `__libc_*` functions, counting each call.
uint64_t cbench_thread_allocations(void);

// MARK: - Callgrind

/// 1 when running under valgrind and the callgrind client requests are compiled in.
int cbench_running_on_valgrind(void);
/// CALLGRIND_ZERO_STATS + CALLGRIND_START_INSTRUMENTATION (no-op outside valgrind).
void cbench_callgrind_start(void);
/// CALLGRIND_STOP_INSTRUMENTATION (no-op outside valgrind).
void cbench_callgrind_stop(void);

#ifdef __cplusplus
}
#endif

#endif
