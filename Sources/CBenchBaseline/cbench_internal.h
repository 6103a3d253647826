// What the floor's C files share: the layout of the handles and the glue.
#ifndef CBENCH_INTERNAL_H
#define CBENCH_INTERNAL_H

#include "cbench_baseline.h"

#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/umsg.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

// MARK: - Handles

/// Plain numbers at the unit precisions that are not whole: `.0`, `.00`, `.#`.
#define CBENCH_PLAIN_PRECISIONS 3

struct cbench_handles {
    char locale[ULOC_FULLNAME_CAPACITY];
    UNumberFormatter *formats[CBENCH_FORMATS];
    UNumberFormatter *plain[CBENCH_PLAIN_PRECISIONS];
    /// For each format, the number alone at its precision: one of `plain`, or the count's
    /// formatter for whole numbers (borrowed, not closed).
    const UNumberFormatter *plain_of[CBENCH_FORMATS];
    UPluralRules *plural;  // cardinal
    UListFormatter *list;  // UNITS, WIDE
};

/// The ICU locale ID of a BCP 47 tag into `out`; 0 (and `*code` set) if ICU does not read all of it.
int cbench_locale_id(const char *language_tag, char *out, int32_t capacity, UErrorCode *code);

// MARK: - Glue

#define CBENCH_MAX_PIECES 12

/// Literal text followed by a value.
typedef struct {
    uint32_t offset;  // of the literal text in glue->text
    uint32_t length;
    int32_t slot;     // the value after the literal, -1 none
} cbench_piece;

typedef struct {
    int32_t count;    // 0: not set
    cbench_piece pieces[CBENCH_MAX_PIECES];
    UMessageFormat *message;                  // CBENCH_UMSG: the glue with {0}, {1}… for the values
    int32_t argument_count;
    int32_t arguments[CBENCH_MAX_PIECES];     // the slot of {i}
} cbench_template;

/// A table's pattern for one unit and plural category: UTF-16 before and after the number.
typedef struct {
    int32_t set;
    int32_t has_number;
    UChar prefix[32], suffix[32];
    int32_t prefix_length, suffix_length;
} cbench_unit_pattern;

/// The patterns of one unit, per category (zero … other); `set` when any is.
typedef struct {
    int32_t set;
    int32_t varies;  // the patterns differ by category: the plural category must be chosen
    cbench_unit_pattern categories[CBENCH_CATEGORIES];
} cbench_unit_words;

struct cbench_glue {
    char locale[ULOC_FULLNAME_CAPACITY];
    int32_t right_to_left;  // every file name is isolated
    int32_t with_messages;
    char *text;
    uint32_t used, capacity;
    int32_t plural_counted, plural_files, plural_time;
    cbench_template templates[CBENCH_T_COUNT];
    cbench_unit_words units[CBENCH_FORMATS];
};

#endif
