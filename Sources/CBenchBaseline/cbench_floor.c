// The raw-ICU floors: see include/cbench_baseline.h.
#include "cbench_baseline.h"

#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/umsg.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CBENCH_HAVE_CALLGRIND 1
#endif
#endif

// MARK: - Handles

struct cbench_handles {
    char locale[ULOC_FULLNAME_CAPACITY];
    UNumberFormatter *bytes[6];     // byte (full name), kB, MB .0, GB .00, TB .00, PB .00
    UNumberFormatter *rates[6];     // [0] kB/s .# (under 950 B/s), [1] kB/s, [2] MB/s .0, [3…5] GB/s…PB/s .00
    UNumberFormatter *durations[4]; // second, minute, hour, day: full name, precision-integer
    UNumberFormatter *integer;      // precision-integer
    UNumberFormatter *percent;      // percent precision-integer
    UNumberFormatter *exabytes;     // .00 (the exabyteCount message's number)
    UPluralRules *plural;           // cardinal
    UListFormatter *list;           // UNITS, WIDE
    UNumberFormatter *plain[3];     // .0, .00, .#: a number alone, for a table's unit words
};

static const char *const byte_skeletons[6] = {
    "measure-unit/digital-byte unit-width-full-name precision-integer",
    "measure-unit/digital-kilobyte precision-integer",
    "measure-unit/digital-megabyte .0",
    "measure-unit/digital-gigabyte .00",
    "measure-unit/digital-terabyte .00",
    "measure-unit/digital-petabyte .00",
};
static const char *const rate_skeletons[6] = {
    "measure-unit/digital-kilobyte per-measure-unit/duration-second .#",
    "measure-unit/digital-kilobyte per-measure-unit/duration-second precision-integer",
    "measure-unit/digital-megabyte per-measure-unit/duration-second .0",
    "measure-unit/digital-gigabyte per-measure-unit/duration-second .00",
    "measure-unit/digital-terabyte per-measure-unit/duration-second .00",
    "measure-unit/digital-petabyte per-measure-unit/duration-second .00",
};
static const char *const duration_skeletons[4] = {
    "measure-unit/duration-second unit-width-full-name precision-integer",
    "measure-unit/duration-minute unit-width-full-name precision-integer",
    "measure-unit/duration-hour unit-width-full-name precision-integer",
    "measure-unit/duration-day unit-width-full-name precision-integer",
};

static int locale_id(const char *language_tag, char *out, int32_t capacity, UErrorCode *code) {
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
    locale_id(language_tag, handles->locale, sizeof handles->locale, &code);
    const char *locale = handles->locale;
    handles->integer = open_number("precision-integer", locale, &code);
    handles->percent = open_number("percent precision-integer", locale, &code);
    handles->exabytes = open_number(".00", locale, &code);
    if (U_SUCCESS(code)) {
        handles->plural = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &code);
    }
    if (U_SUCCESS(code)) {
        handles->list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &code);
    }
    for (int i = 0; i < 6; i++) {
        handles->bytes[i] = open_number(byte_skeletons[i], locale, &code);
        handles->rates[i] = open_number(rate_skeletons[i], locale, &code);
    }
    for (int i = 0; i < 4; i++) {
        handles->durations[i] = open_number(duration_skeletons[i], locale, &code);
    }
    static const char *const plain_skeletons[3] = {".0", ".00", ".#"};
    for (int i = 0; i < 3; i++) {
        handles->plain[i] = open_number(plain_skeletons[i], locale, &code);
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
    for (int i = 0; i < 6; i++) {
        unumf_close(handles->bytes[i]);
        unumf_close(handles->rates[i]);
    }
    for (int i = 0; i < 4; i++) {
        unumf_close(handles->durations[i]);
    }
    unumf_close(handles->integer);
    unumf_close(handles->percent);
    unumf_close(handles->exabytes);
    for (int i = 0; i < 3; i++) {
        unumf_close(handles->plain[i]);
    }
    uplrules_close(handles->plural);
    ulistfmt_close(handles->list);
    free(handles);
}

// MARK: - Glue

#define MAX_PIECES 12

typedef struct {
    uint32_t offset;  // of the literal text in glue->text
    uint32_t length;
    int32_t slot;     // the value after the literal, -1 none
} piece;

