// The raw-ICU floor: the ICU calls for the benchmark's lines, made directly from C with cached
// formatters. See include/cbench_baseline.h.
#include "cbench_baseline.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/umsg.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CBENCH_HAVE_CALLGRIND 1
#endif
#endif

struct cbench_floor {
    UNumberFormatter *kilobytes; // measure-unit/digital-kilobyte precision-integer
    UNumberFormatter *megabytes; // measure-unit/digital-megabyte .0
    UNumberFormatter *rate;      // measure-unit/digital-kilobyte per-measure-unit/duration-second precision-integer
    UNumberFormatter *minutes;   // measure-unit/duration-minute unit-width-full-name precision-integer
    UNumberFormatter *seconds;   // measure-unit/duration-second unit-width-full-name precision-integer
    UNumberFormatter *percent;   // percent precision-integer
    UNumberFormatter *integer;   // precision-integer
    UListFormatter *list;        // UNITS, WIDE
    UMessageFormat *files;       // Downloading {0, plural, one {# file} other {# files}}…
    UMessageFormat *line;        // {0} of {1} ({2}) — {3} remaining
    UMessageFormat *completed;   // {0} completed
    UMessageFormat *of_total;    // {0} of {1}
    UFormattedNumber *result;    // reused by every number format of this floor
};

static UNumberFormatter *open_number(const char *skeleton, const char *locale, UErrorCode *status) {
    UChar text[160];
    u_strFromUTF8(text, 160, NULL, skeleton, -1, status);
    UParseError parse;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocaleWithError(text, -1, locale, &parse, status);
    return U_SUCCESS(*status) ? formatter : (unumf_close(formatter), NULL);
}

static UMessageFormat *open_message(const char *pattern, const char *locale, UErrorCode *status) {
    UChar text[160];
    u_strFromUTF8(text, 160, NULL, pattern, -1, status);
    UParseError parse;
    UMessageFormat *format = umsg_open(text, -1, locale, &parse, status);
    return U_SUCCESS(*status) ? format : (umsg_close(format), NULL);
}

cbench_floor *cbench_floor_open(const char *language_tag, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    uloc_forLanguageTag(language_tag, locale, sizeof locale, &parsed, &code);
    if (U_SUCCESS(code) && parsed != (int32_t)strlen(language_tag)) {
        code = U_ILLEGAL_ARGUMENT_ERROR;
    }
    cbench_floor *state = calloc(1, sizeof *state);
    if (state == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    state->kilobytes = open_number("measure-unit/digital-kilobyte precision-integer", locale, &code);
    state->megabytes = open_number("measure-unit/digital-megabyte .0", locale, &code);
    state->rate = open_number("measure-unit/digital-kilobyte per-measure-unit/duration-second precision-integer",
                              locale, &code);
    state->minutes = open_number("measure-unit/duration-minute unit-width-full-name precision-integer", locale, &code);
    state->seconds = open_number("measure-unit/duration-second unit-width-full-name precision-integer", locale, &code);
    state->percent = open_number("percent precision-integer", locale, &code);
    state->integer = open_number("precision-integer", locale, &code);
    if (U_SUCCESS(code)) {
        state->list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &code);
    }
    state->files = open_message("Downloading {0, plural, one {# file} other {# files}}\xE2\x80\xA6", locale, &code);
    state->line = open_message("{0} of {1} ({2}) \xE2\x80\x94 {3} remaining", locale, &code);
    state->completed = open_message("{0} completed", locale, &code);
    state->of_total = open_message("{0} of {1}", locale, &code);
    if (U_SUCCESS(code)) {
        state->result = unumf_openResult(&code);
    }
    if (U_SUCCESS(code)) {
        // Format once with everything, so lazy ICU set-up is not part of the first timed call.
        uint16_t a[256], b[256];
        int32_t la = 0, lb = 0;
        int32_t warm = cbench_floor_everything(state, 419431, 5356456, 9, 50000, 97, a, 256, &la, b, 256, &lb);
        if (warm <= 0) {
            warm = cbench_floor_plain_percent(state, 419431, 5356456, a, 256, &la, b, 256, &lb);
        }
        if (warm > 0) {
            code = (UErrorCode)warm;
        }
    }
    if (U_FAILURE(code)) {
        cbench_floor_close(state);
        *status = code;
        return NULL;
    }
    *status = code;
    return state;
}

