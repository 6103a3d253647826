#include "cicu_shim.h"

#include <string.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uenum.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/umsg.h>
#include <unicode/unum.h>
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

// cicu_titlecase_start_utf8 is in cicu_case.cpp (ICU's C++ CaseMap).

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

int cicu_numbering_system_is_decimal(const char *name) {
    UErrorCode code = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_openByName(name, &code);
    int exists = U_SUCCESS(code) && system != NULL && !unumsys_isAlgorithmic(system) && unumsys_getRadix(system) == 10;
    unumsys_close(system);
    return exists;
}

// MARK: - Characters

int cicu_char_columns(int32_t code_point) {
    if (code_point == 0) {
        return 0;
    }
    /* As glibc's wcwidth: the soft hyphen and the prepended concatenation marks (U+0600–0605,
       U+06DD, U+070F, U+0890/1, U+08E2, U+110BD, U+110CD), format characters that a terminal
       draws, take a column; the Yijing hexagrams U+4DC0–4DFF (wide since Unicode 16, neutral in
       ICU 72's data) take two. */
    if (code_point == 0x00AD || u_hasBinaryProperty(code_point, UCHAR_PREPENDED_CONCATENATION_MARK)) {
        return 1;
    }
    if (code_point >= 0x4DC0 && code_point <= 0x4DFF) {
        return 2;
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

int cicu_char_is_wide_emoji(int32_t code_point, int32_t before_variation_selector) {
    if (u_hasBinaryProperty(code_point, UCHAR_EMOJI_PRESENTATION)) {
        return 1;
    }
    return before_variation_selector && u_hasBinaryProperty(code_point, UCHAR_EMOJI) ? 1 : 0;
}

int32_t cicu_word_boundaries(const char *locale, const uint16_t *text, int32_t length, int32_t *boundaries,
                             int32_t *is_word_end, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UBreakIterator *words = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &code);
    int32_t count = 0;
    if (U_SUCCESS(code)) {
        for (int32_t boundary = ubrk_next(words); boundary != UBRK_DONE && count < capacity; boundary = ubrk_next(words)) {
            int32_t rule = ubrk_getRuleStatus(words);
            boundaries[count] = boundary;
            is_word_end[count] = rule >= UBRK_WORD_NUMBER ? 1 : 0;
            count++;
        }
    }
    ubrk_close(words);
    *status = code;
    return count;
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