typedef struct {
    int32_t count;    // 0: not set
    piece pieces[MAX_PIECES];
    UMessageFormat *message;            // CBENCH_UMSG: the glue with {0}, {1}… for the values
    int32_t argument_count;
    int32_t arguments[MAX_PIECES];      // the slot of {i}
} template;

/// A table's pattern for one unit and plural category: UTF-16 before and after the number.
typedef struct {
    int32_t set;
    int32_t has_number;
    UChar prefix[32], suffix[32];
    int32_t prefix_length, suffix_length;
} unit_pattern;

/// The patterns of one unit, per category (zero … other); `set` when any is.
typedef struct {
    int32_t set;
    int32_t varies;  // the patterns differ by category: the plural category must be chosen
    unit_pattern categories[6];
} unit_words;

struct cbench_glue {
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t with_messages;
    char *text;
    uint32_t used, capacity;
    int32_t plural_counted, plural_files, plural_time;
    int32_t name_count, name_capacity;
    uint32_t *name_offsets, *name_lengths;
    UChar **names16;
    template templates[CBENCH_T_COUNT];
    unit_words units[3][6];  // bytes, rates, durations
};

cbench_glue *cbench_glue_create(const char *language_tag, int32_t with_messages) {
    cbench_glue *glue = calloc(1, sizeof *glue);
    if (glue == NULL) {
        return NULL;
    }
    glue->with_messages = with_messages;
    UErrorCode code = U_ZERO_ERROR;
    locale_id(language_tag, glue->locale, sizeof glue->locale, &code);
    glue->capacity = 4096;
    glue->text = malloc(glue->capacity);
    if (U_FAILURE(code) || glue->text == NULL) {
        cbench_glue_destroy(glue);
        return NULL;
    }
    return glue;
}

void cbench_glue_destroy(cbench_glue *glue) {
    if (glue == NULL) {
        return;
    }
    for (int i = 0; i < CBENCH_T_COUNT; i++) {
        if (glue->templates[i].message != NULL) {
            umsg_close(glue->templates[i].message);
        }
    }
    for (int i = 0; i < glue->name_count; i++) {
        free(glue->names16[i]);
    }
    free(glue->names16);
    free(glue->name_offsets);
    free(glue->name_lengths);
    free(glue->text);
    free(glue);
}

static int append_text(cbench_glue *glue, const char *text, uint32_t length) {
    if (glue->used + length > glue->capacity) {
        uint32_t capacity = glue->capacity;
        while (glue->used + length > capacity) {
            capacity *= 2;
        }
        char *grown = realloc(glue->text, capacity);
        if (grown == NULL) {
            return 0;
        }
        glue->text = grown;
        glue->capacity = capacity;
    }
    memcpy(glue->text + glue->used, text, length);
    glue->used += length;
    return 1;
}

/// Appends `text` to a MessageFormat pattern, quoting what MessageFormat would read as syntax.
static void append_quoted(char *pattern, size_t *used, size_t capacity, const char *text, uint32_t length) {
    for (uint32_t i = 0; i < length && *used + 4 < capacity; i++) {
        char c = text[i];
        if (c == '\'') {
            pattern[(*used)++] = '\'';
            pattern[(*used)++] = '\'';
        } else if (c == '{' || c == '}' || c == '#' || c == '|') {
            pattern[(*used)++] = '\'';
            pattern[(*used)++] = c;
            pattern[(*used)++] = '\'';
        } else {
            pattern[(*used)++] = c;
        }
    }
}

