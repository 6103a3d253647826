// The raw-ICU floors of progress-format-bench, and the benchmark's allocation counter and
// callgrind brackets.
//
// A floor makes, from C, the ICU calls one progress update's two lines need, with every handle
// opened once, and writes both lines as UTF-8 into one caller's buffer. It decides the same
// units, precisions, duration split and sentence as the library (a port of ByteCountPlanner,
// ScaledByteCount, PlannedDuration, DescriptionPlanner and AdditionalDescriptionPlanner for the
// sentences the benchmark's workloads use) and takes its glue text from a `cbench_glue` built
// from the library's own string tables. Two ways of joining glue and numbers:
//
//   CBENCH_LEAN: the lean floor (the target). Each number is formatted with unumf into the
//     floor's UFormattedNumber, read with ufmtval_getString and converted with u_strToUTF8;
//     a plural variant is chosen with uplrules_selectFormatted on that same result, and only
//     where the locale's sentence differs by category; the two parts of a duration are joined
//     with ulistfmt_format. The glue is pre-split pattern pieces copied with memcpy. No
//     umsg_format, no allocation.
//   CBENCH_UMSG: the old floor's way: the same numbers kept as UTF-16 strings, the sentence
//     built by umsg_format from a cached UMessageFormat per sentence shape (its pattern is the
//     same glue with {0}, {1}… for the numbers), then converted to UTF-8.
#ifndef CBENCH_BASELINE_H
#define CBENCH_BASELINE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Sentence shapes (template ids)

/// Operations, in the order of the message tables' `operation` select: downloading, uploading,
/// decompressing, receiving, copying, duplicating, processing (no operation).
#define CBENCH_OPERATIONS 7
/// Plural categories: zero, one, two, few, many, other.
#define CBENCH_CATEGORIES 6
#define CBENCH_CATEGORY_OTHER 5
/// Duration units: second, minute, hour, day.
#define CBENCH_DURATION_UNITS 4
/// Statuses: paused, cancelled, stalled, estimating (the update's `status` is 1 + this index).
#define CBENCH_STATUSES 4

/// Description: fileOperationNamed, + operation.
#define CBENCH_T_NAMED 0
/// Description: fileOperationUnnamed, + operation.
#define CBENCH_T_UNNAMED 7
/// Description: fileOperationCounted, + operation × 6 + category of the file count.
#define CBENCH_T_COUNTED 14
/// Description: percentCompleted.
#define CBENCH_T_PERCENT 56
/// Additional description: + progress × CBENCH_TAILS + tail, where progress is 0 bytes
/// (bytesCompletedOfTotal), 1 bytes with throughput, 2 units (unitsCompletedOfTotal), 3 +
/// category of the total file count (filesCompletedOfTotal), and tail is 0 none, 1 + unit × 6 +
/// category of the leading count (withTimeRemaining + timeRemaining), 25 + status index
/// (withStatus + status message).
#define CBENCH_T_ADDITIONAL 57
#define CBENCH_PROGRESS_KINDS 9
#define CBENCH_TAILS 29
#define CBENCH_T_COUNT (CBENCH_T_ADDITIONAL + CBENCH_PROGRESS_KINDS * CBENCH_TAILS)

/// The values a sentence can hold (slots in the glue).
#define CBENCH_SLOT_COMPLETED 0      // completed bytes (measure) or units (integer)
#define CBENCH_SLOT_TOTAL 1          // total bytes (measure) or units (integer)
#define CBENCH_SLOT_THROUGHPUT 2     // rate (measure)
#define CBENCH_SLOT_DURATION 3       // one or two duration parts, joined by the unit list
#define CBENCH_SLOT_FILE_NAME 4      // the transfer's display name (set once per transfer)
#define CBENCH_SLOT_FILE_COUNT 5     // `#` in fileOperationCounted
#define CBENCH_SLOT_COMPLETED_FILES 6
#define CBENCH_SLOT_TOTAL_FILES 7    // `#` in filesCompletedOfTotal
#define CBENCH_SLOT_PERCENT 8
#define CBENCH_SLOT_LEADING_COUNT 9  // `#` in timeRemaining's leadingCount plural
#define CBENCH_SLOTS 10

/// The glue's marker for a slot: this byte, then '0' + slot.
#define CBENCH_SLOT_MARK 1

/// Ways of joining the glue and the numbers.
#define CBENCH_LEAN 0
#define CBENCH_UMSG 1

/// A status code beyond ICU's: the update needs a sentence the floors do not build.
#define CBENCH_UNSUPPORTED 0x7F000001

// MARK: - One update

