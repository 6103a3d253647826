// Title-casing the start of a phrase: ICU's C++ CaseMap::toTitle, in UTF-16.
//
// Not ucasemap_utf8ToTitle: the case map's C++ struct, UCaseMap, has an unversioned name that
// Foundation's own ICU defines too, so a binary that links both statically
// (scripts/build-static-cli.sh) could not hold it. icu::CaseMap is in ICU's versioned namespace.

#include "cicu_shim.h"

#include <stdlib.h>
#include <unicode/casemap.h>
#include <unicode/stringoptions.h>
#include <unicode/ustring.h>

extern "C" int32_t cicu_titlecase_start_utf8(const char *locale, const char *text, int32_t length, char *out,
                                             int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    // A phrase that starts a line is short: two stack buffers, else the heap.
    char16_t stackSource[256], stackTitled[256];
    char16_t *source = stackSource, *titled = stackTitled;
    int32_t sourceLength = 0, titledLength = 0, written = 0;
    u_strFromUTF8(source, 256, &sourceLength, text, length, &code);
    if (code == U_BUFFER_OVERFLOW_ERROR) {
        code = U_ZERO_ERROR;
        source = static_cast<char16_t *>(malloc(sizeof(char16_t) * static_cast<size_t>(sourceLength + 1)));
        if (source == nullptr) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        u_strFromUTF8(source, sourceLength + 1, &sourceLength, text, length, &code);
    }
    const uint32_t options = U_TITLECASE_WHOLE_STRING | U_TITLECASE_NO_LOWERCASE;
    if (U_SUCCESS(code)) {
        titledLength = icu::CaseMap::toTitle(locale, options, nullptr, source, sourceLength, titled, 256, nullptr, code);
        if (code == U_BUFFER_OVERFLOW_ERROR) {
            code = U_ZERO_ERROR;
            titled = static_cast<char16_t *>(malloc(sizeof(char16_t) * static_cast<size_t>(titledLength + 1)));
            if (titled == nullptr) {
                code = U_MEMORY_ALLOCATION_ERROR;
            } else {
                titledLength = icu::CaseMap::toTitle(locale, options, nullptr, source, sourceLength, titled,
                                                     titledLength + 1, nullptr, code);
            }
        }
    }
    if (U_SUCCESS(code)) {
        u_strToUTF8(out, capacity, &written, titled, titledLength, &code);
    }
    if (source != stackSource) free(source);
    if (titled != stackTitled) free(titled);
    *status = code;
    return written;
}
