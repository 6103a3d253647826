// The raw-ICU floors: see include/cbench_baseline.h. The floor decides nothing: each value
// arrives as planning decided it (its digits, its format), and the floor only writes it with
// ICU, chooses the plural variants ICU's plural rules select for the written numbers, and
// copies the glue.
#include "cbench_internal.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ustring.h>

_Static_assert(CBENCH_TAILS == 1 + CBENCH_DURATION_UNITS * CBENCH_CATEGORIES + CBENCH_STATUSES,
               "CBENCH_TAILS is the none tail, the time tails and the status tails");

#define SLOT_CAPACITY 192
#define NAME_CAPACITY 512

struct cbench_floor {
    const cbench_handles *handles;
    const cbench_glue *glue;
    UFormattedNumber *result;
    UChar words[160];               // a unit in the table's words
    UChar name16[NAME_CAPACITY];    // CBENCH_UMSG: the file name, isolated where needed
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

// MARK: - Values

/// A written value: UTF-8 for CBENCH_LEAN, NUL-terminated UTF-16 for CBENCH_UMSG.
typedef struct {
    int32_t length;
    union {
        char utf8[SLOT_CAPACITY];
        UChar utf16[SLOT_CAPACITY];
    };
} slot_text;

static const double powers_of_ten[19] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8, 1e9,
                                         1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18};

