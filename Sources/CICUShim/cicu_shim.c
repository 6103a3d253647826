#include "cicu_shim.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ucasemap.h>
#include <unicode/ulocdata.h>
#include <unicode/umsg.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/uversion.h>

int cicu_is_failure(int32_t status) { return U_FAILURE((UErrorCode)status) ? 1 : 0; }

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cicu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    if (capacity > 0) {
        strncpy(out, text, (size_t)capacity - 1);
        out[capacity - 1] = 0;
    }
}

// MARK: - Number formatting

void *cicu_number_open(const uint16_t *skeleton, int32_t length, const char *locale,
                       int32_t *status, int32_t *parse_offset) {
    UErrorCode code = U_ZERO_ERROR;
    UParseError parse;
    memset(&parse, 0, sizeof parse);
    UNumberFormatter *formatter =
        unumf_openForSkeletonAndLocaleWithError((const UChar *)skeleton, length, locale, &parse, &code);
    *status = code;
    *parse_offset = parse.offset;
    if (U_FAILURE(code)) {
        unumf_close(formatter);
        return NULL;
    }
    return formatter;
}

void cicu_number_close(void *formatter) { unumf_close((UNumberFormatter *)formatter); }

/// One UFormattedNumber per thread, closed when the thread ends.
static pthread_key_t result_key;
static pthread_once_t result_key_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *code) {
    pthread_once(&result_key_once, make_result_key);
    UFormattedNumber *result = (UFormattedNumber *)pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(code);
        if (U_FAILURE(*code)) {
            return NULL;
        }
        pthread_setspecific(result_key, result);
    }
    return result;
}

/// Writes a formatted result as UTF-8 and, with `rules`, the plural category of the displayed number.
static int32_t result_to_utf8(UFormattedNumber *result, const void *rules, char *out, int32_t capacity,
                              char *keyword, int32_t keyword_capacity, UErrorCode *code) {
    int32_t length = 0;
    int32_t text_length = 0;
    const UChar *text = NULL;
    if (U_SUCCESS(*code)) {
        text = ufmtval_getString(unumf_resultAsValue(result, code), &text_length, code);
    }
    if (U_SUCCESS(*code)) {
        u_strToUTF8(out, capacity, &length, text, text_length, code);
    }
    if (U_SUCCESS(*code) && rules != NULL && keyword_capacity > 0) {
        UChar category[16];
        int32_t n = uplrules_selectFormatted((const UPluralRules *)rules, result, category, 16, code);
        if (U_SUCCESS(*code)) {
            int32_t i = 0;
            for (; i < n && i < keyword_capacity - 1; i++) {
                keyword[i] = (char)category[i];
            }
            keyword[i] = 0;
        }
    }
    if (*code == U_STRING_NOT_TERMINATED_WARNING) {
        *code = U_ZERO_ERROR;
    }
    return length;
}

int32_t cicu_number_format_utf8(const void *formatter, double value, const void *rules,
                                char *out, int32_t capacity, char *keyword, int32_t keyword_capacity,
                                int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&code);
    if (U_SUCCESS(code)) {
        unumf_formatDouble((const UNumberFormatter *)formatter, value, result, &code);
    }
    int32_t length = result_to_utf8(result, rules, out, capacity, keyword, keyword_capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_number_format_int64_utf8(const void *formatter, int64_t value, const void *rules,
                                      char *out, int32_t capacity, char *keyword, int32_t keyword_capacity,
                                      int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&code);
    if (U_SUCCESS(code)) {
        unumf_formatInt((const UNumberFormatter *)formatter, value, result, &code);
    }
    int32_t length = result_to_utf8(result, rules, out, capacity, keyword, keyword_capacity, &code);
    *status = code;
    return length;
}

// MARK: - Plural rules

void *cicu_plural_open(const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &code);
    *status = code;
    if (U_FAILURE(code)) {
        uplrules_close(rules);
        return NULL;
    }
    return rules;
}

void cicu_plural_close(void *rules) { uplrules_close((UPluralRules *)rules); }

int32_t cicu_plural_select(const void *rules, double value, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t length = uplrules_select((const UPluralRules *)rules, value, keyword, 16, &code);
    int32_t i = 0;
    if (U_SUCCESS(code)) {
        for (; i < length && i < capacity - 1; i++) {
            out[i] = (char)keyword[i];
        }
    }
    if (capacity > 0) {
        out[i] = 0;
    }
    *status = code;
    return i;
}

int32_t cicu_plural_keywords(const void *rules, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t written = 0;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &code);
    while (U_SUCCESS(code) && keywords != NULL) {
        int32_t length = 0;
        const char *keyword = uenum_next(keywords, &length, &code);
        if (keyword == NULL || U_FAILURE(code)) {
            break;
        }
        for (int32_t i = (written > 0 ? -1 : 0); i < length && written < capacity - 1; i++) {
            out[written++] = i < 0 ? ' ' : keyword[i];
        }
    }
    if (keywords != NULL) {
        uenum_close(keywords);
    }
    if (capacity > 0) {
        out[written < capacity ? written : capacity - 1] = 0;
    }
    *status = code;
    return written;
}

