// The system ICU (libicu-dev), found through pkg-config (icu-uc icu-i18n).
//
// Swift does not import this module: on Linux, Foundation brings its own ICU 76 headers
// (_FoundationICU) whose types clash with the system ICU's in any Swift module that imports
// both. The C target CICUShim includes these headers instead and offers Swift a small API of
// plain C types (see Sources/CICUShim/include/cicu_shim.h).
#ifndef CICU_SHIM_H
#define CICU_SHIM_H
#include <unicode/utypes.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ulistformatter.h>
#endif