/// Formats a decided number with `formatter` into the floor's result (a whole number as an
/// integer, a decimal as its exact double: ICU writes the digits planning decided); returns its
/// UTF-16 text, valid until the next format.
static inline const UChar *format_number(cbench_floor *floor, const UNumberFormatter *formatter,
                                         const cbench_number *number, int32_t *length, UErrorCode *code) {
    if (number->fraction_digits <= 0) {
        unumf_formatInt(formatter, (int64_t)number->digits, floor->result, code);
    } else {
        int32_t digits = number->fraction_digits < 18 ? number->fraction_digits : 18;
        unumf_formatDouble(formatter, (double)number->digits / powers_of_ten[digits], floor->result, code);
    }
    return ufmtval_getString(unumf_resultAsValue(floor->result, code), length, code);
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

/// Writes `number` in its format, or, where the table has words for the format's unit, the
/// number alone at the format's precision in the table's pattern for its plural category; the
/// text is valid until the next format, and the floor's result holds the number.
static const UChar *format_value(cbench_floor *floor, const cbench_number *number, int32_t *length, UErrorCode *code) {
    if (number->format < 0 || number->format >= CBENCH_FORMATS) {
        *code = (UErrorCode)CBENCH_UNSUPPORTED;
        *length = 0;
        return NULL;
    }
    const cbench_handles *h = floor->handles;
    const cbench_unit_words *words = &floor->glue->units[number->format];
    if (!words->set) {
        return format_number(floor, h->formats[number->format], number, length, code);
    }
    int32_t number_length = 0;
    const UChar *text = format_number(floor, h->plain_of[number->format], number, &number_length, code);
    int32_t c = words->varies ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    const cbench_unit_pattern *p = words->categories[c].set ? &words->categories[c]
                                                             : &words->categories[CBENCH_CATEGORY_OTHER];
    if (!p->set || U_FAILURE(*code) || p->prefix_length + number_length + p->suffix_length >= 160) {
        return format_number(floor, h->formats[number->format], number, length, code);
    }
    int32_t used = p->prefix_length;
    memcpy(floor->words, p->prefix, sizeof(UChar) * (size_t)p->prefix_length);
    if (p->has_number) {
        memcpy(floor->words + used, text, sizeof(UChar) * (size_t)number_length);
        used += number_length;
        memcpy(floor->words + used, p->suffix, sizeof(UChar) * (size_t)p->suffix_length);
        used += p->suffix_length;
    }
    *length = used;
    return floor->words;
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

/// Writes `number` into `slot`; returns the plural category of the written number when
/// `with_category` (else `other`).
static int32_t write_value(cbench_floor *floor, const cbench_number *number, int with_category, slot_text *slot,
                           int32_t method, UErrorCode *code) {
    int32_t length = 0;
    const UChar *text = format_value(floor, number, &length, code);
    int32_t result = with_category ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    keep(slot, method, text, length, code);
    return result;
}

/// Writes a duration's one or two parts into `slot`, joined by the unit list; returns the
/// category of the leading part when `with_category`.
static int32_t write_duration(cbench_floor *floor, const cbench_plan *plan, int with_category, slot_text *slot,
                              int32_t method, UErrorCode *code) {
    int32_t length = 0;
    const UChar *text = format_value(floor, &plan->values[CBENCH_SLOT_DURATION], &length, code);
    int32_t leading_category = with_category ? category(floor, code) : CBENCH_CATEGORY_OTHER;
    if (plan->duration_parts < 2) {
        keep(slot, method, text, length, code);
        return leading_category;
    }
    UChar first[SLOT_CAPACITY];
    int32_t first_length = length < SLOT_CAPACITY ? length : SLOT_CAPACITY;
    if (U_SUCCESS(*code)) {
        memcpy(first, text, sizeof(UChar) * (size_t)first_length);
    }
    int32_t second_length = 0;
    const UChar *second = format_value(floor, &plan->trailing, &second_length, code);
    const UChar *items[2] = {first, second};
    int32_t lengths[2] = {first_length, second_length};
    UChar joined[SLOT_CAPACITY];
    int32_t joined_length = 0;
    if (U_SUCCESS(*code)) {
        joined_length = ulistfmt_format(floor->handles->list, items, lengths, 2, joined, SLOT_CAPACITY, code);
    }
    keep(slot, method, joined, joined_length, code);
    return leading_category;
}

// MARK: - The file name

static const char first_strong_isolate[3] = {'\xE2', '\x81', '\xA8'};
static const char pop_directional_isolate[3] = {'\xE2', '\x81', '\xA9'};

// MARK: - Assembly

static inline int copy_out(char *out, int32_t *used, int32_t capacity, const char *text, int32_t length,
                           UErrorCode *code) {
    if (*used + length > capacity) {
        *code = U_BUFFER_OVERFLOW_ERROR;
        return 0;
    }
    memcpy(out + *used, text, (size_t)length);
    *used += length;
    return 1;
}

/// Copies a template's pieces and values into `out` (CBENCH_LEAN); returns the bytes written.
static int32_t assemble_lean(const cbench_glue *glue, const cbench_template *t, const slot_text *slots,
                             const cbench_plan *plan, char *out, int32_t capacity, UErrorCode *code) {
    int32_t used = 0;
    for (int32_t i = 0; i < t->count; i++) {
        const cbench_piece *p = &t->pieces[i];
        if (!copy_out(out, &used, capacity, glue->text + p->offset, (int32_t)p->length, code)) {
            return used;
        }
        if (p->slot < 0) {
            continue;
        }
        if (p->slot == CBENCH_SLOT_FILE_NAME) {
            int isolated = plan->name_isolated;
            if ((isolated && !copy_out(out, &used, capacity, first_strong_isolate, 3, code))
                || !copy_out(out, &used, capacity, plan->name, plan->name_length, code)
                || (isolated && !copy_out(out, &used, capacity, pop_directional_isolate, 3, code))) {
                return used;
            }
        } else if (!copy_out(out, &used, capacity, slots[p->slot].utf8, slots[p->slot].length, code)) {
            return used;
        }
    }
    return used;
}

/// The file name as a NUL-terminated UTF-16 argument, isolated where needed (CBENCH_UMSG).
static const UChar *name_argument(cbench_floor *floor, const cbench_plan *plan, UErrorCode *code) {
    int isolated = plan->name_isolated ? 1 : 0;
    int32_t length = 0;
    u_strFromUTF8(floor->name16 + isolated, NAME_CAPACITY - 2 * isolated - 1, &length, plan->name, plan->name_length,
                  code);
    if (U_FAILURE(*code)) {
        return floor->name16;
    }
    if (isolated) {
        floor->name16[0] = 0x2068;
        floor->name16[length + 1] = 0x2069;
        length += 2;
    }
    floor->name16[length] = 0;
    return floor->name16;
}

/// umsg_format with the template's arguments, then UTF-8 into `out` (CBENCH_UMSG).
static int32_t assemble_umsg(cbench_floor *floor, const cbench_template *t, const slot_text *slots,
                             const cbench_plan *plan, char *out, int32_t capacity, UErrorCode *code) {
    const UChar *arguments[8] = {0};
    for (int32_t i = 0; i < t->argument_count && i < 8; i++) {
        int32_t slot = t->arguments[i];
        arguments[i] = slot == CBENCH_SLOT_FILE_NAME ? name_argument(floor, plan, code) : slots[slot].utf16;
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

static int32_t assemble(cbench_floor *floor, int32_t method, int32_t id, const slot_text *slots,
                        const cbench_plan *plan, char *out, int32_t capacity, UErrorCode *code) {
    if (U_FAILURE(*code)) {
        return 0;
    }
    const cbench_template *t = id >= 0 && id < CBENCH_T_COUNT ? &floor->glue->templates[id] : NULL;
    if (t == NULL || t->count == 0 || (method == CBENCH_UMSG && t->message == NULL)) {
        *code = (UErrorCode)CBENCH_UNSUPPORTED;
        return 0;
    }
    return method == CBENCH_LEAN ? assemble_lean(floor->glue, t, slots, plan, out, capacity, code)
                                 : assemble_umsg(floor, t, slots, plan, out, capacity, code);
}

// MARK: - One update

int32_t cbench_floor_format(cbench_floor *floor, int32_t method, const cbench_plan *plan, char *out,
                            int32_t capacity, int32_t *description_length, int32_t *additional_length) {
    UErrorCode code = U_ZERO_ERROR;
    const cbench_glue *glue = floor->glue;
    const cbench_number *values = plan->values;
    slot_text slots[CBENCH_SLOTS];
    *description_length = 0;
    *additional_length = 0;

    // The description: the sentence planned, the plural variant of its count chosen here.
    int32_t description = plan->description;
    if (description >= CBENCH_T_COUNTED && description < CBENCH_T_PERCENT) {
        description += write_value(floor, &values[CBENCH_SLOT_FILE_COUNT], glue->plural_counted,
                                   &slots[CBENCH_SLOT_FILE_COUNT], method, &code);
    } else if (description == CBENCH_T_PERCENT) {
        write_value(floor, &values[CBENCH_SLOT_PERCENT], 0, &slots[CBENCH_SLOT_PERCENT], method, &code);
    }
    if (description >= 0) {
        *description_length = assemble(floor, method, description, slots, plan, out, capacity, &code);
    }
    if (U_FAILURE(code) || plan->progress < 0) {
        return code;
    }

    // The additional description: its progress sentence, then its tail.
    int32_t progress = plan->progress;
    if (progress == CBENCH_PROGRESS_BYTES_THROUGHPUT) {
        write_value(floor, &values[CBENCH_SLOT_THROUGHPUT], 0, &slots[CBENCH_SLOT_THROUGHPUT], method, &code);
    }
    switch (progress) {
    case CBENCH_PROGRESS_BYTES_THROUGHPUT:
    case CBENCH_PROGRESS_BYTES:
    case CBENCH_PROGRESS_UNITS:
        write_value(floor, &values[CBENCH_SLOT_COMPLETED], 0, &slots[CBENCH_SLOT_COMPLETED], method, &code);
        write_value(floor, &values[CBENCH_SLOT_TOTAL], 0, &slots[CBENCH_SLOT_TOTAL], method, &code);
        break;
    case CBENCH_PROGRESS_FILES:
        write_value(floor, &values[CBENCH_SLOT_COMPLETED_FILES], 0, &slots[CBENCH_SLOT_COMPLETED_FILES], method, &code);
        progress += write_value(floor, &values[CBENCH_SLOT_TOTAL_FILES], glue->plural_files,
                                &slots[CBENCH_SLOT_TOTAL_FILES], method, &code);
        break;
    default:
        return CBENCH_UNSUPPORTED;
    }
    int32_t tail = plan->tail;
    if (tail == CBENCH_TAIL_TIME) {
        int32_t unit = values[CBENCH_SLOT_DURATION].format - CBENCH_F_DURATIONS;
        if (unit < 0 || unit >= CBENCH_DURATION_UNITS) {
            return CBENCH_UNSUPPORTED;
        }
        tail += unit * CBENCH_CATEGORIES
            + write_duration(floor, plan, glue->plural_time, &slots[CBENCH_SLOT_DURATION], method, &code);
    } else if (tail != CBENCH_TAIL_NONE && (tail < CBENCH_TAIL_STATUS || tail >= CBENCH_TAIL_STATUS + CBENCH_STATUSES)) {
        return CBENCH_UNSUPPORTED;
    }
    int32_t id = CBENCH_T_ADDITIONAL + progress * CBENCH_TAILS + tail;
    *additional_length = assemble(floor, method, id, slots, plan, out + *description_length,
                                  capacity - *description_length, &code);
    return code;
}
