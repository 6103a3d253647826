// The glue of one locale: see cbench_baseline.h.
#include "cbench_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>

cbench_glue *cbench_glue_create(const char *language_tag, int32_t with_messages) {
    cbench_glue *glue = calloc(1, sizeof *glue);
    if (glue == NULL) {
        return NULL;
    }
    glue->with_messages = with_messages;
    UErrorCode code = U_ZERO_ERROR;
    cbench_locale_id(language_tag, glue->locale, sizeof glue->locale, &code);
    glue->right_to_left = U_SUCCESS(code) && uloc_isRightToLeft(glue->locale) ? 1 : 0;
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
    cbench_template *t = &glue->templates[id];
    memset(t, 0, sizeof *t);
    char pattern[2048];
    size_t pattern_used = 0;
    int32_t start = 0;
    for (int32_t i = 0; i <= length; i++) {
        int at_mark = i < length && text[i] == CBENCH_SLOT_MARK;
        if (!at_mark && i < length) {
            continue;
        }
        if (t->count >= CBENCH_MAX_PIECES) {
            return U_BUFFER_OVERFLOW_ERROR;
        }
        cbench_piece *p = &t->pieces[t->count++];
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

int32_t cbench_glue_set_unit_pattern(cbench_glue *glue, int32_t format, int32_t category, const char *pattern,
                                     int32_t length) {
    if (format < 0 || format >= CBENCH_F_COUNT || category < 0 || category >= CBENCH_CATEGORIES) {
        return 0;
    }
    UChar text[96];
    int32_t text_length = 0;
    UErrorCode code = U_ZERO_ERROR;
    u_strFromUTF8(text, 96, &text_length, pattern, length, &code);
    if (U_FAILURE(code) || text_length >= 96) {
        return 0;
    }
    cbench_unit_pattern *p = &glue->units[format].categories[category];
    memset(p, 0, sizeof *p);
    int32_t at = -1;
    for (int32_t i = 0; i + 2 < text_length && at < 0; i++) {
        if (text[i] == '{' && text[i + 1] == '0' && text[i + 2] == '}') {
            at = i;
        }
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
    // The unit's patterns vary when this one differs from any other set: any earlier pair
    // that differs has one member this one differs from.
    cbench_unit_words *words = &glue->units[format];
    words->set = 1;
    words->varies = 0;
    for (int c = 0; c < CBENCH_CATEGORIES; c++) {
        const cbench_unit_pattern *other = &words->categories[c];
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

int32_t cbench_glue_isolates_name(const cbench_glue *glue, const char *name, int32_t length) {
    if (glue->right_to_left) {
        return 1;
    }
    for (int32_t i = 0; i < length;) {
        if ((uint8_t)name[i] < 0x80) {
            i++;  // no ASCII character is right-to-left or a bidi control
            continue;
        }
        UChar32 c;
        U8_NEXT(name, i, length, c);
        switch (u_charDirection(c)) {
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
            break;
        }
    }
    return 0;
}