// MARK: - Messages

int32_t cicu_message_check(const uint16_t *pattern, int32_t length, const char *locale, int32_t *offset) {
    UErrorCode code = U_ZERO_ERROR;
    UParseError parse;
    memset(&parse, 0, sizeof parse);
    UMessageFormat *format = umsg_open((const UChar *)pattern, length, locale, &parse, &code);
    *offset = parse.offset;
    if (format != NULL) {
        umsg_close(format);
    }
    return code;
}

// MARK: - Locale data

int32_t cicu_locale_display_name(const char *locale, const char *display_locale, uint16_t *out, int32_t capacity,
                                 int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(locale, display_locale, (UChar *)out, capacity, &code);
    *status = code;
    return length;
}

void cicu_quotation_marks(const char *locale, uint16_t *out, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &code);
    const ULocaleDataDelimiterType types[4] = {
        ULOCDATA_QUOTATION_START, ULOCDATA_QUOTATION_END, ULOCDATA_ALT_QUOTATION_START, ULOCDATA_ALT_QUOTATION_END,
    };
    for (int i = 0; i < 4; i++) {
        out[i * 8] = 0;
        if (U_SUCCESS(code)) {
            ulocdata_getDelimiter(data, types[i], (UChar *)out + i * 8, 7, &code);
            out[i * 8 + 7] = 0;
        }
    }
    ulocdata_close(data);
    *status = code;
}

// MARK: - Case

int32_t cicu_titlecase_start_utf8(const char *locale, const char *text, int32_t length, char *out, int32_t capacity,
                                  int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    // A case map per call: ucasemap_utf8ToTitle keeps a break iterator in the map, so a shared
    // one would not be thread-safe; opening one stores only the locale and options.
    UCaseMap *map = ucasemap_open(locale, U_TITLECASE_WHOLE_STRING | U_TITLECASE_NO_LOWERCASE, &code);
    int32_t written = 0;
    if (U_SUCCESS(code)) {
        written = ucasemap_utf8ToTitle(map, out, capacity, text, length, &code);
    }
    ucasemap_close(map);
    *status = code;
    return written;
}

// MARK: - Unit lists

void *cicu_list_open_units(const char *locale, int32_t width, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UListFormatterWidth listWidth = width == 2 ? ULISTFMT_WIDTH_NARROW : width == 1 ? ULISTFMT_WIDTH_SHORT : ULISTFMT_WIDTH_WIDE;
    UListFormatter *formatter = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, listWidth, &code);
    *status = code;
    if (U_FAILURE(code)) {
        ulistfmt_close(formatter);
        return NULL;
    }
    return formatter;
}

void cicu_list_close(void *formatter) { ulistfmt_close((UListFormatter *)formatter); }

/* Joins two UTF-16 texts with the unit-list `formatter` and writes the UTF-8 into `out`; the
   length written (or needed), with `*code` set. Does nothing if `*code` is already a failure. */
static int32_t join_pair_utf8(const void *formatter, const UChar *a, int32_t a_length, const UChar *b,
                              int32_t b_length, char *out, int32_t capacity, UErrorCode *code) {
    UChar joined[640];
    int32_t joined_length = 0, length = 0;
    const UChar *items[2] = {a, b};
    int32_t lengths[2] = {a_length, b_length};
    if (U_SUCCESS(*code)) {
        joined_length = ulistfmt_format((const UListFormatter *)formatter, items, lengths, 2, joined, 640, code);
    }
    if (U_SUCCESS(*code)) {
        u_strToUTF8(out, capacity, &length, joined, joined_length, code);
    }
    if (*code == U_STRING_NOT_TERMINATED_WARNING) {
        *code = U_ZERO_ERROR;
    }
    return length;
}

