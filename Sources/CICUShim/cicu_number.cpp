// Number formatting and plural rules, through ICU's C++ API.
//
// ICU's C API opens a `LocalizedNumberFormatter` that builds a complete formatting pipeline (its
// unit words, affixes and patterns read from the locale's data) on each of its first two calls
// and compiles one on the third. A locale's model formats a few samples with each of about
// sixteen formatters once, so that was three pipelines each; `threshold(1)` compiles on the first
// call (ICU's numberformatter.h), which is all the C API lacks. The plural rules are opened here
// too, so a category is selected from the formatted number as ICU displays it
// (`PluralRules::select(const FormattedNumber &)`, what `uplrules_selectFormatted` does).
// Each pipeline also reads the locale's `DecimalFormatSymbols` from its data unless it is given
// them: a model opens its formatters with one copy read once (`cicu_symbols_open`).
#include "cicu_shim.h"


#include <unicode/dcfmtsym.h>
#include <unicode/numberformatter.h>
#include <unicode/numsys.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/unistr.h>
#include <unicode/ustring.h>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <utility>

using icu::DecimalFormatSymbols;
using icu::Locale;
using icu::NumberingSystem;
using icu::PluralRules;
using icu::UnicodeString;
using icu::number::FormattedNumber;
using icu::number::LocalizedNumberFormatter;
using icu::number::NumberFormatter;
using icu::number::UnlocalizedNumberFormatter;

extern "C" void *cicu_symbols_open(const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    // UMemory's operator new: NULL when out of memory, never throws.
    auto *symbols = new DecimalFormatSymbols(Locale(locale), code);
    if (symbols == nullptr && U_SUCCESS(code)) {
        code = U_MEMORY_ALLOCATION_ERROR;
    }
    *status = code;
    if (U_FAILURE(code)) {
        delete symbols;
        return nullptr;
    }
    return symbols;
}

extern "C" void cicu_symbols_close(void *symbols) { delete static_cast<DecimalFormatSymbols *>(symbols); }

/// Copies a symbol as NUL-terminated UTF-8 into `out` (16 bytes); false when it is empty or
/// does not fit.
static bool copy_symbol(const DecimalFormatSymbols &symbols, DecimalFormatSymbols::ENumberFormatSymbol symbol, char *out) {
    UErrorCode code = U_ZERO_ERROR;
    const UnicodeString &text = symbols.getConstSymbol(symbol);
    int32_t written = 0;
    u_strToUTF8(out, 15, &written, text.getBuffer(), text.length(), &code);
    if (U_FAILURE(code) || code == U_STRING_NOT_TERMINATED_WARNING || written <= 0 || written > 15) {
        return false;
    }
    out[written] = 0;
    return true;
}

extern "C" int cicu_decimal_symbols_get(const void *symbols, const char *locale, cicu_decimal_symbols *out,
                                        int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    memset(out, 0, sizeof *out);
    NumberingSystem *system = NumberingSystem::createInstance(Locale(locale), code);
    bool decimal = U_SUCCESS(code) && system != nullptr && !system->isAlgorithmic() && system->getRadix() == 10;
    delete system;
    if (!decimal || symbols == nullptr) {
        *status = U_FAILURE(code) ? code : U_UNSUPPORTED_ERROR;
        return 0;
    }
    const auto &read = *static_cast<const DecimalFormatSymbols *>(symbols);
    static const DecimalFormatSymbols::ENumberFormatSymbol digits[10] = {
        DecimalFormatSymbols::kZeroDigitSymbol,  DecimalFormatSymbols::kOneDigitSymbol,
        DecimalFormatSymbols::kTwoDigitSymbol,   DecimalFormatSymbols::kThreeDigitSymbol,
        DecimalFormatSymbols::kFourDigitSymbol,  DecimalFormatSymbols::kFiveDigitSymbol,
        DecimalFormatSymbols::kSixDigitSymbol,   DecimalFormatSymbols::kSevenDigitSymbol,
        DecimalFormatSymbols::kEightDigitSymbol, DecimalFormatSymbols::kNineDigitSymbol,
    };
    bool ok = true;
    for (int digit = 0; digit < 10 && ok; digit++) {
        ok = copy_symbol(read, digits[digit], out->digits[digit]);
    }
    ok = ok && copy_symbol(read, DecimalFormatSymbols::kDecimalSeparatorSymbol, out->decimal_separator);
    ok = ok && copy_symbol(read, DecimalFormatSymbols::kGroupingSeparatorSymbol, out->grouping_separator);
    *status = ok ? U_ZERO_ERROR : U_INTERNAL_PROGRAM_ERROR;
    return ok ? 1 : 0;
}

/// `skeleton` parsed (NumberFormatter::forSkeleton), from a process-wide cache: every locale's
/// model opens the same few dozen skeletons, and parsing one cost about a tenth of opening its
/// formatter. At most 256 are kept (a skeleton from elsewhere is parsed each time after that);
/// one that fails to parse is not kept, so its error and offset are reported each time.
static UnlocalizedNumberFormatter parsed_skeleton(const UnicodeString &skeleton, UParseError &parse, UErrorCode &code) {
    // Never destroyed: a thread may still open a formatter while the process exits. The cache
    // is only an economy: when memory or a lock fails (the standard library throws), the
    // skeleton is parsed as if it were not cached, and no exception leaves for Swift's frames.
    static auto *lock = new (std::nothrow) std::mutex;
    static auto *parsed = new (std::nothrow) std::map<UnicodeString, UnlocalizedNumberFormatter>;
    if (lock != nullptr && parsed != nullptr) {
        try {
            std::lock_guard<std::mutex> guard(*lock);
            auto known = parsed->find(skeleton);
            if (known != parsed->end()) {
                return known->second;
            }
        } catch (...) {
        }
    }
    UnlocalizedNumberFormatter formatter = NumberFormatter::forSkeleton(skeleton, parse, code);
    if (U_SUCCESS(code) && lock != nullptr && parsed != nullptr) {
        try {
            std::lock_guard<std::mutex> guard(*lock);
            if (parsed->size() < 256) {
                // A copy of the text: `skeleton` may alias the caller's buffer.
                parsed->emplace(UnicodeString(skeleton.getBuffer(), skeleton.length()), formatter);
            }
        } catch (...) {
        }
    }
    return formatter;
}

extern "C" void *cicu_number_open(const uint16_t *skeleton, int32_t length, const char *locale, const void *symbols,
                                  int32_t *status, int32_t *parse_offset) {
    UErrorCode code = U_ZERO_ERROR;
    UParseError parse{};
    UnicodeString text(false, reinterpret_cast<const char16_t *>(skeleton), length);
    auto settings = parsed_skeleton(text, parse, code).locale(Locale(locale)).threshold(1);
    if (symbols != nullptr) {
        // Copied into the formatter's settings: the caller may close its copy at once.
        settings = std::move(settings).symbols(*static_cast<const DecimalFormatSymbols *>(symbols));
    }
    // UMemory's operator new: NULL when out of memory, never throws.
    auto *formatter = new LocalizedNumberFormatter(std::move(settings));
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
    // Compared in place (a UnicodeString made of each name cost more than the selection).
    static const char16_t *const names[] = {u"zero", u"one", u"two", u"few", u"many"};
    static const int32_t lengths[] = {4, 3, 3, 3, 4};
    UnicodeString keyword = static_cast<const PluralRules *>(rules)->select(value);
    for (int32_t category = 0; category < 5; category++) {
        if (keyword.compare(names[category], lengths[category]) == 0) {
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
