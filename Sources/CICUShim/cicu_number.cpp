// Number formatting and plural rules, through ICU's C++ API.
//
// ICU's C API opens a `LocalizedNumberFormatter` that builds a complete formatting pipeline (its
// unit words, affixes and patterns read from the locale's data) on each of its first two calls
// and compiles one on the third. A locale's model formats a few samples with each of about
// sixteen formatters once, so that was three pipelines each; `threshold(1)` compiles on the first
// call (ICU's numberformatter.h), which is all the C API lacks. The plural rules are opened here
// too, so a category is selected from the formatted number as ICU displays it
// (`PluralRules::select(const FormattedNumber &)`, what `uplrules_selectFormatted` does).
#include "cicu_shim.h"


#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>

using icu::Locale;
using icu::PluralRules;
using icu::UnicodeString;
using icu::number::FormattedNumber;
using icu::number::LocalizedNumberFormatter;
using icu::number::NumberFormatter;

extern "C" void *cicu_number_open(const uint16_t *skeleton, int32_t length, const char *locale, int32_t *status,
                                  int32_t *parse_offset) {
    UErrorCode code = U_ZERO_ERROR;
    UParseError parse{};
    UnicodeString text(false, reinterpret_cast<const char16_t *>(skeleton), length);
    // UMemory's operator new: NULL when out of memory, never throws.
    auto *formatter = new LocalizedNumberFormatter(
        NumberFormatter::forSkeleton(text, parse, code).locale(Locale(locale)).threshold(1));
    *parse_offset = parse.offset;
    if (formatter == nullptr && U_SUCCESS(code)) {
        code = U_MEMORY_ALLOCATION_ERROR;
    }
    if (formatter != nullptr && U_SUCCESS(code)) {
        // A skeleton the locale cannot honour (an unknown unit) fails when it is first used.
        formatter->copyErrorTo(code);
    }
    *status = code;
    if (U_FAILURE(code)) {
        delete formatter;
        return nullptr;
    }
    return formatter;
}

extern "C" void cicu_number_close(void *formatter) { delete static_cast<LocalizedNumberFormatter *>(formatter); }

/// Writes a formatted result as UTF-8 and, with `rules`, the plural category of the displayed number.
static int32_t result_to_utf8(const FormattedNumber &result, const void *rules, char *out, int32_t capacity,
                              char *keyword, int32_t keyword_capacity, UErrorCode &code) {
    int32_t length = 0;
    if (U_FAILURE(code)) {
        return 0;
    }
    UnicodeString text = result.toString(code);
    if (U_SUCCESS(code)) {
        u_strToUTF8(out, capacity, &length, text.getBuffer(), text.length(), &code);
    }
    if (U_SUCCESS(code) && rules != nullptr && keyword_capacity > 0) {
        UnicodeString category = static_cast<const PluralRules *>(rules)->select(result, code);
        if (U_SUCCESS(code)) {
            int32_t i = 0;
            for (; i < category.length() && i < keyword_capacity - 1; i++) {
                keyword[i] = static_cast<char>(category.charAt(i));
            }
            keyword[i] = 0;
        }
    }
    if (code == U_STRING_NOT_TERMINATED_WARNING) {
        code = U_ZERO_ERROR;
    }
    return length;
}

extern "C" int32_t cicu_number_format_utf8(const void *formatter, double value, const void *rules, char *out,
                                           int32_t capacity, char *keyword, int32_t keyword_capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    FormattedNumber result = static_cast<const LocalizedNumberFormatter *>(formatter)->formatDouble(value, code);
    int32_t length = result_to_utf8(result, rules, out, capacity, keyword, keyword_capacity, code);
    *status = code;
    return length;
}

extern "C" int32_t cicu_number_format_int64_utf8(const void *formatter, int64_t value, const void *rules, char *out,
                                                 int32_t capacity, char *keyword, int32_t keyword_capacity,
                                                 int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    FormattedNumber result = static_cast<const LocalizedNumberFormatter *>(formatter)->formatInt(value, code);
    int32_t length = result_to_utf8(result, rules, out, capacity, keyword, keyword_capacity, code);
    *status = code;
    return length;
}

// MARK: - Plural rules

extern "C" void *cicu_plural_open(const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    PluralRules *rules = PluralRules::forLocale(Locale(locale), UPLURAL_TYPE_CARDINAL, code);
    *status = code;
    if (U_FAILURE(code)) {
        delete rules;
        return nullptr;
    }
    return rules;
}

extern "C" void cicu_plural_close(void *rules) { delete static_cast<PluralRules *>(rules); }

extern "C" int32_t cicu_plural_category(const void *rules, double value) {
    static const char *const names[] = {"zero", "one", "two", "few", "many"};
    UnicodeString keyword = static_cast<const PluralRules *>(rules)->select(value);
    for (int32_t category = 0; category < 5; category++) {
        if (keyword == UnicodeString(names[category], -1, US_INV)) {
            return category;
        }
    }
    return 5;
}

extern "C" int32_t cicu_plural_keywords(const void *rules, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t written = 0;
    icu::StringEnumeration *keywords = static_cast<const PluralRules *>(rules)->getKeywords(code);
    while (U_SUCCESS(code) && keywords != nullptr) {
        int32_t length = 0;
        const char *keyword = keywords->next(&length, code);
        if (keyword == nullptr || U_FAILURE(code)) {
            break;
        }
        for (int32_t i = (written > 0 ? -1 : 0); i < length && written < capacity - 1; i++) {
            out[written++] = i < 0 ? ' ' : keyword[i];
        }
    }
    delete keywords;
    if (capacity > 0) {
        out[written < capacity ? written : capacity - 1] = 0;
    }
    *status = code;
    return written;
}
