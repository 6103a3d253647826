// The raw-ICU floors of progress-format-bench, and the benchmark's allocation counter and
// callgrind brackets.
//
// A floor writes, from C, the two lines of one progress update with the ICU calls they need,
// with every handle opened once, as UTF-8 into one caller's buffer. It decides nothing: the
// benchmark runs the library's own planners (DescriptionPlanner, AdditionalDescriptionPlanner)
// on every update, in the timed loop, and hands the floor what they decided — the sentence
// shape, each value's digits and the format it is written in (`cbench_plan`). The glue text
// comes from a `cbench_glue` built from the library's own string tables. Two ways of joining
// glue and numbers:
//
//   CBENCH_LEAN: the lean floor (the target). Each number is formatted with unumf into the
//     floor's UFormattedNumber, read with ufmtval_getString and converted with u_strToUTF8;
//     a plural variant is chosen with uplrules_selectFormatted on that same result, and only
//     where the locale's sentence differs by category; the two parts of a duration are joined
//     with ulistfmt_format. The glue is pre-split pattern pieces copied with memcpy. No
//     umsg_format, no allocation of its own.
//   CBENCH_UMSG: the old floor's way: the same numbers kept as UTF-16 strings, the sentence
//     built by umsg_format from a cached UMessageFormat per sentence shape (its pattern is the
//     same glue with {0}, {1}… for the values), then converted to UTF-8.
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
/// Room for this many statuses: the glue defines one tail per status the library knows
/// (`ProgressSnapshot.Status.allKnown`, in its order), so a new status needs no change here.
#define CBENCH_STATUSES 8

/// Description: fileOperationNamed, + operation.
#define CBENCH_T_NAMED 0
/// Description: fileOperationUnnamed, + operation.
#define CBENCH_T_UNNAMED 7
/// Description: fileOperationCounted, + operation × 6 + category of the file count.
#define CBENCH_T_COUNTED 14
/// Description: percentCompleted.
#define CBENCH_T_PERCENT 56
/// Additional description: + progress × CBENCH_TAILS + tail, where progress is a
/// CBENCH_PROGRESS_* (for files, + category of the total file count) and tail is
/// CBENCH_TAIL_NONE, CBENCH_TAIL_TIME + unit × 6 + category of the leading count
/// (withTimeRemaining + timeRemaining), or CBENCH_TAIL_STATUS + status (withStatus + its message).
#define CBENCH_T_ADDITIONAL 57
#define CBENCH_PROGRESS_KINDS 9
#define CBENCH_TAILS 33 // 1 (none) + 24 (time: 4 units × 6 categories) + CBENCH_STATUSES
#define CBENCH_T_COUNT (CBENCH_T_ADDITIONAL + CBENCH_PROGRESS_KINDS * CBENCH_TAILS)

/// The progress sentence of an additional description.
#define CBENCH_PROGRESS_BYTES 0            // bytesCompletedOfTotal
#define CBENCH_PROGRESS_BYTES_THROUGHPUT 1 // bytesCompletedOfTotalWithThroughput
#define CBENCH_PROGRESS_UNITS 2            // unitsCompletedOfTotal
#define CBENCH_PROGRESS_FILES 3            // filesCompletedOfTotal, + category of the total
/// What ends an additional description.
#define CBENCH_TAIL_NONE 0
#define CBENCH_TAIL_TIME 1
#define CBENCH_TAIL_STATUS 25

/// The values a sentence can hold (slots in the glue).
#define CBENCH_SLOT_COMPLETED 0      // completed bytes (measure) or units (count)
#define CBENCH_SLOT_TOTAL 1          // total bytes (measure) or units (count)
#define CBENCH_SLOT_THROUGHPUT 2     // rate (measure)
#define CBENCH_SLOT_DURATION 3       // one or two duration parts, joined by the unit list
#define CBENCH_SLOT_FILE_NAME 4      // the planned file name
#define CBENCH_SLOT_FILE_COUNT 5     // `#` in fileOperationCounted
#define CBENCH_SLOT_COMPLETED_FILES 6
#define CBENCH_SLOT_TOTAL_FILES 7    // `#` in filesCompletedOfTotal
#define CBENCH_SLOT_PERCENT 8
#define CBENCH_SLOTS 9

/// The glue's marker for a slot: this byte, then '0' + slot.
#define CBENCH_SLOT_MARK 1

/// Ways of joining the glue and the numbers.
#define CBENCH_LEAN 0
#define CBENCH_UMSG 1

/// A status code beyond ICU's: the plan needs a sentence or format the floors do not build.
#define CBENCH_UNSUPPORTED 0x7F000001

// MARK: - Formats

