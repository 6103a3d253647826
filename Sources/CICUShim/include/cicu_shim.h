// The ICU calls ProgressFormat makes, behind plain C types.
//
// Every function wraps system ICU 72 (through the CICU system library) without exposing an ICU
// type: handles are `void *`, UTF-16 text is `uint16_t`, status codes are `int32_t` with ICU's
// meaning (negative = warning, 0 = success, positive = failure). This keeps ICU's headers out of
// Swift, where they would clash with the copy of ICU that Foundation carries on Linux, and keeps
// the version-suffixed symbol names (`unumf_close_72`) out of Swift code.
#ifndef CICU_SHIM_PUBLIC_H
#define CICU_SHIM_PUBLIC_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Status

/// 1 when `status` is an ICU failure (U_FAILURE), 0 for success and warnings.
int cicu_is_failure(int32_t status);
/// ICU's name for a status code, such as "U_NUMBER_SKELETON_SYNTAX_ERROR".
const char *cicu_error_name(int32_t status);
/// The ICU version, such as "72.1".
void cicu_version(char *out, int32_t capacity);

// MARK: - Number formatting (LocalizedNumberFormatter: immutable, shareable across threads; cicu_number.cpp)

/// Opens a locale's decimal symbols (ICU: DecimalFormatSymbols(Locale, …)), to open several
/// formatters with; NULL on failure, with `status` set.
void *cicu_symbols_open(const char *locale, int32_t *status);
void cicu_symbols_close(void *symbols);
/// Opens a number formatter for a skeleton and locale; NULL on failure, with `status` and the
/// skeleton `parse_offset` set. ICU: NumberFormatter::forSkeleton(…).locale(…).threshold(1) (compiled on
/// its first call, not its third as the C API's unumf_openForSkeletonAndLocale), with a copy of
/// `symbols` (from cicu_symbols_open) when not NULL instead of the locale's read anew.
void *cicu_number_open(const uint16_t *skeleton, int32_t length, const char *locale, const void *symbols,
                       int32_t *status, int32_t *parse_offset);
void cicu_number_close(void *formatter);

/// Formats `value` and writes UTF-8 into `out` (not terminated); if `rules` is not NULL, also writes the plural category of the displayed number
/// (PluralRules::select of the FormattedNumber) into `keyword` (NUL-terminated). Returns the UTF-8 length, or the needed length when `capacity` is
/// too small (then `status` is U_BUFFER_OVERFLOW_ERROR).
int32_t cicu_number_format_utf8(const void *formatter, double value, const void *rules,
                                char *out, int32_t capacity, char *keyword, int32_t keyword_capacity,
                                int32_t *status);

/// As `cicu_number_format_utf8`, for an exact 64-bit integer (formatInt): every digit of
/// `INT64_MAX` is kept, where a double keeps 15–17.
int32_t cicu_number_format_int64_utf8(const void *formatter, int64_t value, const void *rules,
                                      char *out, int32_t capacity, char *keyword, int32_t keyword_capacity,
                                      int32_t *status);

// MARK: - Plural rules (immutable, shareable)

void *cicu_plural_open(const char *locale, int32_t *status);
void cicu_plural_close(void *rules);

/// The category of `value` (PluralRules::select) as an index: 0 zero, 1 one, 2 two, 3 few, 4 many,
/// 5 other (also when ICU fails). Exact for integers below 2^53 and for decimals shown with no
/// trailing zero; a number shown with trailing fraction zeros ("1.0") must be selected from its
/// formatted form (`cicu_number_format_utf8` with `rules`).
int32_t cicu_plural_category(const void *rules, double value);
/// The rules' plural keywords ("one other", "zero one two few many other"), separated by
/// spaces, NUL-terminated; the length written (cut at `capacity` − 1). ICU: PluralRules::getKeywords.
int32_t cicu_plural_keywords(const void *rules, char *out, int32_t capacity, int32_t *status);

// MARK: - Decimal symbols

/// A locale's decimal number symbols as ICU has them.
typedef struct cicu_decimal_symbols {
    /// The ten digits of the locale's numbering system, UTF-8, NUL-terminated.
    char digits[10][16];
    char decimal_separator[16];
    char grouping_separator[16];
} cicu_decimal_symbols;

/// Reads the digits and separators of `symbols` (from cicu_symbols_open for `locale`:
/// DecimalFormatSymbols::getConstSymbol). Returns 1 on success; 0 when `locale`'s numbering
/// system is not a decimal one (roman, jpan: algorithmic; NumberingSystem::createInstance) or a
/// symbol does not fit, with `status` set.
int cicu_decimal_symbols_get(const void *symbols, const char *locale, cicu_decimal_symbols *out, int32_t *status);

// MARK: - Messages

/// Parses an ICU MessageFormat pattern with ICU's own parser (umsg_open) and closes it again.
/// Returns the status; on a syntax error `offset` is the UTF-16 offset ICU reports.
int32_t cicu_message_check(const uint16_t *pattern, int32_t length, const char *locale, int32_t *offset);

