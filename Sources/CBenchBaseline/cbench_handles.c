// The ICU handles of one locale: see cbench_baseline.h.
#include "cbench_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ustring.h>

/// The skeleton of each CBENCH_F_* format: the library's wide skeletons
/// (`PlannedMeasure.Format.skeleton`).
static const char *const skeletons[CBENCH_FORMATS] = {
    "measure-unit/digital-byte unit-width-full-name precision-integer",
    "measure-unit/digital-kilobyte precision-integer",
    "measure-unit/digital-megabyte .0",
    "measure-unit/digital-gigabyte .00",
    "measure-unit/digital-terabyte .00",
    "measure-unit/digital-petabyte .00",
    "measure-unit/digital-kilobyte per-measure-unit/duration-second .###",
    "measure-unit/digital-kilobyte per-measure-unit/duration-second precision-integer",
    "measure-unit/digital-megabyte per-measure-unit/duration-second .0",
    "measure-unit/digital-gigabyte per-measure-unit/duration-second .00",
    "measure-unit/digital-terabyte per-measure-unit/duration-second .00",
    "measure-unit/digital-petabyte per-measure-unit/duration-second .00",
    "measure-unit/duration-second unit-width-full-name precision-integer",
    "measure-unit/duration-minute unit-width-full-name precision-integer",
    "measure-unit/duration-hour unit-width-full-name precision-integer",
    "measure-unit/duration-day unit-width-full-name precision-integer",
    "precision-integer",
    "percent precision-integer",
};

/// The plain precisions (`plain`), and which one each format's number takes alone (-1: whole).
static const char *const plain_skeletons[CBENCH_PLAIN_PRECISIONS] = {".0", ".00", ".###"};
static const int plain_precision[CBENCH_FORMATS] = {-1, -1, 0, 1, 1, 1, 2, -1, 0, 1, 1, 1, -1, -1, -1, -1, -1, -1};

int cbench_locale_id(const char *language_tag, char *out, int32_t capacity, UErrorCode *code) {
    int32_t parsed = 0;
    uloc_forLanguageTag(language_tag, out, capacity, &parsed, code);
    if (U_SUCCESS(*code) && parsed != (int32_t)strlen(language_tag)) {
        *code = U_ILLEGAL_ARGUMENT_ERROR;
    }
    return U_SUCCESS(*code);
}

/// Opens a number formatter and formats 1 with it, as the library's ICUNumberFormatter does.
static UNumberFormatter *open_number(const char *skeleton, const char *locale, UErrorCode *code) {
    if (U_FAILURE(*code)) {
        return NULL;
    }
    UChar text[160];
    u_strFromUTF8(text, 160, NULL, skeleton, -1, code);
    UParseError parse;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocaleWithError(text, -1, locale, &parse, code);
    if (U_SUCCESS(*code)) {
        UFormattedNumber *result = unumf_openResult(code);
        unumf_formatDouble(formatter, 1, result, code);
        unumf_closeResult(result);
    }
    if (U_FAILURE(*code)) {
        unumf_close(formatter);
        return NULL;
    }
    return formatter;
}

cbench_handles *cbench_handles_open(const char *language_tag, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    cbench_handles *handles = calloc(1, sizeof *handles);
    if (handles == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    cbench_locale_id(language_tag, handles->locale, sizeof handles->locale, &code);
    const char *locale = handles->locale;
    for (int i = 0; i < CBENCH_FORMATS; i++) {
        handles->formats[i] = open_number(skeletons[i], locale, &code);
    }
    for (int i = 0; i < CBENCH_PLAIN_PRECISIONS; i++) {
        handles->plain[i] = open_number(plain_skeletons[i], locale, &code);
    }
    for (int i = 0; i < CBENCH_FORMATS; i++) {
        int precision = plain_precision[i];
        handles->plain_of[i] = precision < 0 ? handles->formats[CBENCH_F_COUNT] : handles->plain[precision];
    }
    if (U_SUCCESS(code)) {
        handles->plural = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &code);
    }
    if (U_SUCCESS(code)) {
        handles->list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &code);
    }
    *status = code;
    if (U_FAILURE(code)) {
        cbench_handles_close(handles);
        return NULL;
    }
    return handles;
}

void cbench_handles_close(cbench_handles *handles) {
    if (handles == NULL) {
        return;
    }
    for (int i = 0; i < CBENCH_FORMATS; i++) {
        unumf_close(handles->formats[i]);
    }
    for (int i = 0; i < CBENCH_PLAIN_PRECISIONS; i++) {
        unumf_close(handles->plain[i]);
    }
    uplrules_close(handles->plural);
    ulistfmt_close(handles->list);
    free(handles);
}