int32_t cbench_glue_set(cbench_glue *glue, int32_t id, const char *text, int32_t length) {
    if (id < 0 || id >= CBENCH_T_COUNT || length < 0) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    template *t = &glue->templates[id];
    memset(t, 0, sizeof *t);
    char pattern[2048];
    size_t pattern_used = 0;
    int32_t start = 0;
    for (int32_t i = 0; i <= length; i++) {
        int at_mark = i < length && text[i] == CBENCH_SLOT_MARK;
        if (!at_mark && i < length) {
            continue;
        }
        if (t->count >= MAX_PIECES) {
            return U_BUFFER_OVERFLOW_ERROR;
        }
        piece *p = &t->pieces[t->count++];
        p->offset = glue->used;
        p->length = (uint32_t)(i - start);
        p->slot = -1;
        if (!append_text(glue, text + start, p->length)) {
            return U_MEMORY_ALLOCATION_ERROR;
        }
        append_quoted(pattern, &pattern_used, sizeof pattern, text + start, p->length);
        if (at_mark) {
            if (i + 1 >= length || text[i + 1] < '0' || text[i + 1] >= '0' + CBENCH_SLOTS) {
                return U_ILLEGAL_ARGUMENT_ERROR;
            }
            p->slot = text[i + 1] - '0';
            int32_t argument = -1;
            for (int32_t a = 0; a < t->argument_count; a++) {
                if (t->arguments[a] == p->slot) {
                    argument = a;
                }
            }
            if (argument < 0) {
                argument = t->argument_count++;
                t->arguments[argument] = p->slot;
            }
            pattern_used += (size_t)snprintf(pattern + pattern_used, sizeof pattern - pattern_used, "{%d}", argument);
            i += 1;
            start = i + 1;
        }
    }
    UErrorCode code = U_ZERO_ERROR;
    UChar pattern16[2048];
    int32_t pattern16_length = 0;
    u_strFromUTF8(pattern16, 2048, &pattern16_length, pattern, (int32_t)pattern_used, &code);
    UParseError parse;
    if (U_SUCCESS(code) && glue->with_messages) {
        t->message = umsg_open(pattern16, pattern16_length, glue->locale, &parse, &code);
    }
    if (U_FAILURE(code)) {
        if (t->message != NULL) {
            umsg_close(t->message);
        }
        t->message = NULL;
        t->count = 0;
    }
    return code;
}

void cbench_glue_set_plurals(cbench_glue *glue, int32_t counted, int32_t files, int32_t time) {
    glue->plural_counted = counted;
    glue->plural_files = files;
    glue->plural_time = time;
}

int32_t cbench_glue_add_name(cbench_glue *glue, const char *text, int32_t length) {
    if (glue->name_count == glue->name_capacity) {
        int32_t capacity = glue->name_capacity == 0 ? 16 : glue->name_capacity * 2;
        uint32_t *offsets = realloc(glue->name_offsets, sizeof(uint32_t) * (size_t)capacity);
        if (offsets == NULL) {
            return -1;
        }
        glue->name_offsets = offsets;
        uint32_t *lengths = realloc(glue->name_lengths, sizeof(uint32_t) * (size_t)capacity);
        if (lengths == NULL) {
            return -1;
        }
        glue->name_lengths = lengths;
        UChar **names16 = realloc(glue->names16, sizeof(UChar *) * (size_t)capacity);
        if (names16 == NULL) {
            return -1;
        }
        glue->names16 = names16;
        glue->name_capacity = capacity;
    }
    UErrorCode code = U_ZERO_ERROR;
    int32_t length16 = 0;
    u_strFromUTF8(NULL, 0, &length16, text, length, &code);
    code = U_ZERO_ERROR;
    UChar *name16 = malloc(sizeof(UChar) * (size_t)(length16 + 1));
    if (name16 == NULL) {
        return -1;
    }
    u_strFromUTF8(name16, length16 + 1, NULL, text, length, &code);
    int32_t index = glue->name_count;
    glue->name_offsets[index] = glue->used;
    glue->name_lengths[index] = (uint32_t)length;
    if (U_FAILURE(code) || !append_text(glue, text, (uint32_t)length)) {
        free(name16);
        return -1;
    }
    glue->names16[index] = name16;
    glue->name_count++;
    return index;
}