// MARK: - Locale data

/// The name of `locale` in the language of `display_locale` (uloc_getDisplayName), UTF-16.
int32_t cicu_locale_display_name(const char *locale, const char *display_locale, uint16_t *out, int32_t capacity,
                                 int32_t *status);

/// The locale's quotation marks (ulocdata_getDelimiter): primary start/end, alternate start/end,
/// each written as UTF-16 into `out` at offsets 0, 8, 16, 24 (NUL-terminated, up to 7 units).
void cicu_quotation_marks(const char *locale, uint16_t *out, int32_t *status);

// MARK: - Case

/// `text` (UTF-8) with the first letter of the whole string titlecased by the locale's rules and
/// nothing else changed (ucasemap_utf8ToTitle with U_TITLECASE_WHOLE_STRING |
/// U_TITLECASE_NO_LOWERCASE): "noch 2 Stunden" → "Noch 2 Stunden", Turkish "i…" → "İ…", Dutch
/// "ij…" → "IJ…". Same return convention as `cicu_number_format_utf8`.
int32_t cicu_titlecase_start_utf8(const char *locale, const char *text, int32_t length, char *out, int32_t capacity,
                                  int32_t *status);

// MARK: - Unit lists (ListFormatter::format is const, shareable)

/// Opens the UNITS list formatter of a width: 0 wide ("1 minute, 37 seconds"), 1 short
/// ("1 min, 37 sec"), 2 narrow ("1m 37s").
void *cicu_list_open_units(const char *locale, int32_t width, int32_t *status);
void cicu_list_close(void *formatter);

/// Joins two UTF-8 items with the list formatter, writing UTF-8; same return convention as
/// `cicu_number_format_utf8`.
int32_t cicu_list_format_pair_utf8(const void *formatter, const char *first, int32_t first_length,
                                   const char *second, int32_t second_length, char *out, int32_t capacity,
                                   int32_t *status);

// MARK: - Locales

/// uloc_forLanguageTag; `parsed_length` says how much of the tag ICU understood.
int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t capacity,
                                     int32_t *parsed_length, int32_t *status);
int32_t cicu_locale_to_language_tag(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_add_likely_subtags(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_base_name(const char *locale, char *out, int32_t capacity, int32_t *status);
/// 1 for right-to-left scripts (uloc_isRightToLeft).
int cicu_locale_is_right_to_left(const char *locale);
/// 1 when ICU has data for `locale` that is neither the default locale nor root
/// (ures_open + ures_getLocaleByType(ULOC_ACTUAL_LOCALE)).
int cicu_locale_has_data(const char *locale);

/// How many locales ICU has data for, and the ID of one (uloc_countAvailable, uloc_getAvailable):
/// a fixed list, so looking a locale up in it touches no ICU cache.
int32_t cicu_locale_count_available(void);
const char *cicu_locale_available(int32_t index);
/// 1 when `language` is one of ICU's ISO 639 language codes (uloc_getISOLanguages).
int cicu_locale_is_iso_language(const char *language);
/// The locale whose data ICU uses for `locale` (ures_open + ures_getLocaleByType(ULOC_ACTUAL_LOCALE),
/// aliases followed: `tl` → `fil`), written NUL-terminated into `out`; returns its length, 0 when
/// ICU would use root or the default locale. ICU caches every name it is asked about here: pass
/// only names from a bounded set.
int32_t cicu_locale_data_locale(const char *locale, char *out, int32_t capacity, int32_t *status);
/// 1 when ICU knows the numbering system `name` and it writes decimal digits, such as "latn" or
/// "arab" (unumsys_openByName; not an algorithmic one such as "roman").
int cicu_numbering_system_is_decimal(const char *name);

// MARK: - Characters

/// Terminal columns a code point takes: 0 for controls, combining marks, format characters and
/// Hangul medial vowels; 2 for East Asian Wide and Fullwidth; 1 otherwise.
int cicu_char_columns(int32_t code_point);

/// 1 when the code point is shown as a wide (two-column) emoji: it has Emoji_Presentation, or it
/// is an Emoji character followed by the emoji variation selector U+FE0F
/// (`before_variation_selector` 1) (u_hasBinaryProperty).
int cicu_char_is_wide_emoji(int32_t code_point, int32_t before_variation_selector);

/// The word boundaries of a UTF-16 text (ubrk_open(UBRK_WORD), ubrk_next), as UTF-16 offsets
/// after the start, at most `capacity`, in order; `is_word_end[i]` is 1 when the segment
/// before boundary i is a word or a number (not space or punctuation). Returns how many were
/// written.
int32_t cicu_word_boundaries(const char *locale, const uint16_t *text, int32_t length, int32_t *boundaries,
                             int32_t *is_word_end, int32_t capacity, int32_t *status);

/// 1 when the code point is a right-to-left letter or a bidi control (u_charDirection).
int cicu_char_is_bidi_sensitive(int32_t code_point);

#ifdef __cplusplus
}
#endif

#endif