int32_t cicu_list_format_pair_utf8(const void *formatter, const char *first, int32_t first_length,
                                   const char *second, int32_t second_length, char *out, int32_t capacity,
                                   int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UChar a[256], b[256];
    int32_t a_length = 0, b_length = 0;
    u_strFromUTF8(a, 256, &a_length, first, first_length, &code);
    u_strFromUTF8(b, 256, &b_length, second, second_length, &code);
    int32_t length = join_pair_utf8(formatter, a, a_length, b, b_length, out, capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_duration_pair_utf8(const void *first_formatter, double first_value,
                                const void *second_formatter, double second_value,
                                const void *list, uint16_t *first_text, int32_t first_capacity,
                                int32_t *first_length, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UChar a[256];
    int32_t a_length = 0, b_length = 0;
    const UChar *first = a;
    const UChar *b = NULL;
    UFormattedNumber *result = thread_result(&code);
    if (U_SUCCESS(code) && first_text != NULL && first_length != NULL && *first_length >= 0
        && *first_length <= first_capacity) {
        /* The caller kept the first part: no need to format it again. */
        first = (const UChar *)first_text;
        a_length = *first_length;
    } else if (U_SUCCESS(code)) {
        unumf_formatDouble((const UNumberFormatter *)first_formatter, first_value, result, &code);
        if (U_SUCCESS(code)) {
            /* The first part is copied out: the same result object formats the second. */
            const UChar *text = ufmtval_getString(unumf_resultAsValue(result, &code), &a_length, &code);
            if (U_SUCCESS(code) && a_length > 256) {
                code = U_BUFFER_OVERFLOW_ERROR;
            }
            if (U_SUCCESS(code)) {
                u_memcpy(a, text, a_length);
                if (first_text != NULL && first_length != NULL && a_length <= first_capacity) {
                    u_memcpy((UChar *)first_text, text, a_length);
                    *first_length = a_length;
                }
            }
        }
    }
    if (U_SUCCESS(code)) {
        unumf_formatDouble((const UNumberFormatter *)second_formatter, second_value, result, &code);
    }
    if (U_SUCCESS(code)) {
        b = ufmtval_getString(unumf_resultAsValue(result, &code), &b_length, &code);
    }
    int32_t length = join_pair_utf8(list, first, a_length, b, b_length, out, capacity, &code);
    *status = code;
    return length;
}

// MARK: - Locales

int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsed_length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, parsed_length, &code);
    *status = code;
    return length;
}

int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_toLanguageTag(locale, out, capacity, 0, &code);
    *status = code;
    return length;
}

int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_addLikelySubtags(locale, out, capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_getLanguage(locale, out, capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_locale_base_name(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_getBaseName(locale, out, capacity, &code);
    *status = code;
    return length;
}

int cicu_locale_is_right_to_left(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }

int cicu_locale_has_data(const char *locale) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &code);
    if (U_FAILURE(code) || bundle == NULL) {
        ures_close(bundle);
        return 0;
    }
    int used_default = code == U_USING_DEFAULT_WARNING;
    UErrorCode actual_code = U_ZERO_ERROR;
    const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actual_code);
    int ok = !used_default && U_SUCCESS(actual_code) && actual != NULL && strcmp(actual, "root") != 0;
    ures_close(bundle);
    return ok;
}

int32_t cicu_locale_count_available(void) { return uloc_countAvailable(); }

const char *cicu_locale_available(int32_t index) { return uloc_getAvailable(index); }

int cicu_locale_is_iso_language(const char *language) {
    for (const char *const *codes = uloc_getISOLanguages(); codes != NULL && *codes != NULL; codes++) {
        if (strcmp(*codes, language) == 0) {
            return 1;
        }
    }
    return 0;
}

int32_t cicu_locale_data_locale(const char *locale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale, &code);
    int32_t length = 0;
    if (U_SUCCESS(code) && bundle != NULL && code != U_USING_DEFAULT_WARNING) {
        UErrorCode actual_code = U_ZERO_ERROR;
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &actual_code);
        if (U_SUCCESS(actual_code) && actual != NULL && strcmp(actual, "root") != 0) {
            length = (int32_t)strlen(actual);
            if (length < capacity) {
                memcpy(out, actual, (size_t)length + 1);
            } else {
                code = U_BUFFER_OVERFLOW_ERROR;
            }
        }
    }
    ures_close(bundle);
    *status = U_FAILURE(code) ? code : U_ZERO_ERROR;
    return length;
}

int cicu_numbering_system_exists(const char *name) {
    UErrorCode code = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_openByName(name, &code);
    int exists = U_SUCCESS(code) && system != NULL;
    unumsys_close(system);
    return exists;
}

// MARK: - Characters

int cicu_char_columns(int32_t code_point) {
    if (code_point == 0) {
        return 0;
    }
    switch (u_charType(code_point)) {
    case U_CONTROL_CHAR:
    case U_NON_SPACING_MARK:
    case U_ENCLOSING_MARK:
    case U_FORMAT_CHAR:
        return 0;
    default:
        break;
    }
    if (code_point >= 0x1160 && code_point <= 0x11FF) {
        return 0;
    }
    int width = u_getIntPropertyValue(code_point, UCHAR_EAST_ASIAN_WIDTH);
    return (width == U_EA_WIDE || width == U_EA_FULLWIDTH) ? 2 : 1;
}

int cicu_char_is_bidi_sensitive(int32_t code_point) {
    switch (u_charDirection(code_point)) {
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC:
    case U_RIGHT_TO_LEFT_EMBEDDING:
    case U_RIGHT_TO_LEFT_OVERRIDE:
    case U_RIGHT_TO_LEFT_ISOLATE:
    case U_LEFT_TO_RIGHT_EMBEDDING:
    case U_LEFT_TO_RIGHT_OVERRIDE:
    case U_LEFT_TO_RIGHT_ISOLATE:
    case U_FIRST_STRONG_ISOLATE:
    case U_POP_DIRECTIONAL_FORMAT:
    case U_POP_DIRECTIONAL_ISOLATE:
        return 1;
    default:
        return 0;
    }
}