int32_t cbench_glue_set_unit_pattern(cbench_glue *glue, int32_t kind, int32_t index, int32_t category,
                                     const char *pattern, int32_t length) {
    if (kind < 0 || kind > 2 || index < 0 || index > 5 || category < 0 || category > 5) {
        return 0;
    }
    UChar text[96];
    int32_t text_length = 0;
    UErrorCode code = U_ZERO_ERROR;
    u_strFromUTF8(text, 96, &text_length, pattern, length, &code);
    if (U_FAILURE(code) || text_length >= 96) {
        return 0;
    }
    unit_pattern *p = &glue->units[kind][index].categories[category];
    memset(p, 0, sizeof *p);
    int32_t at = -1;
    for (int32_t i = 0; i + 2 < text_length + 0 && at < 0; i++) {
        if (text[i] == '{' && text[i + 1] == '0' && text[i + 2] == '}') {
            at = i;
        }
    }
    if (text_length >= 3 && at < 0 && text[text_length - 3] == '{' && text[text_length - 2] == '0' && text[text_length - 1] == '}') {
        at = text_length - 3;
    }
    int32_t before = at < 0 ? text_length : at;
    int32_t after = at < 0 ? 0 : text_length - at - 3;
    if (before > 31 || after > 31) {
        return 0;
    }
    memcpy(p->prefix, text, sizeof(UChar) * (size_t)before);
    p->prefix_length = before;
    if (at >= 0) {
        memcpy(p->suffix, text + at + 3, sizeof(UChar) * (size_t)after);
        p->suffix_length = after;
    }
    p->has_number = at >= 0;
    p->set = 1;
    unit_words *words = &glue->units[kind][index];
    words->set = 1;
    words->varies = 0;
    for (int c = 0; c < 6; c++) {
        const unit_pattern *other = &words->categories[c];
        if (!other->set || c == category) {
            continue;
        }
        if (other->has_number != p->has_number || other->prefix_length != p->prefix_length
            || other->suffix_length != p->suffix_length
            || memcmp(other->prefix, p->prefix, sizeof(UChar) * (size_t)p->prefix_length) != 0
            || memcmp(other->suffix, p->suffix, sizeof(UChar) * (size_t)p->suffix_length) != 0) {
            words->varies = 1;
        }
    }
    return 1;
}

// MARK: - Floor

struct cbench_floor {
    const cbench_handles *handles;
    const cbench_glue *glue;
    UFormattedNumber *result;
    UChar words[160];  // a unit in the table's words
};