void cbench_floor_close(cbench_floor *state) {
    if (state == NULL) {
        return;
    }
    unumf_close(state->kilobytes);
    unumf_close(state->megabytes);
    unumf_close(state->rate);
    unumf_close(state->minutes);
    unumf_close(state->seconds);
    unumf_close(state->percent);
    unumf_close(state->integer);
    ulistfmt_close(state->list);
    umsg_close(state->files);
    umsg_close(state->line);
    umsg_close(state->completed);
    umsg_close(state->of_total);
    unumf_closeResult(state->result);
    free(state);
}

/// Formats `value` with `formatter` into `out` through the floor's reusable result.
static int32_t format_number(cbench_floor *state, const UNumberFormatter *formatter, double value, UChar *out,
                             int32_t capacity, UErrorCode *status) {
    unumf_formatDouble(formatter, value, state->result, status);
    return unumf_resultToString(state->result, out, capacity, status);
}

int32_t cbench_floor_everything(cbench_floor *state, int64_t completed_bytes, int64_t total_bytes,
                                int64_t file_count, int64_t bytes_per_second, double seconds_remaining,
                                uint16_t *description, int32_t description_capacity, int32_t *description_length,
                                uint16_t *additional, int32_t additional_capacity, int32_t *additional_length) {
    UErrorCode status = U_ZERO_ERROR;
    UChar completed[64], total[64], rate[64], minutes[64], seconds[64], duration[192];

    format_number(state, state->kilobytes, (double)completed_bytes / 1e3, completed, 64, &status);
    format_number(state, state->megabytes, (double)total_bytes / 1e6, total, 64, &status);
    format_number(state, state->rate, (double)bytes_per_second / 1e3, rate, 64, &status);

    // Whole seconds, then the non-zero minute and second parts (the floor covers < 1 hour).
    int64_t whole = seconds_remaining > 0 ? (int64_t)llround(seconds_remaining) : 0;
    const UChar *items[2];
    int32_t lengths[2];
    int32_t count = 0;
    if (whole >= 60) {
        lengths[count] = format_number(state, state->minutes, (double)(whole / 60), minutes, 64, &status);
        items[count++] = minutes;
    }
    if (whole < 60 || whole % 60 != 0) {
        lengths[count] = format_number(state, state->seconds, (double)(whole % 60), seconds, 64, &status);
        items[count++] = seconds;
    }
    ulistfmt_format(state->list, items, lengths, count, duration, 192, &status);

    *description_length = umsg_format(state->files, (UChar *)description, description_capacity, &status,
                                      (double)file_count);
    *additional_length = umsg_format(state->line, (UChar *)additional, additional_capacity, &status,
                                     completed, total, rate, duration);
    return status;
}

int32_t cbench_floor_plain_percent(cbench_floor *state, int64_t completed, int64_t total,
                                   uint16_t *description, int32_t description_capacity, int32_t *description_length,
                                   uint16_t *additional, int32_t additional_capacity, int32_t *additional_length) {
    UErrorCode status = U_ZERO_ERROR;
    UChar percent[64], done[64], all[64];
    // floor(completed × 100 / total), exact for the benchmark's inputs.
    int64_t floored = total > 0 ? (completed * 100) / total : 0;
    format_number(state, state->percent, (double)floored, percent, 64, &status);
    format_number(state, state->integer, (double)completed, done, 64, &status);
    format_number(state, state->integer, (double)total, all, 64, &status);
    *description_length = umsg_format(state->completed, (UChar *)description, description_capacity, &status,
                                      percent);
    *additional_length = umsg_format(state->of_total, (UChar *)additional, additional_capacity, &status, done, all);
    return status;
}

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