/// The formats a planned number is written in, each an ICU number formatter of the handles
/// (wide text, the library's skeletons): a byte count in CBENCH_F_BYTES + byte unit (0 byte,
/// full name … 5 petabyte); a rate below 1 kB/s in kB/s with at most three fraction digits (its first that is not zero); a rate
/// in CBENCH_F_RATES + byte unit (1 kilobyte … 5 petabyte per second); a duration part in
/// CBENCH_F_DURATIONS + unit (0 second … 3 day, full name); a count; a percentage.
#define CBENCH_F_BYTES 0
#define CBENCH_F_SLOW_RATE 6
#define CBENCH_F_RATES 6
#define CBENCH_F_DURATIONS 12
#define CBENCH_F_COUNT 16
#define CBENCH_F_PERCENT 17
#define CBENCH_FORMATS 18

// MARK: - One update, as planned

/// A number as planning decided it: its digits and the format it is written in.
typedef struct cbench_number {
    uint64_t digits;          // every digit shown, fraction digits included (54 for 5.4)
    int32_t fraction_digits;  // how many of the last digits follow the separator
    int32_t format;           // CBENCH_F_*
} cbench_number;

/// What the library's planners decided for one update's two lines.
typedef struct cbench_plan {
    /// The description's template: CBENCH_T_NAMED or CBENCH_T_UNNAMED + operation,
    /// CBENCH_T_COUNTED + operation × 6 (the floor adds the file count's category), or
    /// CBENCH_T_PERCENT; -1 for an empty line.
    int32_t description;
    /// The additional description's CBENCH_PROGRESS_*, -1 for an empty line.
    int32_t progress;
    /// CBENCH_TAIL_NONE, CBENCH_TAIL_TIME (the floor adds the leading unit and its category)
    /// or CBENCH_TAIL_STATUS + status.
    int32_t tail;
    /// With CBENCH_TAIL_TIME: 1 or 2 (`trailing` is the second part).
    int32_t duration_parts;
    /// The file name as planned, UTF-8, and whether it is wrapped in U+2068 … U+2069
    /// (cbench_glue_isolates_name, when the description is planned).
    const char *name;
    int32_t name_length;
    int32_t name_isolated;
    /// The values, by slot (CBENCH_SLOT_DURATION: the leading part; no entry for the name).
    cbench_number values[CBENCH_SLOTS];
    cbench_number trailing;
} cbench_plan;

// MARK: - ICU handles of one locale

/// The ICU handles a C program keeps open to write the library's text in one locale with ICU on
/// every update: a number formatter per format (CBENCH_FORMATS: the wide skeletons of
/// `ByteCountPlanner.formats(width: .wide)` and `PlannedDuration.formats(width: .long)`, the
/// integer and the percent formatter), the plain numbers at each unit precision (for a table's
/// unit words), the cardinal plural rules and the UNITS/WIDE list formatter; each number
/// formatter formats 1 once after opening.
typedef struct cbench_handles cbench_handles;

/// Opens the handles for a BCP 47 tag ("de", "zh-Hant"); NULL on failure with the ICU status.
cbench_handles *cbench_handles_open(const char *language_tag, int32_t *status);
void cbench_handles_close(cbench_handles *handles);

// MARK: - Glue of one locale

/// A locale's sentence pieces for every template id, and the UMessageFormat of every template
/// (for CBENCH_UMSG).
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
/// Whether a file name is shown isolated (U+2068 … U+2069) in the glue's locale, as the library's
/// parts decide: always in a right-to-left locale, else when the name holds a right-to-left letter
/// or a bidi control (u_charDirection).
int32_t cbench_glue_isolates_name(const cbench_glue *glue, const char *name, int32_t length);
/// A table's words for the unit of `format` (a CBENCH_F_* of a byte count, rate or duration) in
/// place of CLDR's (`@@x-units`), as the library applies them: `category` 0 zero … 5 other; the
/// UTF-8 pattern with `{0}` for the number (or without it, where the category is one number).
/// The number is then formatted alone at the format's precision and the pattern chosen by its
/// plural category, falling back to `other`. Returns 1 on success.
int32_t cbench_glue_set_unit_pattern(cbench_glue *glue, int32_t format, int32_t category, const char *pattern,
                                     int32_t length);

// MARK: - Floor

/// Handles + glue + a UFormattedNumber of its own. Not thread-safe: one per thread.
typedef struct cbench_floor cbench_floor;

/// A floor over `handles` and `glue` (borrowed: they must outlive it). NULL on failure.
cbench_floor *cbench_floor_create(const cbench_handles *handles, const cbench_glue *glue, int32_t *status);
void cbench_floor_destroy(cbench_floor *floor);

/// Writes the planned description and then the planned additional description, as UTF-8, into
/// `out` (one after the other, no separator) and their lengths. `method` is CBENCH_LEAN or
/// CBENCH_UMSG. Returns 0 or a negative ICU warning on success, a positive ICU status or
/// CBENCH_UNSUPPORTED on failure.
int32_t cbench_floor_format(cbench_floor *floor, int32_t method, const cbench_plan *plan, char *out,
                            int32_t capacity, int32_t *description_length, int32_t *additional_length);

// MARK: - Helpers

/// The version of the ICU the floor links, such as "72.1".
void cbench_icu_version(char *out, int32_t capacity);

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