cbench_floor *cbench_floor_create(const cbench_handles *handles, const cbench_glue *glue, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    cbench_floor *floor = calloc(1, sizeof *floor);
    if (floor == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    floor->handles = handles;
    floor->glue = glue;
    floor->result = unumf_openResult(&code);
    *status = code;
    if (U_FAILURE(code)) {
        cbench_floor_destroy(floor);
        return NULL;
    }
    return floor;
}

void cbench_floor_destroy(cbench_floor *floor) {
    if (floor == NULL) {
        return;
    }
    if (floor->result != NULL) {
        unumf_closeResult(floor->result);
    }
    free(floor);
}

#define SLOT_CAPACITY 192

/// A formatted value: UTF-8 for CBENCH_LEAN, NUL-terminated UTF-16 for CBENCH_UMSG.
typedef struct {
    int32_t length;
    union {
        char utf8[SLOT_CAPACITY];
        UChar utf16[SLOT_CAPACITY];
    };
} slot_text;

/// Formats `value` into the floor's result; returns its UTF-16 text (valid until the next format).
static inline const UChar *format_number(cbench_floor *floor, const UNumberFormatter *formatter, double value,
                                         int32_t *length, UErrorCode *code) {
    unumf_formatDouble(formatter, value, floor->result, code);
    return ufmtval_getString(unumf_resultAsValue(floor->result, code), length, code);
}

/// Keeps a value's text in its slot, as the method needs it.
static inline void keep(slot_text *slot, int32_t method, const UChar *text, int32_t length, UErrorCode *code) {
    if (U_FAILURE(*code)) {
        slot->length = 0;
        return;
    }
    if (method == CBENCH_LEAN) {
        u_strToUTF8(slot->utf8, SLOT_CAPACITY, &slot->length, text, length, code);
    } else {
        if (length >= SLOT_CAPACITY) {
            *code = U_BUFFER_OVERFLOW_ERROR;
            slot->length = 0;
            return;
        }
        memcpy(slot->utf16, text, sizeof(UChar) * (size_t)length);
        slot->utf16[length] = 0;
        slot->length = length;
    }
}

static inline void format_into(cbench_floor *floor, const UNumberFormatter *formatter, double value, slot_text *slot,
                               int32_t method, UErrorCode *code) {
    int32_t length = 0;
    const UChar *text = format_number(floor, formatter, value, &length, code);
    keep(slot, method, text, length, code);
}

/// The plural category of the number in the floor's result (index into zero…other).
static inline int32_t category(cbench_floor *floor, UErrorCode *code) {
    UChar keyword[8];
    int32_t length = uplrules_selectFormatted(floor->handles->plural, floor->result, keyword, 8, code);
    if (U_FAILURE(*code) || length < 2) {
        return CBENCH_CATEGORY_OTHER;
    }
    switch (keyword[0]) {
    case 'z': return 0;
    case 'o': return keyword[1] == 'n' ? 1 : CBENCH_CATEGORY_OTHER;
    case 't': return 2;
    case 'f': return 3;
    case 'm': return 4;
    default: return CBENCH_CATEGORY_OTHER;
    }
}

/// The formatter of a unit's number alone, at the unit's precision.
static const UNumberFormatter *plain_formatter(const cbench_handles *h, int kind, int index);

/// Formats `value` in a unit (`kind`, `index` as in cbench_glue_set_unit_pattern) with the
/// unit's formatter, or, where the table has words for the unit, the number alone in the
/// table's pattern for its plural category; the text is valid until the next format.
static const UChar *format_unit(cbench_floor *floor, int kind, int index, const UNumberFormatter *unit_formatter,
                                double value, int32_t *length, UErrorCode *code) {
    const unit_words *words = &floor->glue->units[kind][index];
    if (!words->set) {
        return format_number(floor, unit_formatter, value, length, code);
    }
    int32_t number_length = 0;
    const UChar *number = format_number(floor, plain_formatter(floor->handles, kind, index), value, &number_length, code);
    int32_t c = words->varies ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    const unit_pattern *p = words->categories[c].set ? &words->categories[c] : &words->categories[CBENCH_CATEGORY_OTHER];
    if (!p->set || U_FAILURE(*code) || p->prefix_length + number_length + p->suffix_length >= 160) {
        return format_number(floor, unit_formatter, value, length, code);
    }
    int32_t used = 0;
    memcpy(floor->words, p->prefix, sizeof(UChar) * (size_t)p->prefix_length);
    used += p->prefix_length;
    if (p->has_number) {
        memcpy(floor->words + used, number, sizeof(UChar) * (size_t)number_length);
        used += number_length;
        memcpy(floor->words + used, p->suffix, sizeof(UChar) * (size_t)p->suffix_length);
        used += p->suffix_length;
    }
    *length = used;
    return floor->words;
}

static inline void format_unit_into(cbench_floor *floor, int kind, int index, const UNumberFormatter *unit_formatter,
                                    double value, slot_text *slot, int32_t method, UErrorCode *code) {
    int32_t length = 0;
    const UChar *text = format_unit(floor, kind, index, unit_formatter, value, &length, code);
    keep(slot, method, text, length, code);
}

// MARK: Decisions (ports of the library's planners)

static const int byte_fraction_digits[7] = {0, 0, 1, 2, 2, 2, 2};

/// ScaledByteCount: the unit (0 byte … 6 exabyte) chosen after rounding half-even, and the value.
static int scaled_byte_count(int64_t bytes, int smallest, double *value) {
    uint64_t magnitude = bytes < 0 ? (uint64_t)0 - (uint64_t)bytes : (uint64_t)bytes;
    for (int unit = smallest; unit <= 6; unit++) {
        int digits = byte_fraction_digits[unit];
        int exponent = 3 * unit - digits;
        uint64_t rounded = magnitude;
        if (exponent > 0) {
            uint64_t divisor = 1;
            for (int i = 0; i < exponent; i++) {
                divisor *= 10;
            }
            uint64_t quotient = magnitude / divisor;
            uint64_t remainder = magnitude % divisor;
            uint64_t half = divisor / 2;
            rounded = (remainder > half || (remainder == half && divisor % 2 == 0 && quotient % 2 == 1)) ? quotient + 1
                                                                                                      : quotient;
        }
        uint64_t scale = digits == 0 ? 1 : digits == 1 ? 10 : 100;
        if (unit == 6 || rounded < 1000 * scale) {
            double shown = (double)rounded / (double)scale;
            *value = bytes < 0 ? -shown : shown;
            return unit;
        }
    }
    return 6;
}

/// ByteCountPlanner.byteCount: formats a byte count; 0 on success.
static const UNumberFormatter *plain_formatter(const cbench_handles *h, int kind, int index) {
    if (kind == 2) {
        return h->integer;
    }
    if (kind == 1 && index == 0) {
        return h->plain[2];
    }
    switch (byte_fraction_digits[index]) {
    case 0: return h->integer;
    case 1: return h->plain[0];
    default: return h->plain[1];
    }
}

static int format_bytes(cbench_floor *floor, int64_t bytes, int smallest, slot_text *slot, int32_t method,
                        UErrorCode *code) {
    double value = 0;
    int unit = scaled_byte_count(bytes, bytes == 0 && smallest < 1 ? 1 : smallest, &value);
    if (unit == 6) {
        return -1; // the exabyteCount message: not built by the floors
    }
    format_unit_into(floor, 0, unit, floor->handles->bytes[unit], value, slot, method, code);
    return 0;
}

/// AdditionalDescriptionPlanner.throughputValue + ByteCountPlanner.throughput.
static void format_rate(cbench_floor *floor, double bytes_per_second, slot_text *slot, int32_t method,
                        UErrorCode *code) {
    double rounded = round(bytes_per_second);
    int64_t clamped = rounded >= 9.223372036854775e18 ? INT64_MAX : (int64_t)rounded;
    int64_t magnitude = clamped < 0 ? 0 : clamped;
    if (magnitude < 950) {
        format_unit_into(floor, 1, 0, floor->handles->rates[0], (double)magnitude / 1000, slot, method, code);
        return;
    }
    double value = 0;
    int unit = scaled_byte_count(magnitude, 1, &value);
    if (unit == 6) {
        format_unit_into(floor, 1, 5, floor->handles->rates[5], (double)magnitude / 1e15, slot, method, code);
        return;
    }
    format_unit_into(floor, 1, unit, floor->handles->rates[unit], value, slot, method, code);
}

static const int64_t unit_seconds[4] = {1, 60, 3600, 86400};

/// PlannedDuration: at most two units (0 second … 3 day), largest first; while work remains,
/// never 0 seconds (below a second reads as 1).
static int plan_duration(double seconds, int work_remains, int *units, int64_t *values) {
    double clamped = seconds < 1e15 ? seconds : 1e15;
    int64_t whole = (int64_t)round(clamped);
    int large, small;
    if (whole < 60) {
        units[0] = 0;
        values[0] = work_remains && whole < 1 ? 1 : whole;
        return 1;
    } else if (whole < 3600) {
        large = 1, small = 0;
    } else if (whole < 86400) {
        large = 2, small = 1;
    } else {
        large = 3, small = 2;
    }
    int64_t in_small = (int64_t)round(clamped / (double)unit_seconds[small]);
    if (large == 2 && in_small >= 24 * 60) {
        int64_t hours = (in_small % (24 * 60)) / 60;
        units[0] = 3;
        values[0] = in_small / (24 * 60);
        units[1] = 2;
        values[1] = hours;
        return hours == 0 ? 1 : 2;
    }
    int64_t ratio = unit_seconds[large] / unit_seconds[small];
    int64_t rest = in_small % ratio;
    units[0] = large;
    values[0] = in_small / ratio;
    units[1] = small;
    values[1] = rest;
    return rest == 0 ? 1 : 2;
}

/// The duration's parts, each through ICU, joined by the unit list; the category of the
/// leading part when `with_category`. Returns the leading unit.
static int format_duration(cbench_floor *floor, double seconds, int work_remains, slot_text *slot, int32_t method,
                           int with_category, int32_t *leading_category, UErrorCode *code) {
    int units[2];
    int64_t values[2];
    int count = plan_duration(seconds, work_remains, units, values);
    const cbench_handles *h = floor->handles;
    int32_t length = 0;
    const UChar *text = format_unit(floor, 2, units[0], h->durations[units[0]], (double)values[0], &length, code);
    *leading_category = with_category ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    if (count == 1) {
        keep(slot, method, text, length, code);
        return units[0];
    }
    UChar first[SLOT_CAPACITY];
    int32_t first_length = length < SLOT_CAPACITY ? length : SLOT_CAPACITY;
    if (U_SUCCESS(*code)) {
        memcpy(first, text, sizeof(UChar) * (size_t)first_length);
    }
    int32_t second_length = 0;
    const UChar *second = format_unit(floor, 2, units[1], h->durations[units[1]], (double)values[1], &second_length, code);
    const UChar *items[2] = {first, second};
    int32_t lengths[2] = {first_length, second_length};
    UChar joined[SLOT_CAPACITY];
    int32_t joined_length = 0;
    if (U_SUCCESS(*code)) {
        joined_length = ulistfmt_format(h->list, items, lengths, 2, joined, SLOT_CAPACITY, code);
    }
    keep(slot, method, joined, joined_length, code);
    return units[0];
}

/// The number of `#` in a counted sentence, and its category when the sentence needs it.
static int32_t format_count(cbench_floor *floor, int64_t count, int with_category, slot_text *slot, int32_t method,
                            UErrorCode *code) {
    int32_t length = 0;
    const UChar *text = format_number(floor, floor->handles->integer, (double)count, &length, code);
    int32_t result = with_category ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    keep(slot, method, text, length, code);
    return result;
}

// MARK: Assembly

/// Copies a template's pieces and values into `out` (CBENCH_LEAN); returns the bytes written.
static int32_t assemble_lean(const cbench_glue *glue, const template *t, const slot_text *slots, int32_t name,
                             char *out, int32_t capacity, UErrorCode *code) {
    int32_t used = 0;
    for (int32_t i = 0; i < t->count; i++) {
        const piece *p = &t->pieces[i];
        const char *text = glue->text + p->offset;
        int32_t length = (int32_t)p->length;
        for (int pass = 0; pass < 2; pass++) {
            if (used + length > capacity) {
                *code = U_BUFFER_OVERFLOW_ERROR;
                return used;
            }
            memcpy(out + used, text, (size_t)length);
            used += length;
            if (pass == 1 || p->slot < 0) {
                break;
            }
            if (p->slot == CBENCH_SLOT_FILE_NAME) {
                text = glue->text + glue->name_offsets[name];
                length = (int32_t)glue->name_lengths[name];
            } else {
                text = slots[p->slot].utf8;
                length = slots[p->slot].length;
            }
        }
    }
    return used;
}

/// umsg_format with the template's arguments, then UTF-8 into `out` (CBENCH_UMSG).
static int32_t assemble_umsg(const cbench_glue *glue, const template *t, const slot_text *slots, int32_t name,
                             char *out, int32_t capacity, UErrorCode *code) {
    const UChar *arguments[8] = {0};
    for (int32_t i = 0; i < t->argument_count && i < 8; i++) {
        int32_t slot = t->arguments[i];
        arguments[i] = slot == CBENCH_SLOT_FILE_NAME ? glue->names16[name] : slots[slot].utf16;
    }
    UChar line[512];
    int32_t length = umsg_format(t->message, line, 512, code, arguments[0], arguments[1], arguments[2], arguments[3],
                                 arguments[4], arguments[5], arguments[6], arguments[7]);
    int32_t written = 0;
    if (U_SUCCESS(*code)) {
        u_strToUTF8(out, capacity, &written, line, length, code);
    }
    if (*code == U_STRING_NOT_TERMINATED_WARNING) {
        *code = U_ZERO_ERROR;
    }
    return written;
}

static int32_t assemble(const cbench_glue *glue, int32_t method, int32_t id, const slot_text *slots, int32_t name,
                        char *out, int32_t capacity, UErrorCode *code) {
    const template *t = &glue->templates[id];
    if (t->count == 0 || (method == CBENCH_UMSG && t->message == NULL)) {
        *code = (UErrorCode)CBENCH_UNSUPPORTED;
        return 0;
    }
    return method == CBENCH_LEAN ? assemble_lean(glue, t, slots, name, out, capacity, code)
                                 : assemble_umsg(glue, t, slots, name, out, capacity, code);
}

int32_t cbench_floor_format(cbench_floor *floor, int32_t method, const cbench_update *u, char *out,
                            int32_t capacity, int32_t *description_length, int32_t *additional_length) {
    UErrorCode code = U_ZERO_ERROR;
    const cbench_glue *glue = floor->glue;
    slot_text slots[CBENCH_SLOTS];
    *description_length = 0;
    *additional_length = 0;

    // Description (DescriptionPlanner), for the sentences the workloads use.
    int32_t description = -1;
    if (u->kind == 1) {
        int32_t operation = u->operation;
        if (u->name >= 0 && (u->file_total < 0 || u->file_total <= 1)) {
            description = CBENCH_T_NAMED + operation;
        } else if (u->file_total >= 0) {
            int32_t c = format_count(floor, u->file_total, glue->plural_counted, &slots[CBENCH_SLOT_FILE_COUNT],
                                     method, &code);
            description = CBENCH_T_COUNTED + operation * CBENCH_CATEGORIES + c;
        } else {
            description = CBENCH_T_UNNAMED + operation;
        }
    } else if (u->completed >= 0 && u->total >= 1) {
        int64_t percent = (int64_t)(((__int128)u->completed * 100) / u->total);
        format_into(floor, floor->handles->percent, (double)percent, &slots[CBENCH_SLOT_PERCENT], method, &code);
        description = CBENCH_T_PERCENT;
    }
    if (description >= 0) {
        *description_length = assemble(glue, method, description, slots, u->name, out, capacity, &code);
    }
    if (U_FAILURE(code)) {
        return code;
    }

    // Additional description (AdditionalDescriptionPlanner): the tail first decides the rate.
    int32_t tail = 0;
    int shows_rate = 1;
    int has_duration = 0;
    if (u->status >= 1 && u->status <= CBENCH_STATUSES) {
        tail = 25 + (u->status - 1);
        shows_rate = u->status == 4;
    } else if (isfinite(u->seconds_remaining) && u->seconds_remaining >= 0 && u->seconds_remaining <= 365.0 * 86400) {
        // PlannedDuration.horizon: beyond a year the time remaining reads as unknown.
        has_duration = 1;
    }
    int has_rate = shows_rate && isfinite(u->throughput) && u->throughput >= 0;
    int32_t progress = -1;
    if (u->kind == 1) {
        if (u->total > 0 && u->completed >= 0 && u->completed <= u->total) {
            if (format_bytes(floor, u->completed, u->total >= 1000 ? 1 : 0, &slots[CBENCH_SLOT_COMPLETED], method,
                             &code) != 0 ||
                format_bytes(floor, u->total, 0, &slots[CBENCH_SLOT_TOTAL], method, &code) != 0) {
                return CBENCH_UNSUPPORTED;
            }
            int operation_shows_rate = u->operation == 0 || u->operation == 1 || u->operation == 3;
            if (has_rate && operation_shows_rate) {
                format_rate(floor, u->throughput, &slots[CBENCH_SLOT_THROUGHPUT], method, &code);
                progress = 1;
            } else {
                progress = 0;
            }
        } else if (u->file_completed >= 0 && u->file_total >= 0 && u->file_completed <= u->file_total) {
            format_count(floor, u->file_completed, 0, &slots[CBENCH_SLOT_COMPLETED_FILES], method, &code);
            progress = 3 + format_count(floor, u->file_total, glue->plural_files, &slots[CBENCH_SLOT_TOTAL_FILES],
                                        method, &code);
        } else {
            return CBENCH_UNSUPPORTED; // a sentence that starts with the time remaining or the rate
        }
    } else if (u->total >= 1 && u->completed >= 0) {
        format_into(floor, floor->handles->integer, (double)u->completed, &slots[CBENCH_SLOT_COMPLETED], method, &code);
        format_into(floor, floor->handles->integer, (double)u->total, &slots[CBENCH_SLOT_TOTAL], method, &code);
        progress = 2;
    } else if (tail == 0 && !has_duration) {
        return code; // both lines empty
    } else {
        return CBENCH_UNSUPPORTED;
    }
    if (has_duration) {
        int32_t leading_category = CBENCH_CATEGORY_OTHER;
        // AdditionalDescriptionPlanner.workRemains: below a known total, or the total unknown.
        int work_remains = u->total <= 0 || u->completed < u->total;
        int unit = format_duration(floor, u->seconds_remaining, work_remains, &slots[CBENCH_SLOT_DURATION], method,
                                   glue->plural_time, &leading_category, &code);
        tail = 1 + unit * CBENCH_CATEGORIES + leading_category;
    }
    int32_t id = CBENCH_T_ADDITIONAL + progress * CBENCH_TAILS + tail;
    *additional_length = assemble(glue, method, id, slots, u->name, out + *description_length,
                                  capacity - *description_length, &code);
    return code;
}

// MARK: - Helpers

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

int cbench_locale_is_right_to_left(const char *language_tag) {
    UErrorCode code = U_ZERO_ERROR;
    char locale[ULOC_FULLNAME_CAPACITY];
    if (!locale_id(language_tag, locale, sizeof locale, &code)) {
        return 0;
    }
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

int cbench_is_bidi_sensitive(int32_t code_point) {
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