/// The facts of one progress update, as a floor reads them.
typedef struct cbench_update {
    int64_t completed;          // completedUnitCount
    int64_t total;              // totalUnitCount
    double throughput;          // bytes per second; NaN or negative: none
    double seconds_remaining;   // NaN or negative: none
    int32_t kind;               // 0 generic units, 1 file
    int32_t operation;          // 0…6, see CBENCH_OPERATIONS
    int32_t status;             // 0 none, 1 + status index
    int32_t name;               // index of the transfer's display name in the glue, -1 none
    int32_t file_total;         // -1 none
    int32_t file_completed;     // -1 none
} cbench_update;

// MARK: - ICU handles of one locale

/// Every ICU handle the library's `LocaleParts` opens for one locale in wide text: 12 byte and
/// rate formatters (`ByteCountPlanner.formats(width: .wide)`), 4 duration formatters
/// (`PlannedDuration.formats(width: .fullName)`), the integer, percent and exabyte-number
/// formatters, the cardinal plural rules and the UNITS/WIDE list formatter; each number
/// formatter formats 1 once after opening, as the library does.
typedef struct cbench_handles cbench_handles;

/// Opens the handles for a BCP 47 tag ("de", "zh-Hant"); NULL on failure with the ICU status.
cbench_handles *cbench_handles_open(const char *language_tag, int32_t *status);
void cbench_handles_close(cbench_handles *handles);

// MARK: - Glue of one locale

/// A locale's sentence pieces for every template id, its transfers' display names, and the
/// UMessageFormat of every template (for CBENCH_UMSG).
typedef struct cbench_glue cbench_glue;

/// `with_messages`: also open a UMessageFormat per template (needed by CBENCH_UMSG only).
cbench_glue *cbench_glue_create(const char *language_tag, int32_t with_messages);
void cbench_glue_destroy(cbench_glue *glue);
/// Sets template `id` from UTF-8 text with slot markers (CBENCH_SLOT_MARK, '0' + slot); also
/// opens its UMessageFormat if the glue has them. Returns an ICU status (positive on failure).
int32_t cbench_glue_set(cbench_glue *glue, int32_t id, const char *text, int32_t length);
/// Which sentences change with a plural category in this locale (1) and so need
/// uplrules_selectFormatted; the others always take `other`.
void cbench_glue_set_plurals(cbench_glue *glue, int32_t counted, int32_t files, int32_t time);
/// Adds a display name (UTF-8, already isolated as the locale needs); returns its index.
int32_t cbench_glue_add_name(cbench_glue *glue, const char *text, int32_t length);
/// A table's words for a unit in place of CLDR's (`@@x-units`), as the library applies them:
/// `kind` 0 bytes, 1 rates, 2 durations; `index` as the handles' arrays (rates 0 and 1 are both
/// kB/s); `category` 0 zero … 5 other; the UTF-8 pattern with `{0}` for the number (or without
/// it, where the category is one number). The number is then formatted alone at the unit's
/// precision and the pattern chosen by its plural category, falling back to `other`.
/// Returns 1 on success.
int32_t cbench_glue_set_unit_pattern(cbench_glue *glue, int32_t kind, int32_t index, int32_t category,
                                     const char *pattern, int32_t length);

// MARK: - Floor

/// Handles + glue + a UFormattedNumber of its own. Not thread-safe: one per thread.
typedef struct cbench_floor cbench_floor;

/// A floor over `handles` and `glue` (borrowed: they must outlive it). NULL on failure.
cbench_floor *cbench_floor_create(const cbench_handles *handles, const cbench_glue *glue, int32_t *status);
void cbench_floor_destroy(cbench_floor *floor);

/// Writes the update's description and then its additional description, as UTF-8, into
/// `out` (one after the other, no separator) and their lengths. `method` is CBENCH_LEAN or
/// CBENCH_UMSG. Returns 0 or a negative ICU warning on success, a positive ICU status or
/// CBENCH_UNSUPPORTED on failure.
int32_t cbench_floor_format(cbench_floor *floor, int32_t method, const cbench_update *update, char *out,
                            int32_t capacity, int32_t *description_length, int32_t *additional_length);

// MARK: - Helpers

/// The version of the ICU the floor links, such as "72.1".
void cbench_icu_version(char *out, int32_t capacity);
/// Whether the locale is written right to left (uloc_isRightToLeft).
int cbench_locale_is_right_to_left(const char *language_tag);
/// Whether a code point has a right-to-left or bidi-control direction (as the library's
/// TextDirection.containsRightToLeft).
int cbench_is_bidi_sensitive(int32_t code_point);

// MARK: - Memory

/// Heap bytes in use (mallinfo2: uordblks + hblkhd).
int64_t cbench_heap_in_use(void);

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
